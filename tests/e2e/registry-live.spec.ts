/**
 * The registry live and offline (issue 20 item 9): two registrars have the same day open; one books a
 * slot and the other's grid shows it taken without a reload. Then the second goes offline: the day they
 * read is still there from the device, marked as possibly out of date, a day never opened says it is
 * not on the device, and booking says it needs the network; back online the note goes away.
 */
import { expect, test } from '@playwright/test'
import { signIn } from './offline-support'
import { nextMonday } from './cart-support'

const doctor = 'Коваленко Олена Петрівна'

test('a booking in one registrar’s tab shows in another’s open grid, which stays readable offline', async ({
  browser,
}) => {
  // The Monday after next: the schedule journey books next Monday.
  const monday = new Date(Date.parse(`${nextMonday()}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10)
  const booker = await (await browser.newContext()).newPage()
  const watcherContext = await browser.newContext()
  const watcher = await watcherContext.newPage()
  const gridOf = (page: typeof booker) => page.getByRole('grid', { name: 'Розклад на день' })
  const open = async (page: typeof booker) => {
    await page.goto(`/mc-registry?date=${monday}`)
    await page.getByLabel('Лікар', { exact: true }).selectOption({ label: doctor })
    await expect(gridOf(page).getByRole('columnheader')).toHaveCount(2)
  }
  await signIn(booker, 'registrar')
  await signIn(watcher, 'callcenter')
  await open(watcher)
  const free = gridOf(watcher)
    .getByRole('button', { name: new RegExp(`^Записати на \\d\\d:\\d\\d — ${doctor}$`) })
    .first()
  const time = /\d\d:\d\d/.exec((await free.textContent()) ?? '')![0]
  const slotButton = (page: typeof booker) =>
    gridOf(page).getByRole('button', { name: `Записати на ${time} — ${doctor}` })
  await expect(slotButton(watcher)).toBeVisible()
  const takenBefore = await gridOf(watcher).getByRole('listitem').filter({ hasText: 'Зайнято:' }).count()

  await test.step(`the registrar books ${time}; the operator’s open grid shows it taken without a reload`, async () => {
    await open(booker)
    await slotButton(booker).click()
    await booker
      .getByRole('dialog', { name: `Запис на ${time} — ${doctor}` })
      .getByRole('list', { name: 'Послуги лікаря' })
      .getByRole('button')
      .first()
      .click()
    await expect(booker).toHaveURL(/\/mc-cart\/\d+$/)
    // The realtime notice, not a poll: well within the two seconds allowed here.
    await expect(slotButton(watcher)).toHaveCount(0, { timeout: 2_000 })
    await expect(gridOf(watcher).getByRole('listitem').filter({ hasText: 'Зайнято:' })).toHaveCount(
      takenBefore + 1,
    )
  })

  await test.step('offline, a day never opened is not on the device; the opened day is, marked as maybe old', async () => {
    await watcherContext.setOffline(true)
    await watcher.getByRole('button', { name: 'Наступний день' }).click()
    await expect(
      watcher.getByText('Немає мережі, а розкладу цього дня на пристрої ще немає.', { exact: false }),
    ).toBeVisible()
    await watcher.getByRole('button', { name: 'Попередній день' }).click()
    await expect(
      watcher.getByRole('status').filter({ hasText: 'Немає мережі: показано розклад станом на' }),
    ).toBeVisible()
    await expect(gridOf(watcher).getByRole('listitem').filter({ hasText: 'Зайнято:' })).toHaveCount(
      takenBefore + 1,
    )
    await free.click()
    const dialog = watcher.getByRole('dialog')
    await expect(dialog.getByText('Немає мережі: записати на час можна лише онлайн')).toBeVisible()
    await expect(
      dialog.getByRole('list', { name: 'Послуги лікаря' }).getByRole('button').first(),
    ).toBeDisabled()
    await watcher.keyboard.press('Escape')
  })

  await test.step('back online, the day is read again and the note goes away', async () => {
    await watcherContext.setOffline(false)
    await watcher.getByRole('button', { name: 'Наступний день' }).click()
    await watcher.getByRole('button', { name: 'Попередній день' }).click()
    await expect(watcher.getByRole('status').filter({ hasText: 'показано розклад станом на' })).toHaveCount(0)
    await expect(gridOf(watcher).getByRole('columnheader')).toHaveCount(2)
  })
})
