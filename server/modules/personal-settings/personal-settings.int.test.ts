/**
 * Personal settings, the whole cycle: defaults before the first save, saves against the base
 * version, 409 with the current settings on a stale one, refusals of bad places and values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import type { PersonalSettings } from '../../../domain/settings/personal-settings.schema'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { personalSettingsBody } from '../../../tests/support/examples/personal-settings'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const read = async (login: string) =>
  (await t.as(login, { method: 'GET', url: '/api/api/v2/personal-settings' })).json<PersonalSettings>()
const save = (login: string, body: Record<string, unknown>) =>
  t.as(login, {
    method: 'PUT',
    url: '/api/api/v2/personal-settings',
    headers: { 'idempotency-key': randomUUID() },
    payload: body,
  })

describe('personal settings', () => {
  it('gives a user who never saved the defaults at version 0', async () => {
    expect(await read('lab')).toEqual({
      cityId: null,
      filialId: null,
      language: 'ua',
      barcodeMarginTop: 0,
      barcodeMarginLeft: 0,
      qrMarginTop: 0,
      qrMarginLeft: 0,
      labelPrinterType: 'zpl',
      labelPrinterHost: null,
      labelPrinterPort: 9100,
      version: 0,
      updatedAt: null,
    })
  })

  it('saves, then saves again on the new version, and reads back what was saved', async () => {
    const first = await save('doctor', personalSettingsBody)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({
      ...personalSettingsBody,
      version: 1,
      updatedAt: expect.any(String) as string,
    })
    const second = await save('doctor', {
      ...personalSettingsBody,
      language: 'ru',
      labelPrinterType: 'pixel',
      qrMarginLeft: 4.5,
      version: 1,
    })
    expect(second.statusCode).toBe(200)
    expect(await read('doctor')).toMatchObject({
      language: 'ru',
      labelPrinterType: 'pixel',
      qrMarginLeft: 4.5,
      version: 2,
    })
  })

  it('refuses a stale version with 409 and the current settings', async () => {
    expect((await save('cashier', personalSettingsBody)).statusCode).toBe(200)
    expect((await save('cashier', { ...personalSettingsBody, language: 'ru', version: 1 })).statusCode).toBe(
      200,
    )
    const stale = await save('cashier', { ...personalSettingsBody, qrMarginTop: 9, version: 1 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ code: 'version_conflict', current: { language: 'ru', version: 2 } })
    const again = await save('cashier', { ...personalSettingsBody, version: 0 })
    expect(again.statusCode).toBe(409)
    expect((await read('cashier')).qrMarginTop).toBe(0)
  })

  it('refuses an unknown city or filial and a filial of another city', async () => {
    const unknown = await save('warehouse', { ...personalSettingsBody, cityId: 99999, filialId: 99999 })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json()).toMatchObject({
      errors: { city_id: ['Місто не знайдено'], filial_id: ['Філію не знайдено'] },
    })
    // Filial 4 is in Львів, city 1 is Київ.
    const elsewhere = await save('warehouse', { ...personalSettingsBody, cityId: 1, filialId: 4 })
    expect(elsewhere.statusCode).toBe(422)
    expect(elsewhere.json()).toMatchObject({ errors: { filial_id: ['Філія не належить обраному місту'] } })
    expect((await read('warehouse')).version).toBe(0)
  })

  it('refuses bad values: language, printer type, margins', async () => {
    for (const [field, value] of [
      ['language', 'de'],
      ['labelPrinterType', 'laser'],
      ['barcodeMarginTop', -1],
      ['qrMarginLeft', 51],
      ['barcodeMarginLeft', 1.25],
    ] as const) {
      const res = await save('callcenter', { ...personalSettingsBody, [field]: value })
      expect(res.statusCode, field).toBe(422)
      expect(Object.keys(res.json<{ errors: object }>().errors), field).toHaveLength(1)
    }
  })

  it('keeps each user to their own settings', async () => {
    expect((await save('registrar', { ...personalSettingsBody, language: 'ru' })).statusCode).toBe(200)
    expect((await read('lab')).version).toBe(0)
  })
})
