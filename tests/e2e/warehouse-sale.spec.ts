/**
 * A product sold in a cart leaves the stock (issue 24 item 6): a registrar sells one pack of a product
 * the filial's stock holds, finishes the cart (the pack held in the stock's reserve while the order is
 * open), the order is finished from the order list, and the storekeeper's stock availability shows the
 * balance one pack lower and the reserve as before — as the server counts it. (Receiving
 * an invoice through the screens is the warehouse-documents journey.)
 */
import { expect, test, type Page } from '@playwright/test'
import { stocks } from '../../domain/warehouse/warehouse.resources'
import { createClientByApi, uniqueSurname } from './clients-support'
import { addFromCatalogue, choosePlace, type CartDemo } from './cart-support'
import { apiToken, serverGet, signIn } from './offline-support'

interface DemoOrder {
  city: { id: number; name: string }
  filial: { id: number; name: string }
  servicePriceListId: number
  mcTestPriceListId: number
}
interface Row {
  warehouseId: number
  warehouseName: string
  productId: number
  productName: string
  balance: number
  storageUnits: number
  useUnitsPerStorageUnit: number
  balanceText: string
  reserved: number
  available: number
}

const rowOf = (page: Page, code: string) => page.locator('tbody tr').filter({ hasText: code })

test('a product sold in a cart and the order finished: the storekeeper sees the filial’s stock one pack lower', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000)
  const token = await apiToken(request, 'registrar')
  const storeToken = await apiToken(request, 'warehouse')
  const demo = await serverGet<DemoOrder>(request, token, '/api/v2/mc-orders/1')
  const [stock] = (
    await serverGet<{ data: { id: number; name: string }[] }>(
      request,
      storeToken,
      `${stocks.apiPath}?filialId=${demo.filial.id}&perPage=1`,
    )
  ).data
  expect(stock, 'the demo filial has a stock').toBeDefined()
  const refs = await serverGet<{ data: { refs: { products: { id: number; name: string }[] } } }>(
    request,
    token,
    `/api/v2/pricing-refs?servicePriceListId=${demo.servicePriceListId}&mcTestPriceListId=${demo.mcTestPriceListId}`,
  )
  const availability = async (productId: number) =>
    (
      await serverGet<{ data: Row[] }>(
        request,
        storeToken,
        `/api/v2/warehouse/stock-availability?warehouseId=${stock!.id}&productId=${productId}`,
      )
    ).data[0]
  // A product of the cart's catalogue with at least one whole pack free there (not held by the open
  // orders); the last such, away from the
  // first one the other cart journeys put in their carts.
  const offered = new Map(refs.data.refs.products.map((p) => [p.id, p.name]))
  const inStock = (
    await serverGet<{ data: Row[] }>(
      request,
      storeToken,
      `/api/v2/warehouse/stock-availability?warehouseId=${stock!.id}&inStock=true&perPage=100`,
    )
  ).data.filter((r) => offered.has(r.productId) && r.available >= r.useUnitsPerStorageUnit)
  const product = inStock.at(-1)
  expect(product, 'the filial’s stock holds a product of the price list').toBeDefined()
  const before = product!.balance
  const heldBefore = product!.reserved
  const name = offered.get(product!.productId)!

  const { cyr, lat } = uniqueSurname()
  await createClientByApi(request, token, {
    surname: cyr,
    name: 'Ольга',
    birthday: '1985-04-05',
    phone: '380501112244',
    male: 'woman',
  })
  await signIn(page, 'registrar')
  let code = ''

  await test.step('the registrar sells one pack in a new cart and finishes the cart', async () => {
    await page.getByRole('button', { name: 'Створити замовлення' }).click()
    await expect(page).toHaveURL(/\/mc-cart\/\d+$/)
    const orderId = Number(new URL(page.url()).pathname.split('/').pop())
    const patient = page.getByRole('region', { name: 'Пацієнт' })
    await patient.getByLabel('Прізвище').fill(lat)
    await patient.getByRole('option', { name: new RegExp(cyr) }).click()
    const place: CartDemo = {
      cityName: demo.city.name,
      filialName: demo.filial.name,
    } as CartDemo
    await choosePlace(page, place)
    await addFromCatalogue(page, name)
    await expect(page.getByLabel(`Кількість: ${name}`)).toHaveValue('1')
    await expect(page.getByTestId('order-unsent')).toBeHidden({ timeout: 15_000 })
    // The stock covers the line: no warning beside it.
    await expect(page.getByTestId('line-stock-warning')).toHaveCount(0)
    await page.getByLabel('Паспортні дані').fill('МК 654321')
    await page.getByLabel('Згода на обробку персональних даних').check()
    await page.getByLabel('Згода на обробку персональних даних').blur()
    await expect(page.getByTestId('order-unsent')).toBeHidden({ timeout: 15_000 })
    await page.getByRole('button', { name: 'Оформити' }).click()
    await expect(page.getByTestId('order-state')).toHaveText('Оформлений')
    await page.getByRole('button', { name: 'Завершити оформлення' }).click()
    await expect(page.getByTestId('order-state')).toHaveText('Підтверджений')
    code = (await serverGet<{ code: string }>(request, token, `/api/v2/mc-orders/${orderId}`)).code
    // Confirmed is not sold yet: nothing has left the stock, the order holds its pack in the reserve.
    const held = await availability(product!.productId)
    expect(held?.balance).toBe(before)
    expect(held?.reserved).toBe(heldBefore + product!.useUnitsPerStorageUnit)
  })

  await test.step('the order is finished from the order list', async () => {
    await page.goto('/mc-orders')
    await rowOf(page, code)
      .getByRole('button', { name: `Дії ${code}` })
      .click()
    await page.getByRole('menu').getByRole('menuitem', { name: 'Завершити' }).click()
    await expect(rowOf(page, code).locator('[data-tone]')).toHaveText('Виконано, не оплачено')
  })

  await test.step('the storekeeper’s stock availability shows one pack less', async () => {
    const after = before - product!.useUnitsPerStorageUnit
    const counted = await availability(product!.productId)
    expect(counted?.balance ?? 0).toBe(after)
    // Done, the pack is written off and no longer held.
    expect(counted?.reserved ?? 0).toBe(heldBefore)
    const storekeeper = await browser.newPage()
    try {
      await signIn(storekeeper, 'warehouse')
      await storekeeper.goto(
        `/warehouse/stock-availability?warehouseId=${stock!.id}&search=${encodeURIComponent(product!.productName)}`,
      )
      const row = storekeeper
        .getByRole('main')
        .getByTestId('availability-row')
        .filter({ hasText: stock!.name })
        .filter({ hasText: product!.productName })
      // As the page words a balance: «2 уп + 5 шт», the use units beside it when a pack holds several.
      await expect(row).toContainText(counted!.balanceText)
      if (product!.useUnitsPerStorageUnit > 1) await expect(row).toContainText(`(${after} `)
    } finally {
      await storekeeper.close()
    }
  })
})
