/**
 * A resource worked on offline (the generic resource page; call types and cabinets stand for the flat
 * dictionaries and the records with references): records created and edited with the network gone
 * survive a reload, land once when it returns, and an edit made on a stale copy shows the conflict
 * view, where the administrator keeps their own version.
 */
import { expect, test } from '@playwright/test'
import type { ResourceRow } from '../../domain/resources/define-resource'
import { apiToken, expectAllSent, serverGet, signIn, widget } from './offline-support'

const CALL_TYPES = '/settings/resources/call-types'
const CABINETS = '/settings/resources/cabinets'

test('call types and cabinets created and edited offline land once, and a stale edit shows the conflict view', async ({
  page,
  context,
  request,
}) => {
  const tag = Date.now().toString(36)
  const token = await apiToken(request)
  const find = async (path: string, q: string) =>
    (await serverGet<{ data: ResourceRow[] }>(request, token, `${path}?q=${encodeURIComponent(q)}`)).data

  await test.step('admin opens both pages online, then the network drops', async () => {
    await signIn(page)
    await page.goto('/settings/medical-center/cabinets-filial')
    await expect(page.getByRole('cell').first()).toBeVisible()
    await page.goto('/settings/call-center/call-types')
    await expect(page.getByRole('cell').first()).toBeVisible()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await context.setOffline(true)
  })

  await test.step('offline: a new call type is added, then renamed before it reached the server', async () => {
    await page.getByRole('button', { name: 'Додати' }).click()
    await page.getByLabel('Назва *').fill(`Повторний ${tag}`)
    await page.getByLabel('Системне імʼя *').fill(`repeat_${tag}`)
    await page.getByRole('dialog').getByRole('button', { name: 'Зберегти' }).click()
    await expect(page.getByText('збережено на пристрої')).toBeVisible()
    const row = page.getByRole('row', { name: new RegExp(`Повторний ${tag}`) })
    await expect(row.getByText('Не надіслано')).toBeVisible()
    await row.getByRole('button', { name: /^Змінити/ }).click()
    await page.getByLabel('Назва *').fill(`Повторний дзвінок ${tag}`)
    await page.getByRole('dialog').getByRole('button', { name: 'Зберегти' }).click()
    await expect(page.getByRole('cell', { name: `Повторний дзвінок ${tag}`, exact: true })).toBeVisible()
    // The create may have been tried already (an answer lost offline is no proof the server never saw
    // it), so the rename queues behind it, naming the record by its uuid.
    await expect(widget(page)).toContainText('2 зміни чекають')
  })

  await test.step('offline: a cabinet is added to a filial chosen from the device’s copy', async () => {
    await page.goto('/settings/medical-center/cabinets-filial')
    await page.getByRole('button', { name: 'Додати' }).click()
    await page.getByLabel('Назва *').fill(`Процедурний ${tag}`)
    await page.getByLabel('Філіал *').click()
    await page.getByRole('option').nth(1).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Зберегти' }).click()
    await expect(widget(page)).toContainText('3 зміни чекають')
  })

  await test.step('the page reloads offline: both records are still there, still waiting', async () => {
    await page.reload()
    await page.getByRole('searchbox').fill(`Процедурний ${tag}`)
    await expect(page.getByRole('cell', { name: `Процедурний ${tag}`, exact: true })).toBeVisible()
    await page.goto('/settings/call-center/call-types')
    await expect(page.getByRole('cell', { name: `Повторний дзвінок ${tag}`, exact: true })).toBeVisible()
  })

  await test.step('the network returns: each record reaches the server once, with the last name', async () => {
    await context.setOffline(false)
    await expectAllSent(page)
    expect((await find(CALL_TYPES, tag)).map((r) => r.name)).toEqual([`Повторний дзвінок ${tag}`])
    expect((await find(CABINETS, tag)).map((r) => r.name)).toEqual([`Процедурний ${tag}`])
  })

  await test.step('someone else renames the call type while this device is offline and renames it too', async () => {
    const [server] = await find(CALL_TYPES, tag)
    await context.setOffline(true)
    const row = page.getByRole('row', { name: new RegExp(`Повторний дзвінок ${tag}`) })
    await row.getByRole('button', { name: /^Змінити/ }).click()
    await page.getByLabel('Назва *').fill(`Мій дзвінок ${tag}`)
    await page.getByRole('dialog').getByRole('button', { name: 'Зберегти' }).click()
    const theirs = await request.patch(`/api${CALL_TYPES}/${server!.id}`, {
      headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
      data: { version: server!.version, name: `Їхній дзвінок ${tag}` },
    })
    expect(theirs.ok()).toBe(true)
    await context.setOffline(false)
    const notice = page.getByRole('alert').filter({ hasText: 'Запис уже змінив інший користувач' })
    await expect(notice).toBeVisible({ timeout: 20_000 })
    await expect(notice).toContainText(`Їхній дзвінок ${tag}`)
    await expect(notice).toContainText(`Мій дзвінок ${tag}`)
    await notice.getByRole('button', { name: 'Залишити мої' }).click()
    await expectAllSent(page)
    expect((await find(CALL_TYPES, tag)).map((r) => r.name)).toEqual([`Мій дзвінок ${tag}`])
  })
})
