import { expect, test } from '@playwright/test'
import { signIn } from './offline-support'

test('an administrator creates a task for the registrar; it appears in the registrar’s open tab without a reload', async ({
  browser,
}) => {
  const title = `Передзвонити пацієнту ${Date.now().toString(36)}`
  const admin = await (await browser.newContext()).newPage()
  const registrar = await (await browser.newContext()).newPage()

  let countBefore = 0
  await test.step('the registrar opens their task list from the avatar menu', async () => {
    await signIn(registrar, 'registrar')
    await registrar.getByRole('banner').getByRole('button', { name: 'Ірина Реєстраторка' }).click()
    const item = registrar.getByRole('menuitem', { name: /Менеджер задач/ })
    countBefore = Number((await item.innerText()).match(/(\d+)\s*$/)?.[1])
    await item.click()
    await expect(registrar).toHaveURL(/\/task-manager\?users=\d+$/)
    await expect(registrar.getByRole('table')).toBeVisible()
    await expect(registrar.getByRole('link', { name: title })).toHaveCount(0)
  })

  await test.step('the administrator creates a task for the registrar', async () => {
    await signIn(admin)
    await admin.goto('/task-manager/create')
    await admin.getByLabel('Назва').fill(title)
    await admin.getByLabel('Виконавець').selectOption({ label: 'Ірина Реєстраторка' })
    await admin.getByLabel('Пріоритет').selectOption({ label: 'Високий' })
    await admin.getByRole('button', { name: 'Створити задачу' }).click()
    await expect(admin.getByRole('heading', { level: 1 })).toContainText(title)
    // The server's answer gives the task its number.
    await expect(admin.getByRole('heading', { level: 1 })).toContainText(/Задача № \d+/)
  })

  await test.step('the registrar’s list and avatar count update without a reload', async () => {
    // The notice shows as the event arrives and goes after a few seconds; the list row comes with the
    // list's refresh, which on a loaded machine may take longer than that: both are awaited at once.
    await Promise.all([
      expect(registrar.getByText('Вам призначено нову задачу')).toBeVisible(),
      expect(registrar.getByRole('link', { name: title })).toBeVisible(),
    ])
    await registrar.getByRole('banner').getByRole('button', { name: 'Ірина Реєстраторка' }).click()
    await expect(registrar.getByRole('menuitem', { name: /Менеджер задач/ })).toContainText(
      String(countBefore + 1),
    )
    await registrar.keyboard.press('Escape')
  })

  await test.step('the registrar opens the card and sees its change log', async () => {
    await registrar.getByRole('link', { name: title }).click()
    await expect(registrar.getByRole('heading', { level: 1 })).toContainText(title)
    await expect(registrar.getByRole('definition').filter({ hasText: 'Високий' })).toBeVisible()
    const log = registrar.getByRole('table', { name: 'Журнал змін' })
    await expect(log).toContainText('Додано')
    await expect(log).toContainText('Олена Адміністраторка')
  })
})
