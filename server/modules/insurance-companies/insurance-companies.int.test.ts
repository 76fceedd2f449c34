/**
 * Contractors (insurance companies): the settings API, the rule that puts one on an order, the cart's
 * references and the contractor's own price lists in load-active-for-cart.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InsuranceCompany } from '../../../domain/insurance-companies/insurance-company.schema'
import type { McOrder } from '../../../domain/orders/order.schema'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { insuranceCompanies, paymentTypes } from '../../db/schema/finance'
import { cities, filials } from '../../db/schema/places'
import { callV2, errorsOf, newOrder } from '../orders/order-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const settings = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, login = 'admin') =>
  t.as(login, { method, url: `/api/settings/insurance-companies${url}`, ...(payload ? { payload } : {}) })

const cityId = async (name: string) =>
  (await t.db.db.select({ id: cities.id }).from(cities).where(eq(cities.nameUk, name)))[0]!.id
const filialId = async (code: string) =>
  (await t.db.db.select({ id: filials.id }).from(filials).where(eq(filials.code, code)))[0]!.id
const insurerId = async (code: string) =>
  (
    await t.db.db
      .select({ id: insuranceCompanies.id })
      .from(insuranceCompanies)
      .where(eq(insuranceCompanies.code, code))
  )[0]!.id
const paymentTypeId = async (name: string) =>
  (await t.db.db.select({ id: paymentTypes.id }).from(paymentTypes).where(eq(paymentTypes.name, name)))[0]!.id

let seq = 0
/** A contractor made through the API, with a contract open since 2020 unless told otherwise. */
async function contractor(extra: object = {}): Promise<InsuranceCompany> {
  seq += 1
  const res = await settings('POST', '', {
    name: `СК «Тест ${seq}»`,
    code: `TEST${seq}`,
    email: `dms${seq}@example.com`,
    contractStartDate: '2020-01-01',
    published: true,
    ...extra,
  })
  if (res.statusCode !== 201) throw new Error(`contractor: ${res.statusCode} ${res.body}`)
  return res.json<InsuranceCompany>()
}

const setInsurer = (order: McOrder, id: number, extra: object = {}) =>
  callV2(t, 'cashier', 'PATCH', `/mc-orders/${order.id}`, {
    version: order.version,
    crmInsuranceCompanyId: id,
    ...extra,
  })

describe('contractors in the settings', () => {
  it('creates a contractor with what its contract covers, lists, reads and edits it with its version', async () => {
    const kyiv = await cityId('Київ')
    const lviv = await cityId('Львів')
    const kv01 = await filialId('KV01')
    const card = await paymentTypeId('Картка')
    const res = await settings('POST', '', {
      name: 'СК «Здоров’я плюс»',
      code: 'ZDOROVIA',
      email: 'dms@zdorovia.example.com',
      phone: '+38 (044) 123-45-67',
      contractNumber: 'ДМС-2026/01',
      contractStartDate: '2026-01-01',
      contractEndDate: '2026-12-31',
      autoExtension: true,
      postponementDays: 30,
      maxDiscountPercent: 12,
      additionalData: { city: lviv },
      cityIds: [kyiv],
      filialIds: [kv01],
      paymentTypeIds: [card],
    })
    expect(res.statusCode, res.body).toBe(201)
    const made = res.json<InsuranceCompany>()
    expect(made).toMatchObject({
      name: 'СК «Здоров’я плюс»',
      phone: '380441234567',
      maxDiscountPercent: 12,
      filialIds: [kv01],
      paymentTypeIds: [card],
      priceListIds: [],
      contractInForce: true,
      version: 1,
    })
    // The home city is always one of the contractor's cities.
    expect([...made.cityIds].sort()).toEqual([kyiv, lviv].sort())

    const list = await settings('GET', '?name=здоров')
    expect(list.json<{ data: InsuranceCompany[]; meta: object }>()).toMatchObject({
      data: [{ code: 'ZDOROVIA' }],
      meta: { page: 1, perPage: 15, total: 1 },
    })
    expect((await settings('GET', '?code=zdor')).json<{ data: unknown[] }>().data).toHaveLength(1)
    expect((await settings('GET', `/${made.id}`)).json<InsuranceCompany>().contractNumber).toBe('ДМС-2026/01')

    const edited = await settings('PATCH', `/${made.id}`, { version: 1, filialIds: [], published: false })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json<InsuranceCompany>()).toMatchObject({ filialIds: [], published: false, version: 2 })
    const stale = await settings('PATCH', `/${made.id}`, { version: 1, name: 'Інша назва' })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({
      code: 'version_conflict',
      current: { version: 2, published: false },
    })
    expect((await settings('GET', '/999999')).statusCode).toBe(404)
  })

  it('refuses a missing email, a taken code, a repeated city, unknown ids and a contract ending before it starts', async () => {
    const kyiv = await cityId('Київ')
    const noEmail = await settings('POST', '', { name: 'СК «Без пошти»', code: 'NOMAIL' })
    expect(noEmail.statusCode).toBe(422)
    expect(errorsOf(noEmail)).toEqual({ email: ["Поле email обов'язково для заповнення"] })
    const taken = await settings('POST', '', { name: 'СК «Двійник»', code: 'TAS', email: 'x@example.com' })
    expect(errorsOf(taken)).toEqual({ code: ['Такий код вже зайнятий'] })
    const twice = await settings('POST', '', {
      name: 'СК «Двічі»',
      code: 'TWICE',
      email: 'x@example.com',
      cityIds: [kyiv, kyiv],
    })
    expect(errorsOf(twice)).toEqual({ city_ids: ['Це місто вже обране в контрагента'] })
    const unknown = await settings('POST', '', {
      name: 'СК «Невідома»',
      code: 'UNKNOWN',
      email: 'x@example.com',
      filialIds: [999999],
      priceListIds: [999999],
    })
    expect(errorsOf(unknown)).toEqual({
      'filial_ids.0': ['Значення не знайдено в довіднику'],
      'price_list_ids.0': ['Значення не знайдено в довіднику'],
    })
    const dates = await settings('POST', '', {
      name: 'СК «Назад у часі»',
      code: 'BACK',
      email: 'x@example.com',
      contractStartDate: '2026-05-01',
      contractEndDate: '2026-04-01',
    })
    expect(errorsOf(dates)).toEqual({
      contract_end_date: ['Дата закінчення договору не може бути раніше дати початку'],
    })
    expect((await settings('GET', '?name=Назад')).json<{ data: unknown[] }>().data).toEqual([])
  })

  it('is for users who may edit the settings, and for signed-in users only', async () => {
    expect((await settings('GET', '', undefined, 'registrar')).statusCode).toBe(403)
    const post = await settings(
      'POST',
      '',
      { name: 'СК «Чужа»', code: 'ALIEN', email: 'a@example.com' },
      'registrar',
    )
    expect(post.statusCode).toBe(403)
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/settings/insurance-companies' })
    expect(anonymous.statusCode).toBe(401)
    const anonymousPatch = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/insurance-companies/1',
      payload: { version: 1 },
    })
    expect(anonymousPatch.statusCode).toBe(401)
  })
})

describe('a contractor on an order', () => {
  it('refuses an ended contract, an unpublished contractor, another city, filial or payment type — on the field', async () => {
    const order = await newOrder(t)
    const ended = await setInsurer(order, await insurerId('PROVIDNA'))
    expect(ended.statusCode).toBe(422)
    expect(errorsOf(ended)).toEqual({
      crm_insurance_company_id: ['Договір з контрагентом закінчився 31.12.2025'],
    })
    const hidden = await setInsurer(order, await insurerId('KNIAZHA'))
    expect(errorsOf(hidden)).toEqual({ crm_insurance_company_id: ['Контрагент не опублікований'] })
    const odesa = await contractor({ cityIds: [await cityId('Одеса')] })
    expect(errorsOf(await setInsurer(order, odesa.id))).toEqual({
      crm_insurance_company_id: ['Контрагент не працює в цьому місті'],
    })
    const elsewhere = await contractor({
      cityIds: [order.filial!.cityId],
      filialIds: (
        await t.db.db.select({ id: filials.id }).from(filials).where(eq(filials.cityId, order.filial!.cityId))
      )
        .map((f) => f.id)
        .filter((id) => id !== order.filial!.id),
    })
    expect(errorsOf(await setInsurer(order, elsewhere.id))).toEqual({
      crm_insurance_company_id: ['Контрагент не працює в цій філії'],
    })
    const byInsurer = await paymentTypeId('Оплата страховою компанією')
    const cash = await paymentTypeId('Готівка')
    const paid = await contractor({ paymentTypeIds: [byInsurer] })
    expect(errorsOf(await setInsurer(order, paid.id, { paymentTypeId: cash }))).toEqual({
      crm_insurance_company_id: ['Контрагент не приймає цей тип оплати'],
    })
    const future = await contractor({ contractStartDate: '2099-01-01' })
    expect(errorsOf(await setInsurer(order, future.id))).toEqual({
      crm_insurance_company_id: ['Договір з контрагентом починає діяти з 01.01.2099'],
    })
    const ok = await setInsurer(order, paid.id, { paymentTypeId: byInsurer })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json<McOrder>()).toMatchObject({ insuranceCompany: { id: paid.id }, paymentTypeId: byInsurer })
  })

  it('keeps the contractor rule when the order moves: another city or payment type is refused on that field', async () => {
    const order = await newOrder(t)
    const local = await contractor({
      cityIds: [order.filial!.cityId],
      paymentTypeIds: [await paymentTypeId('Оплата страховою компанією')],
    })
    const set = await setInsurer(order, local.id)
    expect(set.statusCode, set.body).toBe(200)
    const [odesaFilial] = await t.db.db
      .select({ id: filials.id })
      .from(filials)
      .where(eq(filials.code, 'OD01'))
    const moved = await callV2(t, 'cashier', 'PATCH', `/mc-orders/${order.id}`, {
      version: set.json<McOrder>().version,
      filialId: odesaFilial!.id,
    })
    expect(moved.statusCode).toBe(422)
    expect(errorsOf(moved)).toEqual({ filial_id: ['Контрагент не працює в цьому місті'] })
    const cash = await callV2(t, 'cashier', 'PATCH', `/mc-orders/${order.id}`, {
      version: set.json<McOrder>().version,
      paymentTypeId: await paymentTypeId('Готівка'),
    })
    expect(errorsOf(cash)).toEqual({ payment_type_id: ['Контрагент не приймає цей тип оплати'] })
  })

  it('checks the crm-orders edit the same way, on insurance_company_id', async () => {
    const order = await newOrder(t)
    const res = await callV2(t, 'cashier', 'PATCH', `/crm-orders/${order.id}`, {
      version: order.version,
      insuranceCompanyId: await insurerId('PROVIDNA'),
    })
    expect(res.statusCode).toBe(422)
    expect(errorsOf(res)).toEqual({ insurance_company_id: ['Договір з контрагентом закінчився 31.12.2025'] })
    const auto = await callV2(t, 'cashier', 'PATCH', `/crm-orders/${order.id}`, {
      version: order.version,
      // «Уніка»'s contract ended on 31.12.2025 but extends itself, and covers Kyiv, the order's city.
      insuranceCompanyId: await insurerId('UNIKA'),
    })
    expect(auto.statusCode, auto.body).toBe(200)
  })
})

describe('contractors in the cart references', () => {
  it('offers published contractors with their cities, filials and whether the contract is in force', async () => {
    const tas = await insurerId('TAS')
    const kyiv = await cityId('Київ')
    const kv01 = await filialId('KV01')
    type Option = {
      key: number
      code: string
      cityIds: number[]
      filialIds: number[]
      contractInForce: boolean
    }
    const refs = (await t.as('registrar', { method: 'GET', url: '/api/mc-orders/reference-data' })).json<{
      crmInsuranceCompaniesForCart: Option[]
    }>()
    const cart = refs.crmInsuranceCompaniesForCart
    expect(cart.find((o) => o.key === tas)).toMatchObject({ code: 'TAS', contractInForce: true })
    expect(cart.find((o) => o.key === tas)!.cityIds).toContain(kyiv)
    expect(cart.find((o) => o.key === tas)!.filialIds).toContain(kv01)
    expect(cart.find((o) => o.code === 'PROVIDNA')).toMatchObject({ contractInForce: false })
    expect(cart.find((o) => o.code === 'KNIAZHA')).toBeUndefined()
    const state = (await t.as('registrar', { method: 'GET', url: '/api/current-state' })).json<{
      data: { insuranceCompaniesForCart: Option[] }
    }>()
    expect(state.data.insuranceCompaniesForCart.find((o) => o.key === tas)).toMatchObject({
      cityIds: cart.find((o) => o.key === tas)!.cityIds,
      contractInForce: true,
    })
  })

  it('lists the cities contractors work in, a new contractor’s home city among them', async () => {
    const cityList = async () =>
      (await t.as('registrar', { method: 'GET', url: '/api/api/v2/insurance-cities/reference' }))
        .json<{ data: Array<{ key: number; value: string }> }>()
        .data.map((c) => c.value)
    expect(await cityList()).not.toContain('Вінниця')
    await contractor({ additionalData: { city: await cityId('Вінниця') } })
    expect(await cityList()).toContain('Вінниця')
  })

  it('prefers the contractor’s own price list for its orders, and never offers it to others', async () => {
    const tas = await insurerId('TAS')
    const kv01 = await filialId('KV01')
    const active = async (query: string) =>
      (
        await t.as('registrar', {
          method: 'GET',
          url: `/api/settings/price-lists/load-active-for-cart?${query}`,
        })
      ).json<{
        data: Record<'services' | 'tests', { id: number; name: string; insuranceCompanyId: number | null }>
      }>().data
    const plain = await active(`filialId=${kv01}`)
    const insured = await active(`filialId=${kv01}&insuranceCompanyId=${tas}`)
    expect(insured.services).toMatchObject({ name: 'ДМС СК «ТАС» — послуги, Київ', insuranceCompanyId: tas })
    expect(plain.services.insuranceCompanyId).toBeNull()
    expect(plain.services.id).not.toBe(insured.services.id)
    // «ТАС» has no tests list of its own: the filial's list stays.
    expect(insured.tests).toMatchObject({ id: plain.tests.id, insuranceCompanyId: null })
    const refs = await t.as('registrar', {
      method: 'GET',
      url: `/api/mc-orders/reference-data?filialId=${kv01}&insuranceCompanyId=${tas}`,
    })
    expect(refs.json()).toMatchObject({ activePriceList: { services: { id: insured.services.id } } })
    const bad = await t.as('registrar', {
      method: 'GET',
      url: `/api/settings/price-lists/load-active-for-cart?filialId=${kv01}&insuranceCompanyId=abc`,
    })
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(errorsOf(bad))).toEqual(['insurance_company_id'])
  })
})
