/**
 * Runs in Chromium (bundled by offline-client-search.ts): loads the clients from the served snapshot
 * pages into the production local store (the snapshot loader's chunks), then types queries letter by
 * letter into the production offline search and times each keystroke until its suggestions are ready.
 */
import { Dexie } from 'dexie'
import type { PullResponse } from '../../domain/sync/sync.schema'
import { OfflineDb } from '../../src/offline/db'
import { CLIENTS_SET } from '../../src/offline/entities/clients'
import { loadSnapshot } from '../../src/offline/references/snapshot-loader'
import { clientKeyLine } from '../../src/shared/patients/client-keys'
import type { ClientQuery } from '../../src/shared/patients/client-match'
import { LocalClientIndex } from '../../src/shared/patients/local-clients'

export interface PageFigures {
  rows: number
  loadMs: number
  firstSearchMs: number
  samples: number[]
  /** The slowest keystrokes: what was typed and how long it took. */
  slowest: Array<[string, number]>
  found: number
}

const fetchPage = async (since: string): Promise<PullResponse> =>
  (await (await fetch(`/pull?since=${since}`)).json()) as PullResponse

/** What the registrar types: field and the full text, typed one character at a time. */
const typing: Array<[keyof ClientQuery, string]> = [
  ['surname', 'kovalenko'],
  ['surname', 'Шевченко'],
  ['surname', 'Hryhorenko'],
  ['name', 'Олена'],
  ['surname', 'Мельник'],
  ['phone', '0671234'],
  ['surname', 'Бондар'],
  ['name', 'yulia'],
  ['surname', 'Ткаченко'],
  ['surname', "Дем'яненко"],
]

async function run(): Promise<PageFigures> {
  await Dexie.delete('clinic-office-user-777002')
  const db = new OfflineDb(777002)
  await db.open()
  const t0 = performance.now()
  const { rows } = await loadSnapshot(db, fetchPage, { [CLIENTS_SET]: clientKeyLine })
  const loadMs = performance.now() - t0

  const index = new LocalClientIndex(db)
  const t1 = performance.now()
  let found = (await index.search({ surname: 'к' })).length
  const firstSearchMs = performance.now() - t1

  const samples: number[] = []
  const labelled: Array<[string, number]> = []
  for (let round = 0; round < 3; round++)
    for (const [field, text] of typing)
      for (let i = 1; i <= text.length; i++) {
        const start = performance.now()
        const list = await index.search({ [field]: text.slice(0, i) }, 20)
        const ms = performance.now() - start
        samples.push(ms)
        labelled.push([`${field}=${text.slice(0, i)}`, ms])
        found = Math.max(found, list.length)
      }
  db.close()
  const slowest = labelled.sort((a, b) => b[1] - a[1]).slice(0, 8)
  return { rows: rows[CLIENTS_SET] ?? 0, loadMs, firstSearchMs, samples, slowest, found }
}

;(window as unknown as { __bench: () => Promise<PageFigures> }).__bench = run
