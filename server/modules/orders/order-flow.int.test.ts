/**
 * The order's life through the API: edit with versions, recalculate on the server against the price
 * lists, promo codes, check and confirm the cart, finish it, reception, close; and every refusal a
 * registrar or cashier would meet (wrong state, stale version, someone else's order, wrong ids).
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { orders } from '../../db/schema/orders'
import { priceListPositions } from '../../db/schema/price-lists'
import { promoCodes } from '../../db/schema/promo-codes'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import type { McOrder } from '../../../domain/orders/order.schema'
import { callV2, demoServiceIds as demoServices, errorsOf, newOrder as placeOrder } from './order-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const api = (login: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  callV2(t, login, method, url, payload)
const newOrder = (login = 'cashier') => placeOrder(t, login)
const demoServiceIds = () => demoServices(t)

async function positionPrice(listId: number, serviceId: number) {
  const [p] = await t.db.db
    .select({ finalPrice: priceListPositions.finalPrice })
    .from(priceListPositions)
    .where(and(eq(priceListPositions.priceListId, listId), eq(priceListPositions.serviceId, serviceId)))
  return p!.finalPrice
}

describe('GET and PATCH /api/v2/mc-orders/{id}', () => {
  it('answers every part of the order, with the actions its state allows', async () => {
    const res = await api('registrar', 'GET', '/mc-orders/1')
    expect(res.statusCode).toBe(200)
    const o = res.json<McOrder>()
    expect(o).toMatchObject({ id: 1, state: 'cart_edited', stateLabel: 'Чернетка', version: 1 })
    expect(o.allowedEvents).toContain('confirm_cart')
    expect(o.allowedEvents).not.toContain('start_reception')
    expect(o.crmOrder).toMatchObject({ zeroPrice: false, cito: false, passportData: 'КВ 123456' })
    expect(o.filial?.cityId).toBe(o.city?.id)
    expect(o.cartData.services.length).toBeGreaterThan(0)
    expect((await api('registrar', 'GET', '/mc-orders/999999')).statusCode).toBe(404)
    expect((await api('doctor', 'GET', '/mc-orders/1')).statusCode).toBe(403)
  })

  it('sets the city from the filial, and clears the inline client when a crm client is chosen', async () => {
    const o = await newOrder()
    expect(o.city?.id).toBe(o.filial?.cityId)
    expect(o.crmClientId).toBe(20)
    const inline = await api('cashier', 'PATCH', `/mc-orders/${o.id}`, {
      version: o.version,
      crmClientId: null,
      client: { surname: 'Гнатюк', name: 'Остап' },
    })
    expect(inline.json<McOrder>().client).toMatchObject({ id: null, surname: 'Гнатюк' })
    const back = await api('cashier', 'PATCH', `/mc-orders/${o.id}`, {
      version: o.version + 1,
      crmClientId: 21,
    })
    expect(back.json<McOrder>()).toMatchObject({ crmClientId: 21, client: { id: 21 } })
    const [row] = await t.db.db.select({ data: orders.clientData }).from(orders).where(eq(orders.id, o.id))
    expect(row!.data).toBeNull()
  })

  it('answers a stale version with 409 and the current order', async () => {
    const o = await newOrder()
    expect(
      (await api('cashier', 'PATCH', `/mc-orders/${o.id}`, { version: o.version, isOnlinePayment: true }))
        .statusCode,
    ).toBe(200)
    const stale = await api('cashier', 'PATCH', `/mc-orders/${o.id}`, {
      version: o.version,
      isOnlinePayment: false,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({
      code: 'version_conflict',
      current: { id: o.id, version: o.version + 1, isOnlinePayment: true },
    })
  })

  it('refuses unknown ids, a price list of the wrong type and a filial of another city, per field', async () => {
    const o = await newOrder()
    const res = await api('cashier', 'PATCH', `/mc-orders/${o.id}`, {
      version: o.version,
      filialId: 99999,
      crmClientId: 999999,
    })
    expect(res.statusCode).toBe(422)
    expect(Object.keys(errorsOf(res)).sort()).toEqual(['crm_client_id', 'filial_id'])
    const wrongType = await api('cashier', 'PATCH', `/mc-orders/${o.id}`, {
      version: o.version,
      servicePriceListId: o.mcTestPriceListId,
    })
    expect(errorsOf(wrongType)).toEqual({ service_price_list_id: ['Оберіть прайс-лист послуг'] })
    const both = await api('cashier', 'PATCH', `/mc-orders/${o.id}`, {
      version: o.version,
      crmClientId: 20,
      client: { surname: 'А', name: 'Б' },
    })
    expect(Object.keys(errorsOf(both))).toEqual(['client'])
  })

  it('lets a registrar edit only the orders they made (another’s is answered as missing)', async () => {
    const others = await newOrder('cashier')
    const res = await api('registrar', 'PATCH', `/mc-orders/${others.id}`, {
      version: others.version,
      isOnlinePayment: true,
    })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ code: 'not_found', message: 'Не знайдено' })
    const mine = await newOrder('registrar')
    expect(
      (
        await api('registrar', 'PATCH', `/mc-orders/${mine.id}`, {
          version: mine.version,
          isOnlinePayment: true,
        })
      ).statusCode,
    ).toBe(200)
  })
})

describe('update-calculation', () => {
  it('prices the lines from the database’s price list, never from the request, and moves the order to draft', async () => {
    const o = await newOrder()
    const [a, b] = await demoServiceIds()
    const res = await api('cashier', 'POST', `/mc-orders/${o.id}/update-calculation`, {
      services: [{ id: a!, quantity: 2 }, { id: b! }],
    })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json<{
      cartData: McOrder['cartData']
      priceInfo: NonNullable<McOrder['priceInfo']>
      state: string
    }>()
    const priceA = await positionPrice(o.servicePriceListId!, a!)
    const priceB = await positionPrice(o.servicePriceListId!, b!)
    expect(body.state).toBe('cart_edited')
    expect(body.cartData.services[0]).toMatchObject({ id: a, quantity: 2, quantityToPay: 2, price: priceA })
    expect(body.cartData.services[0]!.name).not.toBe('')
    expect(body.priceInfo.priceCalculation.totals.sum).toBe(priceA * 2 + priceB)
    expect(body.priceInfo.priceCalculation.lines[0]!.explanation).toContain('грн')
    const stored = (await api('cashier', 'GET', `/mc-orders/${o.id}`)).json<McOrder>()
    expect(stored).toMatchObject({
      sum: priceA * 2 + priceB,
      toPay: priceA * 2 + priceB,
      state: 'cart_edited',
    })

    const cheat = await api('cashier', 'POST', `/mc-orders/${o.id}/update-calculation`, {
      services: [{ id: a!, price: 1 }],
    })
    expect(cheat.statusCode).toBe(422)
    expect(Object.keys(errorsOf(cheat))).toEqual(['services.0.price'])
  })

  it('re-prices the stored cart on an empty body (hard update) and keeps posted-out lists', async () => {
    const o = await newOrder()
    const [a] = await demoServiceIds()
    await api('cashier', 'POST', `/mc-orders/${o.id}/update-calculation`, { services: [{ id: a! }] })
    const hard = await api('cashier', 'POST', `/mc-orders/${o.id}/update-calculation`)
    expect(hard.statusCode, hard.body).toBe(200)
    expect(hard.json<{ cartData: McOrder['cartData'] }>().cartData.services.map((s) => s.id)).toEqual([a])
    const tests = await api('cashier', 'POST', `/mc-orders/${o.id}/update-calculation`, { tests: [] })
    expect(tests.json<{ cartData: McOrder['cartData'] }>().cartData.services).toHaveLength(1)
  })

  it('refuses more units from the deposit than the line has', async () => {
    const o = await newOrder()
    const [a] = await demoServiceIds()
    const res = await api('cashier', 'POST', `/mc-orders/${o.id}/update-calculation`, {
      services: [{ id: a!, quantity: 1, quantityFromDeposit: 2 }],
    })
    expect(res.statusCode).toBe(422)
    expect(Object.keys(errorsOf(res))).toEqual(['services.0.quantity_from_deposit'])
  })

  it('sends payment orders to the after-payment path and the others away from it', async () => {
    const o = await newOrder()
    const after = await api('cashier', 'PATCH', `/mc-orders/${o.id}/update-calculation-after-payment`, {})
    expect(after.statusCode).toBe(422)
    expect(after.json()).toMatchObject({ code: 'not_payment_order' })
    const normal = await api('cashier', 'POST', '/mc-orders/4/update-calculation', {})
    expect(normal.statusCode).toBe(422)
    expect(normal.json()).toMatchObject({ code: 'payment_order' })
    const [a] = await demoServiceIds()
    const paid = await api('cashier', 'PATCH', '/mc-orders/4/update-calculation-after-payment', {
      services: [{ id: a! }],
    })
    expect(paid.statusCode, paid.body).toBe(200)
    expect(paid.json()).toMatchObject({ state: 'confirmed' })
  })

  it('is refused once the order is done, naming the action and the state', async () => {
    const res = await api('cashier', 'POST', '/mc-orders/8/update-calculation', {})
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({
      code: 'order_state_forbids',
      message: 'Дію «Редагування кошика» не можна виконати: замовлення в стані «Виконано, не оплачено»',
    })
  })
})

describe('promo codes in the calculation', () => {
  it('applies an active code, refuses an unknown, expired or switched-off one on promo_code', async () => {
    const o = await newOrder()
    const [a] = await demoServiceIds()
    await api('cashier', 'POST', `/mc-orders/${o.id}/update-calculation`, { services: [{ id: a! }] })
    const price = await positionPrice(o.servicePriceListId!, a!)
    const current = (await api('cashier', 'GET', `/mc-orders/${o.id}`)).json<McOrder>()
    const ok = await api('cashier', 'PATCH', `/crm-orders/${o.id}`, {
      version: current.version,
      promoCode: ' spring10 ',
    })
    expect(ok.statusCode, ok.body).toBe(200)
    const applied = ok.json<McOrder>()
    expect(applied.crmOrder.promoCode).toBe('SPRING10')
    expect(applied.discount).toBe(Math.round(price * 0.1))
    const calc = await api('cashier', 'POST', `/mc-orders/${o.id}/update-calculation`, {})
    expect(
      calc.json<{ priceInfo: NonNullable<McOrder['priceInfo']> }>().priceInfo.priceCalculation
        .appliedDiscount,
    ).toMatchObject({
      kind: 'promo_code',
      percent: 10,
    })
    expect((await api('cashier', 'GET', `/mc-orders/${o.id}`)).json<McOrder>().discountPromoCode).toEqual({
      code: 'SPRING10',
      paymentTypeId: null,
    })
    for (const code of ['NOPE', 'OLD5', 'OFF25']) {
      const v = (await api('cashier', 'GET', `/mc-orders/${o.id}`)).json<McOrder>().version
      const res = await api('cashier', 'PATCH', `/crm-orders/${o.id}`, { version: v, promoCode: code })
      expect(res.statusCode, code).toBe(422)
      expect(errorsOf(res).promo_code![0], code).toMatch(/^Промокод не знайдено або він не активний/)
    }
  })

  it('lets a single-use code serve one order only', async () => {
    const first = await newOrder()
    const second = await newOrder()
    const [a] = await demoServiceIds()
    for (const o of [first, second])
      await api('cashier', 'POST', `/mc-orders/${o.id}/update-calculation`, { services: [{ id: a! }] })
    const v1 = (await api('cashier', 'GET', `/mc-orders/${first.id}`)).json<McOrder>().version
    expect(
      (await api('cashier', 'PATCH', `/crm-orders/${first.id}`, { version: v1, promoCode: 'ONCE15' }))
        .statusCode,
    ).toBe(200)
    const v2 = (await api('cashier', 'GET', `/mc-orders/${second.id}`)).json<McOrder>().version
    const again = await api('cashier', 'PATCH', `/crm-orders/${second.id}`, {
      version: v2,
      promoCode: 'ONCE15',
    })
    expect(again.statusCode).toBe(422)
    expect(errorsOf(again).promo_code![0]).toContain('одноразовий промокод уже використано')
    // The first order recalculating keeps its own use.
    expect((await api('cashier', 'POST', `/mc-orders/${first.id}/update-calculation`, {})).statusCode).toBe(
      200,
    )
  })
})

describe('cart-get-updated-infos, check-carts and finish-cart', () => {
  it('answers the price info without writing', async () => {
    const before = (await api('cashier', 'GET', '/mc-orders/1')).json<McOrder>()
    const res = await api('registrar', 'GET', '/cart-get-updated-infos/1')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ state: before.state, version: before.version })
    expect(
      res.json<{ priceInfo: { priceCalculation: { lines: unknown[] } } }>().priceInfo.priceCalculation.lines,
    ).toHaveLength(before.cartData.services.length + before.cartData.tests.length)
  })

  it('names every missing thing per field: patient, passport, consent', async () => {
    const { orderId } = (
      await t.as('cashier', { method: 'POST', url: '/api/mc-orders/create-new-from-zero' })
    ).json<{ orderId: number }>()
    const res = await api('cashier', 'PATCH', `/check-carts/${orderId}`, {})
    expect(res.statusCode).toBe(422)
    expect(errorsOf(res)).toEqual({
      crm_client_id: ['Оберіть пацієнта'],
      passport_data: ['Заповніть паспортні дані пацієнта'],
      personal_data_consent: ['Потрібна згода пацієнта на обробку персональних даних'],
    })
    const confirm = await api('cashier', 'PATCH', `/check-carts/${orderId}`, { confirm: true })
    expect(errorsOf(confirm).cart).toEqual(['Кошик порожній: додайте послугу, аналіз або товар'])
  })

  it('confirms a ready cart, then finishes it; finishing a draft is refused', async () => {
    const o = await newOrder()
    const [a] = await demoServiceIds()
    await api('cashier', 'POST', `/mc-orders/${o.id}/update-calculation`, { services: [{ id: a! }] })
    let v = (await api('cashier', 'GET', `/mc-orders/${o.id}`)).json<McOrder>().version
    const early = await api('cashier', 'PATCH', `/mc-orders/${o.id}/finish-cart`, {
      payFromInsuranceCompany: false,
    })
    expect(early.statusCode).toBe(422)
    expect(early.json()).toMatchObject({ code: 'order_state_forbids' })
    await api('cashier', 'PATCH', `/crm-orders/${o.id}`, {
      version: v,
      passportData: 'КВ 654321',
      personalDataConsent: true,
    })
    const check = await api('cashier', 'PATCH', `/check-carts/${o.id}`, {})
    expect(check.statusCode, check.body).toBe(200)
    expect(check.json()).toMatchObject({ ok: true, state: 'cart_edited' })
    const confirmed = await api('cashier', 'PATCH', `/check-carts/${o.id}`, { confirm: true })
    expect(confirmed.json()).toMatchObject({ state: 'cart_confirmed' })
    expect(
      confirmed.json<{ priceInfo: { firstConfirmedAt: string } }>().priceInfo.firstConfirmedAt,
    ).toBeTruthy()
    const insurer = await api('cashier', 'PATCH', `/mc-orders/${o.id}/finish-cart`, {
      payFromInsuranceCompany: true,
    })
    expect(Object.keys(errorsOf(insurer))).toEqual(['pay_from_insurance_company'])
    const done = await api('cashier', 'PATCH', `/mc-orders/${o.id}/finish-cart`, {
      payFromInsuranceCompany: false,
    })
    expect(done.statusCode).toBe(200)
    v = done.json<McOrder>().version
    expect(done.json<McOrder>()).toMatchObject({ state: 'confirmed', stateLabel: 'Підтверджений' })
    expect(done.json<McOrder>().cartFinishedAt).toBeTruthy()
    expect(v).toBeGreaterThan(o.version)
  })

  it('rejects a barcode used in another order: at the save, and at the check for one stored before', async () => {
    const first = await newOrder()
    const second = await newOrder()
    const test = (await api('admin', 'GET', '/mc-orders/1')).json<McOrder>().cartData.tests[0]!.id
    const save = (o: McOrder) =>
      api('cashier', 'POST', `/mc-orders/${o.id}/update-calculation`, {
        tests: [{ id: test, barcode: 'BC-777' }],
      })
    expect((await save(first)).statusCode).toBe(200)
    const refused = await save(second)
    expect(refused.statusCode).toBe(422)
    expect(errorsOf(refused)).toEqual({
      'tests.0.barcode': [`Штрихкод уже використано в замовленні ${first.code}`],
    })
    // A cart stored with the barcode before barcodes were held (or by another writer): the check refuses it.
    const stored = (await api('cashier', 'GET', `/mc-orders/${first.id}`)).json<McOrder>().cartData
    await t.db.db.update(orders).set({ cartData: stored }).where(eq(orders.id, second.id))
    const v = (await api('cashier', 'GET', `/mc-orders/${second.id}`)).json<McOrder>().version
    await api('cashier', 'PATCH', `/crm-orders/${second.id}`, {
      version: v,
      passportData: 'КВ 1',
      personalDataConsent: true,
    })
    const res = await api('cashier', 'PATCH', `/check-carts/${second.id}`, {})
    expect(res.statusCode).toBe(422)
    expect(errorsOf(res)).toEqual({
      'tests.0.barcode': [`Штрихкод уже використано в замовленні ${first.code}`],
    })
  })
})

describe('order actions', () => {
  it('walks start reception → finish reception → close, refusing what the state does not allow', async () => {
    const refused = await api('doctor', 'POST', '/mc-orders/1/start-reception', {})
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({
      message: 'Дію «Почати прийом» не можна виконати: замовлення в стані «Чернетка»',
    })
    const start = await api('doctor', 'POST', '/mc-orders/10/start-reception')
    expect(start.statusCode, start.body).toBe(200)
    expect(start.json<McOrder>()).toMatchObject({ state: 'done_part', stateLabel: 'Виконується' })
    const finish = await api('doctor', 'POST', '/mc-orders/10/finish-reception')
    expect(finish.json<McOrder>()).toMatchObject({ state: 'done' })
    expect((await api('doctor', 'POST', '/mc-orders/10/close', { confirmed: true })).statusCode).toBe(403)
    const unconfirmed = await api('cashier', 'POST', '/mc-orders/10/close', { confirmed: false })
    expect(unconfirmed.statusCode).toBe(422)
    expect(errorsOf(unconfirmed).confirmed).toEqual(['Підтвердіть закриття замовлення'])
    const closed = await api('cashier', 'POST', '/mc-orders/10/close', { confirmed: true })
    expect(closed.json<McOrder>()).toMatchObject({ state: 'payed_cash', allowedEvents: [] })
    const cancel = await api('cashier', 'POST', '/mc-orders/10/cancel', { reasonId: 1 })
    expect(cancel.json()).toMatchObject({
      code: 'order_state_forbids',
      message: 'Дію «Скасувати замовлення» не можна виконати: замовлення в стані «Виконано і оплачено»',
    })
  })

  it('cancels with a reason from the list only', async () => {
    const o = await newOrder()
    const unknown = await api('cashier', 'POST', `/mc-orders/${o.id}/cancel`, { reasonId: 99999 })
    expect(errorsOf(unknown)).toEqual({ reason_id: ['Оберіть причину скасування зі списку'] })
    const ok = await api('cashier', 'POST', `/mc-orders/${o.id}/cancel`, {
      reasonId: 1,
      comment: 'Клієнт передумав',
    })
    expect(ok.json<McOrder>()).toMatchObject({
      state: 'deleted',
      stateLabel: 'Скасовано',
      cancelReasonId: 1,
      cancelComment: 'Клієнт передумав',
    })
    const missing = await api('cashier', 'POST', '/mc-orders/999999/cancel', { reasonId: 1 })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ message: 'Замовлення не знайдено або не може бути скасовано' })
    const edit = await api('cashier', 'PATCH', `/mc-orders/${o.id}`, {
      version: ok.json<McOrder>().version,
      isOnlinePayment: true,
    })
    expect(edit.json()).toMatchObject({ code: 'order_state_forbids' })
  })

  it('finishes an order in progress', async () => {
    const res = await api('cashier', 'POST', '/mc-orders/9/finish')
    expect(res.json<McOrder>()).toMatchObject({ state: 'done' })
    expect(res.json<McOrder>().doneAt).toBeTruthy()
  })
})

describe('the order list and the reference data', () => {
  it('pages by 15, filters by state and shows a registrar only their orders', async () => {
    for (let i = 0; i < 16; i++)
      await t.as('cashier', { method: 'POST', url: '/api/mc-orders/create-new-from-zero' })
    const page = await api('cashier', 'GET', '/mc-orders')
    expect(page.statusCode).toBe(200)
    const body = page.json<{
      data: Array<{ id: number; state: string; createdBy: number }>
      meta: { total: number; perPage: number }
    }>()
    expect(body.data).toHaveLength(15)
    expect(body.meta.perPage).toBe(15)
    expect(body.meta.total).toBeGreaterThan(15)
    const drafts = (await api('cashier', 'GET', '/mc-orders?state=cart_edited,done_part')).json<typeof body>()
    expect(drafts.data.every((o) => ['cart_edited', 'done_part'].includes(o.state))).toBe(true)
    const mine = (await api('registrar', 'GET', '/mc-orders?perPage=100')).json<typeof body>()
    expect(new Set(mine.data.map((o) => o.createdBy)).size).toBe(1)
    expect((await api('cashier', 'GET', '/mc-orders?state=unknown')).statusCode).toBe(422)
    const code = (await api('cashier', 'GET', '/mc-orders?code=000001')).json<typeof body>()
    expect(code.data.map((o) => o.id)).toContain(1)
  })

  it('answers the cart’s reference data, with the active price lists of a place', async () => {
    const demo = (await api('admin', 'GET', '/mc-orders/1')).json<McOrder>()
    const res = await t.as('registrar', {
      method: 'GET',
      url: `/api/mc-orders/reference-data?filialId=${demo.filial!.id}`,
    })
    expect(res.statusCode).toBe(200)
    const data = res.json<Record<string, unknown> & { activePriceList: { services: { id: number } } }>()
    for (const key of [
      'cities',
      'mcTests',
      'services',
      'points',
      'orderCancellationReasons',
      'discounts',
      'serviceDoctors',
      'containers',
    ])
      expect(Array.isArray(data[key]), key).toBe(true)
    expect(data.activePriceList.services.id).toBe(demo.servicePriceListId)
  })

  it('names as needing a fiscal receipt the payment types marked so on the payment-types page', async () => {
    const ppo = async () =>
      (await t.as('registrar', { method: 'GET', url: '/api/mc-orders/reference-data' })).json<{
        ppoRequiredPaymentTypes: number[]
        filterPaymentTypes: { key: number; value: string }[]
      }>()
    const before = await ppo()
    const idOf = (name: string) => before.filterPaymentTypes.find((p) => p.value === name)!.key
    expect(before.ppoRequiredPaymentTypes).toEqual([idOf('Готівка')])
    expect(before.filterPaymentTypes[0]).not.toHaveProperty('ppoRequired')
    const card = await t.as('admin', {
      method: 'GET',
      url: `/api/settings/resources/payment-types/${idOf('Картка')}`,
    })
    const marked = await t.as('admin', {
      method: 'PATCH',
      url: `/api/settings/resources/payment-types/${idOf('Картка')}`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { version: card.json<{ version: number }>().version, ppoRequired: true },
    })
    expect(marked.statusCode, marked.body).toBe(200)
    expect((await ppo()).ppoRequiredPaymentTypes.sort()).toEqual([idOf('Готівка'), idOf('Картка')].sort())
  })
})

describe('promo code limits under concurrency', () => {
  it('gives a single-use code to one of two orders recalculating at the same moment', async () => {
    const [a] = await demoServiceIds()
    const pair = [await newOrder(), await newOrder()]
    for (const o of pair)
      await api('cashier', 'POST', `/mc-orders/${o.id}/update-calculation`, { services: [{ id: a! }] })
    await t.db.db
      .insert(promoCodes)
      .values({ code: 'RACE5', percent: 5, perpetual: true, multipleUse: false })
    // The code is written straight into both orders (as a stale offline edit could), then both recalculate at once.
    for (const o of pair) await t.db.db.update(orders).set({ promoCode: 'RACE5' }).where(eq(orders.id, o.id))
    const both = await Promise.all(
      pair.map((o) => api('cashier', 'POST', `/mc-orders/${o.id}/update-calculation`, {})),
    )
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 422])
  })
})
