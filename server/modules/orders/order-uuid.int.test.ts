/** An order created offline is addressed by its device uuid until its queued requests learn the server id. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { McOrder } from '../../../domain/orders/order.schema'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const as = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.as('registrar', { method, url, ...(payload ? { payload } : {}) })

describe('orders addressed by their uuid', () => {
  it('reads, edits and recalculates an order by the uuid it was created with', async () => {
    const uuid = crypto.randomUUID()
    const created = await as('POST', '/api/mc-orders/create-new-from-zero', { uuid })
    expect(created.statusCode).toBe(201)
    const { orderId } = created.json<{ orderId: number }>()

    const read = await as('GET', `/api/api/v2/mc-orders/${uuid}`)
    expect(read.statusCode).toBe(200)
    expect(read.json<McOrder>()).toMatchObject({ id: orderId, uuid, version: 1 })

    const demo = (await as('GET', '/api/api/v2/mc-orders/1')).json<McOrder>()
    const patched = await as('PATCH', `/api/api/v2/mc-orders/${uuid}`, {
      version: 1,
      filialId: demo.filial!.id,
      servicePriceListId: demo.servicePriceListId,
    })
    expect(patched.statusCode, patched.body).toBe(200)
    const calc = await as('POST', `/api/api/v2/mc-orders/${uuid}/update-calculation`, {
      services: [{ id: demo.cartData.services[0]!.id }],
    })
    expect(calc.statusCode, calc.body).toBe(200)
    const after = (await as('GET', `/api/api/v2/mc-orders/${orderId}`)).json<McOrder>()
    expect(after.cartData.services.map((s) => s.id)).toEqual([demo.cartData.services[0]!.id])
    expect(after.servicePriceListId).toBe(demo.servicePriceListId)
  })

  it('takes the patient as the uuid of a client created offline, and refuses one no client has', async () => {
    const { orderId } = (await as('POST', '/api/mc-orders/create-new-from-zero')).json<{ orderId: number }>()
    const clientUuid = crypto.randomUUID()
    const client = await t.as('registrar', {
      method: 'POST',
      url: '/api/clients',
      headers: { 'idempotency-key': crypto.randomUUID() },
      payload: { uuid: clientUuid, surname: 'Офлайнова', name: 'Ніна', phone: '380671234000' },
    })
    expect(client.statusCode, client.body).toBe(201)
    const patched = await as('PATCH', `/api/api/v2/mc-orders/${orderId}`, {
      version: 1,
      crmClientId: clientUuid,
    })
    expect(patched.statusCode, patched.body).toBe(200)
    expect(patched.json<McOrder>().crmClientId).toBe(client.json<{ id: number }>().id)

    const unknown = await as('PATCH', `/api/api/v2/mc-orders/${orderId}`, {
      version: 2,
      crmClientId: crypto.randomUUID(),
    })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json()).toMatchObject({ errors: { crm_client_id: ['Клієнта не знайдено'] } })
  })

  it('answers 404 for a uuid no order has, and 401 before looking when not signed in', async () => {
    const unknown = crypto.randomUUID()
    expect((await as('GET', `/api/api/v2/mc-orders/${unknown}`)).statusCode).toBe(404)
    expect((await as('PATCH', `/api/api/v2/crm-orders/${unknown}`, { version: 1 })).statusCode).toBe(404)
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/api/v2/mc-orders/${unknown}` })
    expect(anonymous.statusCode).toBe(401)
  })
})
