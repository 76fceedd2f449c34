/**
 * The services screen (/settings/finances/services, issue 19 item 2): an administrator adds a service
 * to a sub-category with two doctors, finds it through the category filter (the top-level category
 * takes in its sub-categories) and the search, changes its duration, and the server holds it all.
 */
import { expect, test } from '@playwright/test'
import type { ServiceList } from '../../domain/services/service.schema'
import { apiToken, serverGet, signIn } from './offline-support'

test('an administrator adds a service with two doctors, finds it by the filters and edits its duration', async ({
  page,
  request,
}) => {
  // About 20 s on an idle machine; the margin is for a busy CI box.
  test.setTimeout(60_000)
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`
  await signIn(page)
  await page.goto('/settings/finances/services')
  const main = page.getByRole('region', { name: 'Послуги', exact: true })
  await expect(main.getByRole('heading', { level: 1, name: 'Послуги' })).toBeVisible()
  await expect(main.getByRole('row', { name: 'C101' })).toContainText(
    'Консультації › Терапія і сімейна медицина',
  )

  let doctors: string[] = []
  await test.step('add a service to "Консультації › Педіатрія" with two doctors', async () => {
    await main.getByRole('button', { name: 'Додати послугу' }).click()
    const form = page.getByRole('form', { name: 'Нова послуга' })
    await form.getByLabel('Код *').fill(code)
    await form.getByLabel('Назва *').fill('Консультація педіатра вдома, e2e')
    await form.getByLabel('Категорія *').click()
    await page.getByRole('option', { name: 'Консультації › Педіатрія', exact: true }).click()
    const duration = form.getByLabel('Тривалість, хв *')
    await duration.fill('700')
    await duration.blur()
    await expect(form.getByText('Тривалість — ціле число хвилин від 5 до 600')).toBeVisible()
    await duration.fill('40')
    const boxes = form.getByRole('group', { name: 'Лікарі, які надають послугу' }).getByRole('checkbox')
    for (const i of [0, 1]) {
      await boxes.nth(i).check()
      doctors.push((await boxes.nth(i).getAttribute('id')) ?? '')
    }
    await form.getByRole('button', { name: 'Додати послугу' }).click()
    await expect(page.getByText(`Послугу ${code} додано`)).toBeVisible()
    await expect(form).toHaveCount(0)
    doctors = doctors.map((id) => id.replace('service-doctors-', ''))
  })

  await test.step('find it under the top-level category and by its code', async () => {
    const filters = main.getByRole('search', { name: 'Фільтри послуг' })
    await filters.getByLabel('Категорія', { exact: true }).click()
    await page.getByRole('option', { name: 'Консультації', exact: true }).click()
    await expect(page).toHaveURL(/category=\d+/)
    await filters.getByLabel('Код або назва').fill(code.toLowerCase())
    await filters.getByRole('button', { name: 'Знайти' }).click()
    const row = main.getByRole('row', { name: code })
    await expect(row).toContainText('Консультації › Педіатрія')
    await expect(row).toContainText('40 хв')
    await expect(row.getByRole('cell').nth(5)).toHaveText('2')
    await expect(main.locator('tbody tr')).toHaveCount(1)
  })

  await test.step('change its duration to 45 minutes', async () => {
    await main.getByRole('button', { name: `Змінити ${code}` }).click()
    const form = page.getByRole('form', { name: `Послуга ${code}` })
    await form.getByLabel('Тривалість, хв *').fill('45')
    await form.getByRole('button', { name: 'Зберегти' }).click()
    await expect(page.getByText(`Послугу ${code} збережено`)).toBeVisible()
    await expect(main.getByRole('row', { name: code })).toContainText('45 хв')
  })

  await test.step('the server holds the service, its category and both doctors', async () => {
    const token = await apiToken(request)
    const found = await serverGet<ServiceList>(request, token, `/settings/services?search=${code}`)
    expect(found.data).toHaveLength(1)
    const [saved] = found.data
    expect(saved).toMatchObject({
      code,
      standardDuration: 45,
      categoryPath: ['Консультації', 'Педіатрія'],
      version: 2,
    })
    expect(saved!.doctors.map((d) => String(d.id)).sort()).toEqual([...doctors].sort())
  })
})
