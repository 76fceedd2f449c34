import { test } from '@playwright/test'
import { signIn } from './offline-support'
test('probe', async ({ browser }) => {
  for (const [w, h, touch] of [[768, 1024, true], [1024, 768, true], [1280, 800, false], [1440, 900, false]] as const) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, hasTouch: touch, locale: 'uk-UA' })
    const page = await ctx.newPage()
    await signIn(page, 'cashier')
    await page.goto('/mc-orders')
    await page.locator('tbody tr').first().waitFor()
    await page.waitForTimeout(500)
    await page.screenshot({ path: `/tmp/probe/o-${w}.png` })
    if (w === 1440) {
      await page.locator('tbody tr').first().getByRole('button').click()
      await page.screenshot({ path: `/tmp/probe/o-menu.png` })
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: /^Стовпці/ }).click()
      await page.screenshot({ path: `/tmp/probe/o-cols.png` })
    }
    await ctx.close()
  }
})
