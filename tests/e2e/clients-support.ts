/** Steps shared by the patients journeys: a client made through the API, the previous-entry form's fields. */
import { expect, type APIRequestContext, type Locator } from '@playwright/test'
import { kyivDay as kyivDayOf } from '../../domain/time/kyiv'
import { API } from './offline-support'
import { shownDay } from './date-support'

export interface ServerClient {
  id: number
  uuid: string
  surname: string
  name: string
  phone: string | null
  version: number
}

export interface ServerEntry {
  id: number
  doctorId: number
  deadlineAt: string
  type: number
  comment: string | null
  isNearVisit: 0 | 1
  clientId: number
}

export async function createClientByApi(
  request: APIRequestContext,
  token: string,
  data: Record<string, unknown>,
): Promise<ServerClient> {
  const res = await request.post(`${API}/clients`, {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    data,
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()) as ServerClient
}

/** Today's Kyiv calendar day moved by whole calendar days (not 24-hour steps, which a DST change near
 * midnight lands on the wrong day), as the date input takes it. */
export function kyivDay(offsetDays = 0): string {
  const today = kyivDayOf(new Date())
  const day = new Date(`${today}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + offsetDays)
  return day.toISOString().slice(0, 10)
}

/** A unique Ukrainian-looking surname and its Latin spelling (a letter suffix keeps runs apart). */
export function uniqueSurname(): { cyr: string; lat: string } {
  const letters: Array<[string, string]> = [
    ['а', 'a'],
    ['б', 'b'],
    ['в', 'v'],
    ['д', 'd'],
    ['л', 'l'],
    ['м', 'm'],
    ['н', 'n'],
    ['р', 'r'],
    ['т', 't'],
  ]
  let n = Date.now()
  let cyr = ''
  let lat = ''
  for (let i = 0; i < 6; i++) {
    const [c, l] = letters[n % letters.length]!
    cyr += c
    lat += l
    n = Math.floor(n / letters.length)
  }
  return { cyr: `Коваленко${cyr}`, lat: `kovalenko${lat}` }
}

/** Fills the entry's own fields: the first active doctor, a deadline, the type. */
export async function fillEntry(
  form: Locator,
  opts: { deadline: string; type: 'Первинне' | 'Повторне'; comment?: string },
) {
  const doctor = form.getByLabel('Лікар')
  await expect(doctor.locator('option').nth(1)).toBeAttached()
  await doctor.selectOption({ index: 1 })
  await form.getByLabel('Крайній термін').fill(shownDay(opts.deadline))
  await form.getByLabel('Тип звернення').selectOption({ label: opts.type })
  if (opts.comment !== undefined) await form.getByLabel('Коментар').fill(opts.comment)
}
