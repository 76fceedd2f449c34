/** Test helpers of the orders' integration tests: API calls, a placed order with lines, a ready cart. */
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import type { McOrder } from '../../../domain/orders/order.schema'

/** What these helpers need of tests/support's TestApp (server code may not import tests/). */
interface TestApp {
  as(login: string, opts: InjectOptions): Promise<LightMyRequestResponse>
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT'

/** A call to `/api/api/v2{url}` as `login`. */
export const callV2 = (t: TestApp, login: string, method: Method, url: string, payload?: object) =>
  t.as(login, { method, url: `/api/api/v2${url}`, ...(payload ? { payload } : {}) })

/** The 422 `errors` map of an answer. */
export const errorsOf = (res: LightMyRequestResponse) =>
  res.json<{ errors: Record<string, string[]> }>().errors

const ok = (res: LightMyRequestResponse, what: string) => {
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`)
  return res
}

export const readOrder = async (t: TestApp, id: number) =>
  ok(await callV2(t, 'admin', 'GET', `/mc-orders/${id}`), 'read order').json<McOrder>()

/** The service ids of demo order 1's cart (priced by the demo city's service list). */
export const demoServiceIds = async (t: TestApp) => (await readOrder(t, 1)).cartData.services.map((s) => s.id)

/** A fresh order made by `login` for crm client `clientId`, placed in demo order 1's filial and price lists. */
export async function newOrder(t: TestApp, login = 'cashier', clientId = 20): Promise<McOrder> {
  const created = await t.as(login, { method: 'POST', url: '/api/mc-orders/create-new-from-zero' })
  const { orderId } = created.json<{ orderId: number }>()
  const demo = await readOrder(t, 1)
  const res = await callV2(t, login, 'PATCH', `/mc-orders/${orderId}`, {
    version: 1,
    filialId: demo.filial!.id,
    servicePriceListId: demo.servicePriceListId,
    mcTestPriceListId: demo.mcTestPriceListId,
    crmClientId: clientId,
  })
  return ok(res, 'place the order').json<McOrder>()
}

/** Posts `cart` to update-calculation as `login`; answers the order as stored after it. */
export async function setCart(t: TestApp, order: McOrder, cart: object, login = 'cashier'): Promise<McOrder> {
  ok(await callV2(t, login, 'POST', `/mc-orders/${order.id}/update-calculation`, cart), 'update-calculation')
  return readOrder(t, order.id)
}

/** Fills the passport data and the consent, then confirms the cart (state cart_confirmed). */
export async function confirmCart(t: TestApp, order: McOrder, login = 'cashier'): Promise<McOrder> {
  const { version } = await readOrder(t, order.id)
  ok(
    await callV2(t, login, 'PATCH', `/crm-orders/${order.id}`, {
      version,
      passportData: 'КВ 654321',
      personalDataConsent: true,
    }),
    'passport and consent',
  )
  ok(await callV2(t, login, 'PATCH', `/check-carts/${order.id}`, { confirm: true }), 'confirm the cart')
  return readOrder(t, order.id)
}
