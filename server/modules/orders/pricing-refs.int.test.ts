/**
 * GET /api/v2/pricing-refs: the whole price lists' pricing refs the PWA's worker previews carts with,
 * and the cart's catalogue. The refs must price a cart exactly as update-calculation does, carry an
 * ETag, and stay small enough for a device to fetch on a clinic network.
 */
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import type { CartCatalogue } from '../../../domain/orders/cart-catalogue.schema'
import { priceCart } from '../../../domain/pricing/price-cart'
import type { PricingRefs } from '../../../domain/pricing/pricing-refs.schema'
import { pricingInputSchema } from '../../../domain/pricing/pricing.schema'
import { services } from '../../db/schema/catalogue'
import { containers, mcTests } from '../../db/schema/lab'
import { priceListPositions, priceLists } from '../../db/schema/price-lists'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { packageTestIds, setPackageTests } from '../references/mc-test-packages.repo'
import { callV2, errorsOf, newOrder, setCart } from './order-fixtures'

const now = new Date('2026-11-22T10:00:00Z')
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({}, { now: () => now })
})
afterAll(() => t.close())

type Answer = { data: { refs: PricingRefs; catalogue: CartCatalogue } }
const refsOf = (query: string, login = 'registrar', headers: Record<string, string> = {}) =>
  t.as(login, { method: 'GET', url: `/api/api/v2/pricing-refs${query}`, headers })

describe('GET /api/v2/pricing-refs', () => {
  it('answers every position of both lists with the items they name, every product and material', async () => {
    const res = await refsOf('?servicePriceListId=1&mcTestPriceListId=2')
    expect(res.statusCode, res.body).toBe(200)
    const { refs, catalogue } = res.json<Answer>().data
    const positions = await t.db.db.select().from(priceListPositions)
    expect(refs.positions).toHaveLength(positions.filter((p) => p.priceListId <= 2).length)
    expect(refs.priceLists.map((l) => [l.id, l.type])).toEqual([
      [1, 'services'],
      [2, 'tests'],
    ])
    const serviceIds = new Set(refs.services.map((s) => s.id))
    const testIds = new Set(refs.tests.map((s) => s.id))
    for (const p of refs.positions)
      expect(p.serviceId !== null ? serviceIds.has(p.serviceId) : testIds.has(p.mcTestId!)).toBe(true)
    expect(refs.products.length).toBeGreaterThan(0)
    expect(refs.materials.length).toBeGreaterThan(0)
    expect(refs.containers.length).toBeGreaterThan(0)
    expect(refs.promoCode).toBeNull()
    expect(catalogue.services.map((s) => s.id)).toEqual(refs.services.map((s) => s.id))
    expect(catalogue.tests.every((x) => x.code !== '')).toBe(true)
    // The thyroid test is found by what registrars type for it (spec 001 §3 synonyms).
    expect(catalogue.tests.find((x) => x.code === '3001')?.synonyms).toContain('TSH')
    expect(catalogue.products.map((p) => p.id)).toEqual(refs.products.map((p) => p.id))
  })

  it('gives both category trees two levels deep, every item in a known category', async () => {
    const { catalogue } = (await refsOf('?servicePriceListId=1&mcTestPriceListId=2')).json<Answer>().data
    for (const kind of ['services', 'tests'] as const) {
      const tree = catalogue.categories[kind]
      const byId = new Map(tree.map((c) => [c.id, c]))
      expect(
        tree.some((c) => c.parentId === null),
        kind,
      ).toBe(true)
      for (const c of tree.filter((x) => x.parentId !== null))
        expect(byId.get(c.parentId!)?.parentId, `${kind} ${c.name}`).toBeNull()
      for (const item of catalogue[kind].filter((x) => x.categoryId !== null))
        expect(byId.has(item.categoryId!), `${kind} ${item.code}`).toBe(true)
    }
  })

  it('prices a cart exactly as update-calculation does', async () => {
    const order = await newOrder(t)
    const stored = await setCart(t, order, {
      services: [{ id: 1, quantity: 2 }, { id: 2 }],
      tests: [{ id: 1 }, { id: 2, quantity: 3 }],
    })
    const { refs } = (
      await refsOf(
        `?servicePriceListId=${order.servicePriceListId}&mcTestPriceListId=${order.mcTestPriceListId}`,
      )
    ).json<Answer>().data
    const preview = priceCart(
      pricingInputSchema.parse({
        order: {
          cityId: order.city!.id,
          filialId: order.filial!.id,
          servicePriceListId: order.servicePriceListId,
          mcTestPriceListId: order.mcTestPriceListId,
        },
        cart: stored.cartData,
        refs,
      }),
      now,
    )
    const server = stored.priceInfo!.priceCalculation
    expect(preview.lines.map((l) => [l.kind, l.unitPrice, l.total])).toEqual(
      server.lines.map((l) => [l.kind, l.unitPrice, l.total]),
    )
    expect(preview.totals).toEqual(server.totals)
  })

  it('answers 304 to a device that holds the current answer, and a new ETag after a price change', async () => {
    const first = await refsOf('?servicePriceListId=1')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\/".+"$/)
    const same = await refsOf('?servicePriceListId=1', 'cashier', { 'if-none-match': etag })
    expect(same.statusCode).toBe(304)
    expect(same.body).toBe('')
    await t.db.db
      .update(priceListPositions)
      .set({ finalPrice: 12_345 })
      .where(and(eq(priceListPositions.priceListId, 1), eq(priceListPositions.serviceId, 1)))
    const changed = await refsOf('?servicePriceListId=1', 'cashier', { 'if-none-match': etag })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    const position = changed.json<Answer>().data.refs.positions.find((p) => p.serviceId === 1)
    expect(position?.finalPrice).toBe(12_345)
  })

  it('leaves out the items of a list not asked for', async () => {
    const { refs, catalogue } = (await refsOf('?mcTestPriceListId=2')).json<Answer>().data
    expect(refs.services).toEqual([])
    expect(catalogue.services).toEqual([])
    expect(refs.tests.length).toBeGreaterThan(0)
    expect((await refsOf('')).json<Answer>().data.refs.positions).toEqual([])
  })

  it('refuses a list of the other type or unknown, and bad query values, per field', async () => {
    const wrong = await refsOf('?servicePriceListId=2&mcTestPriceListId=999999')
    expect(wrong.statusCode).toBe(422)
    expect(errorsOf(wrong)).toEqual({
      service_price_list_id: ['Оберіть прайс-лист послуг'],
      mc_test_price_list_id: ['Оберіть прайс-лист аналізів'],
    })
    for (const query of ['?servicePriceListId=перший', '?mcTestPriceListId=-1', '?city=1']) {
      const res = await refsOf(query)
      expect(res.statusCode, query).toBe(422)
    }
  })

  it('is for those who see orders only', async () => {
    expect((await refsOf('?servicePriceListId=1', 'doctor')).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: '/api/api/v2/pricing-refs' })).statusCode).toBe(401)
    expect((await callV2(t, 'callcenter', 'GET', '/pricing-refs?servicePriceListId=1')).statusCode).toBe(200)
  })

  it('stays small for a price list of 2,000 positions', async () => {
    const [list] = await t.db.db
      .insert(priceLists)
      .values({
        nameUk: 'Послуги — велика мережа',
        type: 'services',
        cityId: 1,
        published: true,
        perpetual: true,
      })
      .returning({ id: priceLists.id })
    const rows = Array.from({ length: 2000 }, (_, i) => ({
      code: `BIG-${String(i).padStart(4, '0')}`,
      name: `Консультація лікаря-спеціаліста № ${i + 1} (первинна, з оглядом)`,
    }))
    for (let i = 0; i < rows.length; i += 500) {
      const ids = await t.db.db
        .insert(services)
        .values(rows.slice(i, i + 500))
        .returning({ id: services.id })
      await t.db.db.insert(priceListPositions).values(
        ids.map(({ id }, k) => ({
          priceListId: list!.id,
          serviceId: id,
          code: rows[i + k]!.code,
          name: rows[i + k]!.name,
          price: 50_000 + k * 100,
          finalPrice: 45_000 + k * 100,
          leadTime: 1,
        })),
      )
    }
    const testPositions = await t.db.db
      .select({ id: priceListPositions.id })
      .from(priceListPositions)
      .where(eq(priceListPositions.priceListId, 2))
    const res = await refsOf(`?servicePriceListId=${list!.id}&mcTestPriceListId=2`)
    expect(res.statusCode).toBe(200)
    expect(res.json<Answer>().data.refs.positions).toHaveLength(2000 + testPositions.length)
    // Budgets with room: measured at 1.02 MB raw and 70 KB gzipped (demo lists: 54 KB, 8 KB).
    expect(res.rawPayload.length).toBeLessThan(1_300_000)
    const zipped = await refsOf(`?servicePriceListId=${list!.id}&mcTestPriceListId=2`, 'registrar', {
      'accept-encoding': 'gzip, deflate, br',
    })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.rawPayload.length).toBeLessThan(120_000)
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(res.json())
  })

  it('carries the tests’ sample volumes and the tests each package is made of', async () => {
    const tests = await t.db.db.select().from(mcTests)
    const id = (code: string) => tests.find((x) => x.code === code)!.id
    const { refs } = (await refsOf('?mcTestPriceListId=2')).json<Answer>().data
    const ref = (code: string) => refs.tests.find((x) => x.id === id(code))
    expect(ref('1001')).toMatchObject({ volumeMl: 2, isPackage: false, packageTestIds: [] })
    const edta = (await t.db.db.select().from(containers)).find((c) => c.code === 'EDTA')!
    expect(refs.containers.find((c) => c.id === edta.id)?.volumeMl).toBe(4)
    const members = ['1001', '2001', '2101', '2103', '2201', '2202', '2205', '2301', '2302', '2502']
    expect(ref('7004')).toMatchObject({ isPackage: true, volumeMl: null, packageTestIds: members.map(id) })
  })

  it('gives the preview the same tubes as update-calculation for a cart with a package', async () => {
    const tests = await t.db.db.select().from(mcTests)
    const id = (code: string) => tests.find((x) => x.code === code)!.id
    const order = await newOrder(t)
    const stored = await setCart(t, order, { tests: [{ id: id('7004') }, { id: id('1003') }] })
    const { refs } = (await refsOf(`?mcTestPriceListId=${order.mcTestPriceListId}`)).json<Answer>().data
    const preview = priceCart(
      pricingInputSchema.parse({
        order: {
          cityId: order.city!.id,
          filialId: order.filial!.id,
          mcTestPriceListId: order.mcTestPriceListId,
        },
        cart: stored.cartData,
        refs,
      }),
      now,
    )
    const server = stored.priceInfo!.calculatedContainers
    expect(server.length).toBeGreaterThanOrEqual(4)
    expect(preview.calculatedContainers).toEqual(server)
  })

  it('brings a package’s test that the price list does not sell, for its tube', async () => {
    const [extra] = await t.db.db
      .insert(mcTests)
      .values({ code: 'T-NOT-SOLD', nameUk: 'Аналіз лише в пакеті', volumeMl: 0.5, containerId: 2 })
      .returning()
    const [pkg] = await t.db.db.select().from(mcTests).where(eq(mcTests.code, '7002'))
    await t.db.db.transaction(async (tx) =>
      setPackageTests(tx, pkg!.id, [...(await packageTestIds(tx, pkg!.id)), extra!.id]),
    )
    const { refs } = (await refsOf('?mcTestPriceListId=2')).json<Answer>().data
    expect(refs.tests.find((x) => x.id === pkg!.id)?.packageTestIds.at(-1)).toBe(extra!.id)
    expect(refs.tests.find((x) => x.id === extra!.id)).toMatchObject({ volumeMl: 0.5, containerId: 2 })
    expect(refs.positions.some((p) => p.mcTestId === extra!.id)).toBe(false)
  })
})
