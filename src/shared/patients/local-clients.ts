/**
 * Offline client search over the local copy: the change feed's snapshot in chunks (read once into an
 * in-memory key index and row list, rebuilt when a new snapshot lands) plus the single client records
 * written since (`client:<uuid>`: the outbox's optimistic writes and the feed's later changes), which
 * win over the snapshot's row of the same uuid. Both are cached in memory and dropped when Dexie reports
 * a write to this database (any tab or worker), so a keystroke touches no IndexedDB: it normalises the
 * typed text, scans plain strings and keeps the best few — no sort of every match.
 */
import { Dexie } from 'dexie'
import type { OfflineDb } from '../../offline/db'
import { CLIENT_RECORD_PREFIX, CLIENTS_SET } from '../../offline/entities/clients'
import { clientKeys, keysFromLine, type ClientKeys } from './client-keys'
import { matches, termsOf, type ClientQuery, type Terms } from './client-match'

interface Entry {
  k: ClientKeys
  row: unknown
}

interface Snapshot {
  entries: Entry[]
  /** The same entries sorted by surname key, and by name key: a typed prefix is one range of each. */
  bySurname: Entry[]
  byName: Entry[]
  /** Every entry's phone digits joined by newlines, and where each one starts: a digit run is one indexOf. */
  phones: string
  phoneStarts: number[]
}

/** Entries (of `base.entries`) whose phone contains `digits`, in order, at most `max`. */
function phoneHits(base: Snapshot, digits: string, max: number): Entry[] {
  const out: Entry[] = []
  let last = -1
  for (
    let at = base.phones.indexOf(digits);
    at >= 0 && out.length < max;
    at = base.phones.indexOf(digits, at + 1)
  ) {
    let lo = 0
    let hi = base.phoneStarts.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1
      if (base.phoneStarts[mid]! <= at) lo = mid
      else hi = mid - 1
    }
    if (lo !== last) out.push(base.entries[lo]!)
    last = lo
  }
  return out
}

/** The entries whose `field` key starts with `prefix`, from a list sorted by that key. */
function prefixRange(sorted: Entry[], field: 'surname' | 'name', prefix: string): Entry[] {
  const lowerBound = (key: string) => {
    let lo = 0
    let hi = sorted.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (sorted[mid]!.k[field] < key) lo = mid + 1
      else hi = mid
    }
    return lo
  }
  return sorted.slice(lowerBound(prefix), lowerBound(`${prefix}\uffff`))
}

/** Sorted by the key of the first field, then the others: a one-name search reads its range in rank order. */
const byKeys =
  (...fields: Array<'surname' | 'name' | 'patronymic'>) =>
  (a: Entry, b: Entry) => {
    for (const f of fields) if (a.k[f] !== b.k[f]) return a.k[f] < b.k[f] ? -1 : 1
    return 0
  }

export interface LocalPage {
  total: number
  rows: unknown[]
}

const anyName = (t: Terms) => t.surname !== '' || t.name !== '' || t.patronymic !== ''

/** Exact keys first (fewer inexact filled names), then surname, name, patronymic keys. */
function compare(a: ClientKeys, b: ClientKeys, t: Terms): number {
  const inexact = (k: ClientKeys) =>
    Number(t.surname !== '' && k.surname !== t.surname) +
    Number(t.name !== '' && k.name !== t.name) +
    Number(t.patronymic !== '' && k.patronymic !== t.patronymic)
  const d = inexact(a) - inexact(b)
  if (d !== 0) return d
  for (const f of ['surname', 'name', 'patronymic'] as const) {
    if (a[f] !== b[f]) return a[f] < b[f] ? -1 : 1
  }
  return 0
}

/** Keeps the best `size` entries seen, in order (insertion into a short sorted list). */
function topK(size: number, t: Terms) {
  const best: Entry[] = []
  return {
    best,
    offer(e: Entry) {
      if (best.length === size && compare(e.k, best[size - 1]!.k, t) >= 0) return
      let i = best.length
      while (i > 0 && compare(e.k, best[i - 1]!.k, t) < 0) i--
      best.splice(i, 0, e)
      if (best.length > size) best.pop()
    },
  }
}

export class LocalClientIndex {
  private snapshot: Promise<Snapshot> | undefined
  private stamp = Number.NaN
  private overlay: Promise<Entry[]> | undefined
  private metaStamp: Promise<number> | undefined

  constructor(private readonly db: OfflineDb) {
    const prefix = `idb://${db.name}/`
    // Any write to this database's references or chunks (this tab, another tab, the service worker).
    Dexie.on('storagemutated', (parts) => {
      if (
        Object.keys(parts).some((p) => p.startsWith(`${prefix}references`) || p.startsWith(`${prefix}chunks`))
      ) {
        this.overlay = undefined
        this.metaStamp = undefined
      }
    })
  }

  /** How many clients the local snapshot holds (0 before the first sync). */
  async snapshotRows(): Promise<number> {
    return (await this.db.references.get(CLIENTS_SET))?.rows ?? 0
  }

  private async base(): Promise<Snapshot> {
    this.metaStamp ??= this.db.references.get(CLIENTS_SET).then((m) => m?.fetchedAt ?? 0)
    const stamp = await this.metaStamp
    if (!this.snapshot || stamp !== this.stamp) {
      this.stamp = stamp
      this.snapshot = this.db.chunks
        .where('set')
        .equals(CLIENTS_SET)
        .sortBy('n')
        .then((list) => {
          const entries = list.flatMap((c) => {
            const rows = JSON.parse(c.rowsJson) as unknown[]
            return c.index
              .split('\n')
              .slice(1)
              .map((line, i) => ({ k: keysFromLine(line), row: rows[i] }))
          })
          const phoneStarts: number[] = []
          let at = 0
          for (const e of entries) {
            phoneStarts.push(at)
            at += e.k.phone.length + 1
          }
          return {
            entries,
            bySurname: [...entries].sort(byKeys('surname', 'name', 'patronymic')),
            byName: [...entries].sort(byKeys('name', 'surname', 'patronymic')),
            phones: entries.map((e) => e.k.phone).join('\n'),
            phoneStarts,
          }
        })
    }
    return this.snapshot
  }

  private mine(): Promise<Entry[]> {
    this.overlay ??= this.db.references
      .where('key')
      .startsWith(CLIENT_RECORD_PREFIX)
      .toArray()
      // A discarded create leaves its record without data: nothing to find there.
      .then((list) => list.filter((r) => r.data !== undefined && r.data !== null))
      .then((list) => list.map((r) => ({ k: clientKeys(r.data), row: r.data })))
    return this.overlay
  }

  /**
   * The matches of the query, best first, and the rows of one page of them. `count`: count every
   * match (a list's pager); suggestions skip it, so an unranked search stops at the page's last row.
   */
  async query(q: ClientQuery, offset = 0, limit = 20, count = true): Promise<LocalPage> {
    const t = termsOf(q)
    const [base, mine] = await Promise.all([this.base(), this.mine()])
    const own = new Set(mine.map((e) => e.k.uuid))
    // Scan only the typed surname's (or name's) range when there is one, or the phone's hits.
    const entries =
      t.surname !== ''
        ? prefixRange(base.bySurname, 'surname', t.surname)
        : t.name !== ''
          ? prefixRange(base.byName, 'name', t.name)
          : t.phone !== '' && t.patronymic === ''
            ? phoneHits(
                base,
                t.phone,
                count || t.birthday || t.email || t.male ? Infinity : offset + limit + mine.length,
              )
            : base.entries
    // One name typed: its sorted range is already in rank order, so suggestions need no ranking.
    const names = [t.surname, t.name, t.patronymic].filter((v) => v !== '').length
    const ranked = anyName(t) && (count || names > 1 || t.patronymic !== '')
    const top = topK(offset + limit, t)
    const plain: Entry[] = []
    let total = 0
    const take = (e: Entry) => {
      total++
      if (ranked) top.offer(e)
      else if (plain.length < offset + limit) plain.push(e)
    }
    const enough = () => !count && !ranked && plain.length >= offset + limit
    for (const e of mine) if (matches(e.k, t)) take(e)
    for (let i = 0; i < entries.length && !enough(); i++) {
      const e = entries[i]!
      if (matches(e.k, t) && !own.has(e.k.uuid)) take(e)
    }
    const list = ranked ? top.best : plain
    return { total, rows: list.slice(offset, offset + limit).map((e) => e.row) }
  }

  /** Suggestions for the patient search form. */
  async search(q: ClientQuery, limit = 20): Promise<unknown[]> {
    return (await this.query(q, 0, limit, false)).rows
  }

  /** One client by id or uuid, from the local copy. */
  async find(ref: string): Promise<unknown> {
    const byUuid = await this.db.references.get(`${CLIENT_RECORD_PREFIX}${ref}`)
    if (byUuid?.data) return byUuid.data
    const id = /^\d+$/.test(ref) ? Number(ref) : undefined
    const isIt = (e: Entry) => e.k.uuid === ref || (id !== undefined && (e.row as { id?: unknown }).id === id)
    const [{ entries }, mine] = await Promise.all([this.base(), this.mine()])
    return (mine.find(isIt) ?? entries.find(isIt))?.row
  }
}

/**
 * For live queries (useLiveQuery) over the index: the index answers from memory, so this read is what
 * makes Dexie run the query again when the local clients change.
 */
export async function watchClients(db: OfflineDb): Promise<void> {
  await Promise.all([
    db.references.get(CLIENTS_SET),
    db.references.where('key').startsWith(CLIENT_RECORD_PREFIX).count(),
  ])
}

const indexes = new WeakMap<OfflineDb, LocalClientIndex>()

/** One index per user database per tab. */
export function localClients(db: OfflineDb): LocalClientIndex {
  let index = indexes.get(db)
  if (!index) {
    index = new LocalClientIndex(db)
    indexes.set(db, index)
  }
  return index
}
