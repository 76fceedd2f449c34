/**
 * How the rights screen lays the permissions out (spec 000 §6: "permissions appear as paired
 * create/edit switches"): in each group one row per subject, its "see" permission and its "create and
 * edit" permission side by side. A permission without a partner is a row of its own, its one switch in
 * the column of what it allows.
 */
import {
  permissionCatalogue,
  permissionGroups,
  permissionNames,
  type PermissionGroup,
  type PermissionName,
} from './catalogue'

export type PermissionColumn = 'see' | 'change'

export const permissionColumns: Record<PermissionColumn, string> = {
  see: 'Перегляд',
  change: 'Створення і редагування',
}

export interface PermissionRow {
  subject: string
  see?: PermissionName
  change?: PermissionName
}

/** The subjects whose reading and changing are two permissions. */
const pairs: readonly (Required<PermissionRow> & { group: PermissionGroup })[] = [
  { group: 'orders', subject: 'Замовлення', see: 'crmMcOrdersShow', change: 'crmMcOrdersEditAll' },
  { group: 'clients', subject: 'Клієнти', see: 'crmClientsSee', change: 'crmClientsEdit' },
  { group: 'tasks', subject: 'Задачі', see: 'crmTasksSee', change: 'crmTasksEdit' },
  {
    group: 'settings',
    subject: 'Довідники і налаштування',
    see: 'crmReferencesSee',
    change: 'crmSettingsEdit',
  },
  { group: 'warehouse', subject: 'Склад', see: 'crmWarehouseSee', change: 'crmWarehouseEdit' },
  { group: 'laboratory', subject: 'Лабораторія', see: 'crmLabSee', change: 'crmLabSamplesWork' },
]

/** A single permission allows a change when its name says so (…Edit, …EditOwn, …Create, …Delete, an alert raised). */
const changes = (name: PermissionName) => /Edit|Create|Delete|UpdateAlert/.test(name)

const paired = new Set<PermissionName>(pairs.flatMap((p) => [p.see, p.change]))

export interface PermissionGroupRows {
  group: PermissionGroup
  title: string
  rows: PermissionRow[]
}

/** Every group with its rows, pairs first, then the single permissions in the catalogue's order. */
export const permissionRows: readonly PermissionGroupRows[] = (
  Object.keys(permissionGroups) as PermissionGroup[]
).flatMap((group) => {
  const rows: PermissionRow[] = [
    ...pairs.filter((p) => p.group === group).map(({ subject, see, change }) => ({ subject, see, change })),
    ...permissionNames
      .filter((n) => permissionCatalogue[n].group === group && !paired.has(n))
      .map((n) => ({ subject: permissionCatalogue[n].label, [changes(n) ? 'change' : 'see']: n })),
  ]
  return rows.length === 0 ? [] : [{ group, title: permissionGroups[group], rows }]
})

/**
 * A role's set after one switch in a row is flipped: changing without seeing means nothing, so turning
 * the change on turns the row's "see" on, and turning "see" off turns the change off.
 */
export function flipPermission(
  chosen: ReadonlySet<string>,
  row: PermissionRow,
  column: PermissionColumn,
  on: boolean,
): Set<string> {
  const next = new Set(chosen)
  const name = row[column]
  if (!name) return next
  if (on) next.add(name)
  else next.delete(name)
  if (on && column === 'change' && row.see) next.add(row.see)
  if (!on && column === 'see' && row.change) next.delete(row.change)
  return next
}
