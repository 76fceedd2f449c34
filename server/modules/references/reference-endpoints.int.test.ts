/**
 * Every reference call of spec 000 §7 and spec 001 §7: answered from the database, with a weak ETag
 * and 304 to a device that already holds the set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { cities } from '../../db/schema/places'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Row = Record<string, unknown> & { key?: unknown; value?: unknown }
const get = (url: string, headers: Record<string, string> = {}) =>
  t.as('registrar', { method: 'GET', url: `/api${url}`, headers })
const data = async (url: string) => {
  const res = await get(url)
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
  return res.json<{ data: unknown }>().data
}
const values = (rows: unknown) => (rows as Row[]).map((r) => r.value)
const keys = (rows: unknown) => (rows as Row[]).map((r) => r.key)

/** Spec path (as written in the spec) → a concrete URL and what a user would check in its answer. */
const endpoints: Array<[string, string, (d: unknown) => void]> = [
  [
    '/settings/containers',
    '/settings/containers',
    (d) =>
      expect(d).toContainEqual(expect.objectContaining({ code: 'EDTA', name: expect.any(String) as string })),
  ],
  [
    '/settings/states',
    '/settings/states',
    (d) => expect(d).toContainEqual(expect.objectContaining({ code: 'in_work', name: 'В роботі' })),
  ],
  [
    '/settings/filial-laboratories/internal-laboratories',
    '/settings/filial-laboratories/internal-laboratories',
    (d) => expect(values(d)).toContain('Центральна лабораторія, Київ'),
  ],
  [
    '/load-api-laboratories',
    '/load-api-laboratories',
    (d) => expect(d).toContainEqual(expect.objectContaining({ code: 'API-GENOM' })),
  ],
  [
    '/api/v2/param-api-reference-type/reference',
    '/api/v2/param-api-reference-type/reference',
    (d) => expect(keys(d)).toEqual(['list', 'text', 'number', 'date']),
  ],
  ['/api/v2/city/reference', '/api/v2/city/reference', (d) => expect(values(d)).toContain('Київ')],
  [
    '/api/v2/metros/reference',
    '/api/v2/metros/reference',
    (d) => expect(d).toContainEqual(expect.objectContaining({ value: 'Хрещатик', cityName: 'Київ' })),
  ],
  [
    '/api/v2/mc-filial-laboratories/reference',
    '/api/v2/mc-filial-laboratories/reference',
    (d) => expect(new Set((d as Row[]).map((r) => r.laboratoryKind))).toEqual(new Set(['internal', 'api'])),
  ],
  [
    '/api/v2/medical-center-materials/reference',
    '/api/v2/medical-center-materials/reference',
    (d) => expect(values(d)).toContain('Кров венозна'),
  ],
  [
    '/api/v2/medical-center-material/reference',
    '/api/v2/medical-center-material/reference',
    (d) => expect(values(d)).toContain('Сироватка крові'),
  ],
  [
    '/api/v2/mc-tests/reference',
    '/api/v2/mc-tests/reference',
    (d) =>
      expect(d).toContainEqual(
        expect.objectContaining({ value: 'Гематологія', type: 'category', existsChild: true }),
      ),
  ],
  [
    '/api/v2/mc-tests/{id}',
    '/api/v2/mc-tests/1',
    (d) => expect(d).toMatchObject({ id: 1, code: expect.any(String) as string, analizatorType: 'default' }),
  ],
  [
    '/api/v2/departments/reference',
    '/api/v2/departments/reference?search=гемат',
    (d) => expect(values(d)).toEqual(['Гематологія']),
  ],
  [
    '/api/v2/param-apis/reference',
    '/api/v2/param-apis/reference',
    (d) =>
      expect(d).toContainEqual(expect.objectContaining({ code: 'SAMPLING_SITE', referenceType: 'list' })),
  ],
  [
    '/api/v2/auto-writing-logic-type/reference',
    '/api/v2/auto-writing-logic-type/reference',
    (d) => expect(keys(d)).toContain('in_norm'),
  ],
  [
    '/api/v2/mc-test-categories/reference',
    '/api/v2/mc-test-categories/reference',
    (d) => expect(values(d)).toContain('Загальний аналіз крові'),
  ],
  [
    '/api/v2/primary-protocols/reference',
    '/api/v2/primary-protocols/reference',
    (d) => expect(d).toContainEqual(expect.objectContaining({ rows: 8, columns: 12 })),
  ],
  [
    '/api/v2/crm-insurance-companies/reference',
    '/api/v2/crm-insurance-companies/reference',
    (d) => expect((d as Row[]).some((r) => r.published === false)).toBe(true),
  ],
  [
    '/api/v2/legal-entities/reference',
    '/api/v2/legal-entities/reference',
    (d) => expect((d as Row[]).every((r) => typeof r.taxCode === 'string')).toBe(true),
  ],
  [
    '/api/v2/insurance-company-category/reference',
    '/api/v2/insurance-company-category/reference',
    (d) => expect(values(d)).toContain('Страхова компанія'),
  ],
  [
    '/api/v2/currencies-list/reference',
    '/api/v2/currencies-list/reference',
    (d) => expect(d).toEqual([{ key: 'UAH', value: 'Гривня', symbol: 'грн' }]),
  ],
  [
    '/api/v2/staff/reference',
    '/api/v2/staff/reference',
    (d) => expect(values(d)).toContain('Коваленко Олена Петрівна'),
  ],
  [
    '/api/v2/order-result-file-name-template/reference',
    '/api/v2/order-result-file-name-template/reference',
    (d) => expect(keys(d)).toContain('{code}_{surname}'),
  ],
  [
    '/api/v2/insurance-cities/reference',
    '/api/v2/insurance-cities/reference',
    (d) => expect(values(d)).toContain('Київ'),
  ],
  [
    '/api/v2/client-doctors/reference',
    '/api/v2/client-doctors/reference',
    (d) => expect((d as Row[]).every((r) => r.isDoctor === true)).toBe(true),
  ],
  [
    '/api/v2/doctor-partners/reference',
    '/api/v2/doctor-partners/reference',
    (d) => expect(values(d)).toContain('Остапенко Богдан Васильович'),
  ],
  [
    '/api/v2/discounts/reference',
    '/api/v2/discounts/reference',
    (d) => expect((d as Row[]).every((r) => typeof r.percent === 'number')).toBe(true),
  ],
  [
    '/api/v2/crm-guiding-organization/reference',
    '/api/v2/crm-guiding-organization/reference',
    (d) => expect(d).toContainEqual(expect.objectContaining({ code: 'GO-001' })),
  ],
  [
    '/api/v2/client-state/reference',
    '/api/v2/client-state/reference',
    (d) => expect(keys(d)).toContain('vip'),
  ],
  [
    '/api/v2/responsible-doctors/reference',
    '/api/v2/responsible-doctors/reference',
    (d) => expect(values(d)).toContain('Шевчук Андрій Миколайович'),
  ],
  [
    '/api/v2/param-api-reference/reference',
    '/api/v2/param-api-reference/reference?paramApiId=1&from=cart',
    (d) => expect(keys(d).length).toBeGreaterThan(0),
  ],
  [
    '/api/v2/container/reference',
    '/api/v2/container/reference',
    (d) => expect(d).toContainEqual(expect.objectContaining({ code: 'URINE' })),
  ],
  [
    '/api/v2/order-call-state/reference',
    '/api/v2/order-call-state/reference',
    (d) => expect(keys(d)).toContain('no_answer'),
  ],
  [
    '/settings/services/categories-reference',
    '/settings/services/categories-reference',
    (d) =>
      expect(d).toContainEqual(
        expect.objectContaining({ value: 'Консультації', parent: null, existsChild: true }),
      ),
  ],
  [
    '/settings/services/reference',
    '/settings/services/reference',
    (d) => expect(values(d)).toContain('Консультація терапевта, первинна'),
  ],
  [
    '/settings/price-lists/load-active-for-cart',
    '/settings/price-lists/load-active-for-cart?filialId=1',
    (d) => expect(d).toMatchObject({ services: { type: 'services' }, tests: { type: 'tests' } }),
  ],
  [
    '/api/v2/crm-setting',
    '/api/v2/crm-setting?settingName=barcode_settings',
    (d) => expect(d).toMatchObject({ settingName: 'barcode_settings', value: { format: 'code128' } }),
  ],
  [
    '/api/v2/filial-cabinets/{id}',
    '/api/v2/filial-cabinets/1',
    (d) => expect(values(d)).toContain('Кабінет терапевта'),
  ],
  [
    '/settings',
    '/settings',
    (d) =>
      expect(d).toContainEqual(
        expect.objectContaining({
          key: 'medical-center',
          items: expect.arrayContaining([
            expect.objectContaining({ path: '/settings/medical-center/weekend-reasons' }),
          ]) as unknown[],
        }),
      ),
  ],
  [
    '/application/legal-info/{param}',
    '/application/legal-info/privacy-policy',
    (d) =>
      expect(d).toMatchObject({ title: 'Політика конфіденційності', items: expect.any(Array) as unknown[] }),
  ],
  [
    '/application/base',
    '/application/base',
    (d) =>
      expect(d).toMatchObject({
        name: expect.stringContaining('Клінік Офіс') as string,
        currency: { code: 'UAH', symbol: 'грн' },
      }),
  ],
  [
    '/api/v2/doctor-services/reference',
    '/api/v2/doctor-services/reference',
    (d) => expect((d as Array<{ services: unknown[] }>).some((x) => x.services.length > 0)).toBe(true),
  ],
]

describe('reference endpoints', () => {
  it('registers every reference call of the spec, guarded for signed-in users', () => {
    const registered = new Map(
      t.app.routeGuards.filter((g) => g.method === 'GET').map((g) => [g.url, g.auth]),
    )
    for (const [spec] of endpoints) {
      const url = `/api${spec.replace(/\{(\w+)\}/g, ':$1')}`
      expect(registered.get(url), url).toBe('user')
    }
  })

  it('answers each from the database with what a user expects', async () => {
    for (const [, url, check] of endpoints) check(await data(url))
  })

  it('gives each a weak ETag and answers 304 when the device holds the same set', async () => {
    for (const [, url] of endpoints) {
      const first = await get(url)
      const etag = String(first.headers.etag)
      expect(etag, url).toMatch(/^W\/".+"$/)
      const again = await get(url, { 'if-none-match': etag })
      expect(again.statusCode, url).toBe(304)
      expect(again.body, url).toBe('')
    }
  })

  it('changes the ETag when the data changes', async () => {
    const before = await get('/api/v2/city/reference')
    await t.db.db.update(cities).set({ nameUk: 'Київ-Столиця' }).where(eq(cities.nameUk, 'Київ'))
    const after = await get('/api/v2/city/reference', { 'if-none-match': String(before.headers.etag) })
    expect(after.statusCode).toBe(200)
    expect(values(after.json<{ data: unknown }>().data)).toContain('Київ-Столиця')
    await t.db.db.update(cities).set({ nameUk: 'Київ' }).where(eq(cities.nameUk, 'Київ-Столиця'))
  })

  it('walks the test tree one level at a time and finds tests by search', async () => {
    const top = (await data('/api/v2/mc-tests/reference')) as Row[]
    const hematology = top.find((r) => r.value === 'Гематологія')!
    const groups = (await data(`/api/v2/mc-tests/reference?category=${String(hematology.key)}`)) as Row[]
    expect(groups.map((g) => g.value)).toEqual(['Загальний аналіз крові', 'Коагулограма'])
    const cbc = groups[0]!
    const tests = (await data(`/api/v2/mc-tests/reference?category=${String(cbc.key)}`)) as Row[]
    expect(tests.every((x) => x.type === 'test' && x.existsChild === false)).toBe(true)
    expect(values(tests)).toContain('Швидкість осідання еритроцитів (ШОЕ)')
    const found = (await data(`/api/v2/mc-tests/reference?search=${encodeURIComponent('феритин')}`)) as Row[]
    expect(values(found)).toEqual(['Феритин'])
  })

  it('answers 404 for an unknown test, filial, legal text or setting', async () => {
    for (const url of [
      '/api/v2/mc-tests/999999',
      '/api/v2/filial-cabinets/999999',
      '/application/legal-info/unknown',
      '/api/v2/crm-setting?settingName=unknown',
    ])
      expect((await get(url)).statusCode, url).toBe(404)
  })

  it('picks the price lists of a filial with their owners and filials', async () => {
    const d = (await data('/settings/price-lists/load-active-for-cart?filialId=4')) as {
      services: { cityId: number; owners: Row[]; filials: Row[] }
    }
    expect(d.services.filials).toContainEqual(expect.objectContaining({ type: 'filial', ownerId: 4 }))
    expect(d.services.owners.every((o) => 'filialId' in o && 'id' in o)).toBe(true)
    const none = (await data('/settings/price-lists/load-active-for-cart?cityId=2')) as Record<
      string,
      unknown
    >
    expect(none).toEqual({ services: null, tests: null })
  })

  it('filters doctors by the signed-in user when asked', async () => {
    expect(await data('/api/v2/client-doctors/reference?relatedUser=true')).toEqual([])
  })
})
