/**
 * The permissions of one role or one user as tables, one per group: a row per subject, its "Перегляд"
 * and "Створення і редагування" controls side by side (domain/permissions/rows.ts). The caller draws
 * each control; a cell without a permission stays empty.
 */
import type { ReactNode } from 'react'
import type { PermissionName } from '../../../domain/permissions/catalogue'
import {
  permissionColumns,
  permissionRows,
  type PermissionColumn,
  type PermissionRow,
} from '../../../domain/permissions/rows'

const columns = Object.keys(permissionColumns) as PermissionColumn[]

export function PermissionTables({
  cell,
}: {
  cell: (name: PermissionName, row: PermissionRow, column: PermissionColumn) => ReactNode
}) {
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      {permissionRows.map(({ group, title, rows }) => (
        <div key={group} className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="px-4 pt-3 text-left text-base font-semibold text-slate-900">{title}</caption>
            <thead className="text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  Дозвіл
                </th>
                {columns.map((c) => (
                  <th key={c} scope="col" className="w-40 px-2 py-2 text-center font-medium">
                    {permissionColumns[c]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.subject} className="border-t border-slate-100">
                  <th scope="row" className="px-4 py-1 font-normal text-slate-900">
                    {row.subject}
                  </th>
                  {columns.map((c) => {
                    const name = row[c]
                    return (
                      <td key={c} className="px-2 py-1 text-center">
                        {name ? cell(name, row, c) : null}
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  )
}
