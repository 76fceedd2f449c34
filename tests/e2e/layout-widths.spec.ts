/**
 * The clinic's screens (issue 18 item 7): at 1280 px (workstation), 1024 px (tablet, landscape) and
 * 768 px (nurses' tablets, portrait) the header stays one line and the main pages never scroll
 * sideways. Each page is photographed at each width (attached to the report). At 768 px an offline
 * change makes the sync message long: it is cut short in the bar, its whole text on hover.
 */
import { expect, test, type Page } from '@playwright/test'
import { headerLayout, sidewaysScroll } from './layout-support'
import { signIn, widget } from './offline-support'

const mainPages: Array<{ path: string; ready: (page: Page) => ReturnType<Page['getByRole']> }> = [
  { path: '/', ready: (p) => p.getByRole('heading', { name: /Вітаємо/ }) },
  { path: '/clients', ready: (p) => p.getByRole('heading', { name: 'Клієнти' }) },
  { path: '/mc-orders', ready: (p) => p.locator('tbody tr').first() },
  { path: '/task-manager', ready: (p) => p.getByRole('heading', { name: 'Задачі' }) },
  {
    path: '/settings/general/personal-settings',
    ready: (p) => p.getByRole('heading', { name: 'Особисті налаштування' }),
  },
  {
    path: '/settings/medical-center/cabinets-filial',
    ready: (p) => p.getByRole('heading', { name: 'Кабінети філіалів' }),
  },
]

for (const width of [1280, 1024, 768]) {
  test(`at ${width} px the header is one line and no main page scrolls sideways`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 })
    // The administrator: every header action and the longest name.
    await signIn(page, 'admin')
    for (const { path, ready } of mainPages) {
      await test.step(`${path} at ${width} px`, async () => {
        await page.goto(path)
        await expect(ready(page)).toBeVisible()
        await expect(widget(page)).toContainText('усе надіслано')
        const header = await headerLayout(page)
        expect(header.height, 'header height').toBeLessThanOrEqual(56)
        expect(header.wrapped, 'header text on two lines').toEqual([])
        expect(header.outside, 'outside the header bar').toEqual([])
        expect(await sidewaysScroll(page), 'sideways scroll').toBe(0)
        const name = `${width}${path.replaceAll('/', '_')}.png`
        await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' })
      })
    }
    // Below 1280 px the actions are icons; at 1280 their names show, still on the one line.
    const createTask = page.getByRole('banner').getByRole('link', { name: 'Створити задачу' })
    if (width >= 1280) await expect(createTask).toContainText('Створити задачу')
    else await expect(createTask.getByText('Створити задачу')).toHaveCSS('position', 'absolute')
    await expect(page.getByRole('button', { name: 'Відкрити меню' })).toBeVisible({ visible: width < 1024 })
  })
}

test('on a portrait tablet a long sync message is cut short in the header, whole on hover', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 })
  await signIn(page, 'admin')
  await page.goto('/settings/general/personal-settings')
  await expect(page.getByLabel('Мова інтерфейсу')).toBeVisible()
  await expect(widget(page)).toContainText('усе надіслано')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)

  await test.step('offline, a saved change waits: the message grows longer than the bar has room for', async () => {
    await context.setOffline(true)
    // The change never reaches the server: this browser context ends offline with it.
    await page.getByLabel('QR-код: відступ зверху, мм').fill('3.5')
    await page.getByRole('button', { name: 'Зберегти' }).click()
    await expect(widget(page)).toContainText('Немає мережі · 1 зміна чекає')
  })

  await test.step('the message is cut with an ellipsis; the tooltip holds all of it', async () => {
    const message = widget(page).getByRole('status')
    const full = (await message.textContent()) ?? ''
    expect(full).toMatch(/^Немає мережі · 1 зміна чекає · найдовше /)
    // The tooltip is the whole message, read in the same moment: its age goes on counting while the test looks.
    await expect
      .poll(() =>
        widget(page).evaluate((el) => {
          const title = el.getAttribute('title')
          const whole = `Стан синхронізації: ${el.querySelector('[role="status"]')?.textContent ?? ''}`
          return title === whole ? 'the same' : `title "${title}", message "${whole}"`
        }),
      )
      .toBe('the same')
    await expect(message).toHaveCSS('text-overflow', 'ellipsis')
    const cut = await message.evaluate((el) => el.scrollWidth > el.clientWidth)
    expect(cut, 'the message is cut short').toBe(true)
    const header = await headerLayout(page)
    expect(header.height).toBeLessThanOrEqual(56)
    expect(header.wrapped).toEqual([])
    expect(header.outside).toEqual([])
    expect(await sidewaysScroll(page)).toBe(0)
  })
})
