/** Basic settings (spec 001 §2, §5): one record, every field required ('Заповніть всі поля'), saved by administrators. */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { basicSettingsDefaults, type BasicSettings } from '../../../domain/settings/basic-settings'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const filled: BasicSettings = {
  ...basicSettingsDefaults,
  centreName: 'Медична мережа «Клінік Офіс»',
  centrePhone: '+380443334400',
  centreEmail: 'office@clinic.example',
  centreAddress: 'Київ, вул. Хрещатик, 1',
  legalName: 'ТОВ «Клінік Офіс»',
  legalTaxCode: '12345678',
  legalAddress: 'Київ, вул. Хрещатик, 1, оф. 5',
}
const put = (login: string, payload: Record<string, unknown>) =>
  t.as(login, {
    method: 'PUT',
    url: '/api/settings/basic-settings',
    headers: { 'idempotency-key': randomUUID() },
    payload,
  })

describe('basic settings', () => {
  it('starts with the spec’s contact-centre hours and refuses a form with an empty field', async () => {
    const first = await t.as('registrar', { method: 'GET', url: '/api/settings/basic-settings' })
    expect(first.json()).toMatchObject({ weekdaysFrom: '08:00', weekdaysTo: '18:00', saturdayFrom: '09:00' })
    const res = await put('admin', { ...filled, legalAddress: '  ' })
    expect(res.statusCode).toBe(422)
    expect(JSON.stringify(res.json())).toContain('Заповніть всі поля')
    const late = await put('admin', { ...filled, weekdaysFrom: '19:00' })
    expect(late.statusCode).toBe(422)
    expect(JSON.stringify(late.json())).toContain('Кінець робочого дня пізніше за початок')
  })

  it('saves the whole record for holders of the main-settings right only', async () => {
    expect((await put('registrar', filled)).statusCode).toBe(403)
    const saved = await put('admin', filled)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toEqual(filled)
    expect((await t.as('cashier', { method: 'GET', url: '/api/settings/basic-settings' })).json()).toEqual(
      filled,
    )
  })
})
