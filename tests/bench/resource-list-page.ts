/**
 * Runs in Chromium (bundled by resource-list.ts): a 10,000-row dictionary from the change feed into the
 * device's store until a screen can read every row — the production pull (one transaction per page of
 * 500, one cursor), and as the baseline one IndexedDB write per row as it arrives. Each returns the
 * milliseconds it took and how many rows a screen then reads.
 *
 * Then, from that store, the list's data up to a screen of table rows: ours (records read in slices,
 * sorted in slices of main-thread time, a row model for the rows in view) against the one-shot path it
 * replaced (one read of every record, one sort, a row model for every row), with the longest stretch
 * the main thread was busy in each (a timer chain notes every gap) and the 'longtask' entries over 50 ms.
 */
import { Dexie } from 'dexie'
import { OfflineDb } from '../../src/offline/db'
import { createTable, getCoreRowModel, type ColumnDef } from '@tanstack/react-table'
import {
  pullResources,
  readRows,
  unsentUuids,
  type LocalRow,
} from '../../src/offline/resources/resource-store'
import { sortRowsInSlices, sortRowsNow } from '../../src/ui/resource/sort-rows'
import { resourceKeyPrefix } from '../../src/offline/entities/resources'
import { resourceByName } from '../../domain/resources/registry'
import type { PullResponse } from '../../domain/sync/sync.schema'

const def = resourceByName('call-results')!
const get = async (path: string): Promise<PullResponse> =>
  (await (await fetch(`/pull?${path.split('?')[1] ?? ''}`)).json()) as PullResponse

async function ours(): Promise<{ ms: number; rows: number }> {
  await Dexie.delete('clinic-office-user-778001')
  const db = new OfflineDb(778001)
  await db.open()
  const t0 = performance.now()
  await pullResources(db, [def.name], get)
  const rows = (await readRows(db, def)).length
  const ms = performance.now() - t0
  db.close()
  return { ms, rows }
}

async function perRow(): Promise<{ ms: number; rows: number }> {
  await Dexie.delete('clinic-office-user-778002')
  const db = new OfflineDb(778002)
  await db.open()
  const prefix = resourceKeyPrefix(def)
  const t0 = performance.now()
  let since = '0'
  for (;;) {
    const page = await get(`x?since=${since}`)
    for (const u of page.upserts) {
      const row = u.data as { uuid: string; version: number }
      await db.references.put({
        key: `${prefix}${row.uuid}`,
        data: row,
        server: row,
        version: row.version,
        fetchedAt: Date.now(),
        rev: 1,
      })
    }
    since = page.cursor
    if (!page.hasMore) break
  }
  const rows = (await readRows(db, def)).length
  const ms = performance.now() - t0
  db.close()
  return { ms, rows }
}

/** The rows a 768 px screen draws: about ten in view and the virtualizer's overscan. */
const SCREEN_ROWS = 22

const columns: ColumnDef<LocalRow>[] = def.columns.map((c) => ({
  id: c.key,
  accessorFn: (r: LocalRow) => r.row[c.key],
}))
function drawRows(data: LocalRow[]): number {
  const table = createTable<LocalRow>({
    data,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => r.row.uuid,
    state: {},
    onStateChange: () => {},
    renderFallbackValue: null,
  })
  table.setOptions((prev) => ({ ...prev, state: table.initialState }))
  const rows = table.getRowModel().rows
  let cells = 0
  for (const r of rows.slice(0, SCREEN_ROWS)) cells += r.getVisibleCells().length
  return cells
}

async function oneShot(db: OfflineDb): Promise<number> {
  const prefix = resourceKeyPrefix(def)
  const [records, unsent] = await Promise.all([
    db.references.where('key').startsWith(prefix).toArray(),
    unsentUuids(db, def),
  ])
  const rows = records.map((r) => {
    const row = r.data as LocalRow['row']
    return { row, unsent: unsent.has(row.uuid), rev: r.rev ?? 0 }
  })
  const sorted = sortRowsNow(def, rows)
  drawRows(sorted)
  return sorted.length
}

async function sliced(db: OfflineDb): Promise<number> {
  const sorted = await sortRowsInSlices(def, await readRows(db, def))
  drawRows(sorted.slice(0, SCREEN_ROWS))
  return sorted.length
}

interface OpenRun {
  ms: number
  rows: number
  longestBusyMs: number
  longTasks: number[]
}

async function openData(which: 'oneShot' | 'sliced'): Promise<OpenRun> {
  const db = new OfflineDb(778001)
  await db.open()
  await db.references.limit(1).toArray()
  const longTasks: number[] = []
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) longTasks.push(e.duration)
  })
  observer.observe({ type: 'longtask' })
  let last = performance.now()
  let longestBusyMs = 0
  let beating = true
  const beat = () => {
    const now = performance.now()
    longestBusyMs = Math.max(longestBusyMs, now - last)
    last = now
    if (beating) setTimeout(beat, 0)
  }
  setTimeout(beat, 0)
  const t0 = performance.now()
  const rows = await (which === 'oneShot' ? oneShot : sliced)(db)
  const ms = performance.now() - t0
  await new Promise((r) => setTimeout(r, 20))
  beating = false
  for (const e of observer.takeRecords()) longTasks.push(e.duration)
  observer.disconnect()
  db.close()
  return { ms, rows, longestBusyMs, longTasks }
}

Object.assign(window, {
  __bench: { ours, perRow, openOneShot: () => openData('oneShot'), openSliced: () => openData('sliced') },
})
