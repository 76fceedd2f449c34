/**
 * Notifications end to end on the journey server and its own provider stand-ins (TurboSMS and SMTP on
 * STAND_IN_BASE_PORT = the server's port + 300, see playwright.config.ts): an order confirmed for a
 * patient with a phone and an e-mail sends the SMS and the letter by the job queue; the stand-in has
 * the SMS; the notification log shows both «Надіслано»; a test send from the SMS settings page arrives.
 */
import { expect, test } from '@playwright/test'
import { apiToken, signIn } from './offline-support'
import { createClientByApi, uniqueSurname } from './clients-support'
import { cartDemo, confirmedOrderByApi } from './cart-support'

interface StandInSms {
  recipients: string[]
  sms?: { sender: string; text: string }
}

test('a confirmed order sends the patient an SMS and a letter, the log shows them sent, and a test send arrives', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const standIn = `http://127.0.0.1:${Number(new URL(baseURL!).port) + 300}`
  const smsAt = async () => (await (await request.get(`${standIn}/__messages`)).json()) as StandInSms[]
  const phone = `38067${String(Date.now()).slice(-7)}`
  const token = await apiToken(request, 'cashier')
  const demo = await cartDemo(request, token)
  const { cyr } = uniqueSurname()
  const client = await createClientByApi(request, token, {
    surname: cyr,
    name: 'Олена',
    birthday: '1988-04-05',
    phone,
    email: 'olena@example.com',
    male: 'woman',
  })

  let code = ''
  await test.step('the cashier confirms an order for her', async () => {
    code = (
      await confirmedOrderByApi(request, token, { clientId: client.id, services: [{ id: demo.service.id }] })
    ).code
  })

  await test.step('the SMS reaches the TurboSMS stand-in, from the clinic’s sender', async () => {
    await expect
      .poll(async () => (await smsAt()).filter((m) => m.recipients.includes(phone)).length, {
        timeout: 20_000,
      })
      .toBe(1)
    const sms = (await smsAt()).find((m) => m.recipients.includes(phone))!
    expect(sms.sms?.sender).toBe('CLINIC')
    expect(sms.sms?.text).toContain(code)
  })

  await test.step('the notification log shows the SMS and the letter sent', async () => {
    await signIn(page, 'admin')
    await page.goto(`/reports/log-notification?q=${encodeURIComponent(code)}`)
    const table = page.getByRole('table')
    await expect(async () => {
      await page.getByRole('button', { name: 'Сформувати' }).click()
      await expect(
        table.getByRole('row').filter({ hasText: 'SMS' }).filter({ hasText: 'Надіслано' }),
      ).toHaveCount(1, {
        timeout: 1000,
      })
      await expect(
        table.getByRole('row').filter({ hasText: 'Ел. пошта' }).filter({ hasText: 'Надіслано' }),
      ).toHaveCount(1, { timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    await expect(table).toContainText(phone)
    await expect(table).toContainText('olena@example.com')
  })

  await test.step('a test send from the SMS settings arrives and says so', async () => {
    await page.goto('/settings/integrations/sms')
    await expect(page.getByRole('heading', { name: 'Перевірити надсилання' })).toBeVisible()
    await page.getByLabel('Отримувач').fill('050 765 43 21')
    await page.getByRole('button', { name: 'Надіслати тест' }).click()
    await expect(page.getByRole('region', { name: 'Перевірити надсилання' })).toContainText('Надіслано')
    expect((await smsAt()).some((m) => m.recipients.includes('380507654321'))).toBe(true)
  })
})
