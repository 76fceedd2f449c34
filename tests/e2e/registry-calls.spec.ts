/**
 * The registry's call list offline (issue 20 item 5): the registrar opens «Обдзвін», loses the network,
 * still reads the list (marked as possibly out of date) and records two calls; each row says it waits to
 * be sent. Back online both calls reach the server (checked through the API) and the rows show them as
 * their last calls.
 */
import { expect, test } from '@playwright/test'
import type { CallList, RegistryCall } from '../../domain/registry/registry-calls.schema'
import { apiToken, expectAllSent, serverGet, signIn } from './offline-support'

test('two calls recorded offline land on the server and update their rows', async ({ browser, request }) => {
  const token = await apiToken(request, 'registrar')
  const list = await serverGet<CallList>(request, token, '/registry/call-list?scope=mine')
  const rows = list.data.filter((r) => r.patient).slice(0, 2)
  expect(rows).toHaveLength(2)
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, 'registrar')
  await page.goto('/mc-registry/call-list')
  const rowOf = (patient: string) => page.getByTestId('call-row').filter({ hasText: patient })
  for (const r of rows) await expect(rowOf(r.patient!).first()).toBeVisible()

  const comments = ['Офлайн дзвінок перший', 'Офлайн дзвінок другий']
  await test.step('offline: the list stays, two calls are recorded and wait to be sent', async () => {
    await context.setOffline(true)
    for (const [i, r] of rows.entries()) {
      const row = rowOf(r.patient!).first()
      await row.getByRole('button', { name: 'Записати дзвінок' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: 'Записати' }).click()
      await expect(dialog.getByText('Оберіть тип дзвінка')).toBeVisible()
      await dialog.getByLabel('Тип дзвінка').selectOption({ label: 'Нагадування про візит' })
      await dialog.getByLabel('Результат').selectOption({ label: 'Передзвонити пізніше' })
      await dialog.getByLabel('Коментар').fill(comments[i]!)
      await dialog.getByRole('button', { name: 'Записати' }).click()
      await expect(dialog).toHaveCount(0)
      await expect(row.getByText('Очікує надсилання')).toBeVisible()
      await expect(row).toContainText(comments[i]!)
    }
  })

  await test.step('back online: both calls reach the server and the rows show them', async () => {
    await context.setOffline(false)
    await expectAllSent(page)
    for (const [i, r] of rows.entries()) {
      const about = r.orderId !== null ? `orderId=${r.orderId}` : `previousEntryId=${r.previousEntryId}`
      const history = await serverGet<{ data: RegistryCall[] }>(request, token, `/registry/calls?${about}`)
      expect(history.data[0]).toMatchObject({
        comment: comments[i],
        callResult: 'Передзвонити пізніше',
        madeByName: 'Ірина Реєстраторка',
      })
      const row = rowOf(r.patient!).first()
      await expect(row.getByText('Очікує надсилання')).toHaveCount(0)
      await expect(row).toContainText('Ірина Реєстраторка')
      await expect(row).toContainText(comments[i]!)
    }
  })
})
