/**
 * The contractors screens (/settings/finances/insurance-companies, issue 19 item 4): an administrator
 * creates a contractor with two cities — the second city's select does not offer the first — and a
 * price list, fills the contract profile (dates DD.MM.YYYY, e-mails, a notice), and regenerates the
 * access token after a confirmation: it is shown once, and not after a reload. The server holds what
 * was typed.
 */
import { expect, test, type Page } from '@playwright/test'
import type { InsuranceCompany } from '../../domain/insurance-companies/insurance-company.schema'
import { apiToken, serverGet, signIn } from './offline-support'

const choose = async (page: Page, select: string, option: string) => {
  await page.getByRole('combobox', { name: select, exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('an administrator creates a contractor, fills its contract profile and regenerates its token', async ({
  page,
  request,
}) => {
  test.setTimeout(40_000)
  await signIn(page)
  // Through the menu, as a user gets there (and without loading the app again).
  const menu = page.getByRole('navigation', { name: 'Головне меню' })
  await menu.getByRole('button', { name: 'Налаштування' }).click()
  await menu.getByRole('button', { name: 'Фінанси' }).click()
  await menu.getByRole('link', { name: 'Контрагенти' }).click()
  await expect(page).toHaveURL('/settings/finances/insurance-companies')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Контрагенти' })).toBeVisible()

  let id = 0
  await test.step('create: two cities (the second select does not offer the first) and a price list', async () => {
    await main.getByRole('link', { name: 'Додати контрагента' }).click()
    await expect(page).toHaveURL(/\/insurance-companies\/create$/)
    const form = page.getByRole('form', { name: 'Новий контрагент' })
    await form.getByLabel('Назва *').fill('СК «Надійний захист»')
    await form.getByLabel('Код *').fill('NADIYNYI-E2E')
    await form.getByLabel('Телефон').fill('0441234567')
    await form.getByLabel('Контактний email *').fill('dms@nadiynyi.example.com')
    await form.getByLabel('Максимальна знижка, %').fill('15')
    await form.getByRole('button', { name: 'Додати місто' }).click()
    await choose(page, 'Місто 1', 'Київ')
    await form.getByRole('button', { name: 'Додати місто' }).click()
    await page.getByRole('combobox', { name: 'Місто 2', exact: true }).click()
    await expect(page.getByRole('option', { name: 'Львів', exact: true })).toBeVisible()
    await expect(page.getByRole('option', { name: 'Київ', exact: true })).toHaveCount(0)
    await page.getByRole('option', { name: 'Львів', exact: true }).click()
    await form.getByRole('button', { name: 'Додати прайс-лист' }).click()
    await choose(page, 'Прайс-лист 1', 'Послуги — Вінниця')
    await form.getByLabel('Розрахунковий рахунок (IBAN)').fill('UA21 3223 1300 0002 6007 2335 6600 1')
    await form.getByRole('button', { name: 'Додати контрагента' }).click()
    await expect(page).toHaveURL(/\/insurance-companies\/\d+$/)
    id = Number(/(\d+)$/.exec(page.url())![1])
    await expect(main.getByRole('heading', { level: 1, name: 'СК «Надійний захист»' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Місто 2' })).toHaveText('Львів')
  })

  await test.step('the contract profile: dates, e-mails and a notice', async () => {
    await main.getByRole('link', { name: 'Профіль договору' }).click()
    const form = page.getByRole('form', { name: 'Профіль договору' })
    await form.getByLabel('Номер договору').fill('ДМС-2026/42')
    await form.getByLabel('Дата початку').fill('01.02.2026')
    await form.getByLabel('Дата закінчення').fill('31.01.2027')
    await form.getByRole('checkbox', { name: /Надсилати готові результати/ }).check()
    await form.getByRole('textbox', { name: 'Email для результатів' }).fill('lab@nadiynyi.example.com')
    await form.getByRole('textbox', { name: 'Фінансовий email' }).fill('finance@nadiynyi.example.com')
    await form.getByRole('button', { name: 'Зберегти' }).click()
    await expect(form.getByRole('status')).toHaveText('Збережено')
  })

  let token = ''
  await test.step('a new token after the confirmation, shown once', async () => {
    await expect(main.getByText('Токен доступу ще не створено.')).toBeVisible()
    await main.getByRole('button', { name: 'Згенерувати новий токен' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Згенерувати новий токен доступу?' })
    await confirm.getByRole('button', { name: 'Згенерувати' }).click()
    const shown = main.getByLabel('Новий токен доступу')
    await expect(shown).toHaveValue(/^[A-Za-z0-9_-]{43}$/)
    token = await shown.inputValue()
    await expect(
      main.getByText(`Чинний токен закінчується на …${token.slice(-4)}`, { exact: false }),
    ).toBeVisible()
    await page.reload()
    await expect(
      main.getByText(`Чинний токен закінчується на …${token.slice(-4)}`, { exact: false }),
    ).toBeVisible()
    await expect(main.getByLabel('Новий токен доступу')).toHaveCount(0)
    await expect(page.getByText(token)).toHaveCount(0)
  })

  await test.step('the server holds what was typed', async () => {
    const admin = await apiToken(request)
    const saved = await serverGet<InsuranceCompany>(request, admin, `/settings/insurance-companies/${id}`)
    const state = await serverGet<{ data: { cities: Array<{ key: string | number; value: string }> } }>(
      request,
      admin,
      '/current-state',
    )
    const cityId = (name: string) => Number(state.data.cities.find((c) => c.value === name)?.key)
    const lists = await serverGet<{ data: Array<{ id: number; nameUk: string }> }>(
      request,
      admin,
      `/settings/price-lists?search=${encodeURIComponent('Послуги — Вінниця')}`,
    )
    expect(saved).toMatchObject({
      name: 'СК «Надійний захист»',
      code: 'NADIYNYI-E2E',
      phone: '380441234567',
      email: 'dms@nadiynyi.example.com',
      maxDiscountPercent: 15,
      settlementAccount: 'UA213223130000026007233566001',
      priceListIds: [lists.data.find((l) => l.nameUk === 'Послуги — Вінниця')!.id],
      contractNumber: 'ДМС-2026/42',
      contractStartDate: '2026-02-01',
      contractEndDate: '2027-01-31',
      resultsEmail: 'lab@nadiynyi.example.com',
      financialEmail: 'finance@nadiynyi.example.com',
      notifyResults: true,
      accessToken: { tail: token.slice(-4) },
    })
    expect([...saved.cityIds].sort((a, b) => a - b)).toEqual(
      [cityId('Київ'), cityId('Львів')].sort((a, b) => a - b),
    )
  })
})
