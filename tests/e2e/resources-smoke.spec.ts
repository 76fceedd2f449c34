/**
 * Every registered resource in the browser, generically (domain/resources/registry.ts): its page lists
 * the server's records, an administrator creates one through the form and the server has it (a lookup
 * field — a promotional test's linked test — is filled by typing part of the test's name and picking
 * the match, and the list then names the test by code and name), a refused uniqueness shows on the
 * field, and a registrar sees the page read-only. One signed-in page for all, so a new resource adds
 * seconds, not minutes.
 */
import { expect, test, type Page } from '@playwright/test'
import { z } from 'zod'
import type { AnyResource, ResourceRow } from '../../domain/resources/define-resource'
import {
  lookupItemText,
  lookups,
  type LookupItem,
  type LookupName,
  type LookupResponse,
} from '../../domain/resources/lookups'
import { allResources, resourceByName } from '../../domain/resources/registry'
import { defaultRoles } from '../../domain/permissions/roles'
import { apiToken, expectAllSent, serverGet, signIn } from './offline-support'
import { needsOwnSample } from '../support/resource-samples'
import type { APIRequestContext } from '@playwright/test'

test.describe.configure({ mode: 'serial' })

/** The record a lookup field picks: the set's first one still offered. */
type PickFrom = (lookup: LookupName) => Promise<LookupItem>

/** What the list shows in `row`'s first column: a referenced row as its definition names it, a looked-up record by code and name. */
async function firstCellText(request: APIRequestContext, token: string, def: AnyResource, row: ResourceRow) {
  const column = def.columns[0]!
  const value = row[column.key]
  const target = column.kind === 'ref' && column.ref ? resourceByName(column.ref) : undefined
  if (target)
    return target.describe(await serverGet<ResourceRow>(request, token, `${target.apiPath}/${String(value)}`))
  if (column.kind === 'lookup' && column.lookup) {
    const set = await serverGet<LookupResponse>(request, token, lookups[column.lookup].apiPath)
    return lookupItemText(set.data.find((i) => i.id === value)!)
  }
  if (column.kind === 'date' && typeof value === 'string') return value.split('-').reverse().join('.')
  const option = column.options?.find((o) => o.value === String(value))
  return option ? option.label : String(value)
}

/**
 * Fills the form's required fields from the definition; answers the text typed into the first text field
 * and the shown text of each record picked in a lookup field.
 */
async function fillRequired(
  page: Page,
  def: AnyResource,
  tag: string,
  pickFrom: PickFrom,
): Promise<{ typed: Record<string, string>; picked: Record<string, string> }> {
  const typed: Record<string, string> = {}
  const picked: Record<string, string> = {}
  const dialog = page.getByRole('dialog')
  for (const [key, spec] of Object.entries(def.form)) {
    if (spec.rows) {
      // A list of sub-rows that may not be empty gets one row, its numbers 1 and its texts typed.
      if (z.safeParse(def.fields[key]!, []).success) continue
      await dialog.getByRole('button', { name: spec.rows.add }).click()
      for (const sub of Object.values(spec.rows.fields)) {
        if (sub.widget === 'select' || sub.widget === 'checkbox' || sub.ref || sub.lookup) continue
        const cell = dialog.getByRole('textbox', { name: `${sub.label} — рядок 1`, exact: true })
        await cell.fill(sub.widget === 'number' || sub.widget === 'decimal' ? '1' : `${sub.label} ${tag}`)
      }
      continue
    }
    const field = dialog.getByLabel(`${spec.label} *`, { exact: true })
    if ((await field.count()) === 0) continue
    if (spec.lookup) {
      // Part of the record's longest word, as a user types to find it, then the match is picked.
      const item = await pickFrom(spec.lookup)
      const word = item.name.split(/[\s(),]+/).reduce((a, b) => (b.length > a.length ? b : a), '')
      await field.fill(word.slice(0, 8).toLowerCase())
      picked[key] = lookupItemText(item)
      await page.getByRole('listbox').getByRole('option', { name: picked[key], exact: true }).click()
      await expect(field).toHaveValue(picked[key])
    } else if (spec.widget === 'select' || spec.ref) {
      await field.click()
      await page.getByRole('option').nth(1).click()
    } else if (spec.widget === 'number' || spec.widget === 'money' || spec.widget === 'decimal') {
      await field.fill('1')
    } else if (spec.widget === 'date') {
      // Typed as a user types a day: DD.MM.YYYY (today).
      const [y, m, d] = new Date().toISOString().slice(0, 10).split('-')
      await field.fill(`${d}.${m}.${y}`)
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
  return { typed, picked }
}

test('an administrator lists and creates a record of every resource, and a registrar only reads them', async ({
  page,
  request,
}) => {
  test.setTimeout(30_000 + allResources().length * 12_000)
  const token = await apiToken(request)
  const pickFrom: PickFrom = async (lookup) => {
    const set = await serverGet<LookupResponse>(request, token, lookups[lookup].apiPath)
    const item = set.data.find((i) => !i.inactive)
    expect(item, `${lookup} has records`).toBeDefined()
    return item!
  }
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
      // Found through the list's own search (by the first searched field the record fills), whichever page it is on.
      const search = def.filters?.find((f) => f.kind === 'search')
      const term =
        search?.kind === 'search'
          ? search.fields.map((f) => first[f]).find((v) => typeof v === 'string' && v.trim() !== '')
          : undefined
      if (typeof term === 'string') await section.getByRole('searchbox').fill(term)
      const shown = await firstCellText(request, token, def, first)
      await expect(section.getByRole('cell', { name: shown, exact: true }).first()).toBeVisible()
    })
    await test.step(`${def.title}: a new record goes through the form to the server`, async () => {
      // Records valid only against the rows already stored are made by their own tests (see needsOwnSample).
      if (needsOwnSample(def.name)) return
      const tag = `${Date.now().toString(36)}`
      const before = await serverGet<{ meta: { total: number } }>(request, token, `${def.apiPath}?perPage=1`)
      await page
        .getByRole('region', { name: def.title, exact: true })
        .getByRole('button', { name: 'Додати' })
        .click()
      const { typed, picked } = await fillRequired(page, def, tag, pickFrom)
      await page.getByRole('dialog').getByRole('button', { name: 'Зберегти' }).click()
      await expect(page.getByRole('dialog')).toBeHidden()
      await expectAllSent(page)
      const firstTyped = Object.entries(typed)[0]
      if (!firstTyped) {
        // Nothing typed (a record of picked references and numbers, e.g. a favourite test): one more record.
        const after = await serverGet<{ meta: { total: number } }>(request, token, `${def.apiPath}?perPage=1`)
        expect(after.meta.total).toBe(before.meta.total + 1)
        return
      }
      const [key, value] = firstTyped
      const found = await serverGet<{ data: ResourceRow[] }>(
        request,
        token,
        `${def.apiPath}?q=${encodeURIComponent(value)}`,
      )
      expect(found.data.map((r) => r[key])).toContain(value)
      // A picked record shows in the list by its code and name, not its id.
      for (const [field, text] of Object.entries(picked)) {
        const column = def.columns.find((c) => c.key === field)
        if (!column) continue
        const section = page.getByRole('region', { name: def.title, exact: true })
        await section.getByRole('searchbox').fill(value)
        const row = section.getByRole('row', { name: new RegExp(value) })
        await expect(row.getByRole('cell', { name: text, exact: true })).toBeVisible()
      }
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

  await test.step('a registrar sees every resource page it may read read-only', async () => {
    await page.context().clearCookies()
    await page.evaluate(() => localStorage.clear())
    await signIn(page, 'registrar')
    // The warehouse's settings are not the registrar's to read (role-walk.spec.ts checks their refusal).
    const registrarReads: readonly string[] = defaultRoles.registrar!.permissions
    for (const def of allResources().filter((d) => registrarReads.includes(d.perms.read))) {
      await page.goto(def.route)
      const section = page.getByRole('region', { name: def.title, exact: true })
      await expect(section.getByText('Лише перегляд')).toBeVisible()
      await expect(section.getByRole('button', { name: 'Додати' })).toHaveCount(0)
      await expect(section.getByRole('button', { name: /^Змінити/ })).toHaveCount(0)
    }
  })
})
