/**
 * Every registered resource in the browser, generically (domain/resources/registry.ts): its page lists
 * the server's records, an administrator creates one through the form and the server has it, a refused
 * uniqueness shows on the field, and a registrar sees the page read-only. One signed-in page for all,
 * so a new resource adds seconds, not minutes.
 */
import { expect, test, type Page } from '@playwright/test'
import { z } from 'zod'
import type { AnyResource, ResourceRow } from '../../domain/resources/define-resource'
import { allResources } from '../../domain/resources/registry'
import { apiToken, expectAllSent, serverGet, signIn } from './offline-support'

test.describe.configure({ mode: 'serial' })

/** Fills the form's required fields from the definition; answers the text typed into the first one. */
async function fillRequired(page: Page, def: AnyResource, tag: string): Promise<Record<string, string>> {
  const typed: Record<string, string> = {}
  const dialog = page.getByRole('dialog')
  for (const [key, spec] of Object.entries(def.form)) {
    const field = dialog.getByLabel(`${spec.label} *`, { exact: true })
    if ((await field.count()) === 0) continue
    if (spec.widget === 'select' || spec.ref) {
      await field.click()
      await page.getByRole('option').nth(1).click()
    } else if (spec.widget === 'number') {
      await field.fill('1')
    } else {
      // The first usual shape the field's own schema accepts: a text, a Latin system name, a tax code.
      const digits = String(1_000_000_000 + (Date.now() % 8_999_999_999)).slice(0, 10)
      const shapes = /systemName|code/i.test(key)
        ? [`e2e_${tag}`, digits, `${spec.label} ${tag}`]
        : [`${spec.label} ${tag}`, `e2e_${tag}`, digits]
      const schema = def.fields[key]
      typed[key] = shapes.find((v) => !!schema && z.safeParse(schema, v).success) ?? shapes[0]!
      await field.fill(typed[key])
    }
  }
  return typed
}

test('an administrator lists and creates a record of every resource, and a registrar only reads them', async ({
  page,
  request,
}) => {
  test.setTimeout(30_000 + allResources().length * 12_000)
  const token = await apiToken(request)
  await signIn(page)
  for (const def of allResources()) {
    await test.step(`${def.title}: the list shows the server's records`, async () => {
      await page.goto(def.route)
      const section = page.getByRole('region', { name: def.title, exact: true })
      await expect(section).toBeVisible()
      const server = await serverGet<{ data: ResourceRow[]; meta: { total: number } }>(
        request,
        token,
        `${def.apiPath}?perPage=1`,
      )
      const first = server.data[0]
      if (!first) return
      // Found through the list's own search, whichever page it is on.
      const search = def.filters?.find((f) => f.kind === 'search')
      if (search?.kind === 'search')
        await section.getByRole('searchbox').fill(String(first[search.fields[0]!]))
      const shown = String(first[def.columns[0]!.key])
      await expect(section.getByRole('cell', { name: shown, exact: true }).first()).toBeVisible()
    })
    await test.step(`${def.title}: a new record goes through the form to the server`, async () => {
      const tag = `${Date.now().toString(36)}`
      await page
        .getByRole('region', { name: def.title, exact: true })
        .getByRole('button', { name: 'Додати' })
        .click()
      const typed = await fillRequired(page, def, tag)
      await page.getByRole('dialog').getByRole('button', { name: 'Зберегти' }).click()
      await expect(page.getByRole('dialog')).toBeHidden()
      await expectAllSent(page)
      const [key, value] = Object.entries(typed)[0]!
      const found = await serverGet<{ data: ResourceRow[] }>(
        request,
        token,
        `${def.apiPath}?q=${encodeURIComponent(value)}`,
      )
      expect(found.data.map((r) => r[key])).toContain(value)
    })
  }

  await test.step('a repeated unique value is refused on its field before it leaves the device', async () => {
    const def = allResources().find((d) => d.name === 'call-types')!
    const [existing] = (await serverGet<{ data: ResourceRow[] }>(request, token, `${def.apiPath}?perPage=1`))
      .data
    await page.goto(def.route)
    await page.getByRole('button', { name: 'Додати' }).click()
    await page.getByLabel('Назва *').fill(` ${String(existing!.name).toUpperCase()} `)
    await page.getByLabel('Системне імʼя *').fill(`e2e_other_${Date.now().toString(36)}`)
    await page.getByRole('dialog').getByRole('button', { name: 'Зберегти' }).click()
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Такий тип уже існує')
    await page.getByRole('dialog').getByRole('button', { name: 'Скасувати' }).click()
  })

  await test.step('a registrar sees every resource page read-only', async () => {
    await page.context().clearCookies()
    await page.evaluate(() => localStorage.clear())
    await signIn(page, 'registrar')
    for (const def of allResources()) {
      await page.goto(def.route)
      const section = page.getByRole('region', { name: def.title, exact: true })
      await expect(section.getByText('Лише перегляд')).toBeVisible()
      await expect(section.getByRole('button', { name: 'Додати' })).toHaveCount(0)
      await expect(section.getByRole('button', { name: /^Змінити/ })).toHaveCount(0)
    }
  })
})
