import { expect, test, type Page } from '@playwright/test'
import { apiToken, serverGet, signIn } from './offline-support'
import { createClientByApi, uniqueSurname } from './clients-support'
import { newCart, type ServerOrder } from './cart-support'

async function pickPatient(page: Page, lat: string, fullName: string) {
  const patient = page.getByRole('region', { name: 'Пацієнт' })
  await patient.getByLabel('Прізвище').fill(lat)
  await patient.getByRole('option', { name: fullName }).click()
  await expect(patient.getByRole('region', { name: 'Картка пацієнта' })).toContainText(fullName)
}

test('another patient takes the place of the first: the order forgets the first one’s passport data and consent', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'registrar')
  const { cyr, lat } = uniqueSurname()
  await createClientByApi(request, token, { surname: cyr, name: 'Ольга', male: 'woman' })
  const other = await createClientByApi(request, token, { surname: cyr, name: 'Петро', male: 'man' })
  await signIn(page, 'registrar')
  const orderId = await newCart(page)

  await pickPatient(page, lat, `${cyr} Ольга`)
  await page.getByLabel('Паспортні дані').fill('МК 123456')
  await page.getByLabel('Згода на обробку персональних даних').check()
  await page.getByLabel('Згода на обробку персональних даних').blur()
  // The fields are written when they lose focus: wait for the server to hold them.
  const crmOrder = async () =>
    (await serverGet<ServerOrder>(request, token, `/api/v2/mc-orders/${orderId}`)).crmOrder
  await expect
    .poll(crmOrder, { timeout: 15_000 })
    .toMatchObject({ passportData: 'МК 123456', personalDataConsent: true })

  await page.getByRole('button', { name: 'Інший пацієнт' }).click()
  await pickPatient(page, lat, `${cyr} Петро`)

  await expect(page.getByLabel('Паспортні дані')).toHaveValue('')
  await expect(page.getByLabel('Згода на обробку персональних даних')).not.toBeChecked()
  await expect
    .poll(crmOrder, { timeout: 15_000 })
    .toMatchObject({ passportData: null, personalDataConsent: false })
  const after = await serverGet<ServerOrder>(request, token, `/api/v2/mc-orders/${orderId}`)
  expect(after.crmClientId).toBe(other.id)
})
