/** The doctor list of the previous-entry form: active doctors only, as {key, value}, alphabetical. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { staff } from '../../db/schema/staff'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
const staffId = async (fullName: string) =>
  (await t.db.db.select({ id: staff.id }).from(staff).where(eq(staff.fullName, fullName)))[0]!.id

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('GET /api/v2/doctor-actives/reference', () => {
  it('lists the active doctors as {key, value} in Ukrainian alphabetical order', async () => {
    const res = await t.as('callcenter', { method: 'GET', url: '/api/api/v2/doctor-actives/reference' })
    expect(res.statusCode).toBe(200)
    const list = res.json<Array<{ key: number; value: string }>>()
    expect(list).toContainEqual({
      key: await staffId('Коваленко Олена Петрівна'),
      value: 'Коваленко Олена Петрівна',
    })
    const keys = list.map((d) => d.key)
    expect(keys).not.toContain(await staffId('Климчук Людмила Романівна')) // a doctor no longer active
    expect(keys).not.toContain(await staffId('Сидоренко Валентина Іванівна')) // a nurse
    expect(keys).not.toContain(await staffId('Остапенко Богдан Васильович')) // a referring partner
    const names = list.map((d) => d.value)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'uk')))
  })

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/api/v2/doctor-actives/reference' })
    expect(res.statusCode).toBe(401)
  })
})
