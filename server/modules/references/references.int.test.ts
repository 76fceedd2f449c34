import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import {
  currentStateResponseSchema,
  referenceSetNames,
  type CurrentState,
} from '../../../domain/references/current-state.schema'
import { services } from '../../db/schema/catalogue'
import { mcTests } from '../../db/schema/lab'
import { priceListPositions, priceLists } from '../../db/schema/price-lists'
import { seedClients } from '../../db/seed/clients'
import { seedReferences } from '../../db/seed/references'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
const getState = (login: string, headers: Record<string, string> = {}) =>
  t.as(login, { method: 'GET', url: '/api/current-state', headers })

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('GET /current-state', () => {
  it('gives a signed-in registrar every reference set, in the contract shape', async () => {
    const res = await getState('registrar')
    expect(res.statusCode).toBe(200)
    const { data } = currentStateResponseSchema.parse(res.json())
    for (const name of [
      ...referenceSetNames,
      'permissions',
      'filialsForSelect',
      'applyUaPhoneMask',
      'modules',
    ]) {
      expect(data, name).toHaveProperty(name)
    }
    // Every set the demo installation configures has options to choose from.
    const empty = referenceSetNames.filter((n) => data[n].length === 0)
    expect(empty).toEqual([])
  })

  it('offers "Всі філії" first in the filial select, then real filials with city and colour', async () => {
    const { data } = (await getState('registrar')).json<{ data: CurrentState }>()
    expect(data.filialsForSelect[0]).toEqual({ key: '', value: 'Всі філії', city: null, color: null })
    const real = data.filialsForSelect.slice(1)
    expect(real.length).toBe(data.filials.length)
    expect(
      real.every(
        (f) =>
          typeof f.key === 'number' && typeof f.city === 'number' && /^#[0-9A-F]{6}$/i.test(f.color ?? ''),
      ),
    ).toBe(true)
  })

  it('lists cities in Ukrainian alphabet order and the lab cities among them', async () => {
    const { data } = (await getState('doctor')).json<{ data: CurrentState }>()
    const names = data.cities.map((c) => c.value)
    expect(names).toContain('Київ')
    // "Ірпінь" sorts after "Дніпро" and before "Київ" in Ukrainian, not after "Я" as by code point.
    expect(names.indexOf('Ірпінь')).toBeGreaterThan(names.indexOf('Дніпро'))
    expect(names.indexOf('Ірпінь')).toBeLessThan(names.indexOf('Київ'))
    expect(data.internalCities.map((c) => c.value)).toContain('Київ')
    expect(data.internalCities.every((c) => names.includes(c.value))).toBe(true)
  })

  it('serves order states from the code, roles by code, and the permission catalogue with groups', async () => {
    const { data } = (await getState('cashier')).json<{ data: CurrentState }>()
    expect(data.orderStates).toContainEqual(expect.objectContaining({ key: 'deleted', value: 'Скасовано' }))
    expect(data.orderStates.map((s) => s.key)).toContain('cart_confirmed_by_client')
    expect(data.roles).toContainEqual({ key: 'registrar', value: 'Реєстратор' })
    expect(data.permissions).toContainEqual({
      key: 'crmMcOrdersShow',
      value: 'Перегляд замовлень',
      group: 'orders',
    })
    expect(data.printTypes.map((p) => p.key)).toEqual(['A4', 'A5'])
    expect(data.currencies.map((p) => p.key)).toEqual(['UAH'])
  })

  it('follows the phone-mask system module', async () => {
    const before = (await getState('registrar')).json<{ data: CurrentState }>().data
    expect(before.applyUaPhoneMask).toBe(true)
    const put = await t.as('admin', {
      method: 'PUT',
      url: '/api/api/v2/system-modules',
      payload: { ...before.modules, phoneMask: false },
    })
    expect(put.statusCode).toBe(200)
    const after = (await getState('registrar')).json<{ data: CurrentState }>().data
    expect(after.applyUaPhoneMask).toBe(false)
    expect(after.modules.phoneMask).toBe(false)
    await t.as('admin', { method: 'PUT', url: '/api/api/v2/system-modules', payload: before.modules })
  })

  it('answers 304 to a device that already holds the same references', async () => {
    const first = await getState('registrar')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\/".+"$/)
    const again = await getState('registrar', { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('refuses a request without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/current-state' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 'unauthenticated' })
  })
})

describe('demo seed', () => {
  const tables = [
    'regions',
    'cities',
    'filials',
    'cabinets',
    'blood_points',
    'warehouses',
    'specializations',
    'staff_groups',
    'staff',
    'payment_types',
    'insurance_companies',
    'legal_entities',
    'companies',
    'contracts',
    'discounts',
    'departments',
    'containers',
    'medical_center_materials',
    'mc_test_categories',
    'mc_tests',
    'service_categories',
    'services',
    'products',
    'price_lists',
    'price_list_positions',
    'price_list_owners',
    'dictionaries',
    'order_cancel_reasons',
    'weekend_reasons',
    'clients',
  ]
  async function counts(): Promise<Record<string, number>> {
    const out: Record<string, number> = {}
    for (const table of tables) {
      const [row] = await t.db.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`${sql.identifier(table)}`)
      out[table] = row?.n ?? 0
    }
    return out
  }

  it('changes nothing when run a second time', async () => {
    const before = await counts()
    expect(before.mc_tests).toBeGreaterThanOrEqual(60)
    expect(before.services).toBeGreaterThanOrEqual(40)
    await seedReferences(t.db.db)
    await seedClients(t.db.db, before.clients ?? 0)
    expect(await counts()).toEqual(before)
  })

  it('tops the demo clients up to the asked number and no further', async () => {
    const [before] = await t.db.db.select({ n: sql<number>`count(*)::int` }).from(sql`clients`)
    const start = before?.n ?? 0
    await seedClients(t.db.db, start + 25)
    await seedClients(t.db.db, start + 25)
    await seedClients(t.db.db, start + 10)
    const [after] = await t.db.db.select({ n: sql<number>`count(*)::int` }).from(sql`clients`)
    expect(after?.n).toBe(start + 25)
  })

  it('prices every service and every test in each published price list', async () => {
    const lists = await t.db.db
      .select({
        type: priceLists.type,
        positions: sql<number>`count(${priceListPositions.id})::int`,
        unpriced: sql<number>`count(*) FILTER (WHERE ${priceListPositions.finalPrice} <= 0)::int`,
      })
      .from(priceLists)
      .leftJoin(priceListPositions, eq(priceListPositions.priceListId, priceLists.id))
      .where(eq(priceLists.published, true))
      .groupBy(priceLists.id)
    const [svc] = await t.db.db.select({ n: sql<number>`count(*)::int` }).from(services)
    const [tests] = await t.db.db.select({ n: sql<number>`count(*)::int` }).from(mcTests)
    expect(lists.length).toBeGreaterThanOrEqual(12)
    for (const l of lists) {
      expect(l.positions).toBe(l.type === 'services' ? svc?.n : tests?.n)
      expect(l.unpriced).toBe(0)
    }
  })
})
