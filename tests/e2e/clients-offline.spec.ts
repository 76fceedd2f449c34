import { expect, test } from '@playwright/test'
import { apiToken, expectAllSent, serverGet, signIn, widget } from './offline-support'
import {
  createClientByApi,
  fillEntry,
  kyivDay,
  uniqueSurname,
  type ServerClient,
  type ServerEntry,
} from './clients-support'

test('offline: a new client and an entry for it wait on the device, survive a reload and land in order', async ({
  page,
  context,
  request,
}) => {
  const token = await apiToken(request, 'registrar')
  const known = uniqueSurname()
  const existing = await createClientByApi(request, token, {
    surname: known.cyr,
    name: 'Тарас',
    phone: '380931234567',
  })
  const fresh = { cyr: `Новенко${known.cyr.slice(-6)}`, lat: `novenko${known.lat.slice(-6)}` }
  const deadline = kyivDay(2)

  await test.step('registrar works online first: the clients and the doctors reach the device', async () => {
    await signIn(page, 'registrar')
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await page.goto('/clients')
    await expect(page.getByText(/знайдено \d/)).toBeVisible()
    await page.goto(`/clients/profile/${existing.id}`)
    await expect(page.getByRole('heading', { name: `${known.cyr} Тарас` })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Попередні записи' })).toContainText('Записів немає')
  })

  await context.setOffline(true)

  await test.step('offline, the patient search still finds a known client typed in Latin', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Попередній запис' }).click()
    const dialog = page.getByRole('dialog', { name: 'Попередній запис' })
    await dialog.getByLabel('Прізвище').fill(known.lat)
    await expect(dialog.getByRole('option', { name: new RegExp(known.cyr) })).toBeVisible()
    await dialog.getByRole('button', { name: 'Скасувати' }).click()
    await expect(dialog).toBeHidden()
  })

  let profileUrl = ''
  await test.step('offline, she creates a new client', async () => {
    await page.goto('/clients/create')
    await page.getByLabel('Прізвище').fill(fresh.cyr)
    await page.getByLabel("Ім'я").fill('Марія')
    await page.getByLabel('Дата народження').fill('12041990')
    await page.getByLabel('Телефон').fill('0509876543')
    await expect(page.getByLabel('Телефон')).toHaveValue('+38(050)987-65-43')
    await page.getByRole('button', { name: 'Створити', exact: true }).click()
    await expect(page.getByRole('heading', { name: `${fresh.cyr} Марія` })).toBeVisible()
    profileUrl = new URL(page.url()).pathname
    expect(profileUrl).toMatch(/^\/clients\/profile\/[0-9a-f-]{36}$/)
    await expect(
      page.getByRole('status').filter({ hasText: 'Зміни збережено на цьому пристрої' }),
    ).toBeVisible()
  })

  await test.step('and registers a previous entry for that client, still offline', async () => {
    await page.getByRole('button', { name: 'Новий попередній запис' }).click()
    const dialog = page.getByRole('dialog', { name: 'Попередній запис' })
    await expect(dialog.getByRole('region', { name: 'Картка пацієнта' })).toContainText('чекає на надсилання')
    await fillEntry(dialog, { deadline, type: 'Первинне', comment: 'Записано без мережі' })
    await dialog.getByRole('button', { name: 'Зареєструвати' }).click()
    await expect(page.getByText('Звернення збережено на цьому пристрої')).toBeVisible()
    const entries = page.getByRole('region', { name: 'Попередні записи' })
    await expect(entries).toContainText('Записано без мережі')
    // Waiting on the device: never sent yet, or tried while the network was away.
    await expect(entries).toContainText(/Чекає надсилання|Повторна спроба/)
    await expect(entries).not.toContainText('На сервері')
    await expect(widget(page)).toContainText('2')
  })

  await test.step('the page reloads offline: the client and the waiting entry are still there', async () => {
    await page.reload()
    await expect(page.getByRole('heading', { name: `${fresh.cyr} Марія` })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Попередні записи' })).toContainText('Записано без мережі')
  })

  await test.step('the network returns: both reach the server, the entry after its client', async () => {
    await context.setOffline(false)
    await expectAllSent(page)
    const uuid = profileUrl.split('/').at(-1)!
    const found = await serverGet<{ data: ServerClient[] }>(request, token, `/clients?surname=${fresh.lat}`)
    // Near misses may follow the prefix matches: only the new surname counts, and exactly once.
    const created = found.data.filter((c) => c.surname === fresh.cyr)
    expect(created.map((c) => c.uuid)).toEqual([uuid])
    expect(created[0]).toMatchObject({ name: 'Марія', phone: '380509876543' })
    const list = await serverGet<{ data: ServerEntry[] }>(
      request,
      token,
      `/previous-orders/api?clientId=${created[0]!.id}`,
    )
    expect(list.data).toHaveLength(1)
    expect(list.data[0]).toMatchObject({ deadlineAt: deadline, type: 1, comment: 'Записано без мережі' })
  })
})
