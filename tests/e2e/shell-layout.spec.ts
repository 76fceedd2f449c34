import { expect, test, type Page } from '@playwright/test'
import { seriousViolations, smallTargets } from './layout-support'

async function signIn(page: Page, login: string) {
  await page.goto('/auth')
  await page.getByLabel('Логін').fill(login)
  await page.getByLabel('Пароль').fill('demo12345')
  await page.getByRole('button', { name: 'Увійти' }).click()
  await expect(page.getByRole('banner')).toBeVisible()
}

test('axe finds nothing serious on the sign-in page and the shell, expanded and collapsed', async ({
  page,
}) => {
  await page.goto('/auth')
  await expect(page.getByLabel('Логін')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await signIn(page, 'admin')
  await page.getByRole('navigation', { name: 'Головне меню' }).getByRole('button', { name: 'Звіти' }).click()
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Згорнути меню' }).click()
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('banner').getByRole('button', { name: 'Олена Адміністраторка' }).click()
  await expect(page.getByRole('menu')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('on a 1366 × 768 workstation the menu sits beside the page and nothing overflows', async ({ page }) => {
  await signIn(page, 'registrar')
  await expect(page.locator('aside')).toHaveCSS('width', '290px')
  await expect(page.getByRole('button', { name: 'Відкрити меню' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Створити замовлення' })).toContainText('Створити замовлення')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

test('print pages open without the shell, and only for a signed-in user', async ({ page }) => {
  await page.goto('/print/doctor')
  await expect(page).toHaveURL('/auth?from=%2Fprint%2Fdoctor')
  await page.getByLabel('Логін').fill('doctor')
  await page.getByLabel('Пароль').fill('demo12345')
  await page.getByRole('button', { name: 'Увійти' }).click()
  await expect(page).toHaveURL('/print/doctor')
  await expect(page.getByRole('heading', { name: 'Лист прийому лікаря' })).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Головне меню' })).toHaveCount(0)
})

test.describe('on a 10-inch tablet', () => {
  test.use({ viewport: { width: 800, height: 1280 }, hasTouch: true })

  test('the menu is a drawer and every control is at least 44 px', async ({ page }) => {
    await signIn(page, 'admin')
    await expect(page.locator('aside')).toBeHidden()
    expect(await smallTargets(page)).toEqual([])
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)

    await page.getByRole('button', { name: 'Відкрити меню' }).click()
    const drawer = page.getByRole('dialog', { name: 'Меню' })
    await expect(drawer).toBeVisible()
    await drawer.getByRole('button', { name: 'Реєстратура' }).click()
    expect(await smallTargets(page)).toEqual([])
    expect(await seriousViolations(page)).toEqual([])

    // The doctor's workstation of an account linked to no doctor says so, and every control stays large.
    await drawer.getByRole('link', { name: 'АРМ лікаря' }).click()
    await expect(drawer).toBeHidden()
    await expect(page).toHaveURL('/mc-registry/doctors-arm')
    await expect(page.getByText('Ваш обліковий запис не пов’язано з лікарем', { exact: false })).toBeVisible()
    expect(await smallTargets(page)).toEqual([])

    await page.getByRole('banner').getByRole('button', { name: 'Олена Адміністраторка' }).click()
    await expect(page.getByRole('menu')).toBeVisible()
    expect(await smallTargets(page)).toEqual([])
  })
})
