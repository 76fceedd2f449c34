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
    const read = (
      await t.as('admin', { method: 'GET', url: '/api/settings/basic-settings' })
    ).json<BasicSettings>()
    expect(read.centreName).not.toBe('')
    const saved = await put('admin', { ...filled, version: read.version })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toEqual({ ...filled, version: read.version + 1 })
    expect((await t.as('cashier', { method: 'GET', url: '/api/settings/basic-settings' })).json()).toEqual(
      saved.json(),
    )
  })

  it('saves against the version read: of two editors of one version one wins, the other gets 409 with it', async () => {
    const { version } = (
      await t.as('admin', { method: 'GET', url: '/api/settings/basic-settings' })
    ).json<BasicSettings>()
    const [a, b] = await Promise.all([
      put('admin', { ...filled, version, centrePhone: '+380441110001' }),
      put('admin', { ...filled, version, centrePhone: '+380441110002' }),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    const [won, lost] = a.statusCode === 200 ? [a, b] : [b, a]
    expect(won.json()).toMatchObject({ version: version + 1 })
    expect(lost.json()).toMatchObject({ code: 'version_conflict', current: won.json<BasicSettings>() })
    const now = await t.as('admin', { method: 'GET', url: '/api/settings/basic-settings' })
    expect(now.json()).toEqual(won.json())
    expect((await put('admin', { ...filled, version: 0 })).statusCode).toBe(409)
    expect((await put('admin', { ...filled, version: 2 ** 31 })).statusCode).toBe(422)
  })
})
