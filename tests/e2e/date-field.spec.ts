import { expect, test } from '@playwright/test'
import { signIn } from './offline-support'
import { kyivDay } from './clients-support'
import { shownDay } from './date-support'

// Whatever the browser's own language: the dates stay Ukrainian and DD.MM.YYYY.
test.use({ locale: 'en-US' })

test('a date is typed and picked as DD.MM.YYYY with a Ukrainian calendar, Monday first; the deadline starts at now − 24 h', async ({
  page,
}) => {
  await signIn(page, 'registrar')
  await page.getByRole('banner').getByRole('button', { name: 'Попередній запис' }).click()
  const dialog = page.getByRole('dialog', { name: 'Попередній запис' })
  const deadline = dialog.getByLabel('Крайній термін')

  await test.step('the calendar speaks Ukrainian and starts the week on Monday', async () => {
    await dialog.getByRole('button', { name: 'Календар' }).click()
    const grid = page.getByRole('grid')
    const [year, month] = kyivDay(0).split('-').map(Number) as [number, number]
    const monthName = new Intl.DateTimeFormat('uk-UA', { month: 'long' }).formatToParts(
      new Date(Date.UTC(year, month - 1, 15)),
    )[0]!.value
    await expect(grid).toHaveAccessibleName(new RegExp(`${monthName} ${year}`, 'i'))
    await expect(grid.locator('th').first()).toHaveText('пн')
    await expect(grid.locator('th').last()).toHaveText('нд')
    const tooEarly = kyivDay(-2)
    if (tooEarly.slice(0, 7) === kyivDay(0).slice(0, 7))
      await expect(grid.locator(`[data-day="${tooEarly}"] button`)).toBeDisabled()
  })

  await test.step('a picked day shows as DD.MM.YYYY', async () => {
    const target = kyivDay(0)
    await page.getByRole('grid').locator(`[data-day="${target}"] button`).click()
    await expect(page.getByRole('grid')).toBeHidden()
    await expect(deadline).toHaveValue(shownDay(target))
  })

  await test.step('a typed day that does not exist, or is too early, is named in Ukrainian', async () => {
    await deadline.fill('31.02.2030')
    await expect(dialog.getByText('Такої дати не існує')).toBeVisible()
    await deadline.fill(shownDay(kyivDay(-3)))
    await expect(dialog.getByText(/Дата не може бути раніше|Крайній термін не може бути/)).toBeVisible()
    await deadline.fill(shownDay(kyivDay(3)))
    await expect(dialog.getByRole('alert')).toHaveCount(0)
  })
})
