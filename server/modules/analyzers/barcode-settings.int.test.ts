/**
 * Barcode settings: the crm setting GET /api/v2/crm-setting?settingName=barcode_settings keeps answering
 * (with the fields the settings page adds), the page's record is saved whole against its version, the
 * counter only goes up, and issued barcodes carry the filial's prefix and the padded number.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BarcodeSettings } from '../../../domain/laboratory/barcode-settings'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { issueBarcode } from './barcodes.repo'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const call = (method: 'GET' | 'PUT', url: string, payload?: object, login = 'admin') =>
  t.as(login, { method, url, headers: { 'idempotency-key': randomUUID() }, ...(payload ? { payload } : {}) })

describe('barcode settings', () => {
  it('saves the record whole, keeps the crm setting answering and issues barcodes from the counter', async () => {
    const read = await call('GET', '/api/settings/barcode-settings', undefined, 'registrar')
    expect(read.statusCode).toBe(200)
    const current = read.json<BarcodeSettings>()
    expect(current).toMatchObject({ format: 'code128', length: 10, nextNumber: 1, version: 1 })
    const { version: _v, nextNumber: _n, ...value } = current
    const next = {
      ...value,
      prefix: 'LB',
      prefixes: [{ filialId: 2, prefix: 'od' }],
      nextNumber: 120,
      version: 1,
    }
    expect((await call('PUT', '/api/settings/barcode-settings', next, 'registrar')).statusCode).toBe(403)
    const saved = await call('PUT', '/api/settings/barcode-settings', next)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({
      prefix: 'LB',
      prefixes: [{ filialId: 2, prefix: 'OD' }],
      nextNumber: 120,
      version: 2,
    })
    const stale = await call('PUT', '/api/settings/barcode-settings', next)
    expect(stale.statusCode).toBe(409)
    const down = await call('PUT', '/api/settings/barcode-settings', { ...next, nextNumber: 5, version: 2 })
    expect(down.statusCode).toBe(422)
    expect(down.json()).toMatchObject({
      errors: { next_number: ['Лічильник не можна зменшити: наступний номер уже 120'] },
    })
    const short = await call('PUT', '/api/settings/barcode-settings', {
      ...next,
      length: 6,
      prefix: 'ABCD',
      version: 2,
    })
    expect(short.statusCode).toBe(422)

    const crm = await call(
      'GET',
      '/api/api/v2/crm-setting?settingName=barcode_settings',
      undefined,
      'registrar',
    )
    expect(crm.json()).toEqual({
      data: {
        settingName: 'barcode_settings',
        value: expect.objectContaining({
          format: 'code128',
          prefix: 'LB',
          length: 10,
          printQr: true,
          copies: 1,
        }) as unknown,
      },
    })

    const issued = await t.db.db.transaction(async (tx) => [
      await issueBarcode(tx, 2),
      await issueBarcode(tx, 1),
      await issueBarcode(tx, null),
    ])
    expect(issued).toEqual(['OD00000120', 'LB00000121', 'LB00000122'])
    const after = (await call('GET', '/api/settings/barcode-settings')).json<BarcodeSettings>()
    expect(after.nextNumber).toBe(123)
  })
})
