import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { createClientByApi, uniqueSurname } from './clients-support'
import { API, apiToken, expectAllSent, serverGet, signIn, widget } from './offline-support'

interface Task {
  id: number
  uuid: string
  title: string
  status: number
  version: number
  clientId: number | null
  clientName: string | null
  log: Array<{ action: string; authorName: string; changes: Record<string, { from: unknown; to: unknown }> }>
}

async function createTaskForAdmin(request: APIRequestContext, token: string, title: string): Promise<Task> {
  const me = await serverGet<{ user: { id: number } }>(request, token, '/current-profile')
  const res = await request.post(`${API}/taskmanager/tasks`, {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
    data: { uuid: randomUUID(), title, performerId: me.user.id, priority: 'middle' },
  })
  expect(res.status()).toBe(201)
  return (await res.json()) as Task
}

const column = (page: Page, status: number) => page.locator(`[data-board-column="${status}"]`)
const card = (page: Page, status: number, title: string) =>
  column(page, status).locator('li[data-task-uuid]', { hasText: title })

/** A real pointer drag: press on the card, move in steps over the other column, release. */
async function drag(page: Page, title: string, from: number, to: number) {
  const source = await card(page, from, title).boundingBox()
  const target = await column(page, to).boundingBox()
  if (!source || !target) throw new Error('card or column not on screen')
  await page.mouse.move(source.x + source.width / 2, source.y + 40)
  await page.mouse.down()
  await page.mouse.move(source.x + source.width / 2 + 20, source.y + 60, { steps: 4 })
  await page.mouse.move(target.x + target.width / 2, target.y + 150, { steps: 10 })
  await page.mouse.up()
}

test('a card dragged across columns offline survives a reload and reaches the server with its change log', async ({
  page,
  context,
  request,
}) => {
  const token = await apiToken(request)
  const title = `Перевірити аналізи ${Date.now().toString(36)}`
  const task = await createTaskForAdmin(request, token, title)

  await test.step('admin opens the board; the new task waits for pickup', async () => {
    await signIn(page)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await page.goto('/task-manager/kanban')
    await expect(card(page, 1, title)).toBeVisible()
    const { violations } = await new AxeBuilder({ page }).include('main').analyze()
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
  })

  await test.step('offline, admin drags the card to "В роботі"', async () => {
    await context.setOffline(true)
    await drag(page, title, 1, 2)
    await expect(card(page, 2, title)).toBeVisible()
    await expect(card(page, 2, title)).toContainText('Не надіслано')
    await expect(card(page, 1, title)).toHaveCount(0)
    await expect(widget(page)).toContainText('1 зміна чекає')
  })

  await test.step('the page reloads while still offline: the card stays where it was put', async () => {
    await page.reload()
    await expect(card(page, 2, title)).toBeVisible()
    await expect(widget(page)).toContainText('1 зміна чекає')
  })

  await test.step('back online, the move is sent', async () => {
    await context.setOffline(false)
    await expectAllSent(page)
    await expect(card(page, 2, title)).not.toContainText('Не надіслано')
  })

  await test.step('the server holds the new status and logs the change by admin', async () => {
    const detail = await serverGet<Task>(request, token, `/taskmanager/tasks/${task.id}`)
    expect(detail.status).toBe(2)
    expect(detail.version).toBe(task.version + 1)
    const last = detail.log.at(-1)!
    expect(last.action).toBe('changed')
    expect(last.authorName).toBe('Олена Адміністраторка')
    expect(last.changes.status).toEqual({ from: 1, to: 2 })
  })

  await test.step('by keyboard: Space picks the card up, → chooses "Виконано", Space puts it down after a confirmation', async () => {
    await card(page, 2, title).focus()
    await page.keyboard.press('Space')
    await expect(page.getByText(/взято, колонка «В роботі»/)).toBeAttached()
    await page.keyboard.press('ArrowRight')
    await expect(column(page, 3)).toHaveClass(/border-brand-700/)
    await page.keyboard.press('Space')
    await page.getByRole('alertdialog').getByRole('button', { name: 'Так, виконано' }).click()
    await expect(card(page, 3, title)).toBeVisible()
    await expect(card(page, 3, title)).toBeFocused()
    await expectAllSent(page)
    const detail = await serverGet<Task>(request, token, `/taskmanager/tasks/${task.id}`)
    expect(detail.status).toBe(3)
    expect(detail.log.at(-1)!.action).toBe('completed')
  })
})

test('a task created offline, with its patient, is moved on the board before it reaches the server; both land in order', async ({
  page,
  context,
  request,
}) => {
  const token = await apiToken(request)
  const { cyr, lat } = uniqueSurname()
  const client = await createClientByApi(request, token, {
    surname: cyr,
    name: 'Богдана',
    phone: '380671230077',
  })
  const title = `Узгодити аналізи пацієнтки ${Date.now().toString(36)}`

  await test.step('admin works online first: the clients reach the device', async () => {
    await signIn(page)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await page.goto('/clients')
    await expect(page.getByText(/знайдено \d/)).toBeVisible()
    await page.goto('/task-manager/create')
    await expect(page.getByLabel('Виконавець')).toBeVisible()
  })

  await test.step('offline, admin creates a task for the registrar about the patient found on the device', async () => {
    await context.setOffline(true)
    await page.getByLabel('Назва').fill(title)
    await page.getByLabel('Виконавець').selectOption({ label: 'Ірина Реєстраторка' })
    const patient = page.getByTestId('task-patient')
    await patient.getByRole('button', { name: 'Обрати пацієнта' }).click()
    await patient.getByLabel('Прізвище').fill(lat)
    await patient.getByRole('option', { name: new RegExp(cyr) }).click()
    await expect(patient.getByRole('region', { name: 'Картка пацієнта' })).toContainText(`${cyr} Богдана`)
    await page.getByRole('button', { name: 'Створити задачу' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Нова задача: ${title}`)
    await expect(page.getByRole('link', { name: `${cyr} Богдана` })).toHaveAttribute(
      'href',
      `/clients/profile/${client.id}`,
    )
  })

  await test.step('still offline, admin drags the new card to "В роботі"', async () => {
    await page.getByRole('link', { name: 'До списку задач' }).click()
    await page.getByRole('link', { name: 'Дошка задач' }).click()
    await expect(card(page, 1, title)).toContainText('новий')
    await drag(page, title, 1, 2)
    await expect(card(page, 2, title)).toBeVisible()
    await expect(card(page, 1, title)).toHaveCount(0)
    await expect(card(page, 2, title)).toContainText('Не надіслано')
    await expect(widget(page)).toContainText('2 зміни чекають')
  })

  await test.step('the page reloads while still offline: the new card stays where it was put', async () => {
    await page.reload()
    await expect(card(page, 2, title)).toBeVisible()
    await expect(widget(page)).toContainText('2 зміни чекають')
  })

  await test.step('back online, the create and then the move are sent', async () => {
    await context.setOffline(false)
    await expectAllSent(page)
    await expect(card(page, 2, title)).not.toContainText('Не надіслано')
    await expect(card(page, 2, title)).toContainText(/№ \d+/)
  })

  await test.step('the server holds the task in progress, for the patient, with "added" then "changed" by admin', async () => {
    const list = await serverGet<{ data: Task[] }>(
      request,
      token,
      `/taskmanager/tasks?search=${encodeURIComponent(title)}`,
    )
    expect(list.data).toHaveLength(1)
    const detail = await serverGet<Task>(request, token, `/taskmanager/tasks/${list.data[0]!.id}`)
    expect(detail).toMatchObject({ status: 2, version: 2, clientId: client.id })
    expect(detail.log.map((l) => [l.action, l.authorName])).toEqual([
      ['added', 'Олена Адміністраторка'],
      ['changed', 'Олена Адміністраторка'],
    ])
    expect(detail.log[1]!.changes).toEqual({ status: { from: 1, to: 2 } })
  })
})
