/**
 * The registry's order lists (issue 20 item 7): a registrar opens «Незавершені замовлення», finds an order
 * still in reception from days ago and finishes its reception from the row — read again, it has left
 * the list; then
 * «Без розкладу» shows orders with the services not yet given a time.
 */
import { expect, test } from '@playwright/test'
import { signIn } from './offline-support'

test('a registrar finishes a reception left open from the not-finished list and sees the services without schedule', async ({
  page,
}) => {
  await signIn(page, 'registrar')
  const table = page.getByRole('table')

  await test.step('the not-finished list holds demo order MC-000011, in reception since days ago', async () => {
    await page.goto('/mc-registry/not-finished-orders')
    await expect(page.getByRole('heading', { level: 1, name: 'Незавершені замовлення' })).toBeVisible()
    await expect(page.getByLabel('Період')).toHaveCount(0)
    const row = table.getByRole('row').filter({ hasText: 'MC-000011' })
    await expect(row).toContainText('Виконується')
    await row.getByRole('button', { name: 'Дії MC-000011' }).click()
    await page.getByRole('menuitem', { name: 'Завершити прийом' }).click()
    await expect(page.getByText('Прийом завершено')).toBeVisible()
    await expect(table.getByRole('row').filter({ hasText: 'MC-000011' })).toContainText(
      'Виконано, не оплачено',
    )
    // Read again, the finished order is no longer on the list.
    await page.reload()
    await expect(table.getByRole('row').filter({ hasText: 'MC-000009' })).toBeVisible()
    await expect(table.getByRole('row').filter({ hasText: 'MC-000011' })).toHaveCount(0)
  })

  await test.step('the without-schedule list names the services still without a time', async () => {
    await page.goto('/mc-registry/without-schedule')
    await expect(page.getByRole('heading', { level: 1, name: 'Без розкладу' })).toBeVisible()
    await expect(table.getByRole('columnheader', { name: 'Послуги без розкладу' })).toBeVisible()
    const first = table.getByRole('row').nth(1)
    await expect(first.getByRole('cell').filter({ hasText: /\S/ }).first()).toBeVisible()
    await expect(table.getByRole('row').filter({ hasText: 'Скасовано' })).toHaveCount(0)
  })
})
