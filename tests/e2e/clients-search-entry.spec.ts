import { expect, test } from '@playwright/test'
import { apiToken, serverGet, signIn } from './offline-support'
import { createClientByApi, fillEntry, kyivDay, uniqueSurname, type ServerEntry } from './clients-support'

test('registrar finds a patient typed in Latin, checks the card and registers a previous entry', async ({
  page,
  request,
  context,
}) => {
  const token = await apiToken(request, 'registrar')
  const { cyr, lat } = uniqueSurname()
  const client = await createClientByApi(request, token, {
    surname: cyr,
    name: 'Олена',
    patronymic: 'Петрівна',
    birthday: '1987-03-05',
    phone: '380671234567',
    email: 'olena@example.com',
    male: 'woman',
    specialAttention: true,
    specialAttentionComment: 'Алергія на пеніцилін',
  })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signIn(page, 'registrar')

  const dialog = page.getByRole('dialog', { name: 'Попередній запис' })
  await test.step(`registrar opens 'Попередній запис' and types "${lat}" into the surname`, async () => {
    await page.getByRole('button', { name: 'Попередній запис' }).click()
    await dialog.getByLabel('Прізвище').fill(lat)
    await expect(dialog.getByLabel('Прізвище')).toHaveValue(lat.toUpperCase())
  })

  await test.step('picks the suggestion: the card shows the patient', async () => {
    await dialog.getByRole('option', { name: new RegExp(cyr) }).click()
    const card = dialog.getByRole('region', { name: 'Картка пацієнта' })
    await expect(card).toContainText(`${cyr} Олена Петрівна`)
    await expect(card).toContainText('05.03.1987')
    await expect(card).toContainText('olena@example.com')
    await card.getByRole('button', { name: '+38(067)123-45-67' }).click()
    await expect(card.getByRole('status')).toHaveText('Номер телефону скопійовано')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('380671234567')
    await card.getByTestId('special-attention').hover()
    await expect(card.getByRole('tooltip')).toHaveText('Алергія на пеніцилін')
    await expect(card.getByRole('link', { name: 'Перейти до профілю' })).toHaveAttribute(
      'href',
      `/clients/profile/${client.id}/edit`,
    )
    await expect(card.getByRole('link', { name: 'Перейти до профілю' })).toHaveAttribute('target', '_blank')
  })

  await test.step('blurring the empty fields shows the spec’s messages', async () => {
    await dialog.getByLabel('Лікар').focus()
    await dialog.getByLabel('Крайній термін').focus()
    await dialog.getByLabel('Тип звернення').focus()
    await dialog.getByLabel('Коментар').focus()
    await expect(dialog.getByText('Виберіть лікаря')).toBeVisible()
    await expect(dialog.getByText('Виберіть крайній термін')).toBeVisible()
    await expect(dialog.getByText('Виберіть тип звернення')).toBeVisible()
  })

  const deadline = kyivDay(3)
  await test.step('fills doctor, deadline, type and registers', async () => {
    await fillEntry(dialog, { deadline, type: 'Повторне', comment: 'Контроль аналізів' })
    await dialog.getByLabel('Найближчий прийом').check()
    await dialog.getByRole('button', { name: 'Зареєструвати' }).click()
    await expect(page.getByText('Звернення зареєстровано')).toBeVisible()
    await expect(dialog).toBeHidden()
  })

  await test.step('the server holds the entry for this client', async () => {
    const list = await serverGet<{ data: ServerEntry[] }>(
      request,
      token,
      `/previous-orders/api?clientId=${client.id}`,
    )
    expect(list.data).toHaveLength(1)
    expect(list.data[0]).toMatchObject({
      deadlineAt: deadline,
      type: 2,
      comment: 'Контроль аналізів',
      isNearVisit: 1,
    })
  })

  await test.step('the profile lists it', async () => {
    await page.goto(`/clients/profile/${client.id}`)
    const entries = page.getByRole('region', { name: 'Попередні записи' })
    await expect(entries).toContainText('Контроль аналізів')
    await expect(entries).toContainText('Повторне')
  })

  await test.step('offline, the profile shows the entries loaded before, marked as maybe out of date', async () => {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await page.context().setOffline(true)
    await page.reload()
    const entries = page.getByRole('region', { name: 'Попередні записи' })
    await expect(entries).toContainText('Немає мережі: показано записи станом на')
    await expect(entries).toContainText('список може бути застарілим')
    await expect(entries).toContainText('Контроль аналізів')
    await expect(entries).toContainText('На сервері')
    await page.context().setOffline(false)
  })
})

test('a registration the server refuses shows its message on the field', async ({ page, request }) => {
  const token = await apiToken(request, 'registrar')
  const { cyr } = uniqueSurname()
  const client = await createClientByApi(request, token, {
    surname: cyr,
    name: 'Ігор',
    phone: '380501112233',
  })
  await signIn(page, 'registrar')
  await page.goto(`/clients/profile/${client.id}`)
  await page.getByRole('button', { name: 'Новий попередній запис' }).click()
  const dialog = page.getByRole('dialog', { name: 'Попередній запис' })
  await expect(dialog.getByRole('region', { name: 'Картка пацієнта' })).toContainText(`${cyr} Ігор`)

  await test.step('a comment longer than the server takes: 422 on the comment field', async () => {
    await fillEntry(dialog, { deadline: kyivDay(1), type: 'Первинне', comment: 'к'.repeat(2001) })
    await dialog.getByRole('button', { name: 'Зареєструвати' }).click()
    await expect(dialog.getByRole('alert').filter({ hasText: 'Не більше 2000 символів' })).toBeVisible()
    await expect(dialog.getByLabel('Коментар')).toHaveAttribute('aria-invalid', 'true')
  })

  await test.step('fixed and sent again: registered, the refused attempt is gone', async () => {
    await dialog.getByLabel('Коментар').fill('Коротко')
    await dialog.getByRole('button', { name: 'Зареєструвати' }).click()
    await expect(page.getByText('Звернення зареєстровано')).toBeVisible()
    const list = await serverGet<{ data: ServerEntry[] }>(
      request,
      token,
      `/previous-orders/api?clientId=${client.id}`,
    )
    expect(list.data.map((e) => e.comment)).toEqual(['Коротко'])
  })
})
