/**
 * The laboratory dictionaries (domain/laboratory/laboratory.resources.ts) beyond the generic resource
 * suite: the reference lists the cart and the tests read answer an edit at once, and a material priced
 * by a price list but taken by no test still cannot be deleted.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { priceLists, priceListMaterials } from '../../db/schema/price-lists'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Row = Record<string, unknown> & { id: number; version: number }
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.as('admin', {
    method,
    url: `/api${url}`,
    headers: { 'idempotency-key': randomUUID() },
    ...(payload && { payload }),
  })
const reference = async (url: string) => {
  const res = await t.as('registrar', { method: 'GET', url: `/api${url}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ data: Array<Record<string, unknown>> }>().data
}
const first = async (resource: string) => {
  const res = await t.as('admin', { method: 'GET', url: `/api/settings/resources/${resource}?perPage=1` })
  return res.json<{ data: Row[] }>().data[0]!
}

describe('laboratory dictionaries', () => {
  it('shows a renamed container, its new cap colour and volume in both container references', async () => {
    const c = await first('containers')
    const res = await send('PATCH', `/settings/resources/containers/${c.id}`, {
      version: c.version,
      name: 'Пробірка перейменована',
      color: '#123456',
      volumeMl: 7,
    })
    expect(res.statusCode, res.body).toBe(200)
    for (const url of ['/api/v2/container/reference', '/settings/containers'])
      expect(await reference(url)).toContainEqual(
        expect.objectContaining({
          key: c.id,
          value: 'Пробірка перейменована',
          color: '#123456',
          volumeMl: 7,
        }),
      )
  })

  it('refuses a cap colour not written #RRGGBB and a volume that is not a whole 1–1000 ml', async () => {
    const c = await first('containers')
    for (const [field, value] of [
      ['color', 'red'],
      ['volumeMl', 0],
      ['volumeMl', 1001],
      ['volumeMl', 2.5],
    ] as const) {
      const res = await send('PATCH', `/settings/resources/containers/${c.id}`, {
        version: c.version,
        [field]: value,
      })
      expect(res.statusCode, `${field}=${value}`).toBe(422)
    }
  })

  it('answers the laboratory states in their order from the states list, an edit included', async () => {
    const s = await first('states')
    const res = await send('PATCH', `/settings/resources/states/${s.id}`, {
      version: s.version,
      name: 'Очікує реєстрації',
    })
    expect(res.statusCode, res.body).toBe(200)
    const states = await reference('/settings/states')
    expect(states[0]).toEqual({
      key: s.code,
      value: 'Очікує реєстрації',
      code: s.code,
      name: 'Очікує реєстрації',
    })
  })

  it('refuses to delete a material a price list prices, though no test takes it', async () => {
    const res = await send('POST', '/settings/resources/medical-center-materials', {
      uuid: randomUUID(),
      code: 'PRICED',
      name: 'Слина',
    })
    expect(res.statusCode, res.body).toBe(201)
    const material = res.json<Row>()
    const [list] = await t.db.db.select({ id: priceLists.id }).from(priceLists).limit(1)
    await t.db.db
      .insert(priceListMaterials)
      .values({ priceListId: list!.id, materialId: material.id, price: 5000 })
    const refused = await send('DELETE', `/settings/resources/medical-center-materials/${material.id}`)
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'in_use', message: 'Матеріал має ціну в прайс-листах' })
  })
})
