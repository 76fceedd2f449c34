/**
 * Blood points, laboratories and the laboratory's cities beyond the generic resource suite: the cart is
 * offered only published points, a point's contractor reaches the pricing reference data, its web
 * addresses and contractor are checked, and the records other data names are not deleted.
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PricingRefs } from '../../../domain/pricing/pricing-refs.schema'
import { lookups } from '../../../domain/resources/lookups'
import { queryRows } from '../../db/raw'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Row = Record<string, unknown> & { id: number; version: number }
const POINTS = '/settings/resources/blood-points'
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.as('admin', {
    method,
    url: `/api${url}`,
    headers: { 'idempotency-key': randomUUID() },
    ...(payload && { payload }),
  })
const point = async (address: string) => {
  const res = await t.as('admin', { method: 'GET', url: `/api${POINTS}?q=${encodeURIComponent(address)}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ data: Row[] }>().data[0]!
}
const cartPoints = async () => {
  const res = await t.as('registrar', { method: 'GET', url: '/api/mc-orders/reference-data' })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ points: Array<{ key: number; value: string; city: number }> }>().points
}
const errorsOf = (res: { json: <T>() => T }) => res.json<{ errors: Record<string, string[]> }>().errors

describe('blood points', () => {
  it('are offered by the cart only while published: unpublishing a point removes it, publishing brings it back', async () => {
    const p = await point('Хрещатик, 15')
    expect(p).toMatchObject({ published: true, pediatricNurse: true, fixedCosts: 18_500_000 })
    expect((await cartPoints()).map((x) => x.key)).toContain(p.id)
    // The demo's unpublished point is not offered either.
    const closed = await point('Берестейський')
    expect(closed.published).toBe(false)
    expect((await cartPoints()).map((x) => x.key)).not.toContain(closed.id)

    const off = await send('PATCH', `${POINTS}/${p.id}`, { version: p.version, published: false })
    expect(off.statusCode, off.body).toBe(200)
    expect((await cartPoints()).map((x) => x.key)).not.toContain(p.id)
    const on = await send('PATCH', `${POINTS}/${p.id}`, { version: p.version + 1, published: true })
    expect(on.statusCode, on.body).toBe(200)
    expect(await cartPoints()).toContainEqual({ key: p.id, value: 'вул. Хрещатик, 15', city: p.cityId })
  })

  it('filters the list by city and published, and finds a point by part of its address', async () => {
    const kyiv = (await point('Хрещатик, 15')).cityId as number
    const res = await t.as('admin', {
      method: 'GET',
      url: `/api${POINTS}?cityId=${kyiv}&published=false&perPage=100`,
    })
    const rows = res.json<{ data: Row[] }>().data
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((r) => r.cityId === kyiv && r.published === false)).toBe(true)
    const found = await t.as('admin', {
      method: 'GET',
      url: `/api${POINTS}?q=${encodeURIComponent('ГОРОДОЦЬК')}`,
    })
    expect(found.json<{ data: Row[] }>().data.map((r) => r.addressUk)).toEqual(['вул. Городоцька, 45'])
  })

  it('gives the pricing its contractor, so the contractor’s maximum discount caps the point’s orders', async () => {
    const p = await point('Героїв України')
    expect(p.contractorId).not.toBeNull()
    const res = await t.as('registrar', {
      method: 'GET',
      url: '/api/api/v2/pricing-refs?servicePriceListId=1&mcTestPriceListId=2',
    })
    expect(res.statusCode, res.body).toBe(200)
    const { refs } = res.json<{ data: { refs: PricingRefs } }>().data
    expect(refs.bloodPoints).toContainEqual({ id: p.id, contractorId: p.contractorId })
  })

  it('refuses a logo that is not an https address, a site that is not a web address and an unknown contractor', async () => {
    const p = await point('Драгоманова')
    const res = await send('PATCH', `${POINTS}/${p.id}`, {
      version: p.version,
      logoUrl: 'http://clinic.example/logo.png',
      site: 'javascript:alert(1)',
      fixedCosts: -1,
    })
    expect(res.statusCode, res.body).toBe(422)
    expect(Object.keys(errorsOf(res)).sort()).toEqual(['fixed_costs', 'logo_url', 'site'])
    const unknown = await send('PATCH', `${POINTS}/${p.id}`, {
      version: p.version,
      contractorId: 2_147_483_647,
    })
    expect(unknown.statusCode, unknown.body).toBe(422)
    expect(errorsOf(unknown)).toEqual({ contractor_id: [lookups.contractors.missing] })
    const ok = await send('PATCH', `${POINTS}/${p.id}`, {
      version: p.version,
      logoUrl: 'https://clinic.example/logo.png',
      site: '',
    })
    expect(ok.statusCode, ok.body).toBe(200)
  })

  it('is not deleted while an order names it or a price list belongs to it', async () => {
    const [used] = await queryRows<{ id: number }>(
      t.db.db,
      sql`SELECT blood_point_id AS id FROM orders WHERE blood_point_id IS NOT NULL LIMIT 1`,
    )
    if (used) {
      const refused = await send('DELETE', `${POINTS}/${used.id}`)
      expect(refused.statusCode, refused.body).toBe(409)
      expect(refused.json()).toMatchObject({ code: 'in_use', message: 'Пункт забору вказано в замовленнях' })
    }
    const p = await point('Сумська, 30')
    await t.db.db.execute(
      sql`INSERT INTO price_list_owners (price_list_id, type, owner_id) VALUES (1, 'blood_point', ${p.id})`,
    )
    const owner = await send('DELETE', `${POINTS}/${p.id}`)
    expect(owner.statusCode, owner.body).toBe(409)
    expect(owner.json()).toMatchObject({ message: 'Пункт забору є власником прайс-листа' })
  })
})

describe('the laboratory’s cities and laboratories', () => {
  it('refuses to delete a city that only blood points name, and a laboratory that serves filials', async () => {
    const city = await send('POST', '/settings/resources/cities', {
      uuid: randomUUID(),
      nameUk: 'Ужгород',
      name: 'Ужгород',
    })
    expect(city.statusCode, city.body).toBe(201)
    const cityId = city.json<Row>().id
    const created = await send('POST', POINTS, {
      uuid: randomUUID(),
      addressUk: 'вул. Корзо, 1',
      address: 'ул. Корзо, 1',
      cityId,
      published: true,
    })
    expect(created.statusCode, created.body).toBe(201)
    const refused = await send('DELETE', `/settings/resources/cities/${cityId}`)
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'in_use', message: 'У місті є пункти забору' })

    const labs = await t.as('admin', { method: 'GET', url: '/api/settings/resources/laboratories?q=LAB-KV' })
    const kyivLab = labs.json<{ data: Row[] }>().data[0]!
    const lab = await send('DELETE', `/settings/resources/laboratories/${kyivLab.id}`)
    expect(lab.statusCode, lab.body).toBe(409)
    expect(lab.json()).toMatchObject({ message: 'Лабораторія обслуговує філіали' })
  })

  it('shows a renamed laboratory in the internal laboratories reference, and a new filial link in its reference', async () => {
    const labs = await t.as('admin', { method: 'GET', url: '/api/settings/resources/laboratories?q=LAB-LV' })
    const lv = labs.json<{ data: Row[] }>().data[0]!
    const renamed = await send('PATCH', `/settings/resources/laboratories/${lv.id}`, {
      version: lv.version,
      name: 'Лабораторія Західна',
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    const internal = await t.as('registrar', {
      method: 'GET',
      url: '/api/settings/filial-laboratories/internal-laboratories',
    })
    expect(internal.json<{ data: unknown[] }>().data).toContainEqual(
      expect.objectContaining({ key: lv.id, value: 'Лабораторія Західна' }),
    )
    const [filial] = await queryRows<{ id: number }>(t.db.db, sql`SELECT id FROM filials WHERE code = 'KH01'`)
    const link = await send('POST', '/settings/resources/filial-laboratories', {
      uuid: randomUUID(),
      filialId: filial!.id,
      laboratoryId: lv.id,
    })
    expect(link.statusCode, link.body).toBe(201)
    const again = await send('POST', '/settings/resources/filial-laboratories', {
      uuid: randomUUID(),
      filialId: filial!.id,
      laboratoryId: lv.id,
    })
    expect(again.statusCode).toBe(422)
    expect(errorsOf(again)).toEqual({ laboratory_id: ['Ця лабораторія вже обслуговує філіал'] })
    const refs = await t.as('registrar', {
      method: 'GET',
      url: '/api/api/v2/mc-filial-laboratories/reference',
    })
    expect(refs.json<{ data: unknown[] }>().data).toContainEqual(
      expect.objectContaining({ key: link.json<Row>().id, laboratory: lv.id }),
    )
  })
})
