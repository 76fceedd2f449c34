import { randomUUID } from 'node:crypto'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { API, apiToken, serverGet, signIn } from './offline-support'

/** A task written through the API by `author` for `performer` (logins). */
async function taskFor(request: APIRequestContext, author: string, performer: string, title: string) {
  const token = await apiToken(request, author)
  const performerToken = await apiToken(request, performer)
  const them = await serverGet<{ user: { id: number } }>(request, performerToken, '/current-profile')
  const res = await request.post(`${API}/taskmanager/tasks`, {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
    data: { uuid: randomUUID(), title, performerId: them.user.id },
  })
  expect(res.status()).toBe(201)
  return (await res.json()) as { id: number }
}

test('a registrar reads another user’s task without the means to change it, and changes their own', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36)
  const theirs = await taskFor(request, 'admin', 'cashier', `Звірити касу ${stamp}`)
  const mine = await taskFor(request, 'admin', 'registrar', `Передзвонити пацієнтці ${stamp}`)
  await signIn(page, 'registrar')

  await test.step('the cashier’s task: the card and no edit, complete or return buttons', async () => {
    await page.goto(`/task-manager/${theirs.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Звірити касу ${stamp}`)
    await expect(page.getByText('Змінювати задачу можуть її автор, виконавець')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Редагувати' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Виконати' })).toHaveCount(0)
  })

  await test.step('the registrar’s own task (they perform it): edit and complete are there', async () => {
    await page.goto(`/task-manager/${mine.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Передзвонити пацієнтці ${stamp}`)
    await expect(page.getByRole('button', { name: 'Редагувати' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Виконати' })).toBeVisible()
  })
})
