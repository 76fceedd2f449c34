/**
 * A batch of generated promo codes (issue 19 item 5): made in one transaction, unique across every
 * code (also when two batches run at once), refused whole when the settings cannot make that many,
 * once per Idempotency-Key; and exported as a CSV for spreadsheets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, sql } from 'drizzle-orm'
import type { PromoCodeBatch } from '../../../domain/promo-codes/promo-code-batch'
import { promoCodes } from '../../db/schema/promo-codes'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const base = { percent: 5, perpetual: true, multipleUse: false }

const generate = (payload: object, login = 'admin', key?: string) =>
  t.as(login, {
    method: 'POST',
    url: '/api/settings/promo-codes/generate',
    payload,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  })

const exportCsv = (ids: string, login = 'admin') =>
  t.as(login, { method: 'GET', url: `/api/settings/promo-codes/export?ids=${encodeURIComponent(ids)}` })

async function total(): Promise<number> {
  const [r] = await t.db.db.select({ n: count() }).from(promoCodes)
  return r!.n
}

async function matching(pattern: string): Promise<number> {
  const [r] = await t.db.db
    .select({ n: count() })
    .from(promoCodes)
    .where(sql`${promoCodes.code} ~ ${pattern}`)
  return r!.n
}

describe('POST /settings/promo-codes/generate', () => {
  it('makes the asked number of codes of the asked shape, with the shared settings', async () => {
    const res = await generate({
      ...base,
      count: 25,
      symbolCount: 6,
      symbolSet: 'digits_letters',
      padTo: 9,
      percent: 12.5,
      perpetual: false,
      dateFrom: '2026-01-01',
      dateTo: '2026-12-31',
      multipleUse: true,
      usesAllowed: 3,
      paymentTypeId: 1,
    })
    expect(res.statusCode, res.body).toBe(201)
    const batch = res.json<PromoCodeBatch>()
    expect(batch.count).toBe(25)
    expect(new Set(batch.codes).size).toBe(25)
    for (const code of batch.codes) expect(code).toMatch(/^000[0-9A-HJ-NP-Z]{6}$/)
    const one = await t.as('admin', { method: 'GET', url: `/api/settings/promo-codes/${batch.ids[0]}` })
    expect(one.json()).toMatchObject({
      percent: 12.5,
      dateFrom: '2026-01-01',
      dateTo: '2026-12-31',
      perpetual: false,
      multipleUse: true,
      count: 3,
      paymentTypeId: 1,
      symbolCount: 6,
      symbolSet: 'digits_letters',
      padTo: 9,
    })
  })

  it('two batches of 500 at once make 1,000 distinct codes, though their space is small', async () => {
    // 10,000 combinations: two random batches of 500 share ~25 codes unless the server prevents it.
    const before = await matching('^00[0-9]{4}$')
    const body = { ...base, count: 500, symbolCount: 4, symbolSet: 'digits', padTo: 6 }
    const [a, b] = await Promise.all([
      generate(body, 'admin', crypto.randomUUID()),
      generate(body, 'admin', crypto.randomUUID()),
    ])
    expect(a.statusCode, a.body).toBe(201)
    expect(b.statusCode, b.body).toBe(201)
    const codes = [...a.json<PromoCodeBatch>().codes, ...b.json<PromoCodeBatch>().codes]
    expect(codes).toHaveLength(1_000)
    expect(new Set(codes).size).toBe(1_000)
    expect(await matching('^00[0-9]{4}$')).toBe(before + 1_000)
  })

  it('refuses a count the settings cannot make, and makes nothing', async () => {
    const before = await total()
    // 34^4 = 1,336,336 would do; 10^4 = 10,000 digits minus the 1,000 codes above cannot hold 9,500 more.
    const res = await generate({ ...base, count: 9_500, symbolCount: 4, symbolSet: 'digits', padTo: 6 })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({
      errors: { symbol_count: ['Замало комбінацій для такої кількості кодів: збільште кількість символів'] },
    })
    expect(await total()).toBe(before)
    const over = await generate({ ...base, count: 10_001, symbolCount: 8, symbolSet: 'digits' })
    expect(over.statusCode).toBe(422)
    expect(over.json()).toMatchObject({ errors: { count: ['Від 1 до 10 000 кодів за раз'] } })
  })

  it('checks the shared rules and references before making anything', async () => {
    const before = await total()
    const res = await generate({
      ...base,
      count: 5,
      symbolCount: 8,
      symbolSet: 'digits',
      padTo: 6,
      perpetual: false,
      usesAllowed: 4,
      contractorId: 99_999,
    })
    expect(res.statusCode).toBe(422)
    const errors = Object.keys(res.json<{ errors: object }>().errors).sort()
    expect(errors).toEqual(['date_from', 'date_to', 'pad_to', 'uses_allowed'])
    const refs = await generate({
      ...base,
      count: 5,
      symbolCount: 8,
      symbolSet: 'digits',
      contractorId: 99_999,
    })
    expect(refs.json()).toMatchObject({ errors: { contractor_id: ['Значення не знайдено в довіднику'] } })
    expect(await total()).toBe(before)
  })

  it('makes a batch once per Idempotency-Key', async () => {
    const key = crypto.randomUUID()
    const body = { ...base, count: 7, symbolCount: 10, symbolSet: 'digits_letters' }
    const first = await generate(body, 'admin', key)
    const before = await total()
    const again = await generate(body, 'admin', key)
    expect(again.statusCode).toBe(201)
    expect(again.json<PromoCodeBatch>().codes).toEqual(first.json<PromoCodeBatch>().codes)
    expect(await total()).toBe(before)
  })

  it('is for settings editors only', async () => {
    const body = { ...base, count: 1, symbolCount: 8, symbolSet: 'digits' }
    expect((await generate(body, 'cashier')).statusCode).toBe(403)
    expect((await exportCsv('1', 'registrar')).statusCode).toBe(403)
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/settings/promo-codes/generate',
      payload: body,
    })
    expect(anon.statusCode).toBe(401)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/settings/promo-codes/export?ids=1' })).statusCode,
    ).toBe(401)
  })
})

describe('GET /settings/promo-codes/export', () => {
  it('answers the batch as a CSV with a BOM, `;` cells and Ukrainian headers', async () => {
    const batch = (
      await generate({
        ...base,
        count: 30,
        symbolCount: 8,
        symbolSet: 'digits',
        perpetual: false,
        dateFrom: '2026-03-01',
        dateTo: '2026-03-31',
        percent: 7.5,
        paymentTypeId: 1,
      })
    ).json<PromoCodeBatch>()
    const res = await exportCsv(batch.exportIds)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toContain('attachment')
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    const lines = res.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'Промокод;Знижка, %;Діє з;Діє до;Контрагент;Тип оплати;Страхова компанія;Багаторазовий;' +
        'Кількість використань;Використано;Активний',
    )
    expect(lines).toHaveLength(31)
    const rows = lines.slice(1).map((l) => l.split(';'))
    expect(rows.map((r) => r[0]).sort()).toEqual([...batch.codes].sort())
    expect(rows[0]!.slice(1, 4)).toEqual(['7,5', '01.03.2026', '31.03.2026'])
    expect(rows[0]![7]).toBe('ні')
  })

  it('takes ids and ranges, and refuses what is not such a list', async () => {
    const first = (await exportCsv('1')).body.split('\r\n')[1]!
    expect(first.startsWith('SPRING10;10;')).toBe(true)
    for (const bad of ['', 'a', '1-', '5-2', '0', '1,,2', '1-20000', '2147483648'])
      expect((await exportCsv(bad)).statusCode, bad).toBe(422)
  })
})
