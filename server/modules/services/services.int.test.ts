/**
 * The services screen's API: code uniqueness, categories of both levels, doctors saved and replaced,
 * versions, deletion refused while a price list or an order names the service, bad input, permissions;
 * and the category tree's two levels (the "service-categories" resource).
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ResourceRow } from '../../../domain/resources/define-resource'
import type { Service, ServiceList } from '../../../domain/services/service.schema'
import { queryRows } from '../../db/raw'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
let doctors: number[]
let notDoctor: number
let top: { id: number; name: string }
let sub: { id: number; name: string }

beforeAll(async () => {
  t = await createTestApp()
  doctors = (
    await queryRows<{ id: number }>(t.db.db, sql`SELECT id FROM staff WHERE is_doctor ORDER BY id LIMIT 3`)
  ).map((r) => r.id)
  const [other] = await queryRows<{ id: number }>(
    t.db.db,
    sql`SELECT id FROM staff WHERE NOT is_doctor LIMIT 1`,
  )
  notDoctor = other!.id
  const [child] = await queryRows<{ id: number; name: string; parent_id: number; parent_name: string }>(
    t.db.db,
    sql`SELECT c.id, c.name, p.id AS parent_id, p.name AS parent_name
        FROM service_categories c JOIN service_categories p ON p.id = c.parent_id ORDER BY c.id LIMIT 1`,
  )
  sub = { id: child!.id, name: child!.name }
  top = { id: child!.parent_id, name: child!.parent_name }
  expect(doctors.length).toBe(3)
})
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
const call = (method: Method, url: string, payload?: unknown, login = 'admin') =>
  t.as(login, {
    method,
    url: `/api/settings/services${url}`,
    headers: { 'idempotency-key': randomUUID() },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  })

let n = 0
const sample = (over: Record<string, unknown> = {}) => ({
  code: `T-${Date.now().toString(36)}-${n++}`,
  name: `Тестова послуга ${n}`,
  categoryId: sub.id,
  standardDuration: 30,
  maxDiscount: 10,
  noSchedule: false,
  published: true,
  doctorIds: [],
  ...over,
})

async function create(over: Record<string, unknown> = {}): Promise<Service> {
  const res = await call('POST', '', sample(over))
  expect(res.statusCode, res.body).toBe(201)
  return res.json<Service>()
}

const errorsOf = (body: string) => (JSON.parse(body) as { errors: Record<string, string[]> }).errors

describe('services', () => {
  it('creates a service in a sub-category with doctors and reads it back with its category path', async () => {
    const s = await create({ code: 'NEW-1', doctorIds: [doctors[0], doctors[1]] })
    expect(s).toMatchObject({
      code: 'NEW-1',
      categoryId: sub.id,
      categoryPath: [top.name, sub.name],
      version: 1,
    })
    expect(s.doctors.map((d) => d.id).sort()).toEqual([doctors[0], doctors[1]].sort())
    const one = await call('GET', `/${s.id}`, undefined, 'registrar')
    expect(one.statusCode).toBe(200)
    expect(one.json()).toEqual(s)
    // A top-level category is a category too.
    const atTop = await create({ categoryId: top.id })
    expect(atTop.categoryPath).toEqual([top.name])
  })

  it('refuses a code another service has, however it is typed', async () => {
    await create({ code: 'DUP-7' })
    const again = await call('POST', '', sample({ code: '  dup-7 ' }))
    expect(again.statusCode).toBe(422)
    expect(errorsOf(again.body)).toEqual({ code: ['Послуга з таким кодом вже є'] })
    const other = await create()
    const rename = await call('PATCH', `/${other.id}`, { version: 1, code: 'Dup-7' })
    expect(rename.statusCode).toBe(422)
    expect(errorsOf(rename.body)).toEqual({ code: ['Послуга з таким кодом вже є'] })
    // Keeping its own code is no clash.
    const same = await call('PATCH', `/${other.id}`, { version: 1, code: other.code, name: 'Інша назва' })
    expect(same.statusCode, same.body).toBe(200)
  })

  it('replaces the doctors on an edit and moves the version; a stale edit gets 409 with the current service', async () => {
    const s = await create({ doctorIds: [doctors[0], doctors[1]] })
    const res = await call('PATCH', `/${s.id}`, { version: 1, doctorIds: [doctors[2]], standardDuration: 45 })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<Service>()).toMatchObject({
      version: 2,
      standardDuration: 45,
      doctors: [{ id: doctors[2] }],
    })
    const links = await queryRows<{ staff_id: number }>(
      t.db.db,
      sql`SELECT staff_id FROM staff_services WHERE service_id = ${s.id}`,
    )
    expect(links.map((l) => l.staff_id)).toEqual([doctors[2]])
    const stale = await call('PATCH', `/${s.id}`, { version: 1, doctorIds: [] })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ code: 'version_conflict', current: { id: s.id, version: 2 } })
    const cleared = await call('PATCH', `/${s.id}`, { version: 2, doctorIds: [] })
    expect(cleared.json<Service>().doctors).toEqual([])
  })

  it('refuses staff who are not doctors, unknown categories and out-of-range numbers, each on its field', async () => {
    const res = await call(
      'POST',
      '',
      sample({ doctorIds: [notDoctor], categoryId: 2_000_000_000, standardDuration: 601, maxDiscount: 101 }),
    )
    expect(res.statusCode).toBe(422)
    const errors = errorsOf(res.body)
    expect(Object.keys(errors).sort()).toEqual(['max_discount', 'standard_duration'])
    expect(errors.standard_duration).toEqual(['Тривалість — ціле число хвилин від 5 до 600'])
    const refs = await call('POST', '', sample({ doctorIds: [notDoctor], categoryId: 2_000_000_000 }))
    expect(refs.statusCode).toBe(422)
    expect(errorsOf(refs.body)).toEqual({
      category_id: ['Такої категорії немає: оберіть зі списку'],
      doctor_ids: ['Оберіть лікарів зі списку: деякі з обраних не є лікарями'],
    })
  })

  it('answers bad input with 422, never 500: NUL bytes, huge integers, strings for numbers, unknown fields', async () => {
    const bodies = [
      sample({ name: 'Назва\u0000' }),
      sample({ code: '\u0000' }),
      sample({ standardDuration: 99_999_999_999 }),
      sample({ categoryId: 99_999_999_999 }),
      sample({ doctorIds: [99_999_999_999] }),
      sample({ maxDiscount: '10' }),
      sample({ code: '' }),
      sample({ extra: 1 }),
      { code: 'X' },
    ]
    for (const body of bodies) {
      const res = await call('POST', '', body)
      expect(res.statusCode, `${JSON.stringify(body)} → ${res.body}`).toBe(422)
    }
    for (const url of ['?page=0', '?category=01', '?category=99999999999', '?search=%00', '?published=yes'])
      expect((await call('GET', url)).statusCode, url).toBe(422)
    expect((await call('GET', '/99999999999')).statusCode).toBe(422)
    expect((await call('PATCH', '/1', { version: 99_999_999_999 })).statusCode).toBe(422)
  })

  it('lists 15 a page, filtered by a category with its sub-categories, search, no-schedule and published', async () => {
    const mine = await create({
      code: 'FLT-1',
      name: 'Довідка фільтрова',
      noSchedule: true,
      published: false,
    })
    const list = async (q: string) => {
      const res = await call('GET', q, undefined, 'registrar')
      expect(res.statusCode, res.body).toBe(200)
      return res.json<ServiceList>()
    }
    const page = await list('')
    expect(page.data.length).toBe(15)
    expect(page.meta.perPage).toBe(15)
    const byTop = await list(`?category=${top.id}&perPage=100`)
    expect(byTop.data.map((s) => s.id)).toContain(mine.id)
    expect(byTop.data.every((s) => s.categoryPath[0] === top.name)).toBe(true)
    expect((await list('?search=flt-')).data.map((s) => s.id)).toEqual([mine.id])
    expect((await list('?search=фільтрова')).data.map((s) => s.id)).toEqual([mine.id])
    const flags = await list('?noSchedule=true&published=false&perPage=100')
    expect(flags.data.map((s) => s.id)).toContain(mine.id)
    expect(flags.data.every((s) => s.noSchedule && !s.published)).toBe(true)
  })

  it('deletes a free service with its doctor links, and refuses one in a price list or an order', async () => {
    const free = await create({ doctorIds: [doctors[0]] })
    const gone = await call('DELETE', `/${free.id}`)
    expect(gone.statusCode, gone.body).toBe(200)
    expect((await call('GET', `/${free.id}`)).statusCode).toBe(404)
    expect(
      await queryRows(t.db.db, sql`SELECT 1 FROM staff_services WHERE service_id = ${free.id}`),
    ).toHaveLength(0)

    const [priced] = await queryRows<{ id: number }>(
      t.db.db,
      sql`SELECT service_id AS id FROM price_list_positions WHERE service_id IS NOT NULL LIMIT 1`,
    )
    const inList = await call('DELETE', `/${priced!.id}`)
    expect(inList.statusCode).toBe(409)
    expect(inList.json()).toMatchObject({
      code: 'in_use',
      message: 'Послугу неможливо видалити: вона є в прайс-листах',
    })

    const ordered = await create()
    await t.db.db.execute(
      sql`UPDATE orders SET cart_data = jsonb_set(cart_data, '{services}',
            (cart_data->'services') || jsonb_build_array(jsonb_build_object('id', ${ordered.id}::int, 'name', 'x')))
          WHERE id = (SELECT min(id) FROM orders)`,
    )
    const inOrder = await call('DELETE', `/${ordered.id}`)
    expect(inOrder.statusCode).toBe(409)
    expect(inOrder.json()).toMatchObject({
      message: 'Послугу неможливо видалити: її вже використано в замовленнях',
    })
    expect((await call('GET', `/${ordered.id}`)).statusCode).toBe(200)
  })

  it('lets anyone with reference reading see services, and only settings editors change them', async () => {
    expect((await call('GET', '', undefined, 'registrar')).statusCode).toBe(200)
    expect((await call('POST', '', sample(), 'registrar')).statusCode).toBe(403)
    expect((await call('PATCH', '/1', { version: 1, name: 'x' }, 'registrar')).statusCode).toBe(403)
    expect((await call('DELETE', '/1', undefined, 'registrar')).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/services' })).statusCode).toBe(401)
  })

  it('keeps the reference reads answering, with the new service among them', async () => {
    const s = await create({ code: 'REF-1' })
    const res = await t.as('registrar', {
      method: 'GET',
      url: `/api/settings/services/reference?category=${top.id}`,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(JSON.stringify(res.json())).toContain(`"key":${s.id}`)
    const cats = await t.as('registrar', {
      method: 'GET',
      url: '/api/settings/services/categories-reference',
    })
    expect(cats.statusCode).toBe(200)
  })
})

describe('service categories: two levels', () => {
  const path = '/api/settings/resources/service-categories'
  const write = (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) =>
    t.as('admin', { method, url: `${path}${url}`, headers: { 'idempotency-key': randomUUID() }, payload })

  it('takes a sub-category of a top-level one and refuses a third level', async () => {
    const child = await write('POST', '', {
      uuid: randomUUID(),
      name: 'Нова підкатегорія',
      parentId: top.id,
      sort: 5,
    })
    expect(child.statusCode, child.body).toBe(201)
    const third = await write('POST', '', {
      uuid: randomUUID(),
      name: 'Третій рівень',
      parentId: child.json<ResourceRow>().id,
      sort: 0,
    })
    expect(third.statusCode).toBe(422)
    expect(errorsOf(third.body)).toEqual({
      parent_id: ['Підкатегорію можна додати лише до категорії верхнього рівня: дерево має два рівні'],
    })
  })

  it('keeps a category with sub-categories at the top, and no category under itself', async () => {
    const parent = (
      await write('POST', '', { uuid: randomUUID(), name: 'Верхня А', sort: 0 })
    ).json<ResourceRow>()
    await write('POST', '', { uuid: randomUUID(), name: 'Дочірня А', parentId: parent.id, sort: 0 })
    const move = await write('PATCH', `/${parent.id}`, { version: 1, parentId: top.id })
    expect(move.statusCode).toBe(422)
    expect(errorsOf(move.body)).toEqual({
      parent_id: ['Категорія має підкатегорії, тож сама не може стати підкатегорією'],
    })
    const self = await write('PATCH', `/${parent.id}`, { version: 1, parentId: parent.id })
    expect(errorsOf(self.body)).toEqual({ parent_id: ['Категорія не може бути підкатегорією самої себе'] })
  })

  it('refuses to delete a category with sub-categories or services', async () => {
    const del = (id: number) =>
      t.as('admin', { method: 'DELETE', url: `${path}/${id}`, headers: { 'idempotency-key': randomUUID() } })
    const parentRes = await del(top.id)
    expect(parentRes.statusCode).toBe(409)
    expect(parentRes.json()).toMatchObject({ code: 'in_use', message: 'У категорії є підкатегорії' })
    const subRes = await del(sub.id)
    expect(subRes.statusCode).toBe(409)
    expect(subRes.json()).toMatchObject({ code: 'in_use', message: 'У категорії є послуги' })
  })
})
