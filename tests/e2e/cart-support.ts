/** Steps shared by the cart journeys: the demo place and price lists, catalogue items, the next Monday. */
import { expect, type Page } from '@playwright/test'
import type { APIRequestContext } from '@playwright/test'
import { kyivDay } from '../../domain/time/kyiv'
import { API, serverCall, serverGet } from './offline-support'

export interface CartDemo {
  cityName: string
  filialName: string
  service: { id: number; name: string }
  test: { id: number; name: string }
  product: { id: number; name: string }
}

interface DemoOrder {
  city: { id: number; name: string }
  filial: { id: number; name: string }
  servicePriceListId: number
  mcTestPriceListId: number
}
interface Refs {
  data: {
    refs: {
      positions: Array<{
        serviceId: number | null
        mcTestId: number | null
        name: string
        priceListId: number
      }>
      products: Array<{ id: number; name: string }>
    }
  }
}

/** The place of demo order 1 and, from its price lists, a service, a test and a product. */
export async function cartDemo(request: APIRequestContext, token: string): Promise<CartDemo> {
  const demo = await serverGet<DemoOrder>(request, token, '/api/v2/mc-orders/1')
  const refs = await serverGet<Refs>(
    request,
    token,
    `/api/v2/pricing-refs?servicePriceListId=${demo.servicePriceListId}&mcTestPriceListId=${demo.mcTestPriceListId}`,
  )
  const s = refs.data.refs.positions.find(
    (p) => p.serviceId !== null && p.priceListId === demo.servicePriceListId,
  )!
  const t = refs.data.refs.positions.find(
    (p) => p.mcTestId !== null && p.priceListId === demo.mcTestPriceListId,
  )!
  const product = refs.data.refs.products[0]!
  return {
    cityName: demo.city.name,
    filialName: demo.filial.name,
    service: { id: s.serviceId!, name: s.name },
    test: { id: t.mcTestId!, name: t.name },
    product,
  }
}

/** Opens a new order's cart from the header; answers its id. */
export async function newCart(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Створити замовлення' }).click()
  await expect(page).toHaveURL(/\/mc-cart\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: /Замовлення/ })).toBeVisible()
  return Number(new URL(page.url()).pathname.split('/').pop())
}

/** Adds a catalogue item by typing its name. */
export async function addFromCatalogue(page: Page, name: string): Promise<void> {
  await page.getByLabel('Додати до кошика').fill(name)
  await page
    .getByRole('list', { name: 'Знайдено в каталозі' })
    .getByRole('button', { name: `Додати: ${name}` })
    .first()
    .click()
}

/** The next Monday (Kyiv calendar day, YYYY-MM-DD) — the demo schedules run Monday to Friday. */
export function nextMonday(): string {
  const kyiv = kyivDay
  for (let i = 1; i <= 7; i++) {
    const d = new Date(Date.now() + i * 86_400_000)
    if (new Date(`${kyiv(d)}T12:00:00Z`).getUTCDay() === 1) return kyiv(d)
  }
  throw new Error('no Monday within a week')
}

/** Money as the screen shows it: '1 234,56 грн'. */
export const money = (kop: number): string =>
  `${new Intl.NumberFormat('uk-UA', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(kop / 100)} грн`

/** The order as the checks read it back from the server. */
export interface ServerOrder {
  state: string
  crmClientId: number | null
  toPay: number
  sum: number
  discount: number
  writeOffSumOfCashDeposit: number
  servicePriceListId: number | null
  crmOrder: {
    promoCode: string | null
    manualDiscount: number | null
    passportData: string | null
    personalDataConsent: boolean
  }
  cartData: {
    services: Array<{ id: number; timeFrom: string | null; doctorId: number | null }>
    tests: Array<{ id: number }>
    products: Array<{ id: number; quantity: number }>
  }
}

/** Demo order 1's city and filial, then the filial's active service and test price lists. */
export async function choosePlace(page: Page, demo: CartDemo): Promise<void> {
  await page.getByLabel('Місто').selectOption({ label: demo.cityName })
  await page.getByLabel('Філія').selectOption({ label: demo.filialName })
  for (const field of ['Прайс-лист послуг', 'Прайс-лист аналізів']) {
    const pick = page
      .getByLabel(field)
      .locator('xpath=../..')
      .getByRole('button', { name: /Активний для місця/ })
    await pick.click()
    await expect(pick).toBeHidden()
  }
}

/**
 * A journey's order made through the API: demo order 1's filial and service price list, the client,
 * `services` priced, then `payment` (a payment type, online payment — set once the cart is priced, as an
 * order with a payment is recalculated only after payment), the passport and consent, placed and its cart
 * finished (confirmed).
 */
export async function confirmedOrderByApi(
  request: APIRequestContext,
  token: string,
  o: { clientId: number; services: object[]; payment?: object },
): Promise<{ id: number; code: string; toPay: number }> {
  const created = await request.post(`${API}/mc-orders/create-new-from-zero`, {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
  })
  expect(created.ok(), `create-new-from-zero answered ${created.status()}`).toBe(true)
  const { orderId } = (await created.json()) as { orderId: number }
  const first = await serverGet<DemoOrder>(request, token, '/api/v2/mc-orders/1')
  const read = () => serverGet<{ version: number }>(request, token, `/api/v2/mc-orders/${orderId}`)
  await serverCall(request, token, 'PATCH', `/mc-orders/${orderId}`, {
    version: 1,
    filialId: first.filial.id,
    servicePriceListId: first.servicePriceListId,
    crmClientId: o.clientId,
  })
  await serverCall(request, token, 'POST', `/mc-orders/${orderId}/update-calculation`, {
    services: o.services,
  })
  if (o.payment)
    await serverCall(request, token, 'PATCH', `/mc-orders/${orderId}`, {
      version: (await read()).version,
      ...o.payment,
    })
  await serverCall(request, token, 'PATCH', `/crm-orders/${orderId}`, {
    version: (await read()).version,
    passportData: 'КВ 654321',
    personalDataConsent: true,
  })
  await serverCall(request, token, 'PATCH', `/check-carts/${orderId}`, { confirm: true })
  await serverCall(request, token, 'PATCH', `/mc-orders/${orderId}/finish-cart`, {
    payFromInsuranceCompany: false,
  })
  return serverGet(request, token, `/api/v2/mc-orders/${orderId}`)
}
