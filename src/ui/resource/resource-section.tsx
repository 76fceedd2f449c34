/**
 * One resource on its settings page: title, the read-only notice for users who may not change it, the
 * filters and the page number in the address, the table of the device's records (the change feed keeps
 * them current), the records' sync problems with their fixes, and the create / edit / delete actions
 * for users with the definition's write permission.
 */
import { useCallback, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { AnyResource } from '../../../domain/resources/define-resource'
import { can } from '../../../domain/permissions/check'
import { searchKey } from '../../../domain/search/normalize'
import { useSignedInUser } from '../../lib/session/session-context'
import { ConfirmDialog } from '../../offline/react/confirm-dialog'
import { useOffline } from '../../offline/react/offline-context'
import { RecordSyncNotice } from '../../offline/react/record-sync-notice'
import { deleteRecord } from '../../offline/resources/resource-writes'
import type { LocalRow } from '../../offline/resources/resource-store'
import { Button } from '../button'
import { ReadOnlyNote } from '../read-only-note'
import { Input } from '../input'
import { ListPager } from '../list-pager'
import { PageLoader } from '../page-loader'
import { Select } from '../select'
import { ResourceForm } from './resource-form'
import { ResourceTable } from './resource-table'
import { useRefNames, useResourceRows } from './use-resource'
import { valueText } from './value-text'

export const PER_PAGE = 15

function useFiltered(def: AnyResource, rows: LocalRow[] | undefined, get: (k: string) => string | null) {
  return useMemo(() => {
    if (!rows) return undefined
    let out = rows
    for (const f of def.filters ?? []) {
      const v = get(f.key)
      if (v === null || v === '') continue
      if (f.kind === 'search') {
        const key = searchKey(v)
        out = out.filter(({ row }) => f.fields.some((k) => searchKey(valueText(row[k])).includes(key)))
      } else if (f.kind === 'boolean') out = out.filter(({ row }) => (row[f.key] === true) === (v === 'true'))
      else out = out.filter(({ row }) => String(row[f.key]) === v)
    }
    const { field, dir } = def.sort
    const sign = dir === 'desc' ? -1 : 1
    return [...out].sort(
      (a, b) => sign * valueText(a.row[field]).localeCompare(valueText(b.row[field]), 'uk'),
    )
  }, [def, rows, get])
}

function RefFilter({
  id,
  label,
  refName,
  value,
  onChange,
}: {
  id: string
  label: string
  refName: string
  value: string | null
  onChange: (v: string | null) => void
}) {
  const names = useRefNames(refName)
  const options = [...names]
    .map(([v, l]) => ({ value: String(v), label: l }))
    .sort((a, b) => a.label.localeCompare(b.label, 'uk'))
  return (
    <Select
      id={id}
      aria-label={label}
      value={value}
      options={options}
      onChange={onChange}
      empty={`${label}: усі`}
    />
  )
}

export function ResourceSection({
  def,
  prefix,
  heading,
}: {
  def: AnyResource
  prefix: string
  heading: 'h1' | 'h2'
}) {
  const user = useSignedInUser()
  const offline = useOffline()
  const canWrite = can(user.permissions, def.perms.write)
  const [params, setParams] = useSearchParams()
  const get = useCallback((k: string) => params.get(`${prefix}${k}`), [params, prefix])
  const set = (k: string, v: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p)
        // A cleared filter is no filter at all.
        if (v === null || v === '') next.delete(`${prefix}${k}`)
        else next.set(`${prefix}${k}`, v)
        next.delete(`${prefix}page`)
        return next
      },
      { replace: true },
    )
  const rows = useResourceRows(def)
  const filtered = useFiltered(def, rows, get)
  const [editing, setEditing] = useState<LocalRow | 'new' | null>(null)
  const [deleting, setDeleting] = useState<LocalRow | null>(null)
  const close = useCallback(() => setEditing(null), [])
  const onEdit = useCallback((r: LocalRow) => setEditing(r), [])
  const onDelete = useCallback((r: LocalRow) => setDeleting(r), [])
  const Heading = heading

  if (!filtered || !rows) return <PageLoader />
  const page = Math.max(1, Number(get('page') ?? '1') || 1)
  const shown = filtered.slice((page - 1) * PER_PAGE, page * PER_PAGE)
  return (
    <section aria-labelledby={`${def.name}-title`} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <Heading
            id={`${def.name}-title`}
            className={heading === 'h1' ? 'text-2xl font-semibold' : 'text-xl font-semibold'}
          >
            {def.title}
          </Heading>
          {def.description && <p className="text-slate-700">{def.description}</p>}
        </div>
        {canWrite && <Button onClick={() => setEditing('new')}>Додати</Button>}
      </div>
      {!canWrite && <ReadOnlyNote>Лише перегляд: у вас немає права змінювати ці налаштування.</ReadOnlyNote>}
      <RecordSyncNotice type={def.entity} />
      {(def.filters?.length ?? 0) > 0 && (
        <div role="search" aria-label={`Фільтри: ${def.title}`} className="flex flex-wrap items-center gap-3">
          {def.filters!.map((f) => {
            const id = `${def.name}-filter-${f.key}`
            if (f.kind === 'search')
              return (
                <Input
                  key={f.key}
                  id={id}
                  type="search"
                  aria-label={f.label}
                  placeholder={`${f.label}…`}
                  className="max-w-xs"
                  value={get(f.key) ?? ''}
                  onChange={(e) => set(f.key, e.target.value)}
                />
              )
            if (f.kind === 'boolean')
              return (
                <div key={f.key} className="w-48">
                  <Select
                    id={id}
                    aria-label={f.label}
                    value={get(f.key)}
                    options={[
                      { value: 'true', label: `${f.label}: так` },
                      { value: 'false', label: `${f.label}: ні` },
                    ]}
                    onChange={(v) => set(f.key, v)}
                    empty={`${f.label}: усі`}
                  />
                </div>
              )
            return (
              <div key={f.key} className="w-56">
                <RefFilter
                  id={id}
                  label={f.label}
                  refName={f.ref}
                  value={get(f.key)}
                  onChange={(v) => set(f.key, v)}
                />
              </div>
            )
          })}
        </div>
      )}
      {shown.length === 0 ? (
        <p className="text-slate-700">
          {rows.length === 0 ? 'Записів ще немає.' : 'Нічого не знайдено за цими фільтрами.'}
        </p>
      ) : (
        <ResourceTable def={def} rows={shown} canWrite={canWrite} onEdit={onEdit} onDelete={onDelete} />
      )}
      {filtered.length > PER_PAGE && (
        <ListPager
          page={page}
          perPage={PER_PAGE}
          total={filtered.length}
          param={`${prefix}page`}
          label={`Сторінки: ${def.title}`}
        />
      )}
      {editing !== null && (
        <ResourceForm
          def={def}
          row={editing === 'new' ? undefined : editing.row}
          rows={rows}
          open
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Видалити: ${deleting ? def.describe(deleting.row) : ''}?`}
        confirmLabel="Видалити"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const row = deleting
          setDeleting(null)
          if (row) void deleteRecord(offline, def, row.row)
        }}
      >
        {def.one} зникне зі списку. Якщо запис використовується, сервер відмовить і пояснить чому.
      </ConfirmDialog>
    </section>
  )
}
