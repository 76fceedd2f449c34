/**
 * Excel export and import of the services catalogue (issue 19 item 2): code, name, category and
 * subcategory (two levels, by name — a name the catalogue lacks becomes a new category), duration,
 * maximum discount and the two flags. Like the price lists' import: the whole file is checked first and
 * nothing is stored if any row is wrong; a valid one is stored with multi-row statements in batches.
 */
import { asc, eq, sql } from 'drizzle-orm'
import { excelImportMessages as msg, type ImportResult } from '../../../domain/excel/excel-import.schema'
import type { Db, Tx } from '../../db/client'
import { serviceCategories, services } from '../../db/schema/catalogue'
import { flagCell, flagText, intCell, locateColumns, textCell, type Parsed } from '../../lib/excel/cells'
import { fileProblem, ImportProblems } from '../../lib/excel/import-problems'
import type { CellValue } from '../../lib/excel/sheet-reader'
import type { SheetColumn } from '../../lib/excel/sheet-writer'
import type { UploadedSheet } from '../../lib/excel/upload'
import type { MutationScope } from '../../lib/mutation'

export const serviceHeaders = {
  code: 'Код',
  name: 'Назва',
  category: 'Категорія',
  subcategory: 'Підкатегорія',
  standardDuration: 'Тривалість, хв',
  maxDiscount: 'Макс. знижка, %',
  noSchedule: 'Без розкладу (так/ні)',
  published: 'Опубліковано (так/ні)',
} as const
type Key = keyof typeof serviceHeaders

const WIDTH: Partial<Record<Key, number>> = { name: 48, category: 28, subcategory: 28 }
export const serviceSheetColumns: SheetColumn[] = (Object.keys(serviceHeaders) as Key[]).map((k) => ({
  header: serviceHeaders[k],
  ...(WIDTH[k] ? { width: WIDTH[k] } : {}),
}))

export const MAX_SERVICE_ROWS = 50_000
const PAGE = 2_000
const BATCH = 1_000
const DURATION = { min: 1, max: 1440 }

/** The services ordered by code as sheet rows, read in keyset pages. */
export async function* serviceRows(db: Db): AsyncGenerator<CellValue[][]> {
  const parent = sql`parent`
  let after: { code: string } | undefined
  for (;;) {
    const rows = await db
      .select({
        code: services.code,
        name: services.name,
        categoryName: serviceCategories.name,
        parentName: sql<string | null>`${parent}.name`,
        standardDuration: services.standardDuration,
        maxDiscount: services.maxDiscount,
        noSchedule: services.noSchedule,
        published: services.published,
      })
      .from(services)
      .leftJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
      .leftJoin(sql`service_categories AS ${parent}`, sql`${parent}.id = ${serviceCategories.parentId}`)
      .where(after ? sql`${services.code} > ${after.code}` : undefined)
      .orderBy(asc(services.code))
      .limit(PAGE)
    if (rows.length === 0) return
    yield rows.map((s) => [
      s.code,
      s.name,
      s.parentName ?? s.categoryName,
      s.parentName ? s.categoryName : null,
      s.standardDuration,
      s.maxDiscount,
      flagText(s.noSchedule),
      flagText(s.published),
    ])
    if (rows.length < PAGE) return
    after = { code: rows[rows.length - 1]!.code }
  }
}

interface Fields {
  name: string
  standardDuration: number
  maxDiscount: number
  noSchedule: boolean
  published: boolean
}
type Existing = Fields & { id: number; code: string; categoryId: number | null }
/** Where a row puts its service: as it is, nowhere, or under a category (and subcategory) by name. */
type CategoryChoice = { keep: true } | { keep: false; top: string; sub: string | null }
type Plan = {
  row: number
  code: string
  existing: Existing | undefined
  next: Fields
  category: CategoryChoice
}

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ')

/** Categories by name: top level by name, subcategories by parent id and name (first by id wins). */
class CategoryIndex {
  private readonly top = new Map<string, number>()
  private readonly sub = new Map<string, number>()

  constructor(rows: ReadonlyArray<{ id: number; name: string; parentId: number | null }>) {
    for (const r of rows) this.add(r)
  }

  add(r: { id: number; name: string; parentId: number | null }): void {
    const map = r.parentId === null ? this.top : this.sub
    const key = r.parentId === null ? norm(r.name) : `${r.parentId}\u0000${norm(r.name)}`
    if (!map.has(key)) map.set(key, r.id)
  }

  topId = (name: string) => this.top.get(norm(name))
  subId = (parentId: number, name: string) => this.sub.get(`${parentId}\u0000${norm(name)}`)
}

/** Creates the categories the plans name that do not exist yet (top level first), in two statements. */
async function ensureCategories(tx: Tx, plans: Plan[], index: CategoryIndex): Promise<void> {
  const missingTop = new Map<string, string>()
  for (const p of plans)
    if (!p.category.keep && index.topId(p.category.top) === undefined)
      missingTop.set(norm(p.category.top), p.category.top)
  if (missingTop.size)
    for (const r of await tx
      .insert(serviceCategories)
      .values([...missingTop.values()].map((name) => ({ name, parentId: null })))
      .returning({
        id: serviceCategories.id,
        name: serviceCategories.name,
        parentId: serviceCategories.parentId,
      }))
      index.add(r)
  const missingSub = new Map<string, { name: string; parentId: number }>()
  for (const p of plans) {
    if (p.category.keep || p.category.sub === null) continue
    const parentId = index.topId(p.category.top)!
    if (index.subId(parentId, p.category.sub) === undefined)
      missingSub.set(`${parentId}\u0000${norm(p.category.sub)}`, { name: p.category.sub, parentId })
  }
  if (missingSub.size)
    for (const r of await tx
      .insert(serviceCategories)
      .values([...missingSub.values()])
      .returning({
        id: serviceCategories.id,
        name: serviceCategories.name,
        parentId: serviceCategories.parentId,
      }))
      index.add(r)
}

function categoryIdOf(p: Plan, index: CategoryIndex): number | null {
  if (p.category.keep) return p.existing?.categoryId ?? null
  const top = index.topId(p.category.top)!
  return p.category.sub === null ? top : index.subId(top, p.category.sub)!
}

/** Imports the sheet into the services catalogue: all rows or nothing. */
export async function importServices(m: MutationScope, sheet: UploadedSheet): Promise<ImportResult> {
  const { tx } = m
  const at = locateColumns(sheet.header, serviceHeaders)
  if (at.code === undefined) throw fileProblem(msg.missingColumn(serviceHeaders.code), serviceHeaders.code)
  // One import at a time: two would both create the same new categories and codes.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(727102, hashtext('services-import'))`)

  const codes = sheet.rows.map((r) => textCell(r.cells[at.code!] ?? null, 100))
  const wanted = codes.flatMap((c) => ('value' in c && c.value !== null ? [c.value] : []))
  const existingRows = await tx
    .select({
      id: services.id,
      code: services.code,
      categoryId: services.categoryId,
      name: services.name,
      standardDuration: services.standardDuration,
      maxDiscount: services.maxDiscount,
      noSchedule: services.noSchedule,
      published: services.published,
    })
    .from(services)
    .where(sql`${services.code} IN (SELECT jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb))`)
  const existing = new Map(existingRows.map((s) => [s.code, s]))

  const problems = new ImportProblems()
  const firstRowOf = new Map<string, number>()
  const plans: Plan[] = []
  sheet.rows.forEach(({ row, cells }, i) => {
    const bad = new Set<Key>()
    const report = (key: Key, message: string) => {
      bad.add(key)
      problems.add(row, serviceHeaders[key], message)
    }
    const read = <T>(key: Key, parse: (c: CellValue) => Parsed<T>): T | undefined => {
      const col = at[key]
      if (col === undefined) return undefined
      const r = parse(cells[col] ?? null)
      if ('error' in r) return void report(key, r.error)
      return r.value
    }
    const code = codes[i]!
    let codeText: string | undefined
    if ('error' in code) report('code', code.error)
    else if (code.value === null) report('code', msg.required)
    else if (firstRowOf.has(code.value)) report('code', msg.repeatedCode(firstRowOf.get(code.value)!))
    else firstRowOf.set((codeText = code.value), row)
    const e = codeText === undefined ? undefined : existing.get(codeText)

    const name = read('name', (c) => textCell(c, 255))
    const top = read('category', (c) => textCell(c, 255))
    const sub = read('subcategory', (c) => textCell(c, 255))
    const duration = read('standardDuration', (c) => intCell(c, DURATION.min, DURATION.max))
    const maxDiscount = read('maxDiscount', (c) => intCell(c, 0, 100))
    const noSchedule = read('noSchedule', flagCell)
    const published = read('published', flagCell)
    // A blank cell (or no such column) keeps the current value; a new service takes the default, but
    // must be named.
    const nextName = name ?? e?.name
    if (nextName === undefined && codeText !== undefined && !bad.has('name')) report('name', msg.required)
    const nextDuration = duration ?? e?.standardDuration ?? 30
    const nextDiscount = maxDiscount ?? e?.maxDiscount ?? 100
    if (sub && !top && at.category !== undefined) report('subcategory', 'Вкажіть категорію для підкатегорії.')
    if (sub && at.category === undefined) report('category', msg.missingColumn(serviceHeaders.category))
    if (codeText === undefined || nextName === undefined) return
    plans.push({
      row,
      code: codeText,
      existing: e,
      next: {
        name: nextName,
        standardDuration: nextDuration,
        maxDiscount: nextDiscount,
        noSchedule: noSchedule ?? e?.noSchedule ?? false,
        published: published ?? e?.published ?? true,
      },
      // A blank category keeps the current one; a category without a subcategory is a top-level one.
      category: top ? { keep: false, top, sub: sub ?? null } : { keep: true },
    })
  })
  problems.throwIfAny()

  const index = new CategoryIndex(
    await tx
      .select({
        id: serviceCategories.id,
        name: serviceCategories.name,
        parentId: serviceCategories.parentId,
      })
      .from(serviceCategories)
      .orderBy(asc(serviceCategories.id)),
  )
  await ensureCategories(tx, plans, index)
  const rows = plans.map((p) => ({
    ...p.next,
    code: p.code,
    categoryId: categoryIdOf(p, index),
    existing: p.existing,
  }))
  const created = rows.filter((r) => !r.existing)
  const changed = rows.filter(
    (r) =>
      r.existing &&
      (r.existing.name !== r.name ||
        r.existing.categoryId !== r.categoryId ||
        r.existing.standardDuration !== r.standardDuration ||
        r.existing.maxDiscount !== r.maxDiscount ||
        r.existing.noSchedule !== r.noSchedule ||
        r.existing.published !== r.published),
  )
  // Set-based, a batch per statement; the rows travel as one JSON parameter (fast to bind on PGlite).
  const set = (batch: typeof rows) =>
    JSON.stringify(
      batch.map((r) => ({
        id: r.existing?.id ?? null,
        code: r.code,
        name: r.name,
        category_id: r.categoryId,
        standard_duration: r.standardDuration,
        max_discount: r.maxDiscount,
        no_schedule: r.noSchedule,
        published: r.published,
      })),
    )
  const columns = sql.raw(`v(id int, code text, name text, category_id int, standard_duration int,
    max_discount int, no_schedule boolean, published boolean)`)
  for (let i = 0; i < created.length; i += BATCH)
    await tx.execute(sql`
      INSERT INTO services (code, name, category_id, standard_duration, max_discount, no_schedule, published)
      SELECT code, name, category_id, standard_duration, max_discount, no_schedule, published
      FROM jsonb_to_recordset(${set(created.slice(i, i + BATCH))}::jsonb) AS ${columns}`)
  for (let i = 0; i < changed.length; i += BATCH)
    await tx.execute(sql`
      UPDATE services AS s SET
        name = v.name, category_id = v.category_id, standard_duration = v.standard_duration,
        max_discount = v.max_discount, no_schedule = v.no_schedule, published = v.published,
        version = s.version + 1, updated_at = now()
      FROM jsonb_to_recordset(${set(changed.slice(i, i + BATCH))}::jsonb) AS ${columns}
      WHERE s.id = v.id`)
  return {
    created: created.length,
    updated: changed.length,
    unchanged: rows.length - created.length - changed.length,
  }
}
