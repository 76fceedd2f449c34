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
    await page.getByLabel('Пріоритет нової задачі').click()
    await page.getByRole('option', { name: 'Високий' }).click()
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
    const section = page.getByRole('region', { name: 'Теми задач' })
    await section.getByRole('button', { name: 'Додати' }).click()
    await page.getByRole('dialog').getByLabel('Назва *').fill(`Лаб ${stamp}`)
    await page.getByRole('dialog').getByRole('button', { name: 'Зберегти' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(section.getByRole('cell', { name: `Лаб ${stamp}`, exact: true })).toBeVisible()
    await expectAllSent(page)
    await section.getByRole('button', { name: `Змінити: Лаб ${stamp}` }).click()
    await page.getByRole('dialog').getByLabel('Назва *').fill(topic)
    await page.getByRole('dialog').getByRole('button', { name: 'Зберегти' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(section.getByRole('cell', { name: topic, exact: true })).toBeVisible()
    await expectAllSent(page)
    const topics = await serverGet<{ data: Item[] }>(
      request,
      token,
      `/taskmanager/topics?q=${encodeURIComponent(topic)}`,
    )
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
