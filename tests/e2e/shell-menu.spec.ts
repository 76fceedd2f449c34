import { expect, test, type Page } from '@playwright/test'

async function signIn(page: Page, login: string) {
  await page.goto('/auth')
  await page.getByLabel('Логін').fill(login)
  await page.getByLabel('Пароль').fill('demo12345')
  await page.getByRole('button', { name: 'Увійти' }).click()
  await expect(page.getByRole('navigation', { name: 'Головне меню' })).toBeVisible()
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Головне меню' })
const openGroup = (page: Page, name: string) => menu(page).getByRole('button', { name, exact: true }).click()

test('the menu shows a registrar, an administrator and lab staff what their permissions allow', async ({
  page,
}) => {
  await test.step('registrar sees the registry and only the registrar report', async () => {
    await signIn(page, 'registrar')
    await expect(menu(page).getByRole('button', { name: 'Реєстратура' })).toBeVisible()
    await openGroup(page, 'Звіти')
    await expect(menu(page).getByRole('button', { name: 'Фінанси' })).toHaveCount(0)
    await openGroup(page, 'Кол-центр')
    await expect(menu(page).getByRole('link', { name: 'Замовлення по реєстраторах' })).toBeVisible()
    await expect(menu(page).getByRole('link', { name: 'Телефонія по операторах' })).toHaveCount(0)
    await expect(menu(page).getByRole('button', { name: 'Склад' })).toHaveCount(0)
  })

  await test.step('administrator sees every report group and the reports the registrar does not', async () => {
    await page.context().clearCookies()
    await page.evaluate(() => localStorage.clear())
    await signIn(page, 'admin')
    await openGroup(page, 'Звіти')
    for (const name of [
      'Маркетинг',
      'NPS',
      'Топ продажів',
      'Фінанси',
      'Склад',
      'Кол-центр',
      'Інші',
      'Лабораторія',
    ])
      await expect(menu(page).getByRole('button', { name, exact: true }).first()).toBeVisible()
    await openGroup(page, 'Фінанси')
    await expect(menu(page).getByRole('link', { name: 'Каса' })).toBeVisible()
    await openGroup(page, 'Інші')
    // Disabled entries are shown, but as text, not links.
    await expect(menu(page).getByText('Логістика')).toBeVisible()
    await expect(menu(page).getByRole('link', { name: /Логістика/ })).toHaveCount(0)
  })

  await test.step('lab staff do not see the registry', async () => {
    await page.evaluate(() => localStorage.clear())
    await signIn(page, 'lab')
    await expect(menu(page).getByRole('button', { name: 'Звіти' })).toBeVisible()
    await expect(menu(page).getByRole('button', { name: 'Реєстратура' })).toHaveCount(0)
  })
})

test('following a menu entry highlights it and fills the breadcrumbs', async ({ page }) => {
  await signIn(page, 'admin')
  await openGroup(page, 'Звіти')
  await openGroup(page, 'Кол-центр')
  await menu(page).getByRole('link', { name: 'Телефонія по операторах' }).click()
  await expect(page).toHaveURL('/reports/telephony-by-operators')
  await expect(
    page.getByRole('heading', { name: 'Розділ «Телефонія по операторах» ще не доступний' }),
  ).toBeVisible()
  await expect(menu(page).getByRole('link', { name: 'Телефонія по операторах' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const crumbs = page.getByRole('navigation', { name: 'Навігаційний ланцюжок' })
  await expect(crumbs).toContainText('Звіти')
  await expect(crumbs).toContainText('Кол-центр')
  await expect(crumbs.getByText('Телефонія по операторах')).toHaveAttribute('aria-current', 'page')
  await crumbs.getByRole('link', { name: 'Головна' }).click()
  await expect(page).toHaveURL('/')
})

test('the collapsed menu survives a reload and shows big groups as one link', async ({ page }) => {
  await signIn(page, 'admin')
  const aside = page.locator('aside')
  await expect(aside).toHaveCSS('width', '290px')

  await page.getByRole('button', { name: 'Згорнути меню' }).click()
  await expect(aside).toHaveCSS('width', '65px')
  expect(await page.evaluate(() => localStorage.getItem('clinic-office:menu-collapsed'))).toBe('1')

  await page.reload()
  await expect(aside).toHaveCSS('width', '65px')
  await expect(menu(page).getByRole('link', { name: 'Реєстратура' })).toHaveAttribute('href', '/mc-registry')
  await expect(menu(page).getByRole('link', { name: 'Дошка задач' })).toBeVisible()

  await page.getByRole('button', { name: 'Розгорнути меню' }).click()
  await expect(aside).toHaveCSS('width', '290px')
  expect(await page.evaluate(() => localStorage.getItem('clinic-office:menu-collapsed'))).toBe('0')
})
