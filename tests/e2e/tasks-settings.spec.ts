import { expect, test } from '@playwright/test'
import { apiToken, expectAllSent, serverGet, signIn } from './offline-support'

interface Item {
  id: number
  name: string
}

test('an administrator sets the task defaults and adds a topic; the task form offers them', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36)
  const token = await apiToken(request)
  await signIn(page)

  await test.step('general setting: deadline in 5 days, priority "Високий"', async () => {
    await page.goto('/settings/task-manager/general-setting')
    await page.getByLabel('Термін виконання нової задачі, днів').fill('5')
    await page.getByLabel('Пріоритет нової задачі').selectOption({ label: 'Високий' })
    await page.getByRole('button', { name: 'Зберегти' }).click()
    await expect(page.getByText('Збережено', { exact: true })).toBeVisible()
    await expectAllSent(page)
    const saved = await serverGet<{ defaultDeadlineDays: number; defaultPriority: string }>(
      request,
      token,
      '/taskmanager/settings',
    )
    expect(saved).toMatchObject({ defaultDeadlineDays: 5, defaultPriority: 'high' })
  })

  const topic = `Лабораторія ${stamp}`
  await test.step('a topic is added and renamed', async () => {
    await page.goto('/settings/task-manager/task-topics')
    await page.getByLabel('Нова назва').fill(`Лаб ${stamp}`)
    await page.getByRole('button', { name: 'Додати' }).click()
    const row = page.getByLabel(`Назва: Лаб ${stamp}`)
    await expect(row).toBeVisible()
    await expectAllSent(page)
    await row.fill(topic)
    await page
      .getByRole('listitem')
      .filter({ has: page.getByLabel(`Назва: Лаб ${stamp}`) })
      .getByRole('button', { name: 'Зберегти' })
      .click()
    await expect(page.getByLabel(`Назва: ${topic}`)).toBeVisible()
    await expectAllSent(page)
    const topics = await serverGet<{ data: Item[] }>(request, token, '/taskmanager/topics')
    expect(topics.data.map((t) => t.name)).toContain(topic)
  })

  await test.step('the new task form starts from the defaults and offers the topic', async () => {
    await page.goto('/task-manager/create')
    await expect(page.getByLabel('Пріоритет')).toHaveValue('high')
    const inFive = new Date(Date.now() + 5 * 86_400_000)
    await expect(page.getByLabel('Термін виконання')).toHaveValue(
      // DD.MM.YYYY, as every date field shows it.
      new RegExp(`^\\d{2}\\.${String(inFive.getMonth() + 1).padStart(2, '0')}\\.${inFive.getFullYear()}$`),
    )
    await expect(page.getByLabel('Тема').getByRole('option', { name: topic })).toBeAttached()
  })
})
