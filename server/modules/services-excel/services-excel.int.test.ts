/** Excel export and import of the services catalogue: round trip, new categories, nothing stored on a wrong row. */
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ImportFailedBody, ImportResult } from '../../../domain/excel/excel-import.schema'
import { serviceCategories, services } from '../../db/schema/catalogue'
import { readSheetRows, type CellValue } from '../../lib/excel/sheet-reader'
import { xlsxBuffer } from '../../lib/excel/sheet-writer'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { serviceSheetColumns } from './services-excel'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const headers = serviceSheetColumns.map((c) => c.header)
const sheet = (rows: CellValue[][], header: string[] = headers) =>
  xlsxBuffer({ sheetName: 'Послуги', columns: header.map((h) => ({ header: h })) }, rows)
const upload = (file: Buffer, login = 'admin') =>
  t.as(login, {
    method: 'POST',
    url: '/api/settings/services/import',
    headers: { 'content-type': XLSX },
    payload: file,
  })
const download = (login = 'admin') => t.as(login, { method: 'GET', url: '/api/settings/services/export' })
async function rowsOf(file: Buffer) {
  const rows: CellValue[][] = []
  for await (const r of readSheetRows(file)) rows.push(r.cells)
  return rows
}
const allServices = () => t.db.db.select().from(services).orderBy(asc(services.id))

describe('services Excel import and export', () => {
  it('exports every service by code with its category and subcategory; importing it back changes nothing', async () => {
    const res = await download()
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Послуги.xlsx')}`,
    )
    const rows = await rowsOf(res.rawPayload)
    const before = await allServices()
    expect(rows[0]).toEqual(headers)
    expect(rows.length - 1).toBe(before.length)
    const sorted = rows.slice(1).map((r) => String(r[0]))
    expect(sorted).toEqual(before.map((s) => s.code).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    // A service in a subcategory shows the parent as the category.
    const cats = await t.db.db.select().from(serviceCategories)
    const inSub = before.find((s) => cats.find((c) => c.id === s.categoryId)?.parentId != null)
    if (inSub) {
      const sub = cats.find((c) => c.id === inSub.categoryId)!
      const top = cats.find((c) => c.id === sub.parentId)!
      expect(rows.find((r) => r[0] === inSub.code)?.slice(1, 4)).toEqual([inSub.name, top.name, sub.name])
    }
    const again = await upload(res.rawPayload)
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json<ImportResult>()).toEqual({ created: 0, updated: 0, unchanged: before.length })
    expect(await allServices()).toEqual(before)
  })

  it('adds a service in new categories and changes an existing one (version + 1)', async () => {
    const [first] = await allServices()
    const res = await upload(
      await sheet([
        ['NEW-1', 'Консультація дієтолога', 'Нова категорія', 'Нова підкатегорія', 45, 20, 'так', 'ні'],
        [first!.code, 'Перейменована послуга', null, null, 15, null, null, null],
      ]),
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<ImportResult>()).toEqual({ created: 1, updated: 1, unchanged: 0 })
    const [made] = await t.db.db.select().from(services).where(eq(services.code, 'NEW-1'))
    expect(made).toMatchObject({ name: 'Консультація дієтолога', standardDuration: 45, maxDiscount: 20 })
    expect(made).toMatchObject({ noSchedule: true, published: false })
    const [sub] = await t.db.db
      .select()
      .from(serviceCategories)
      .where(eq(serviceCategories.id, made!.categoryId!))
    const [top] = await t.db.db
      .select()
      .from(serviceCategories)
      .where(eq(serviceCategories.id, sub!.parentId!))
    expect([top!.name, top!.parentId, sub!.name]).toEqual(['Нова категорія', null, 'Нова підкатегорія'])
    const [changed] = await t.db.db.select().from(services).where(eq(services.id, first!.id))
    expect(changed).toMatchObject({
      name: 'Перейменована послуга',
      standardDuration: 15,
      categoryId: first!.categoryId,
      maxDiscount: first!.maxDiscount,
      published: first!.published,
      version: first!.version + 1,
    })
  })

  it('stores nothing when any row is wrong, and lists the rows', async () => {
    const before = await allServices()
    const catsBefore = await t.db.db.$count(serviceCategories)
    const res = await upload(
      await sheet([
        ['NEW-2', 'Добра послуга', 'Ще одна категорія', null, 30, 10, 'ні', 'так'],
        ['NEW-3', null, null, null, 30, 10, null, null],
        ['NEW-2', 'Повтор', null, null, 30, 10, null, null],
        ['NEW-4', 'Задовга', null, null, 0, 101, 'можливо', null],
        ['NEW-5', 'Без категорії', null, 'Підкатегорія', 30, 10, null, null],
      ]),
    )
    expect(res.statusCode).toBe(422)
    const body = res.json<ImportFailedBody>()
    expect(body).toMatchObject({
      code: 'import_failed',
      message: 'Помилка, перевірте файл імпорту.',
      total: 6,
    })
    expect(body.rows).toEqual([
      { row: 3, column: 'Назва', message: 'Обов’язкове поле.' },
      { row: 4, column: 'Код', message: 'Код повторюється: він уже є в рядку 2.' },
      { row: 5, column: 'Тривалість, хв', message: 'Вкажіть ціле число від 1 до 1440.' },
      { row: 5, column: 'Макс. знижка, %', message: 'Вкажіть ціле число від 0 до 100.' },
      { row: 5, column: 'Без розкладу (так/ні)', message: 'Вкажіть «так» або «ні».' },
      { row: 6, column: 'Підкатегорія', message: 'Вкажіть категорію для підкатегорії.' },
    ])
    expect(await allServices()).toEqual(before)
    expect(await t.db.db.$count(serviceCategories)).toBe(catsBefore)
  })

  it('is refused without the settings permission', async () => {
    expect((await download('registrar')).statusCode).toBe(403)
    expect((await upload(await sheet([['X', 'Y']], ['Код', 'Назва']), 'registrar')).statusCode).toBe(403)
  })
})
