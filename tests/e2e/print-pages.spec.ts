/**
 * The print pages (issue 23 item 5) on the demo data: the demo doctor opens the demo prescription's
 * protocol (demo protocol 4, «Рецепт», order 11) and from it the visit calendar and the prescription,
 * then the day sheet of that visit's day; the patient's order sheet is not theirs to print (no order
 * rights: /403), the cashier's is. On paper the «Друкувати» button is not printed.
 */
import { expect, test } from '@playwright/test'
import type { DoctorsArm } from '../../domain/registry/doctors-arm'
import type { Protocol } from '../../domain/protocols/protocol.schema'
import { dayText } from '../../domain/protocols/protocol-print'
import { kyivDayAndTime } from '../../domain/time/kyiv'
import { apiToken, serverGet, signIn } from './offline-support'

test('the doctor prints the calendar, the prescription and the day sheet; the cashier the patient’s order', async ({
  page,
  browser,
  request,
}) => {
  const token = await apiToken(request, 'doctor')
  const rx = await serverGet<Protocol>(request, token, '/api/v2/protocols/4')
  const visitDay = kyivDayAndTime(rx.visitAt!).date
  const day = await serverGet<DoctorsArm>(
    request,
    token,
    `/registry/doctors-arm?date=${visitDay}&doctorId=${rx.doctor!.id}`,
  )
  const visit = day.visits.find((v) => v.orderId === rx.orderId)!

  await test.step('the doctor opens the prescription’s protocol and its visit calendar', async () => {
    await signIn(page, 'doctor')
    await page.goto('/protocol/4')
    await page.getByRole('link', { name: 'Календар візитів' }).click()
    await expect(page).toHaveURL('/protocol/4/print/calendar')
    const sheet = page.getByRole('article', { name: 'Календар візитів для друку' })
    await expect(sheet.getByRole('heading', { name: 'Календар візитів' })).toBeVisible()
    await expect(sheet.getByRole('cell', { name: `${dayText(visitDay)}: Прийом` })).toBeVisible()
    await expect(sheet).toContainText(rx.patient!)
  })

  await test.step('the prescription prints on A5 with the drug and dose, without the button on paper', async () => {
    await page.goto('/protocol/4')
    await page.getByRole('link', { name: 'Друк рецепта' }).click()
    await expect(page).toHaveURL('/print/prescription?protocolId=4')
    const sheet = page.getByRole('article', { name: 'Рецепт для друку, A5' })
    await expect(sheet.getByRole('heading', { name: 'РЕЦЕПТ' })).toBeVisible()
    await expect(sheet).toContainText('Лоратадин 10 мг')
    await expect(sheet).toContainText('1 таблетка на день')
    await expect(sheet).toContainText(`Лікар: ____________________ ${rx.doctor!.name}`)
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('button', { name: 'Друкувати' })).toBeHidden()
    await page.emulateMedia({ media: 'screen' })
    await expect(page.getByRole('button', { name: 'Друкувати' })).toBeVisible()
  })

  await test.step('the day sheet of the visit’s day lists the patient with the protocol’s state', async () => {
    await page.goto(`/print/doctor?date=${visitDay}&doctorId=${rx.doctor!.id}`)
    const rows = page.getByRole('table', { name: 'Записи дня' }).getByRole('row')
    const row = rows.filter({ hasText: visit.patient! })
    await expect(row).toContainText(visit.code)
    await expect(row).toContainText('Затверджено')
    await expect(page.getByRole('article')).toContainText(dayText(visitDay))
  })

  await test.step('the patient’s order sheet is not the doctor’s; the cashier prints it', async () => {
    await page.goto(`/print/patient?orderId=${rx.orderId}`)
    await expect(page).toHaveURL('/403')
    const cashier = await browser.newContext()
    const desk = await cashier.newPage()
    await signIn(desk, 'cashier')
    await desk.goto(`/print/patient?orderId=${rx.orderId}`)
    const sheet = desk.getByRole('article', { name: 'Замовлення для пацієнта, друк' })
    await expect(sheet.getByRole('heading', { name: `Замовлення ${rx.orderCode}` })).toBeVisible()
    await expect(sheet).toContainText('До сплати')
    await expect(sheet).toContainText('ще не пов’язано з послугами та аналізами')
    await cashier.close()
  })
})
