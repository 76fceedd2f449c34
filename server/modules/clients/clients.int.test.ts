/** Client cards: create (once per uuid), edit with a version, delete with a reason and restore, cabinet sync, rights. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { Client } from '../../../domain/clients/client.schema'
import { clients } from '../../db/schema/clients'
import { changeLog } from '../../db/schema/sync'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
// 10:00 in Kyiv on 4 March 2026.
const now = new Date('2026-03-04T08:00:00Z')

const post = (url: string, payload: object, login = 'registrar', headers: Record<string, string> = {}) =>
  t.as(login, { method: 'POST', url, payload, headers })
const patch = (id: number, payload: object, login = 'registrar') =>
  t.as(login, { method: 'PATCH', url: `/api/clients/${id}`, payload })
const get = (id: number, login = 'registrar') => t.as(login, { method: 'GET', url: `/api/clients/${id}` })
async function created(body: object): Promise<Client> {
  const res = await post('/api/clients', body)
  expect(res.statusCode, res.body).toBe(201)
  return res.json<Client>()
}

beforeAll(async () => {
  t = await createTestApp({}, { now: () => now })
})
afterAll(() => t.close())

describe('creating a client', () => {
  it('stores the card with its search keys and answers it with pib and age', async () => {
    const c = await created({
      surname: 'Гнатюк',
      name: 'Соломія',
      patronymic: 'Ярославівна',
      birthday: '05.03.1987',
      phone: '+38 (067) 123-45-67',
      email: 'solomiia@example.com',
      male: 'woman',
      specialAttention: true,
      specialAttentionComment: 'Алергія на латекс',
    })
    expect(c).toMatchObject({
      pib: 'Гнатюк Соломія Ярославівна',
      birthday: '1987-03-05',
      age: 38,
      phone: '380671234567',
      specialAttention: true,
      version: 1,
    })
    const [row] = await t.db.db.select().from(clients).where(eq(clients.id, c.id))
    expect(row).toMatchObject({ surnameKey: 'gnatiuk', nameKey: 'solomia', patronymicKey: 'iaroslavivna' })
    // The change reaches the devices' change feed in the same transaction.
    const feed = await t.db.db.select().from(changeLog).where(eq(changeLog.entityId, c.id))
    expect(feed).toContainEqual(
      expect.objectContaining({ scope: 'clients', entity: 'client', uuid: c.uuid, op: 'upsert' }),
    )
  })

  it('answers the existing client for a uuid it has seen, instead of a duplicate', async () => {
    const uuid = '6f1c1e0a-3d4b-4c6e-9a53-0c2a7f1d9e11'
    const first = await post('/api/clients', { uuid, surname: 'Офлайн', name: 'Петро' })
    const again = await post('/api/clients', { uuid, surname: 'Офлайн', name: 'Павло' })
    expect([first.statusCode, again.statusCode]).toEqual([201, 200])
    expect(again.json<Client>()).toMatchObject({ id: first.json<Client>().id, name: 'Петро' })
    const [n] = await t.db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(clients)
      .where(eq(clients.uuid, uuid))
    expect(n?.n).toBe(1)
  })

  it('does the work once for a repeated Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'outbox-item-client-0001' }
    const body = { surname: 'Повтор', name: 'Ігор' }
    const a = await post('/api/clients', body, 'registrar', headers)
    const b = await post('/api/clients', body, 'registrar', headers)
    expect(b.json<Client>().id).toBe(a.json<Client>().id)
    const rows = await t.db.db.select().from(clients).where(eq(clients.surname, 'Повтор'))
    expect(rows).toHaveLength(1)
  })

  it('refuses a bad card with Ukrainian messages keyed by field, and stores nothing', async () => {
    const [before] = await t.db.db.select({ n: sql<number>`count(*)::int` }).from(clients)
    const cases: Array<[object, string]> = [
      [{ surname: '', name: 'Ігор' }, 'surname'],
      [{ surname: 'Іванов2', name: 'Ігор' }, 'surname'],
      [{ surname: 'Іванов', name: 'І'.repeat(101) }, 'name'],
      [{ surname: 'Іванов', name: 'Ігор', phone: '0671234567' }, 'phone'],
      [{ surname: 'Іванов', name: 'Ігор', email: 'ivanov@' }, 'email'],
      [{ surname: 'Іванов', name: 'Ігор', birthday: '1899-12-31' }, 'birthday'],
      [{ surname: 'Іванов', name: 'Ігор', birthday: '2026-03-05' }, 'birthday'],
      [{ surname: 'Іванов', name: 'Ігор', birthday: '30.02.1990' }, 'birthday'],
      [{ surname: 'Іванов', name: 'Ігор', male: 'other' }, 'male'],
    ]
    for (const [body, field] of cases) {
      const res = await post('/api/clients', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
      expect(res.json<{ errors: Record<string, string[]> }>().errors[field]?.[0], field).toMatch(
        /[А-Яа-яІіЇїЄє]/,
      )
    }
    expect(
      (await post('/api/clients', { surname: 'Іванов', name: 'Ігор', birthday: '2026-03-04' })).statusCode,
    ).toBe(201)
    const [after] = await t.db.db.select({ n: sql<number>`count(*)::int` }).from(clients)
    expect(after?.n).toBe((before?.n ?? 0) + 1)
  })
})

describe('editing a client', () => {
  it('saves at the current version, keeps the keys in step, and answers 409 with the current card when stale', async () => {
    const c = await created({ surname: 'Стасюк', name: 'Олег', phone: '380501112233' })
    const ok = await patch(c.id, { version: 1, surname: "Стасюк-Мар'янович", name: 'Олег', phone: null })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json<Client>()).toMatchObject({ version: 2, surname: "Стасюк-Мар'янович", phone: null })
    const [row] = await t.db.db.select().from(clients).where(eq(clients.id, c.id))
    expect(row?.surnameKey).toBe('stasiuk marianovich')

    const stale = await patch(c.id, { version: 1, surname: 'Стасюк', name: 'Олег' })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ code: 'version_conflict', current: { version: 2, phone: null } })
    expect((await patch(999_999, { version: 1, surname: 'Х', name: 'Х' })).statusCode).toBe(404)

    // An edit queued offline for a client created offline names it by the device's uuid.
    const byUuid = await t.as('registrar', {
      method: 'PATCH',
      url: `/api/clients/${c.uuid}`,
      payload: { version: 2, surname: 'Стасюк', name: 'Олег' },
    })
    expect(byUuid.json<Client>()).toMatchObject({ id: c.id, version: 3, surname: 'Стасюк' })
    expect((await get(c.id)).json<Client>().surname).toBe('Стасюк')
  })
})

describe('deleting and restoring', () => {
  it('hides a deleted client from search, shows it on its card, and brings it back on restore', async () => {
    const c = await created({ surname: 'Видаленко', name: 'Тимофій' })
    const find = async (extra: Record<string, string> = {}) =>
      (
        await t.as('registrar', {
          method: 'GET',
          url: '/api/clients',
          query: { surname: 'vydalenko', ...extra },
        })
      )
        .json<{ data: Client[] }>()
        .data.map((x) => x.id)
    expect(await find()).toContain(c.id)

    expect(
      (await post(`/api/clients/${c.id}/delete`, { reason: 'Дублікат картки', version: 1 })).statusCode,
    ).toBe(403)
    const del = await post(`/api/clients/${c.id}/delete`, { reason: 'Дублікат картки', version: 1 }, 'admin')
    expect(del.statusCode, del.body).toBe(200)
    expect(del.json<Client>()).toMatchObject({ deleteReason: 'Дублікат картки', version: 2 })
    expect(del.json<Client>().deletedAt).toBe(now.toISOString())
    expect(await find()).not.toContain(c.id)
    expect(await find({ withDeleted: '1' })).toContain(c.id)
    expect((await get(c.id)).json<Client>().deleteReason).toBe('Дублікат картки')
    expect((await patch(c.id, { version: 2, surname: 'Х', name: 'Х' })).json()).toMatchObject({
      code: 'client_deleted',
    })
    expect((await post(`/api/clients/${c.id}/delete`, { version: 2 }, 'admin')).statusCode).toBe(422)

    const restored = await post(`/api/clients/${c.id}/restore`, { version: 2 }, 'admin')
    expect(restored.json<Client>()).toMatchObject({ deletedAt: null, deleteReason: null, version: 3 })
    expect(await find()).toContain(c.id)
  })
})

describe('online cabinet sync', () => {
  it('refuses without a phone, and switches on and off with a phone', async () => {
    const c = await created({ surname: 'Кабінетна', name: 'Віра' })
    const refused = await post(`/api/clients/${c.id}/cabinet-sync`, { enabled: true, version: 1 })
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({
      code: 'cabinet_sync_needs_phone',
      message: 'Синхронізація кабінету неможлива: у клієнта немає номера телефону',
    })
    await patch(c.id, { version: 1, surname: 'Кабінетна', name: 'Віра', phone: '380931234567' })
    const on = await post(`/api/clients/${c.id}/cabinet-sync`, { enabled: true, version: 2 })
    expect(on.json<Client>()).toMatchObject({
      cabinetSync: true,
      cabinetEnabledAt: now.toISOString(),
      version: 3,
    })
    const clear = await patch(c.id, { version: 3, surname: 'Кабінетна', name: 'Віра', phone: null })
    expect(clear.json()).toMatchObject({
      errors: { phone: ['Не можна прибрати телефон: увімкнена синхронізація кабінету'] },
    })
    const off = await post(`/api/clients/${c.id}/cabinet-sync`, { enabled: false, version: 3 })
    expect(off.json<Client>()).toMatchObject({
      cabinetSync: false,
      cabinetDisabledAt: now.toISOString(),
      version: 4,
    })
  })
})

describe('rights', () => {
  it('lets the doctor read but not write, and keeps the warehouse out of client cards', async () => {
    expect((await get(1, 'doctor')).statusCode).toBe(200)
    expect((await post('/api/clients', { surname: 'Лікарів', name: 'Пацієнт' }, 'doctor')).statusCode).toBe(
      403,
    )
    expect((await get(1, 'warehouse')).statusCode).toBe(403)
    expect((await t.as('warehouse', { method: 'GET', url: '/api/clients' })).statusCode).toBe(403)
    expect((await get(999_999)).statusCode).toBe(404)
  })
})
