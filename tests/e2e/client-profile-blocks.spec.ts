/**
 * The client profile's deposit and orders (issue 5 item 6): what the blocks show is what the server
 * answers (read through the API here); the orders page 15 at a time and open their carts; offline after
 * a first visit the profile shows the copy kept on the device with a note that it may be out of date,
 * and says plainly when it has nothing for a client; back online the blocks are asked again.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { createClientByApi, uniqueSurname } from './clients-support'
import { API, apiToken, serverGet, signIn } from './offline-support'

interface OrderRow {
  id: number
  code: string
  stateLabel: string
  toPay: number
}
interface OrderPage {
  data: OrderRow[]
  meta: { page: number; perPage: number; total: number }
}
interface Deposits {
  data: {
    balances: Array<{ type: string; label: string; balance: number }>
    movements: Array<{ id: number; kindLabel: string; amount: number }>
  }
}

const amount = new Intl.NumberFormat('uk-UA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
/** Kopiykas as the page writes them, with plain spaces ('2 000,00 грн'). */
const money = (kopiykas: number) => `${amount.format(kopiykas / 100)} грн`.replace(/\s/g, ' ')
/** What a user reads, with uk-UA's no-break spaces as plain ones. */
const read = async (l: Locator) => ((await l.textContent()) ?? '').replace(/\s+/g, ' ').trim()

const ordersBlock = (page: Page) => page.getByRole('region', { name: 'Замовлення' })
const depositBlock = (page: Page) => page.getByRole('region', { name: 'Депозит' })
const orderRows = (page: Page) => ordersBlock(page).locator('tbody tr')

const ordersOf = (request: APIRequestContext, token: string, clientId: number, page = 1) =>
  serverGet<OrderPage>(request, token, `/api/v2/mc-orders?clientId=${clientId}&page=${page}&perPage=15`)
const depositsOf = (request: APIRequestContext, token: string, clientId: number) =>
  serverGet<Deposits>(request, token, `/api/v2/clients/${clientId}/deposits`)

/** The orders block lists exactly the server's page: codes in its order, each with its state and sum to pay. */
async function expectOrders(page: Page, server: OrderPage): Promise<void> {
  await expect(orderRows(page)).toHaveCount(server.data.length)
  await expect(orderRows(page).locator('td:first-child')).toHaveText(server.data.map((o) => o.code))
  for (const [i, o] of server.data.entries()) {
    const row = orderRows(page).nth(i)
    await expect(row.locator('[data-tone]')).toHaveText(o.stateLabel)
    expect(await read(row)).toContain(money(o.toPay))
  }
}

/** The deposit block shows every balance of the server's answer and one row per movement. */
async function expectDeposits(page: Page, server: Deposits): Promise<void> {
  const balances = depositBlock(page).getByLabel('Баланс депозиту')
  await expect(balances.locator('dt')).toHaveText(server.data.balances.map((b) => b.label))
  const shown = (await balances.locator('dd').allTextContents()).map((t) => t.replace(/\s/g, ' '))
  expect(shown).toEqual(server.data.balances.map((b) => money(b.balance)))
  const movements = depositBlock(page).getByRole('table', { name: 'Останні операції з депозитом' })
  await expect(movements.locator('tbody tr')).toHaveCount(server.data.movements.length)
}

test('the profile shows the client’s deposit and orders as the server has them, and the copy kept on the device offline', async ({
  page,
  context,
  request,
}) => {
  const token = await apiToken(request, 'admin')
  const auth = { Authorization: `Bearer ${token}` }
  // Demo client 1 paid money into the deposit and has demo orders (server/db/seed/); demo client 2 too.
  const demo = (await serverGet<{ crmClientId: number }>(request, token, '/api/v2/mc-orders/1')).crmClientId
  const other = (await serverGet<{ crmClientId: number }>(request, token, '/api/v2/mc-orders/2')).crmClientId
  const cash = (await depositsOf(request, token, demo)).data.balances.find((b) => b.type === 'cash')
  expect(cash?.balance).toBeGreaterThan(0)

  // A client of our own with 16 orders: more than one page of 15.
  const client = await createClientByApi(request, token, { surname: uniqueSurname().cyr, name: 'Ганна' })
  for (let i = 0; i < 16; i++) {
    const created = await request.post(`${API}/mc-orders/create-new-from-zero`, {
      headers: { ...auth, 'Idempotency-Key': crypto.randomUUID() },
    })
    expect(created.status()).toBe(201)
    const { orderId } = (await created.json()) as { orderId: number }
    const placed = await request.patch(`${API}/api/v2/mc-orders/${orderId}`, {
      headers: { ...auth, 'Idempotency-Key': crypto.randomUUID() },
      data: { version: 1, crmClientId: client.id },
    })
    expect(placed.ok(), await placed.text()).toBe(true)
  }

  await signIn(page, 'admin')
  // The app shell is precached before the network goes: the reloads offline below need it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)

  await test.step('the clients reach the device (the offline profile below reads them there)', async () => {
    await page.goto('/clients')
    await expect(page.getByText(/знайдено \d/)).toBeVisible()
  })

  await test.step('admin opens a client with 16 orders: 15 newest first, then page 2 with the last one', async () => {
    await page.goto(`/clients/profile/${client.id}`)
    await expectOrders(page, await ordersOf(request, token, client.id, 1))
    const pager = ordersBlock(page).getByRole('navigation', { name: 'Сторінки замовлень' })
    await expect(pager).toContainText('Сторінка 1 з 2 · знайдено 16')
    await pager.getByRole('link', { name: 'Наступна' }).click()
    await expect(page).toHaveURL(/ordersPage=2/)
    await expectOrders(page, await ordersOf(request, token, client.id, 2))
    await expect(pager).toContainText('Сторінка 2 з 2')
    // Nothing paid in: every deposit type at zero, no movements.
    await expectDeposits(page, await depositsOf(request, token, client.id))
    await expect(depositBlock(page)).toContainText('Операцій з депозитом ще не було')
  })

  await test.step('a click on an order’s row opens its cart', async () => {
    const server = await ordersOf(request, token, client.id, 2)
    await orderRows(page).first().locator('[data-tone]').click()
    await expect(page).toHaveURL(`/mc-cart/${server.data[0]!.id}`)
  })

  await test.step('demo client 1: the orders and the deposit balances and movements match the server', async () => {
    await page.goto(`/clients/profile/${demo}`)
    const orders = await ordersOf(request, token, demo)
    expect(orders.data.length).toBeGreaterThan(0)
    await expectOrders(page, orders)
    const deposits = await depositsOf(request, token, demo)
    await expectDeposits(page, deposits)
    await expect(depositBlock(page).getByLabel('Баланс депозиту')).toContainText(
      `${cash!.label}${money(cash!.balance)}`,
    )
    await expect(ordersBlock(page).getByRole('status')).toHaveCount(0)
    await expect(depositBlock(page).getByRole('status')).toHaveCount(0)
  })

  await context.setOffline(true)

  await test.step('offline, the profile reloads with the orders and deposit last loaded, marked as maybe out of date', async () => {
    await page.reload()
    await expectOrders(page, await ordersOf(request, token, demo))
    await expect(ordersBlock(page).getByRole('status')).toHaveText(
      /^Немає мережі: показано замовлення станом на \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} — список може бути застарілим\.$/,
    )
    await expectDeposits(page, await depositsOf(request, token, demo))
    await expect(depositBlock(page).getByRole('status')).toHaveText(
      /^Немає мережі: показано депозит станом на .+ — баланс може бути застарілим\.$/,
    )
  })

  await test.step('offline, a client never opened on this device: the blocks say they need the network', async () => {
    await page.goto(`/clients/profile/${other}`)
    await expect(ordersBlock(page)).toContainText('Немає мережі: замовлення клієнта недоступні офлайн')
    await expect(depositBlock(page)).toContainText('Немає мережі: депозит клієнта недоступний офлайн')
  })

  await test.step('back online, the blocks are asked again at once', async () => {
    await context.setOffline(false)
    await expectOrders(page, await ordersOf(request, token, other))
    await expectDeposits(page, await depositsOf(request, token, other))
    await expect(ordersBlock(page).getByRole('status')).toHaveCount(0)
  })
})
