/**
 * Lookup sets (domain/resources/lookups.ts) and the resource fields that point into them, on the lab
 * tests and promotional tests: the set is served whole with its ETag to readers, and a write naming a
 * test that does not exist is refused on its field in Ukrainian.
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lookups, type LookupResponse } from '../../../domain/resources/lookups'
import { queryRows } from '../../db/raw'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const SET = `/api${lookups['mc-tests'].apiPath}`
const PROMO = '/api/settings/resources/promotional-tests'
const write = (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) =>
  t.as('admin', { method, url, headers: { 'idempotency-key': randomUUID() }, payload })
const testId = async (code: string) =>
  (await queryRows<{ id: number }>(t.db.db, sql`SELECT id FROM mc_tests WHERE code = ${code}`))[0]!.id

describe('the lab tests lookup set', () => {
  it('answers every test with its code and name in code order, and 304 to a device that holds it', async () => {
    const res = await t.as('registrar', { method: 'GET', url: SET })
    expect(res.statusCode, res.body).toBe(200)
    const { data } = res.json<LookupResponse>()
    const [count] = await queryRows<{ n: number }>(t.db.db, sql`SELECT count(*)::int AS n FROM mc_tests`)
    expect(data).toHaveLength(count!.n)
    expect(data).toContainEqual({ id: await testId('2001'), code: '2001', name: 'Глюкоза' })
    const codes = data.map((i) => i.code ?? '')
    expect(codes).toEqual([...codes].sort())
    const again = await t.as('registrar', {
      method: 'GET',
      url: SET,
      headers: { 'if-none-match': String(res.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    expect((await t.app.inject({ method: 'GET', url: SET })).statusCode).toBe(401)
  })

  it('marks a test that is no longer published, so old choices keep their name', async () => {
    const id = await testId('1004')
    await t.db.db.execute(sql`UPDATE mc_tests SET published = false WHERE id = ${id}`)
    const { data } = (await t.as('admin', { method: 'GET', url: SET })).json<LookupResponse>()
    expect(data.find((i) => i.id === id)).toEqual({ id, code: '1004', name: 'Ретикулоцити', inactive: true })
  })
})

describe('a promotional test’s linked test', () => {
  it('is refused when it names no test, with the reason on the field, on create and on edit', async () => {
    const missing = 2_147_483_647
    const body = { uuid: randomUUID(), code: `P-${Date.now()}`, name: 'Глюкоза за акцією', mcTestId: missing }
    const refused = await write('POST', PROMO, body)
    expect(refused.statusCode, refused.body).toBe(422)
    expect(refused.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      mc_test_id: [lookups['mc-tests'].missing],
    })

    const created = await write('POST', PROMO, { ...body, mcTestId: await testId('2001') })
    expect(created.statusCode, created.body).toBe(201)
    const { id } = created.json<{ id: number }>()
    const edit = await write('PATCH', `${PROMO}/${id}`, { version: 1, mcTestId: missing })
    expect(edit.statusCode, edit.body).toBe(422)
    expect(edit.json<{ errors: Record<string, string[]> }>().errors.mc_test_id).toEqual([
      lookups['mc-tests'].missing,
    ])
  })

  it('keeps the test it sells from being deleted', async () => {
    const [test] = await queryRows<{ id: number }>(
      t.db.db,
      sql`INSERT INTO mc_tests (code, name_uk) VALUES ('PT-DEL', 'Аналіз для акції') RETURNING id`,
    )
    const promo = await write('POST', PROMO, {
      uuid: randomUUID(),
      code: 'PT-DEL',
      name: 'Акція на видалення',
      mcTestId: test!.id,
    })
    expect(promo.statusCode, promo.body).toBe(201)
    await expect(t.db.db.execute(sql`DELETE FROM mc_tests WHERE id = ${test!.id}`)).rejects.toThrow()
    await t.db.db.execute(sql`DELETE FROM promotional_tests WHERE mc_test_id = ${test!.id}`)
    await t.db.db.execute(sql`DELETE FROM mc_tests WHERE id = ${test!.id}`)
  })
})
