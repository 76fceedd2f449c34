/**
 * Registry → Попередні записи (issue 20 item 6): the overdue filter shows the entries whose deadline is
 * gone; a registrar turns an entry into an order with a slot of its doctor — the cart opens for the
 * entry's patient — and the list then shows the entry as made into an order.
 */
import { expect, test } from '@playwright/test'
import { nextMonday } from './cart-support'
import { apiToken, serverGet, signIn } from './offline-support'
import { shownDay } from './date-support'

const doctorName = 'Коваленко Олена Петрівна'

test('a registrar filters overdue entries and turns an entry into an order with a booked slot', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'registrar')
  const doctors = await serverGet<Array<{ key: number; value: string }>>(
    request,
    token,
    '/api/v2/doctor-actives/reference',
  )
  const doctor = doctors.find((d) => d.value === doctorName)!
  const monday = nextMonday()
  const comment = `Контроль після лікування ${Date.now().toString(36)}`
  const made = await request.post('/api/previous-orders/api', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: { doctorId: doctor.key, deadlineAt: monday, type: 2, clientId: 7, comment },
  })
  expect(made.status(), await made.text()).toBe(201)

  await signIn(page, 'registrar')
  const table = page.getByRole('table', { name: 'Попередні записи' })

  await test.step('only overdue entries under the overdue filter', async () => {
    await page.goto('/mc-registry/previous-order')
    await expect(page.getByRole('heading', { level: 1, name: 'Попередні записи' })).toBeVisible()
    await page.getByLabel('Лише прострочені').click()
    await expect(page.getByLabel('Лише прострочені')).toBeChecked()
    await expect(page).toHaveURL(/overdue=1/)
    await expect(table.getByRole('row').filter({ hasText: 'Прострочено' }).first()).toBeVisible()
    await expect(table.getByRole('row').filter({ hasText: /Очікує|Оформлено замовлення/ })).toHaveCount(0)
    await page.getByLabel('Лише прострочені').click()
    await expect(page).not.toHaveURL(/overdue=1/)
  })

  await test.step('the entry becomes an order with a slot on its deadline, and its cart opens', async () => {
    // Narrowed to the doctor and the deadline day: other journeys register entries too.
    await page.goto(
      `/mc-registry/previous-order?doctorId=${doctor.key}&deadlineFrom=${monday}&deadlineTo=${monday}`,
    )
    await expect(page.getByLabel('Строк від')).toHaveValue(shownDay(monday))
    const row = table.getByRole('row').filter({ hasText: comment })
    await row.getByRole('button', { name: /^Оформити замовлення/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Оформити замовлення' })
    await expect(dialog.getByLabel('День')).toHaveValue(shownDay(monday))
    const first = dialog.getByRole('list', { name: 'Вільний час' }).getByRole('button').first()
    const time = (await first.textContent())!.trim()
    await first.click()
    await expect(page).toHaveURL(/\/mc-cart\/\d+$/)
    await expect(page.getByText(`Запис: ${shownDay(monday)} ${time} · ${doctorName}`)).toBeVisible()
  })

  await test.step('back in the list, the entry links to its order and is no longer offered', async () => {
    await page.goBack()
    const row = table.getByRole('row').filter({ hasText: comment })
    await expect(row.getByRole('link', { name: 'Оформлено замовлення' })).toBeVisible()
    await expect(row.getByRole('button', { name: /^Оформити замовлення/ })).toHaveCount(0)
  })
})
