import { expect, test } from '@playwright/test'
import { API, apiToken, expectAllSent, serverGet, signIn } from './offline-support'
import { createClientByApi, uniqueSurname, type ServerClient } from './clients-support'

test('an offline edit of a client changed meanwhile by someone else shows both versions; "keep mine" wins', async ({
  page,
  context,
  request,
}) => {
  const token = await apiToken(request, 'registrar')
  const { cyr } = uniqueSurname()
  const client = await createClientByApi(request, token, {
    surname: cyr,
    name: 'Остап',
    email: 'ostap@example.com',
  })

  await test.step('registrar opens the client card, goes offline and changes the name', async () => {
    await signIn(page, 'registrar')
    await page.goto(`/clients/profile/${client.id}/edit`)
    await expect(page.getByLabel("Ім'я")).toHaveValue('Остап')
    // Offline pages come from the service worker: it must have the app stored first.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await context.setOffline(true)
    await page.getByLabel("Ім'я").fill('Остапа')
    await page.getByRole('button', { name: 'Зберегти' }).click()
    await expect(page.getByRole('heading', { name: `${cyr} Остапа` })).toBeVisible()
  })

  await test.step('meanwhile a colleague changes the email on the server', async () => {
    const res = await request.patch(`${API}/clients/${client.id}`, {
      headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
      data: { version: client.version, surname: cyr, name: 'Остап', email: 'colleague@example.com' },
    })
    expect(res.status()).toBe(200)
  })

  await test.step('back online: the conflict shows mine beside the server’s', async () => {
    await context.setOffline(false)
    const conflict = page.getByTestId('conflict-view')
    await expect(conflict).toContainText('Остапа')
    await expect(conflict).toContainText('colleague@example.com')
    await expect(page.getByRole('alert').filter({ hasText: 'Конфлікт' })).toBeVisible()
  })

  await test.step('"keep mine": my edit goes on the server’s current version', async () => {
    await page.getByRole('button', { name: 'Залишити мої' }).click()
    await expectAllSent(page)
    await expect
      .poll(async () => (await serverGet<ServerClient>(request, token, `/clients/${client.id}`)).name)
      .toBe('Остапа')
  })
})
