/**
 * Base cities (spec 001 §5): a city marked base is warned about until it has a filial, a contractor
 * working in it and an active test price list of its own; unmarking it ends the warnings.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BaseCitiesResponse } from '../../../domain/places/base-cities'
import { insuranceCompanies, insuranceCompanyCities } from '../../db/schema/finance'
import { priceLists } from '../../db/schema/price-lists'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const write = (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) =>
  t.as('admin', { method, url: `/api${url}`, headers: { 'idempotency-key': randomUUID() }, payload })

async function warningsOf(cityId: number): Promise<string[] | undefined> {
  const res = await t.as('registrar', { method: 'GET', url: '/api/settings/base-cities/warnings' })
  expect(res.statusCode, res.body).toBe(200)
  return res
    .json<BaseCitiesResponse>()
    .data.find((c) => c.id === cityId)
    ?.warnings.map((w) => w.message)
}

describe('base city warnings', () => {
  it('names what a base city lacks until it has a filial, a contractor and an active test price list', async () => {
    const city = await write('POST', '/settings/resources/cities', {
      uuid: randomUUID(),
      nameUk: 'Ужгород',
      name: 'Ужгород',
      isBase: false,
    })
    expect(city.statusCode, city.body).toBe(201)
    const { id: cityId, version } = city.json<{ id: number; version: number }>()
    // Not base: not checked at all.
    expect(await warningsOf(cityId)).toBeUndefined()

    const marked = await write('PATCH', `/settings/resources/cities/${cityId}`, { version, isBase: true })
    expect(marked.statusCode, marked.body).toBe(200)
    expect(await warningsOf(cityId)).toEqual([
      'Місто не обрано в жодному філіалі',
      'Місто не обрано в жодному контрагенті',
      'Місто не обрано в жодному активному прайс-листі аналізів',
    ])

    const filial = await write('POST', '/settings/resources/filials', {
      uuid: randomUUID(),
      name: 'Ужгород, Корзо',
      code: 'UZH-1',
      cityId,
    })
    expect(filial.statusCode, filial.body).toBe(201)
    expect(await warningsOf(cityId)).toEqual([
      'Місто не обрано в жодному контрагенті',
      'Місто не обрано в жодному активному прайс-листі аналізів',
    ])

    const [company] = await t.db.db
      .insert(insuranceCompanies)
      .values({ name: 'Закарпаття Страх', code: 'ZAK-STRAH', email: 'office@zak.example' })
      .returning({ id: insuranceCompanies.id })
    await t.db.db.insert(insuranceCompanyCities).values({ insuranceCompanyId: company!.id, cityId })
    expect(await warningsOf(cityId)).toEqual(['Місто не обрано в жодному активному прайс-листі аналізів'])

    // A services list, an unpublished tests list and one that ended do not count.
    const list = { nameUk: 'Ужгород', cityId, dateFrom: '2020-01-01' } as const
    await t.db.db.insert(priceLists).values([
      { ...list, type: 'services', published: true, perpetual: true },
      { ...list, type: 'tests', published: false, perpetual: true },
      { ...list, type: 'tests', published: true, dateTo: '2021-01-01' },
    ])
    expect(await warningsOf(cityId)).toEqual(['Місто не обрано в жодному активному прайс-листі аналізів'])

    await t.db.db.insert(priceLists).values({ ...list, type: 'tests', published: true, perpetual: true })
    expect(await warningsOf(cityId)).toEqual([])
  })

  it('is read with the references permission only', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/settings/base-cities/warnings' })).statusCode,
    ).toBe(401)
  })
})
