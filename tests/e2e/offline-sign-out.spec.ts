import { expect, test } from '@playwright/test'
import {
  addReasons,
  reasonsShown,
  apiToken,
  clickSignOut,
  expectAllSent,
  reasonNames,
  serverGet,
  signIn,
  type Reason,
} from './offline-support'

test('signing out with unsent changes warns with the count, keeps them for that user only, and sends them after the next sign-in', async ({
  page,
  context,
  request,
}) => {
  const name = `Ремонт ${Date.now().toString(36)}`
  const onServer = async () =>
    reasonNames(
      await serverGet<{ data: Reason[] }>(request, await apiToken(request), '/settings/weekend-reasons'),
    )

  await test.step('admin adds a weekend reason offline', async () => {
    await signIn(page)
    await page.goto('/settings/medical-center/weekend-reasons')
    await reasonsShown(page)
    await context.setOffline(true)
    await addReasons(page, [name])
  })

  await test.step('"Вийти" warns how many changes are unsent; admin first stays, then signs out anyway', async () => {
    await clickSignOut(page, 'Олена Адміністраторка')
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText('Є 1 ненадіслана зміна')
    await dialog.getByRole('button', { name: 'Залишитися' }).click()
    await expect(page).toHaveURL(/weekend-reasons/)
    await clickSignOut(page, 'Олена Адміністраторка')
    await page.getByRole('alertdialog').getByRole('button', { name: 'Все одно вийти' }).click()
    await expect(page).toHaveURL(/\/auth/)
  })

  await test.step('online again, the registrar signs in on the same device and sees none of it', async () => {
    await context.setOffline(false)
    await signIn(page, 'registrar')
    await expectAllSent(page)
    await page.goto('/sync')
    await expect(page.getByText('Усі зміни надіслано на сервер.')).toBeVisible()
    expect(await onServer()).not.toContain(name)
    await clickSignOut(page, 'Ірина Реєстраторка')
    await expect(page).toHaveURL(/\/auth/)
  })

  await test.step('admin signs in again and the kept change is sent', async () => {
    await signIn(page)
    await expectAllSent(page)
    await expect.poll(onServer).toContain(name)
  })
})
