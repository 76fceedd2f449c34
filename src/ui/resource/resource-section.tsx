/**
 * One resource on its settings page: title, the read-only notice for users who may not change it, the
 * filters and the page number in the address, the table of the device's records (the change feed keeps
 * them current), the records' sync problems with their fixes, and the create / edit / delete actions
 * for users with the definition's write permission.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
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
import { LookupInput } from './lookup-input'
import { ResourceForm } from './resource-form'
import type { FormAddons } from './form-addons'
import { ResourceTable } from './resource-table'
import { useRefNames, useResourceRows, useSortedRows } from './use-resource'
import { useFreshLookups } from './use-lookup'
import { valueText } from './value-text'

export const PER_PAGE = 15
/** Rows per page a user may choose; "all" shows every row (the table draws only those in view). */
export const PAGE_SIZES = ['15', '50', '100', 'all'] as const
type PageSize = (typeof PAGE_SIZES)[number]
const pageSizeOf = (v: string | null): PageSize =>
  (PAGE_SIZES as readonly string[]).includes(v ?? '') ? (v as PageSize) : (String(PER_PAGE) as PageSize)

interface Prepared {
  rows: LocalRow[]
  /** Each row's search keys for a search filter, kept with these rows. */
  keysOf: (filter: SearchFilterSpec) => string[]
  /** Computes the next `count` rows' keys ahead of a search; true while some are left. */
  warm: (filter: SearchFilterSpec, count: number) => boolean
}

type SearchFilterSpec = { key: string; fields: readonly string[] }
/** Rows whose search keys are computed per slice of main-thread time while the list waits for typing. */
const WARM_SLICE = 500

/** Search keys are computed a slice at a time after the list shows, so the first keystroke finds them ready. */
function useWarmSearch(def: AnyResource, prepared: Prepared | undefined) {
  useEffect(() => {
    if (!prepared) return
    const searches = (def.filters ?? []).flatMap((f) => (f.kind === 'search' ? [f] : []))
    let timer = 0
    const step = () => {
      const more = searches.map((f) => prepared.warm(f, WARM_SLICE)).some(Boolean)
      if (more) timer = window.setTimeout(step, 0)
    }
    timer = window.setTimeout(step, 0)
    return () => window.clearTimeout(timer)
  }, [def, prepared])
}

/** The sorted rows (useSortedRows) with their search keys, kept per change of the records. */
function usePrepared(sorted: LocalRow[] | undefined): Prepared | undefined {
  return useMemo(() => {
    if (!sorted) return undefined
    const cache = new Map<string, string[]>()
    const fill = (f: SearchFilterSpec, upTo: number) => {
      const keys = cache.get(f.key) ?? []
      for (let i = keys.length; i < upTo; i++)
        keys.push(f.fields.map((k) => searchKey(valueText(sorted[i]!.row[k]))).join('\n'))
      cache.set(f.key, keys)
      return keys
    }
    const keysOf = (f: SearchFilterSpec) => fill(f, sorted.length)
    const warm = (f: SearchFilterSpec, count: number) =>
      fill(f, Math.min(sorted.length, (cache.get(f.key)?.length ?? 0) + count)).length < sorted.length
    return { rows: sorted, keysOf, warm }
  }, [sorted])
}

function useFiltered(def: AnyResource, prepared: Prepared | undefined, get: (k: string) => string | null) {
  return useMemo(() => {
    if (!prepared) return undefined
    const tests: Array<(r: LocalRow, i: number) => boolean> = []
    for (const f of def.filters ?? []) {
      const v = get(f.key)
      if (v === null || v === '') continue
      if (f.kind === 'search') {
        const key = searchKey(v)
        if (key === '') continue
        const keys = prepared.keysOf(f)
        tests.push((_, i) => keys[i]?.includes(key) === true)
      } else if (f.kind === 'boolean') tests.push(({ row }) => (row[f.key] === true) === (v === 'true'))
      else tests.push(({ row }) => String(row[f.key]) === v)
    }
    return tests.length === 0 ? prepared.rows : prepared.rows.filter((r, i) => tests.every((t) => t(r, i)))
  }, [def, prepared, get])
}

/** How long typing may pause before the list follows the search field (and the address keeps it). */
const SEARCH_PAUSE_MS = 150

/**
 * The search field keeps what is typed in its own state and hands it to the address after a short
 * pause: a fast typist's letters are never lost to a re-render of a long list, and back / reload keep
 * the search.
 */
function SearchFilter({
  id,
  label,
  applied,
  onApply,
}: {
  id: string
  label: string
  applied: string
  onApply: (v: string) => void
}) {
  const [text, setText] = useState(applied)
  const [seen, setSeen] = useState(applied)
  if (applied !== seen) {
    // The address changed elsewhere (back button, a cleared filter): the field follows it.
    setSeen(applied)
    setText(applied)
  }
  const apply = useRef(onApply)
  useEffect(() => {
    apply.current = onApply
  })
  useEffect(() => {
    if (text === seen) return
    const t = setTimeout(() => apply.current(text), SEARCH_PAUSE_MS)
    return () => clearTimeout(t)
  }, [text, seen])
  return (
    <Input
      id={id}
      type="search"
      aria-label={label}
      placeholder={`${label}…`}
      className="max-w-xs"
      value={text}
      onChange={(e) => setText(e.target.value)}
    />
  )
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
  addons,
}: {
  def: AnyResource
  prefix: string
  heading: 'h1' | 'h2'
  /** Blocks a screen adds to the form (form-addons.ts). */
  addons?: FormAddons | undefined
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
  // The sets its lookup fields search, asked again as the section opens (a new test shows at once).
  useFreshLookups([def])
  const prepared = usePrepared(useSortedRows(def, rows))
  useWarmSearch(def, prepared)
  const filtered = useFiltered(def, prepared, get)
  const [editing, setEditing] = useState<LocalRow | 'new' | null>(null)
  const [deleting, setDeleting] = useState<LocalRow | null>(null)
  const close = useCallback(() => setEditing(null), [])
  const onEdit = useCallback((r: LocalRow) => setEditing(r), [])
  const onDelete = useCallback((r: LocalRow) => setDeleting(r), [])
  const Heading = heading

  if (!filtered || !rows) return <PageLoader />
  const size = pageSizeOf(get('size'))
  const perPage = size === 'all' ? Math.max(1, filtered.length) : Number(size)
  const page = Math.max(1, Number(get('page') ?? '1') || 1)
  const shown = size === 'all' ? filtered : filtered.slice((page - 1) * perPage, page * perPage)
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
                <SearchFilter
                  key={f.key}
                  id={id}
                  label={f.label}
                  applied={get(f.key) ?? ''}
                  onApply={(v) => set(f.key, v)}
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
            if (f.kind === 'lookup')
              return (
                <div key={f.key} className="w-72">
                  <LookupInput
                    id={id}
                    lookup={f.lookup}
                    value={get(f.key) === null ? null : Number(get(f.key))}
                    onChange={(v) => set(f.key, v === null ? null : String(v))}
                    onBlur={() => undefined}
                    invalid={false}
                    placeholder={`${f.label}: усі`}
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
      <div className="flex flex-wrap items-center justify-between gap-3">
        {filtered.length > perPage ? (
          <ListPager
            page={page}
            perPage={perPage}
            total={filtered.length}
            param={`${prefix}page`}
            label={`Сторінки: ${def.title}`}
          />
        ) : (
          <p className="text-sm text-slate-700">Записів: {filtered.length.toLocaleString('uk-UA')}</p>
        )}
        {rows.length > PER_PAGE && (
          <div className="flex items-center gap-2 text-sm text-slate-700">
            <label htmlFor={`${def.name}-size`}>Рядків на сторінці</label>
            <div className="w-28">
              <Select
                id={`${def.name}-size`}
                value={size}
                options={PAGE_SIZES.map((v) => ({ value: v, label: v === 'all' ? 'Усі' : v }))}
                onChange={(v) => set('size', v === String(PER_PAGE) ? null : v)}
              />
            </div>
          </div>
        )}
      </div>
      {editing !== null && (
        <ResourceForm
          def={def}
          row={editing === 'new' ? undefined : editing.row}
          rows={rows}
          open
          onClose={close}
          addons={addons}
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
