/**
 * A contractor's contract profile (issue #6, spec 001 §3 "Contractor", §4 "Access token"): the email
 * variants, bank details, addresses and notification flags, and the access token regenerated on
 * confirmation and kept only as a hash.
 */
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccessTokenIssued } from '../../../domain/insurance-companies/access-token.schema'
import { uaIban } from '../../../domain/insurance-companies/bank-details'
import type { InsuranceCompany } from '../../../domain/insurance-companies/insurance-company.schema'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { insuranceCompanies } from '../../db/schema/finance'
import { idempotencyKeys } from '../../db/schema/sync'
import { errorsOf } from '../orders/order-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const base = '/api/settings/insurance-companies'
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, login = 'admin') =>
  t.as(login, { method, url: `${base}${url}`, ...(payload ? { payload } : {}) })

const IBAN = 'UA213223130000026007233566001'
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')

let seq = 0
const required = () => {
  seq += 1
  return { name: `СК «Профіль ${seq}»`, code: `PROFILE${seq}`, email: `dms${seq}@example.com` }
}
async function contractor(extra: object = {}): Promise<InsuranceCompany> {
  const res = await call('POST', '', { ...required(), ...extra })
  if (res.statusCode !== 201) throw new Error(`contractor: ${res.statusCode} ${res.body}`)
  return res.json<InsuranceCompany>()
}
const tokenColumns = async (id: number) =>
  (
    await t.db.db
      .select({
        hash: insuranceCompanies.accessTokenHash,
        tail: insuranceCompanies.accessTokenTail,
        at: insuranceCompanies.accessTokenCreatedAt,
      })
      .from(insuranceCompanies)
      .where(eq(insuranceCompanies.id, id))
  )[0]!

describe('a contractor’s contract profile', () => {
  it('saves the email variants, bank details, addresses and notices, and reads them back', async () => {
    const account = uaIban('3052990000026001234567890')
    const profile = {
      emergencyEmail: 'sos@zdorovia.example.com',
      financialEmail: 'finance@zdorovia.example.com',
      responsibleOfficerEmail: 'officer@zdorovia.example.com',
      resultsEmail: 'results@zdorovia.example.com',
      bankName: 'АТ КБ «ПриватБанк»',
      bankCode: '305299',
      legalAddress: 'м. Київ, вул. Хрещатик, 1',
      mailingAddress: 'м. Київ, а/с 15',
      notifyResults: true,
      notifyOrders: true,
      notifyStatements: true,
    }
    const made = await contractor({ ...profile, settlementAccount: account.replace(/(.{4})/g, '$1 ') })
    const expected = { ...profile, settlementAccount: account, accessToken: null, version: 1 }
    expect(made).toMatchObject(expected)
    expect((await call('GET', `/${made.id}`)).json<InsuranceCompany>()).toMatchObject(expected)
    const listed = (await call('GET', `?code=${made.code}`)).json<{ data: InsuranceCompany[] }>().data
    expect(listed).toMatchObject([expected])

    const plain = await contractor()
    expect(plain).toMatchObject({
      emergencyEmail: null,
      bankCode: null,
      settlementAccount: null,
      legalAddress: null,
      notifyResults: false,
      notifyOrders: false,
      notifyStatements: false,
      accessToken: null,
    })
    const edited = await call('PATCH', `/${plain.id}`, {
      version: 1,
      settlementAccount: IBAN,
      bankCode: '322313',
      mailingAddress: 'м. Львів, вул. Городоцька, 2',
      resultsEmail: 'lab@example.com',
      notifyResults: true,
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json<InsuranceCompany>()).toMatchObject({
      settlementAccount: IBAN,
      bankCode: '322313',
      notifyResults: true,
      version: 2,
    })
    // An empty optional field clears it.
    const cleared = await call('PATCH', `/${plain.id}`, { version: 2, bankCode: '', mailingAddress: null })
    expect(cleared.json<InsuranceCompany>()).toMatchObject({ bankCode: null, mailingAddress: null })
  })

  it('seeds demo contractors whose profile passes the same rules', async () => {
    const [tas] = (await call('GET', '?code=TAS')).json<{ data: InsuranceCompany[] }>().data
    expect(tas).toMatchObject({
      bankCode: '305299',
      notifyResults: true,
      resultsEmail: 'results@tas.example.com',
    })
    const { id, version, settlementAccount, bankCode, resultsEmail, financialEmail } = tas!
    const resend = await call('PATCH', `/${id}`, {
      version,
      settlementAccount,
      bankCode,
      resultsEmail,
      financialEmail,
    })
    expect(resend.statusCode, resend.body).toBe(200)
  })

  it('refuses a bad bank code, IBAN or email, naming the field', async () => {
    const bad = await call('POST', '', {
      ...required(),
      bankCode: '12345',
      settlementAccount: IBAN.slice(0, -1),
      emergencyEmail: 'sos@',
      financialEmail: 'finance',
      responsibleOfficerEmail: 'officer@@example.com',
      resultsEmail: 42,
    })
    expect(bad.statusCode).toBe(422)
    expect(errorsOf(bad)).toEqual({
      bank_code: ['Код банку (МФО): 6 цифр'],
      settlement_account: ['Розрахунковий рахунок: IBAN з UA та 27 цифр'],
      emergency_email: ['Некоректна адреса email'],
      financial_email: ['Некоректна адреса email'],
      responsible_officer_email: ['Некоректна адреса email'],
      results_email: ['Некоректна адреса email'],
    })
    const checkDigits = await call('POST', '', {
      ...required(),
      settlementAccount: IBAN.replace('UA21', 'UA12'),
    })
    expect(errorsOf(checkDigits)).toEqual({
      settlement_account: ['Некоректний IBAN: не збігаються контрольні цифри'],
    })
    const foreign = await call('POST', '', { ...required(), settlementAccount: 'DE89370400440532013000' })
    expect(errorsOf(foreign)).toEqual({ settlement_account: ['Розрахунковий рахунок: IBAN з UA та 27 цифр'] })
    const made = await contractor()
    const patch = await call('PATCH', `/${made.id}`, { version: 1, bankCode: '1234567' })
    expect(patch.statusCode).toBe(422)
    expect(errorsOf(patch)).toEqual({ bank_code: ['Код банку (МФО): 6 цифр'] })
    // Nothing half-saved.
    expect((await call('GET', `/${made.id}`)).json<InsuranceCompany>()).toMatchObject({
      version: 1,
      bankCode: null,
    })
  })

  it('refuses a notice whose email is empty, on create and on edit', async () => {
    const noResults = await call('POST', '', { ...required(), notifyResults: true })
    expect(noResults.statusCode).toBe(422)
    expect(errorsOf(noResults)).toEqual({
      results_email: ['Вкажіть email для результатів, щоб надсилати їх'],
    })
    const noFinance = await call('POST', '', { ...required(), notifyStatements: true, financialEmail: '' })
    expect(errorsOf(noFinance)).toEqual({
      financial_email: ['Вкажіть фінансовий email, щоб надсилати щомісячні звіти'],
    })
    // Orders go to the contact email, which every contractor has.
    expect((await contractor({ notifyOrders: true })).notifyOrders).toBe(true)

    const made = await contractor({ resultsEmail: 'lab@example.com', notifyResults: true })
    const clear = await call('PATCH', `/${made.id}`, { version: 1, resultsEmail: null })
    expect(clear.statusCode).toBe(422)
    expect(errorsOf(clear)).toEqual({ results_email: ['Вкажіть email для результатів, щоб надсилати їх'] })
    const turnOn = await call('PATCH', `/${made.id}`, { version: 1, notifyStatements: true })
    expect(errorsOf(turnOn)).toEqual({
      financial_email: ['Вкажіть фінансовий email, щоб надсилати щомісячні звіти'],
    })
    const both = await call('PATCH', `/${made.id}`, { version: 1, resultsEmail: null, notifyResults: false })
    expect(both.statusCode, both.body).toBe(200)
  })
})

/** A first answer: the token is there (only a repeat answers null). */
type Issued = AccessTokenIssued & { token: string }

describe('a contractor’s access token', () => {
  const regenerate = (id: number, payload: object, login = 'admin') =>
    call('POST', `/${id}/access-token`, payload, login)

  it('is for signed-in users who may edit the settings, after confirmation, on the current version', async () => {
    const made = await contractor()
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `${base}/${made.id}/access-token`,
      payload: { confirm: true, version: 1 },
    })
    expect(anonymous.statusCode).toBe(401)
    expect((await regenerate(made.id, { confirm: true, version: 1 }, 'registrar')).statusCode).toBe(403)
    for (const payload of [{ version: 1 }, { confirm: false, version: 1 }]) {
      const unconfirmed = await regenerate(made.id, payload)
      expect(unconfirmed.statusCode).toBe(422)
      expect(errorsOf(unconfirmed)).toEqual({ confirm: ['Підтвердіть оновлення токена доступу'] })
    }
    await call('PATCH', `/${made.id}`, { version: 1, contactPerson: 'Іваненко Ольга' })
    const stale = await regenerate(made.id, { confirm: true, version: 1 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({
      code: 'version_conflict',
      current: { version: 2, accessToken: null },
    })
    expect((await regenerate(999_999, { confirm: true, version: 1 })).statusCode).toBe(404)
    expect((await tokenColumns(made.id)).hash).toBeNull()
  })

  it('answers the token once, keeps only its hash, and shows only its tail afterwards', async () => {
    const made = await contractor()
    const res = await regenerate(made.id, { confirm: true, version: 1 })
    expect(res.statusCode, res.body).toBe(200)
    const issued = res.json<Issued>()
    expect(issued.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(issued).toMatchObject({ version: 2, accessToken: { tail: issued.token.slice(-4) } })
    const stored = await tokenColumns(made.id)
    expect(stored.hash).toBe(sha256(issued.token))
    expect(stored.tail).toBe(issued.token.slice(-4))
    expect(stored.at?.toISOString()).toBe(issued.accessToken.createdAt)

    const read = await call('GET', `/${made.id}`)
    expect(read.json<InsuranceCompany>()).toMatchObject({ version: 2, accessToken: issued.accessToken })
    const list = await call('GET', `?code=${made.code}`)
    for (const body of [read.body, list.body]) {
      expect(body).not.toContain(issued.token)
      expect(body).not.toContain(stored.hash!)
      expect(body).not.toContain('accessTokenHash')
    }

    const again = await regenerate(made.id, { confirm: true, version: 2 })
    expect(again.statusCode, again.body).toBe(200)
    const second = again.json<Issued>()
    expect(second.token).not.toBe(issued.token)
    expect(second.version).toBe(3)
    expect((await tokenColumns(made.id)).hash).toBe(sha256(second.token))
    const holders = await t.db.db
      .select({ id: insuranceCompanies.id })
      .from(insuranceCompanies)
      .where(eq(insuranceCompanies.accessTokenHash, sha256(issued.token)))
    expect(holders).toEqual([])
  })

  it('is not kept with the Idempotency-Key: a repeat of the request answers without it', async () => {
    const made = await contractor()
    const send = () =>
      t.as('admin', {
        method: 'POST',
        url: `${base}/${made.id}/access-token`,
        payload: { confirm: true, version: 1 },
        headers: { 'idempotency-key': `token-${made.id}-0001` },
      })
    const first = await send()
    expect(first.statusCode, first.body).toBe(200)
    const issued = first.json<Issued>()
    expect(issued.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const repeat = await send()
    expect(repeat.statusCode).toBe(200)
    expect(repeat.headers['idempotent-replay']).toBe('true')
    expect(repeat.json()).toEqual({ ...issued, token: null })
    const kept = await t.db.db.select({ response: idempotencyKeys.response }).from(idempotencyKeys)
    expect(JSON.stringify(kept)).not.toContain(issued.token)
    expect((await tokenColumns(made.id)).hash).toBe(sha256(issued.token))
  })
})
