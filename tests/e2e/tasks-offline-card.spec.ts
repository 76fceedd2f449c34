import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { API, apiToken, explainFailures, expectAllSent, serverGet, signIn, widget } from './offline-support'

explainFailures(test)

interface Task {
  id: number
  uuid: string
  number: number
  title: string
  status: number
  version: number
  performerId: number
  log: Array<{ action: string; authorName: string }>
}

test('a task created offline is queued, shown at once, and gets its number once the network returns', async ({
  page,
  context,
  request,
}) => {
  const title = `Замовити витратні матеріали ${Date.now().toString(36)}`
  await signIn(page)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await page.goto('/task-manager/create')
  await expect(page.getByLabel('Виконавець')).toBeVisible()

  await test.step('offline, admin creates a task for the registrar', async () => {
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Створити задачу' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Вкажіть назву задачі' })).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Оберіть виконавця' })).toBeVisible()
    await page.getByLabel('Назва').fill(title)
    await page.getByLabel('Виконавець').selectOption({ label: 'Ірина Реєстраторка' })
    await page.getByRole('button', { name: 'Створити задачу' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Нова задача: ${title}`)
    await expect(page.getByText('Зміни збережено на цьому пристрої')).toBeVisible()
    await expect(widget(page)).toContainText('1 зміна чекає')
  })

  await test.step('the list shows it offline, from the device', async () => {
    await page.goto('/task-manager')
    await expect(page.getByText('Немає з’єднання з мережею')).toBeVisible()
    await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Не надіслано')
  })

  await test.step('back online it is sent and numbered; the server has it for the registrar', async () => {
    await context.setOffline(false)
    await expectAllSent(page)
    await page.getByRole('link', { name: title }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Задача № \d+/)
    const token = await apiToken(request)
    const list = await serverGet<{ data: Task[] }>(
      request,
      token,
      `/taskmanager/tasks?search=${encodeURIComponent(title)}`,
    )
    expect(list.data).toHaveLength(1)
    expect(list.data[0]!.status).toBe(1)
  })
})

test('completing a task offline while someone else edits it shows the conflict view; "keep mine" completes it', async ({
  page,
  context,
  request,
}) => {
  const token = await apiToken(request)
  // The admin writes the task for the registrar, its performer: both may change it.
  const registrarToken = await apiToken(request, 'registrar')
  const performer = await serverGet<{ user: { id: number } }>(request, registrarToken, '/current-profile')
  const title = `Узгодити графік ${Date.now().toString(36)}`
  const created = await request.post(`${API}/taskmanager/tasks`, {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
    data: { uuid: randomUUID(), title, performerId: performer.user.id },
  })
  const task = (await created.json()) as Task

  await signIn(page)
  await page.goto(`/task-manager/${task.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title)
  await expect(page.getByRole('table', { name: 'Журнал змін' })).toContainText('Додано')

  await test.step('offline, admin completes the task after confirming', async () => {
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Виконати' }).click()
    await expect(page.getByRole('alertdialog')).toContainText('Позначити задачу виконаною?')
    await page.getByRole('button', { name: 'Так, виконано' }).click()
    await expect(page.getByRole('button', { name: 'Повернути в роботу' })).toBeVisible()
    await expect(page.getByText('Зміни збережено на цьому пристрої')).toBeVisible()
  })

  const renamed = `${title} (уточнено)`
  await test.step('meanwhile the registrar, its performer, renames it on the server', async () => {
    const res = await request.patch(`${API}/taskmanager/tasks/${task.id}`, {
      headers: {
        Authorization: `Bearer ${registrarToken}`,
        'Idempotency-Key': randomUUID(),
      },
      data: { version: task.version, title: renamed },
    })
    expect(res.status()).toBe(200)
  })

  await test.step('back online, the conflict shows both versions side by side', async () => {
    await context.setOffline(false)
    const conflict = page.getByTestId('conflict-view')
    await expect(conflict).toContainText('Мої зміни')
    await expect(conflict).toContainText(renamed)
    await expect(conflict).toContainText('Виконано')
  })

  await test.step('"keep mine" completes the task on the server version', async () => {
    await page.getByRole('button', { name: 'Залишити мої' }).click()
    await expectAllSent(page)
    const detail = await serverGet<Task>(request, token, `/taskmanager/tasks/${task.id}`)
    expect(detail.status).toBe(3)
    expect(detail.title).toBe(renamed)
    expect(detail.log.map((l) => l.action)).toEqual(['added', 'changed', 'completed'])
  })
})
