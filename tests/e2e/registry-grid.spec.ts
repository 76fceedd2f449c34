/**
 * The registry's schedule (issue 20 item 2): a registrar opens next Monday's grid, narrows it to one
 * doctor, books a free slot into a new order, lands in its cart with the service booked, comes back and
 * finds the slot taken by that order, then moves the booking to another free time.
 */
import { expect, test, type Page } from '@playwright/test'
import { signIn } from './offline-support'
import { nextMonday } from './cart-support'
import { shownDay } from './date-support'

const doctor = 'Коваленко Олена Петрівна'

test('a registrar books a free slot from the grid and sees it taken by the new order', async ({ page }) => {
  const monday = nextMonday()
  await signIn(page, 'registrar')

  await test.step('registrar opens next Monday’s schedule and picks the doctor', async () => {
    await page.goto(`/mc-registry?date=${monday}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Розклад' })).toBeVisible()
    await expect(page.locator('#registry-date')).toHaveValue(shownDay(monday))
    await page.getByLabel('Лікар', { exact: true }).selectOption({ label: doctor })
    await expect(page).toHaveURL(/doctorId=\d+/)
    await expect(page.getByRole('grid', { name: 'Розклад на день' }).getByRole('columnheader')).toHaveCount(2)
  })

  await test.step('the doctor’s week shows a column a day; the day by cabinets shows her cabinet', async () => {
    await page.getByRole('group', { name: 'Вигляд' }).getByRole('button', { name: 'Тиждень лікаря' }).click()
    const week = page.getByRole('grid', { name: 'Розклад лікаря на тиждень' })
    await expect(week.getByRole('columnheader')).toHaveCount(8)
    await expect(week.getByRole('columnheader').nth(1)).toContainText(`Пн, ${shownDay(monday)}`)
    await expect(week.getByRole('columnheader').nth(7)).toContainText('не працює')
    await page
      .getByRole('group', { name: 'Вигляд' })
      .getByRole('button', { name: 'День', exact: true })
      .click()
    await page.getByRole('group', { name: 'Стовпці' }).getByRole('button', { name: 'Кабінети' }).click()
    const byCabinet = page.getByRole('grid', { name: 'Розклад на день' }).getByRole('columnheader')
    await expect(byCabinet.nth(1)).toContainText('Кабінет 101')
    await expect(byCabinet.nth(1)).toContainText(doctor)
    await page.getByRole('group', { name: 'Стовпці' }).getByRole('button', { name: 'Лікарі' }).click()
    await expect(page).not.toHaveURL(/by=|view=/)
  })

  const grid = page.getByRole('grid', { name: 'Розклад на день' })
  const free = grid
    .getByRole('button', { name: new RegExp(`^Записати на \\d\\d:\\d\\d — ${doctor}$`) })
    .first()
  const label = (await free.textContent()) ?? ''
  const time = /\d\d:\d\d/.exec(label)![0]

  await test.step(`registrar books ${time} and lands in the new order’s cart`, async () => {
    await free.click()
    const dialog = page.getByRole('dialog', { name: `Запис на ${time} — ${doctor}` })
    await dialog.getByRole('list', { name: 'Послуги лікаря' }).getByRole('button').first().click()
    await expect(page).toHaveURL(/\/mc-cart\/\d+$/)
    await expect(page.getByText(`Запис: ${shownDay(monday)} ${time} · ${doctor}`)).toBeVisible()
  })
  const orderId = new URL(page.url()).pathname.split('/').pop()!

  await test.step('back in the schedule, the slot shows the order', async () => {
    await page.goBack()
    await expect(page).toHaveURL(/\/mc-registry\?/)
    const booked = grid.getByRole('link', { name: /^Пацієнта не вказано · MC-\d+$/ })
    await expect(booked.and(page.locator(`[href="/mc-cart/${orderId}"]`))).toBeVisible()
    await expect(grid.getByRole('button', { name: `Записати на ${time} — ${doctor}` })).toHaveCount(0)
  })

  await test.step('the registrar moves the booking to another free time', async () => {
    await grid
      .getByRole('button', { name: `Перенести запис ${await codeOf(page, orderId)} о ${time}` })
      .click()
    await expect(page.getByRole('status').filter({ hasText: 'Перенесення запису' })).toBeVisible()
    const target = grid
      .getByRole('button', { name: new RegExp(`^Перенести на \\d\\d:\\d\\d — ${doctor}$`) })
      .first()
    const to = /\d\d:\d\d/.exec((await target.textContent()) ?? '')![0]
    await target.click()
    await expect(page.getByText(new RegExp(`перенесено на .* ${to}`))).toBeVisible()
    await expect(grid.getByRole('button', { name: `Записати на ${time} — ${doctor}` })).toBeVisible()
    await expect(
      grid.getByRole('button', { name: `Перенести запис ${await codeOf(page, orderId)} о ${to}` }),
    ).toBeVisible()
  })
})

/** The order's code as the grid's link shows it. */
async function codeOf(page: Page, orderId: string): Promise<string> {
  const text = (await page.locator(`[href="/mc-cart/${orderId}"]`).first().textContent()) ?? ''
  return /MC-\d+/.exec(text)![0]
}
