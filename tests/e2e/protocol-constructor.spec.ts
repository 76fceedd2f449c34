/**
 * The protocol template constructor (issue 23 item 2): an administrator builds a template — a section
 * with two measurements under it and a calculated index —, the server refuses a formula naming a field
 * the template lacks (the message on the formula, the row marked in the tree), the index is dragged
 * into the section, the preview works the formula out as the doctor will see it, the template is saved
 * with the tree as built, and a copy is made. The server's records are checked.
 */
import { expect, test, type Page } from '@playwright/test'
import type { TemplateIndicator } from '../../domain/protocols/template-rules'
import { apiToken, serverGet, signIn } from './offline-support'

const NAME = `Антропометрія ${Date.now().toString(36)}`

interface TemplateRow {
  name: string
  indicators: TemplateIndicator[]
}

async function templatesNamed(page: Page, token: string, q: string): Promise<TemplateRow[]> {
  const list = await serverGet<{ data: TemplateRow[] }>(
    page.request,
    token,
    `/settings/resources/protocol-templates?q=${encodeURIComponent(q)}&perPage=50`,
  )
  return list.data
}

async function addIndicator(page: Page, button: string, code: string, label: string, widget: string) {
  await page.getByRole('button', { name: button }).click()
  const codeField = page.getByLabel('Код (для формул)')
  await codeField.fill(code)
  await codeField.press('Enter')
  await page.getByLabel('Назва', { exact: true }).fill(label)
  await page.getByLabel('Тип поля').selectOption({ label: widget })
}

test('a template is built as a tree with a formula, checked, reordered by dragging, previewed, saved and copied', async ({
  page,
  context,
  request,
}) => {
  const token = await apiToken(request, 'admin')
  await signIn(page, 'admin')
  await page.goto('/settings/protocols/constructors')
  await expect(page.getByRole('heading', { name: 'Конструктор протоколів' })).toBeVisible()
  await expect(page.getByRole('button', { name: /Огляд терапевта/ })).toBeVisible()

  await test.step('a section with two measurements and a calculated index', async () => {
    await page.getByRole('button', { name: 'Новий шаблон' }).click()
    await page.getByLabel('Назва *').fill(NAME)
    await page.getByRole('button', { name: 'Додати розділ' }).click()
    await page.getByLabel('Назва', { exact: true }).fill('Виміри')
    await addIndicator(page, 'Додати вкладений показник', 'weight', 'Вага', 'Число')
    await page.getByRole('button', { name: /^Виміри/ }).click()
    await addIndicator(page, 'Додати вкладений показник', 'height', 'Зріст', 'Число')
    await addIndicator(page, 'Додати показник', 'bmi', 'Індекс', 'Число')
    await page.getByLabel(/^Формула/).fill('round(weight / heigth ^ 2, 1)')
  })

  await test.step('a formula naming a field the template lacks is refused on the formula', async () => {
    await page.getByRole('button', { name: 'Зберегти шаблон' }).click()
    await expect(page.getByText('Шаблон не збережено — виправте позначені поля')).toBeVisible()
    await expect(page.getByText(/heigth/).first()).toBeVisible()
    await expect(page.getByRole('button', { name: /Індекс — є помилка/ })).toBeVisible()
    await page.getByLabel(/^Формула/).fill('round(weight / height ^ 2, 1)')
  })

  await test.step('the index is dragged into the section, before the weight', async () => {
    const handle = page.getByRole('button', { name: 'Перемістити «Індекс»' })
    const target = page.getByRole('button', { name: 'Перемістити «Вага»' })
    const from = (await handle.boundingBox())!
    const to = (await target.boundingBox())!
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 })
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 4, { steps: 12 })
    await page.mouse.up()
    const tree = page.getByRole('list', { name: 'Структура шаблону' }).getByRole('listitem')
    await expect(tree).toHaveCount(4)
    await expect(tree.nth(1)).toContainText('Індекс')
  })

  await test.step('the preview works the formula out as the doctor types', async () => {
    await page.getByRole('tab', { name: 'Попередній перегляд' }).click()
    await page.getByLabel('Вага', { exact: true }).fill('80')
    await page.getByLabel('Зріст', { exact: true }).fill('1,8')
    await expect(page.getByLabel('Індекс', { exact: true })).toHaveValue('24,7')
  })

  await test.step('saved with the tree as built', async () => {
    await page.getByRole('button', { name: 'Зберегти шаблон' }).click()
    await expect(page.getByText('Шаблон збережено')).toBeVisible()
    await expect
      .poll(
        async () => (await templatesNamed(page, token, NAME)).find((t) => t.name === NAME)?.indicators.length,
      )
      .toBe(4)
    const saved = (await templatesNamed(page, token, NAME)).find((t) => t.name === NAME)!
    expect(saved.indicators.map((i) => [i.code, i.widget, i.parentCode])).toEqual([
      ['section_1', 'section', null],
      ['bmi', 'number', 'section_1'],
      ['weight', 'number', 'section_1'],
      ['height', 'number', 'section_1'],
    ])
    expect(saved.indicators[1]!.formula).toBe('round(weight / height ^ 2, 1)')
  })

  await test.step('copied under a new name', async () => {
    await page.getByRole('button', { name: 'Копіювати шаблон' }).click()
    await expect(page.getByText('Копію створено')).toBeVisible()
    await expect(page.getByRole('heading', { name: `${NAME} (копія)` })).toBeVisible()
    const copy = (await templatesNamed(page, token, NAME)).find((t) => t.name === `${NAME} (копія)`)
    expect(copy?.indicators.map((i) => i.code)).toEqual(['section_1', 'bmi', 'weight', 'height'])
  })

  await test.step('a copy the server refuses is not made, and says so', async () => {
    await context.route('**/api/settings/resources/protocol-templates', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'validation_failed', message: 'Шаблон із такою назвою вже є' }),
          })
        : route.fallback(),
    )
    const list = page.getByRole('navigation', { name: 'Шаблони' }).getByRole('listitem')
    const before = await list.count()
    await page.getByRole('button', { name: 'Копіювати шаблон' }).click()
    await expect(page.getByText('Копію не створено')).toBeVisible()
    // The copy shown on the device while it was sent is gone again: the list is as it was.
    await expect(list).toHaveCount(before)
    await context.unroute('**/api/settings/resources/protocol-templates')
  })
})
