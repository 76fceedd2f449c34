/**
 * What the warehouse settings add beyond the generic resource suite (server/lib/crud/resources.int.test.ts):
 * the migration that turned the products' free-text unit into a unit of the dictionary keeps every
 * product's unit name, the cart still shows it, the nomenclature's limits and choices, and the reasons
 * a unit or category in use is not deleted.
 */
import { randomUUID } from 'node:crypto'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CartCatalogue } from '../../../domain/orders/cart-catalogue.schema'
import type { ResourceRow } from '../../../domain/resources/define-resource'
import {
  nomenclature,
  nomenclatureUnits,
  stockCategories,
} from '../../../domain/warehouse/warehouse.resources'
import { formatMoney } from '../../../domain/pricing/money'
import { openDb } from '../../db/client'
import { migrationsFolder } from '../../db/migrate'
import { queryRows } from '../../db/raw'
import { products } from '../../db/schema/catalogue'
import { nomenclatureUnits as unitsTable } from '../../db/schema/warehouse'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const send = (
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  login = 'warehouse',
) =>
  t.as(login, {
    method,
    url: `/api${url}`,
    headers: { 'idempotency-key': randomUUID() },
    ...(payload && { payload }),
  })

const unitId = async (name: string) =>
  (await t.db.db.select({ id: unitsTable.id }).from(unitsTable).where(eq(unitsTable.name, name)))[0]!.id

describe('the migration of the products’ unit', () => {
  it('makes each distinct unit text a unit and keeps every product’s unit name', async () => {
    // The migrations up to the one before this area's, on an empty database.
    const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'))
    cpSync(migrationsFolder, dir, { recursive: true })
    const journalPath = path.join(dir, 'meta', '_journal.json')
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> }
    const at = journal.entries.findIndex((e) => e.tag.endsWith('_warehouse_settings'))
    expect(at).toBeGreaterThan(0)
    const file = `${journal.entries[at]!.tag}.sql`
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }))
    const handle = await openDb({ dataDir: 'memory://' })
    try {
      await migrate(handle.db as unknown as PgliteDatabase, { migrationsFolder: dir })
      await handle.exec(`INSERT INTO products (name, unit, selling_price) VALUES
        ('Шприц 5 мл', 'шт', 600), ('Антисептик', ' фл ', 12000), ('Бинт', 'шт', 2000), ('Без одиниці', '', 100)`)
      const steps = readFileSync(path.join(migrationsFolder, file), 'utf8').split('--> statement-breakpoint')
      for (const step of steps) if (step.trim()) await handle.exec(step)

      const rows = await queryRows<{ name: string; storage: string; use: string; factor: number }>(
        handle.db,
        sql`SELECT p.name, s.name AS storage, u.name AS use, p.use_units_per_storage_unit AS factor
           FROM products p JOIN nomenclature_units s ON s.id = p.storage_unit_id
           JOIN nomenclature_units u ON u.id = p.use_unit_id ORDER BY p.id`,
      )
      expect(rows).toEqual([
        { name: 'Шприц 5 мл', storage: 'шт', use: 'шт', factor: 1 },
        { name: 'Антисептик', storage: 'фл', use: 'фл', factor: 1 },
        { name: 'Бинт', storage: 'шт', use: 'шт', factor: 1 },
        // A blank unit becomes "шт" rather than a unit without a name.
        { name: 'Без одиниці', storage: 'шт', use: 'шт', factor: 1 },
      ])
      const units = await queryRows<{ name: string }>(
        handle.db,
        sql`SELECT name FROM nomenclature_units ORDER BY name`,
      )
      expect(units.map((u) => u.name)).toEqual(['фл', 'шт'])
      const columns = await queryRows<{ column_name: string }>(
        handle.db,
        sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'products' AND column_name = 'unit'`,
      )
      expect(columns).toEqual([])
    } finally {
      await handle.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the cart’s catalogue', () => {
  it('names each product’s storage unit, and a renamed unit at once', async () => {
    const catalogue = async () =>
      (
        await t.as('registrar', { method: 'GET', url: '/api/api/v2/pricing-refs?servicePriceListId=1' })
      ).json<{ data: { catalogue: CartCatalogue } }>().data.catalogue
    const [strips] = await t.db.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.name, 'Тест-смужки для глюкометра (50 шт)'))
    const unitOf = async () => (await catalogue()).products.find((p) => p.id === strips!.id)?.unit
    expect(await unitOf()).toBe('уп')

    const id = await unitId('уп')
    const renamed = await send('PATCH', `${nomenclatureUnits.apiPath}/${id}`, {
      version: 1,
      name: 'упаковка',
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(await unitOf()).toBe('упаковка')
  })
})

describe('the nomenclature', () => {
  const valid = async () => ({
    uuid: randomUUID(),
    name: `Маска FFP2 ${randomUUID().slice(0, 6)}`,
    storageUnitId: await unitId('набір'),
    useUnitId: await unitId('шт'),
    useUnitsPerStorageUnit: 10,
    minCount: 5,
    markup: 25,
    markupType: 'percent',
    maxDiscount: 10,
    vatRate: 7,
    sellingPrice: 25_000,
    purchasePrice: 18_000,
    expiration: true,
    daysToExpiration: 60,
  })

  it('is added by the warehouse with its units, VAT and prices', async () => {
    const body = await valid()
    const res = await send('POST', nomenclature.apiPath, body)
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json<ResourceRow>()).toMatchObject({ ...body, seriesNumber: false, version: 1 })
  })

  it.each([
    [
      'useUnitsPerStorageUnit',
      0,
      'use_units_per_storage_unit',
      '«Одиниць використання в одиниці зберігання»: не менше 1',
    ],
    ['minCount', -1, 'min_count', '«Мінімальний залишок»: не менше 0'],
    ['maxDiscount', 101, 'max_discount', '«Максимальна знижка, %»: не більше 100'],
    ['vatRate', 10, 'vat_rate', 'Оберіть «Ставка ПДВ»: 0, 7 або 20 %'],
    ['markupType', 'margin', 'markup_type', 'Оберіть «Тип націнки»'],
    [
      'sellingPrice',
      2_147_483_648,
      'selling_price',
      `«Ціна продажу»: не більше ${formatMoney(1_000_000_000)}`,
    ],
    ['markup', 1001, 'markup', '«Націнка»: не більше 1000 %'],
  ])('refuses %s = %s with a message on the field', async (key, value, field, message) => {
    const res = await send('POST', nomenclature.apiPath, { ...(await valid()), [key]: value })
    expect(res.statusCode, res.body).toBe(422)
    expect(errorsOf(res)[field]).toEqual([message])
  })

  it('takes a fixed markup above 1000 (kopiykas), and refuses a factor other than 1 for one unit', async () => {
    const fixed = await send('POST', nomenclature.apiPath, {
      ...(await valid()),
      markupType: 'fixed',
      markup: 5000,
    })
    expect(fixed.statusCode, fixed.body).toBe(201)
    const same = await unitId('шт')
    const res = await send('POST', nomenclature.apiPath, {
      ...(await valid()),
      storageUnitId: same,
      useUnitId: same,
    })
    expect(res.statusCode).toBe(422)
    expect(errorsOf(res)['use_units_per_storage_unit']).toEqual([
      'Одиниці однакові: в одиниці зберігання 1 одиниця використання',
    ])
  })

  it('keeps warning days only for an item with an expiry date', async () => {
    const res = await send('POST', nomenclature.apiPath, { ...(await valid()), expiration: false })
    expect(res.statusCode).toBe(422)
    expect(errorsOf(res)['days_to_expiration']).toEqual([
      'Дні до закінчення терміну — лише для номенклатури з терміном придатності',
    ])
  })
})

describe('a unit or category in use', () => {
  it('is not deleted, and the message says what uses it', async () => {
    // "мл" is only the antiseptic's use unit.
    const ml = await send('DELETE', `${nomenclatureUnits.apiPath}/${await unitId('мл')}`)
    expect(ml.statusCode, ml.body).toBe(409)
    expect(ml.json()).toMatchObject({
      code: 'in_use',
      message: 'Одиниця є одиницею використання номенклатури',
    })

    const list = await t.as('warehouse', {
      method: 'GET',
      url: `/api${stockCategories.apiPath}?q=Медикаменти`,
    })
    const category = list.json<{ data: ResourceRow[] }>().data[0]!
    const refused = await send('DELETE', `${stockCategories.apiPath}/${category.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'in_use', message: 'У категорії є номенклатура' })

    // A unit nothing names is deleted.
    const made = await send('POST', nomenclatureUnits.apiPath, { uuid: randomUUID(), name: 'ампула' })
    expect(made.statusCode, made.body).toBe(201)
    expect(
      (await send('DELETE', `${nomenclatureUnits.apiPath}/${made.json<ResourceRow>().id}`)).statusCode,
    ).toBe(200)
  })

  it('refuses a unit typed again in another case', async () => {
    const res = await send('POST', nomenclatureUnits.apiPath, { uuid: randomUUID(), name: ' ШТ ' })
    expect(res.statusCode).toBe(422)
    expect(errorsOf(res)['name']).toEqual(['Така одиниця вже існує'])
  })
})

function errorsOf(res: { json: <T>() => T }) {
  return res.json<{ errors: Record<string, string[]> }>().errors
}
