/**
 * Excel export and import of a price list (issue 19 items 1 and 6): a round trip changes nothing, a file
 * with any wrong row stores nothing and lists the rows, and a price changed by an import is what the
 * cart's pricing refs serve next, under a new ETag.
 */
import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ImportFailedBody, ImportResult } from '../../../domain/excel/excel-import.schema'
import type { PriceList } from '../../../domain/price-lists/price-list.schema'
import type { PricingRefs } from '../../../domain/pricing/pricing-refs.schema'
import { services } from '../../db/schema/catalogue'
import { priceListChanges, priceListPositions } from '../../db/schema/price-lists'
import { readSheetRows, type CellValue } from '../../lib/excel/sheet-reader'
import { xlsxBuffer } from '../../lib/excel/sheet-writer'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { positionSheetColumns } from './price-list-excel'

let t: TestApp
let codes: string[]
let list: PriceList
beforeAll(async () => {
  t = await createTestApp()
  codes = (
    await t.db.db.select({ code: services.code }).from(services).orderBy(asc(services.code)).limit(4)
  ).map((s) => s.code)
  list = (
    await t.as('admin', {
      method: 'POST',
      url: '/api/settings/price-lists',
      payload: { nameUk: 'Імпортний прайс', type: 'services', discount: 10, perpetual: true },
    })
  ).json<PriceList>()
})
afterAll(() => t.close())

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const headers = positionSheetColumns.map((c) => c.header)
const sheet = (rows: CellValue[][], header: string[] = headers) =>
  xlsxBuffer({ sheetName: 'Позиції', columns: header.map((h) => ({ header: h })) }, rows)
const upload = async (listId: number, file: Buffer, login = 'admin') =>
  t.as(login, {
    method: 'POST',
    url: `/api/settings/price-lists/${listId}/import`,
    headers: { 'content-type': XLSX },
    payload: file,
  })
const download = (listId: number, login = 'admin') =>
  t.as(login, { method: 'GET', url: `/api/settings/price-lists/${listId}/export` })
async function rowsOf(file: Buffer) {
  const rows: CellValue[][] = []
  for await (const r of readSheetRows(file)) rows.push(r.cells)
  return rows
}
const positionsOf = (listId: number) =>
  t.db.db
    .select()
    .from(priceListPositions)
    .where(eq(priceListPositions.priceListId, listId))
    .orderBy(asc(priceListPositions.code))

describe('price list Excel import and export', () => {
  it('adds positions from a file, final price from the discount unless typed by hand, with history', async () => {
    // Код | Назва | Зовн. код | Зовн. назва | Ціна | Кінцева | Ручна | Вартість | Партнер | Собівартість | Термін | CITO | Текст
    const file = await sheet([
      [codes[0]!, 'будь-яка назва', 'EXT-1', 'Зовнішня', 100.5, 1, 'ні', 40, null, 30.25, 2, 6, '2–3 дні'],
      [codes[1]!, null, null, null, '200,00 грн', 150, 'так', null, 180, null, null, null, null],
      [codes[2]!, null, null, null, 99.99, null, null, null, null, null, 365, 720, null],
    ])
    const res = await upload(list.id, file)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<ImportResult>()).toEqual({ created: 3, updated: 0, unchanged: 0 })
    const [a, b, c] = await positionsOf(list.id)
    expect(a).toMatchObject({
      code: codes[0],
      price: 10050,
      finalPrice: 9045,
      manualPrice: false,
      externalCode: 'EXT-1',
      cost: 4000,
      costPrice: 3025,
      leadTime: 2,
      citoLeadTime: 6,
      leadTimeText: '2–3 дні',
    })
    expect(b).toMatchObject({ price: 20000, finalPrice: 15000, manualPrice: true, partnerPrice: 18000 })
    expect(c).toMatchObject({ price: 9999, finalPrice: 8999, leadTime: 365, citoLeadTime: 720 })
    const history = await t.db.db
      .select()
      .from(priceListChanges)
      .where(eq(priceListChanges.priceListId, list.id))
      .orderBy(priceListChanges.id)
    // The list's own creation first, then a row per position the file made.
    expect(history.map((h) => h.action)).toEqual(['create', 'import', 'import', 'import'])
    expect(history.find((h) => h.positionId === b!.id)?.after).toMatchObject({
      price: 20000,
      finalPrice: 15000,
    })
  })

  it('exports the positions by code with Ukrainian headers and money in hryvnias; importing it back changes nothing', async () => {
    const res = await download(list.id)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe(XLSX)
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Прайс-лист Імпортний прайс.xlsx')}`,
    )
    const rows = await rowsOf(res.rawPayload)
    expect(rows[0]).toEqual(headers)
    expect(rows.slice(1).map((r) => [r[0], r[4], r[5], r[6]])).toEqual([
      [codes[0], 100.5, 90.45, 'ні'],
      [codes[1], 200, 150, 'так'],
      [codes[2], 99.99, 89.99, 'ні'],
    ])
    const before = await positionsOf(list.id)
    const again = await upload(list.id, res.rawPayload)
    expect(again.json<ImportResult>()).toEqual({ created: 0, updated: 0, unchanged: 3 })
    expect(await positionsOf(list.id)).toEqual(before)
  })

  it('stores nothing when any row is wrong, and lists every wrong row with its column', async () => {
    const before = await positionsOf(list.id)
    const historyBefore = await t.db.db.$count(priceListChanges)
    const file = await sheet(
      [
        [codes[0], 555], // fine on its own, but must not be stored
        ['НЕМАЄ-ТАКОГО', 10],
        [codes[1], 'сто'],
        [codes[2], -1],
        [codes[3], 1_000_000.01],
        [codes[0], 10],
        [`${codes[3]}`, 10.123],
        [null, 10],
      ].map(([code, price]) => [code ?? null, price ?? null]),
      ['Код', 'Ціна, грн'],
    )
    const res = await upload(list.id, file)
    expect(res.statusCode).toBe(422)
    const body = res.json<ImportFailedBody>()
    expect(body).toMatchObject({
      code: 'import_failed',
      message: 'Помилка, перевірте файл імпорту.',
      total: 8,
    })
    expect(body.rows).toEqual([
      { row: 3, column: 'Код', message: 'Послугу з таким кодом не знайдено.' },
      { row: 4, column: 'Ціна, грн', message: 'Вкажіть число.' },
      { row: 5, column: 'Ціна, грн', message: 'Значення не може бути від’ємним.' },
      { row: 6, column: 'Ціна, грн', message: 'Сума не може перевищувати 1 000 000 грн.' },
      { row: 7, column: 'Код', message: 'Код повторюється: він уже є в рядку 2.' },
      { row: 8, column: 'Код', message: 'Код повторюється: він уже є в рядку 6.' },
      { row: 8, column: 'Ціна, грн', message: 'Не більше двох знаків після коми.' },
      { row: 9, column: 'Код', message: 'Обов’язкове поле.' },
    ])
    expect(await positionsOf(list.id)).toEqual(before)
    expect(await t.db.db.$count(priceListChanges)).toBe(historyBefore)
  })

  it('refuses lead times out of range, texts too long and a file without the code column', async () => {
    const file = await sheet(
      [[codes[0]!, 366, 721, 'x'.repeat(101), 'x'.repeat(256)]],
      ['Код', 'Термін, днів', 'Термін CITO, год', 'Зовнішній код', 'Зовнішня назва'],
    )
    const body = (await upload(list.id, file)).json<ImportFailedBody>()
    expect(body.rows!.map((r) => [r.column, r.message])).toEqual([
      ['Зовнішній код', 'Не більше 100 символів.'],
      ['Зовнішня назва', 'Не більше 255 символів.'],
      ['Термін, днів', 'Вкажіть ціле число від 0 до 365.'],
      ['Термін CITO, год', 'Вкажіть ціле число від 0 до 720.'],
    ])
    const noCode = await upload(list.id, await sheet([[100]], ['Ціна, грн']))
    expect(noCode.json<ImportFailedBody>().rows).toEqual([
      { row: 1, column: 'Код', message: 'У файлі немає стовпця «Код».' },
    ])
    const notXlsx = await upload(list.id, Buffer.from('Код;Ціна\n1;2\n'))
    expect(notXlsx.json<ImportFailedBody>()).toMatchObject({
      code: 'import_failed',
      rows: [{ message: 'Не вдалося прочитати файл: потрібна книга Excel (.xlsx).' }],
    })
  })

  it('serves a price changed by an import to the cart next, under a new ETag', async () => {
    const refs = (etag?: string) =>
      t.as('registrar', {
        method: 'GET',
        url: '/api/api/v2/pricing-refs?servicePriceListId=1',
        headers: etag ? { 'if-none-match': etag } : {},
      })
    const first = await refs()
    const etag = String(first.headers.etag)
    const position = first.json<{ data: { refs: PricingRefs } }>().data.refs.positions[0]!
    const [row] = await t.db.db
      .select({ code: priceListPositions.code, version: priceListPositions.version })
      .from(priceListPositions)
      .where(and(eq(priceListPositions.priceListId, 1), eq(priceListPositions.id, position.id)))
    const res = await upload(1, await sheet([[row!.code, 4321.5]], ['Код', 'Ціна, грн']))
    expect(res.json<ImportResult>()).toMatchObject({ created: 0, updated: 1 })
    const next = await refs(etag)
    expect(next.statusCode).toBe(200)
    expect(next.headers.etag).not.toBe(etag)
    const after = next
      .json<{ data: { refs: PricingRefs } }>()
      .data.refs.positions.find((p) => p.id === position.id)
    expect(after?.price).toBe(432150)
    const [stored] = await t.db.db
      .select()
      .from(priceListPositions)
      .where(eq(priceListPositions.id, position.id))
    expect(stored!.version).toBe(row!.version + 1)
  })

  it('is refused without the settings permission, and a file over 15 MB is refused with a message', async () => {
    expect((await download(list.id, 'registrar')).statusCode).toBe(403)
    const file = await sheet([[codes[0]!, 1]], ['Код', 'Ціна, грн'])
    expect((await upload(list.id, file, 'registrar')).statusCode).toBe(403)
    const big = await upload(list.id, Buffer.alloc(15 * 1024 * 1024 + 1))
    expect(big.statusCode).toBe(413)
    expect(big.json()).toMatchObject({ message: 'Файл завеликий: можна завантажити не більше 15 МБ.' })
    expect((await download(99999)).statusCode).toBe(404)
  })
})
