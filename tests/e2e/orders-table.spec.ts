/**
 * The order list as a dense table (issue 18 item 7): at 1440 × 900 a cashier sees at least twelve
 * orders without scrolling; chooses the columns (kept after a reload, and for this user only: a
 * colleague on the same device keeps the default set); works a row's menu from the keyboard; the
 * header row stays on top while the rows scroll; axe finds nothing serious. On a portrait tablet every
 * control keeps its 44 px target and only the table scrolls sideways.
 */
import { expect, test, type Page } from '@playwright/test'
import { seriousViolations, sidewaysScroll, smallTargets } from './layout-support'
import { API, apiToken, clickSignOut, serverGet, signIn } from './offline-support'

interface Listed {
  meta: { total: number }
}

const bodyRows = (page: Page) => page.locator('tbody tr')
const column = (page: Page, name: string) => page.getByRole('columnheader', { name, exact: true })
const table = (page: Page) => page.getByTestId('order-table')

/** Orders of the last 30 days until the list has more than one page; answers the newest one's code. */
async function enoughOrders(request: Parameters<typeof apiToken>[0], token: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` }
  let newest = 0
  let { meta } = await serverGet<Listed>(request, token, '/api/v2/mc-orders')
  for (let total = meta.total; total < 16 || newest === 0; total++) {
    const res = await request.post(`${API}/mc-orders/create-new-from-zero`, { headers })
    expect(res.status()).toBe(201)
    newest = ((await res.json()) as { orderId: number }).orderId
  }
  ;({ meta } = await serverGet<Listed>(request, token, '/api/v2/mc-orders'))
  expect(meta.total).toBeGreaterThan(15)
  return (await serverGet<{ code: string }>(request, token, `/api/v2/mc-orders/${newest}`)).code
}

/** The rows wholly on screen, and the distinct heights of the rows. */
function rowsInView(page: Page) {
  return page.evaluate(() => {
    const rows = [...document.querySelectorAll('tbody tr')].map((r) => r.getBoundingClientRect())
    return {
      inView: rows.filter((r) => r.top >= 0 && r.bottom <= window.innerHeight).length,
      heights: [...new Set(rows.map((r) => Math.round(r.height)))],
    }
  })
}

test.describe('at 1440 × 900', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('a cashier sees twelve orders at once, chooses the columns and acts from a row menu', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000)
    const token = await apiToken(request, 'cashier')
    const code = await enoughOrders(request, token)
    await signIn(page, 'cashier')
    await page.goto('/mc-orders')
    await expect(bodyRows(page)).toHaveCount(15)

    await test.step('at least twelve orders are on screen without scrolling, each one line high', async () => {
      const { inView, heights } = await rowsInView(page)
      testInfo.annotations.push({
        type: 'orders in view at 1440×900',
        description: `${inView} of 15, rows ${heights.join(', ')} px`,
      })
      expect(inView).toBeGreaterThanOrEqual(12)
      expect(heights).toHaveLength(1)
      expect(heights[0]).toBeLessThanOrEqual(36)
      expect(await sidewaysScroll(page)).toBe(0)
      await expect(page.getByRole('button', { name: `Дії ${code}` })).toBeInViewport()
      await testInfo.attach('orders-1440x900.png', {
        body: await page.screenshot(),
        contentType: 'image/png',
      })
    })

    await test.step('the cashier hides "Статус оплати" and shows "Оператор"; the code cannot be hidden', async () => {
      await expect(column(page, 'Статус оплати')).toBeVisible()
      await expect(column(page, 'Оператор')).toHaveCount(0)
      await page.getByRole('button', { name: /^Стовпці/ }).click()
      const menu = page.getByRole('menu')
      await expect(menu.getByRole('menuitemcheckbox', { name: 'Код' })).toHaveCount(0)
      await expect(menu.getByRole('menuitemcheckbox', { name: 'Статус оплати' })).toBeChecked()
      await menu.getByRole('menuitemcheckbox', { name: 'Статус оплати' }).click()
      // The menu stays open for the next tick.
      await menu.getByRole('menuitemcheckbox', { name: 'Оператор' }).click()
      await expect(menu.getByRole('menuitemcheckbox', { name: 'Оператор' })).toBeChecked()
      await expect(menu.getByRole('menuitemcheckbox', { name: 'Статус оплати' })).not.toBeChecked()
      expect(await seriousViolations(page)).toEqual([])
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
      await expect(column(page, 'Статус оплати')).toHaveCount(0)
      await expect(column(page, 'Оператор')).toBeVisible()
      await expect(bodyRows(page).first().locator('td')).toHaveCount(
        await page.getByRole('columnheader').count(),
      )
    })

    await test.step('after a reload the list keeps the chosen columns', async () => {
      await page.reload()
      await expect(bodyRows(page)).toHaveCount(15)
      await expect(column(page, 'Статус оплати')).toHaveCount(0)
      await expect(column(page, 'Оператор')).toBeVisible()
    })

    await test.step(`from the keyboard, ${code}'s menu offers only what the cashier may do; "Скасувати" asks for a reason`, async () => {
      const trigger = page.getByRole('button', { name: `Дії ${code}` })
      await trigger.focus()
      await page.keyboard.press('Enter')
      const menu = page.getByRole('menu')
      await expect(menu.getByRole('menuitem')).toHaveText(['Відкрити', 'Скасувати'])
      await expect(menu.getByRole('menuitem', { name: 'Відкрити' })).toBeFocused()
      expect(await seriousViolations(page)).toEqual([])
      await page.keyboard.press('ArrowDown')
      await expect(menu.getByRole('menuitem', { name: 'Скасувати' })).toBeFocused()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: `Скасувати замовлення ${code}?` })
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: 'Назад' }).click()
      await expect(dialog).toBeHidden()
      const id = Number(
        (await page.getByRole('link', { name: code, exact: true }).getAttribute('href'))?.split('/').pop(),
      )
      expect((await serverGet<{ state: string }>(request, token, `/api/v2/mc-orders/${id}`)).state).toBe(
        'created',
      )
    })

    await test.step('axe finds nothing serious on the list', async () => {
      expect(await seriousViolations(page)).toEqual([])
    })

    await test.step('on a short screen the rows scroll under a header row that stays on top', async () => {
      await page.setViewportSize({ width: 1440, height: 500 })
      await table(page).evaluate((el) => el.scrollTo(0, el.scrollHeight))
      const { box, head, first } = await table(page).evaluate((el) => ({
        box: el.getBoundingClientRect().top,
        head: el.querySelector('th')!.getBoundingClientRect(),
        first: el.querySelector('tbody tr')!.getBoundingClientRect().top,
      }))
      expect(Math.abs(head.top - box)).toBeLessThanOrEqual(1.5)
      expect(first).toBeLessThan(head.top)
      await expect(page.getByRole('columnheader', { name: 'Код' })).toBeInViewport()
      await page.setViewportSize({ width: 1440, height: 900 })
    })

    await test.step('"Відкрити" in the menu opens the cart', async () => {
      await page.getByRole('button', { name: `Дії ${code}` }).click()
      await page.getByRole('menuitem', { name: 'Відкрити' }).click()
      await expect(page).toHaveURL(/\/mc-cart\/\d+$/)
    })

    await test.step('the registrar on this device sees the default columns; back as cashier, the choice holds', async () => {
      await clickSignOut(page, 'Марія Касирка')
      await expect(page.getByLabel('Логін')).toBeVisible()
      await signIn(page, 'registrar')
      await page.goto('/mc-orders')
      await expect(bodyRows(page).first()).toBeVisible()
      await expect(column(page, 'Статус оплати')).toBeVisible()
      await expect(column(page, 'Оператор')).toHaveCount(0)
      await clickSignOut(page, 'Ірина Реєстраторка')
      await expect(page.getByLabel('Логін')).toBeVisible()
      await signIn(page, 'cashier')
      await page.goto('/mc-orders')
      await expect(bodyRows(page).first()).toBeVisible()
      await expect(column(page, 'Оператор')).toBeVisible()
      await page.getByRole('button', { name: /^Стовпці/ }).click()
      await page.getByRole('menuitem', { name: 'Типовий набір стовпців' }).click()
      await expect(column(page, 'Статус оплати')).toBeVisible()
      await expect(column(page, 'Оператор')).toHaveCount(0)
    })
  })
})

test.describe('on a portrait tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true })

  test('the order list keeps 44 px targets and only its table scrolls sideways', async ({ page }) => {
    await signIn(page, 'cashier')
    await page.goto('/mc-orders')
    await expect(bodyRows(page).first()).toBeVisible()
    expect(await smallTargets(page)).toEqual([])
    expect(await sidewaysScroll(page)).toBe(0)
    const code = (await bodyRows(page).first().locator('td').first().innerText()).trim()
    // The columns do not fit: the table scrolls, the code and the row's menu stay at its sides.
    const scrolled = await table(page).evaluate((el) => {
      el.scrollTo(el.scrollWidth, 0)
      return el.scrollLeft
    })
    expect(scrolled).toBeGreaterThan(0)
    await expect(page.getByRole('link', { name: code, exact: true })).toBeInViewport({ ratio: 1 })
    await expect(page.getByRole('button', { name: `Дії ${code}` })).toBeInViewport({ ratio: 1 })
    await page.getByRole('button', { name: `Дії ${code}` }).click()
    await expect(page.getByRole('menu')).toBeVisible()
    expect(await smallTargets(page)).toEqual([])
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: /^Стовпці/ }).click()
    await expect(page.getByRole('menu')).toBeVisible()
    expect(await smallTargets(page)).toEqual([])
  })
})
