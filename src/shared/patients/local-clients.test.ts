import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { OfflineDb } from '../../offline/db'
import { clientRecordKey, CLIENTS_SET } from '../../offline/entities/clients'
import { replaceChunkedSet } from '../../offline/references/chunked-set'
import { clientKeyLine } from './client-keys'
import { LocalClientIndex } from './local-clients'

let n = 0
const openDb = async () => {
  const db = new OfflineDb(900_000 + ++n)
  await db.open()
  return db
}
let db: OfflineDb | undefined
afterEach(async () => {
  await db?.delete()
})

const client = (id: number, surname: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  version: 1,
  surname,
  name,
  patronymic: null,
  birthday: null,
  phone: null,
  email: null,
  male: null,
  deletedAt: null,
  ...extra,
})

describe('offline client search', () => {
  it('finds Ukrainian names typed in Latin, any case or apostrophe, exact keys first', async () => {
    db = await openDb()
    const rows = [
      client(1, 'Коваленко', 'Олена'),
      client(2, 'Ковальчук', 'Ігор', { phone: '380671234567', birthday: '1987-03-05' }),
      client(3, "Дем'яненко", 'Юлія'),
      client(4, 'Коваль', 'Петро'),
      client(5, 'Бондар', 'Олег', { deletedAt: '2026-01-01T00:00:00Z' }),
    ]
    await replaceChunkedSet(db, CLIENTS_SET, rows, clientKeyLine)
    const index = new LocalClientIndex(db)
    const surnames = async (q: Parameters<LocalClientIndex['search']>[0]) =>
      ((await index.search(q)) as Array<{ surname: string }>).map((r) => r.surname)

    // The exact key first, then in key order ("kovalchuk" < "kovalenko"), as the server ranks.
    expect(await surnames({ surname: 'koval' })).toEqual(['Коваль', 'Ковальчук', 'Коваленко'])
    expect(await surnames({ surname: 'КОВАЛЕНКО' })).toEqual(['Коваленко'])
    expect(await surnames({ surname: 'Демʼяненко', name: 'yulia' })).toEqual(["Дем'яненко"])
    expect(await surnames({ phone: '0671234' })).toEqual(['Ковальчук'])
    expect(await surnames({ birthday: '05.03.1987' })).toEqual(['Ковальчук'])
    expect(await surnames({ surname: 'bondar' })).toEqual([])
    expect(await surnames({ surname: 'bondar', withDeleted: true })).toEqual(['Бондар'])
  })

  it('shows a client created or changed on this device over the snapshot', async () => {
    db = await openDb()
    const old = client(1, 'Коваленко', 'Олена')
    await replaceChunkedSet(db, CLIENTS_SET, [old], clientKeyLine)
    const index = new LocalClientIndex(db)
    await db.references.put({
      key: clientRecordKey(old.uuid),
      data: { ...old, surname: 'Шевчук' },
      fetchedAt: 0,
    })
    const fresh = { uuid: 'a-new-one', surname: 'Ковальова', name: 'Марія' }
    await db.references.put({ key: clientRecordKey(fresh.uuid), data: fresh, fetchedAt: 0 })

    const found = (await index.search({ surname: 'ков' })) as Array<{ surname: string }>
    expect(found.map((r) => r.surname)).toEqual(['Ковальова'])
    expect(((await index.search({ surname: 'shevchuk' })) as Array<{ id: number }>)[0]?.id).toBe(1)
    expect(await index.find('1')).toMatchObject({ surname: 'Шевчук' })
    expect(await index.find('a-new-one')).toMatchObject({ surname: 'Ковальова' })
    expect((await index.query({}, 0, 15)).total).toBe(2)
  })
})
