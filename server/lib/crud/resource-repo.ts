/**
 * Reads and writes of any resource, driven by its definition: list with filters and paging, one row,
 * create once per uuid, versioned edit, delete with "in use" checks, and the uniqueness rules. Every
 * write takes the resource's advisory lock, so two administrators' creates cannot both pass a
 * uniqueness check.
 */
import { isDeepStrictEqual } from 'node:util'
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm'
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core'
import { DomainError, errorMessages } from '../../../domain/api/errors'
import {
  secretKeys,
  writableKeys,
  type AnyResource,
  type ResourceRow,
} from '../../../domain/resources/define-resource'
import type { Db, Tx } from '../../db/client'
import { queryRows } from '../../db/raw'
import { insertOnce } from '../client-uuid'
import { containing } from '../like'
import { notFound, updateVersioned, versionConflict } from '../versioned'
import { runResourceChecks, snake } from './resource-checks'
import { resourceTable, type ResourceTable } from './resource-tables'

type Values = Record<string, unknown>

export interface Bound {
  def: AnyResource
  table: ResourceTable
  column(key: string): PgColumn
  fieldKeys: string[]
  /** The fields the API writes (read-only ones are set by the server alone). */
  writableKeys: string[]
  /** The secret fields: written, answered null (see secretKeys). */
  secretKeys: string[]
}

/** The definition with its table and columns. */
export function bind(def: AnyResource): Bound {
  const table = resourceTable(def)
  const fieldKeys = Object.keys(def.fields)
  const columns = table as unknown as Record<string, PgColumn | undefined>
  for (const k of fieldKeys)
    if (!columns[k]) throw new Error(`Resource ${def.name}: table has no column for field "${k}"`)
  // The whole-list PUT writes every field as sent: it would blank a secret the answer never held.
  if (def.wholeList && secretKeys(def).length)
    throw new Error(`Resource ${def.name}: a whole list cannot hold secret fields`)
  return {
    def,
    table,
    fieldKeys,
    writableKeys: writableKeys(def),
    secretKeys: secretKeys(def),
    column: (k) => columns[k] as PgColumn,
  }
}

const filled = (v: unknown) => v !== null && v !== undefined && v !== ''

/**
 * A row in the answer shape: id, uuid, version and the definition's fields — every secret null, and
 * `storedSecrets` naming those that hold a value. Every answer, conflict and change-feed row passes here.
 */
export function toRow(b: Bound, r: Values): ResourceRow {
  const out: ResourceRow = { id: Number(r.id), uuid: String(r.uuid), version: Number(r.version) }
  for (const k of b.fieldKeys) out[k] = r[k] ?? null
  if (b.secretKeys.length === 0) return out
  for (const k of b.secretKeys) out[k] = null
  out.storedSecrets = b.secretKeys.filter((k) => filled(r[k]))
  return out
}

export { snake }

export interface ListQuery {
  page: number
  perPage: number
  q?: string | undefined
  filters: Values
}

function whereOf(b: Bound, query: ListQuery): SQL | undefined {
  const parts: Array<SQL | undefined> = []
  for (const f of b.def.filters ?? []) {
    if (f.kind === 'search') {
      const q = query.q?.trim()
      if (q) parts.push(or(...f.fields.map((k) => ilike(b.column(k), containing(q)))))
      continue
    }
    const v = query.filters[f.key]
    if (v !== undefined) parts.push(eq(b.column(f.key), v))
  }
  return and(...parts)
}

export async function listRows(db: Db | Tx, b: Bound, query: ListQuery) {
  const where = whereOf(b, query)
  const dir = b.def.sort.dir === 'desc' ? desc : asc
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(b.table)
      .where(where)
      .orderBy(dir(b.column(b.def.sort.field)), asc(b.table.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(b.table).where(where),
  ])
  return {
    data: (rows as Values[]).map((r) => toRow(b, r)),
    meta: { page: query.page, perPage: query.perPage, total: Number(total?.n ?? 0) },
  }
}

export async function rowsByIds(db: Db, b: Bound, ids: number[]): Promise<ResourceRow[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select()
    .from(b.table)
    .where(sql`${b.table.id} IN (${sql.join(ids, sql`, `)})`)
  return (rows as Values[]).map((r) => toRow(b, r))
}

export async function rowsPage(db: Db, b: Bound, afterId: number, limit: number): Promise<ResourceRow[]> {
  const rows = await db
    .select()
    .from(b.table)
    .where(sql`${b.table.id} > ${afterId}`)
    .orderBy(asc(b.table.id))
    .limit(limit)
  return (rows as Values[]).map((r) => toRow(b, r))
}

/** A row by id, or by uuid for a record created offline. */
export async function getRow(db: Db | Tx, b: Bound, id: number | string): Promise<ResourceRow> {
  const match = typeof id === 'number' ? eq(b.table.id, id) : eq(b.table.uuid, id)
  const [row] = await db.select().from(b.table).where(match)
  if (!row) throw notFound()
  return toRow(b, row)
}

/** The resource's advisory lock: its writes run one at a time. */
export const lockOf = (b: Bound) => sql`SELECT pg_advisory_xact_lock(727100, hashtext(${b.def.name}))`

/** 422 with the rule's message on its last field when another row has the same values. */
async function checkUnique(tx: Tx, b: Bound, values: Values, exceptId?: number): Promise<void> {
  const errors: Record<string, string[]> = {}
  for (const rule of b.def.unique ?? []) {
    const same = rule.fields.map((k) => {
      const col = b.column(k)
      const v = values[k]
      if (v === null || v === undefined) return sql`${col} IS NULL`
      return typeof v === 'string' ? sql`lower(btrim(${col}::text)) = lower(btrim(${v}))` : eq(col, v)
    })
    const [hit] = await tx
      .select({ id: b.table.id })
      .from(b.table)
      .where(and(...same, exceptId === undefined ? undefined : ne(b.table.id, exceptId)))
      .limit(1)
    if (hit) errors[snake(rule.fields.at(-1) ?? '')] = [rule.message]
  }
  if (Object.keys(errors).length)
    throw new DomainError('validation_failed', 422, errorMessages.validation_failed, { errors })
}

/** The PostgreSQL error of a failed query, whether the driver wraps it (Drizzle's `cause`) or not. */
function pgError(e: unknown): { code?: string; detail?: string } | undefined {
  const err = e as { code?: string; detail?: string; cause?: unknown } | undefined
  if (err?.code) return err
  return err?.cause ? pgError(err.cause) : undefined
}

/**
 * Runs a write in a savepoint; a reference to a record that does not exist (23503) becomes 422 on the
 * field that names it (the form offers only existing records; a stale device or a crafted body can
 * still send another), and the transaction — perhaps a sync push batch — goes on.
 */
async function checkedWrite<T>(tx: Tx, write: (sp: Tx) => Promise<T>): Promise<T> {
  try {
    return await tx.transaction(write)
  } catch (e) {
    const err = pgError(e)
    if (err?.code !== '23503') throw e
    const column = /Key \((\w+)\)=/.exec(err.detail ?? '')?.[1] ?? 'id'
    throw new DomainError('validation_failed', 422, errorMessages.validation_failed, {
      errors: { [column]: ['Такого запису немає: оберіть зі списку'] },
    })
  }
}

/**
 * Whether a create's field says what the stored row holds (left out = the column's empty default); a
 * jsonb list is compared by content (its objects come back with their keys in another order).
 */
const sameStored = (stored: unknown, sent: unknown) =>
  sent === undefined
    ? stored === null || stored === false || (Array.isArray(stored) && stored.length === 0)
    : isDeepStrictEqual(stored, sent) || (stored === null && sent === '')

/** Inserts unless the uuid exists (a resent create answers the row it made). */
export async function createRow(tx: Tx, b: Bound, input: Values & { uuid: string }) {
  await tx.execute(lockOf(b))
  const [known] = await tx.select().from(b.table).where(eq(b.table.uuid, input.uuid))
  if (known) {
    // A resent create answers the row it made; other data under the same uuid is another record.
    const row = toRow(b, known)
    // A secret is compared with what is stored (the answer never holds it).
    const stored = (k: string) => (b.secretKeys.includes(k) ? known[k] : row[k])
    if (b.writableKeys.some((k) => !sameStored(stored(k), input[k])))
      throw new DomainError(
        'uuid_conflict',
        409,
        'Запис із цим ідентифікатором уже створено з іншими даними',
        {
          current: row,
        },
      )
    return { row, created: false }
  }
  await checkUnique(tx, b, input)
  await runResourceChecks(tx, b.def, input)
  const values: Values = { uuid: input.uuid }
  for (const k of b.fieldKeys) if (input[k] !== undefined) values[k] = input[k]
  const { row, created } = await checkedWrite(tx, (sp) => insertOnce(sp, b.table, values as never))
  return { row: toRow(b, row), created }
}

export async function patchRow(tx: Tx, b: Bound, ref: number | string, patch: Values & { version: number }) {
  await tx.execute(lockOf(b))
  const before = await getRow(tx, b, ref)
  const { id } = before
  const set: Values = {}
  for (const k of b.fieldKeys) {
    // A secret sent empty keeps what is stored (the answer never held it to send back).
    if (b.secretKeys.includes(k)) {
      if (filled(patch[k])) set[k] = patch[k]
      continue
    }
    if (patch[k] !== undefined && !isDeepStrictEqual(patch[k], before[k])) set[k] = patch[k]
  }
  // Nothing changes: nothing is written (the version stays), but a stale version is still a conflict.
  if (Object.keys(set).length === 0) {
    if (patch.version !== before.version) throw versionConflict(before)
    return before
  }
  await checkUnique(tx, b, { ...before, ...set }, id)
  await checkFixedOnceUsed(tx, b, Object.keys(set), id)
  await runResourceChecks(tx, b.def, { ...before, ...set }, id)
  const saved = await checkedWrite(tx, (sp) =>
    updateVersioned(sp, b.table, { id, version: patch.version }, set as never, () => getRow(sp, b, id)),
  )
  return toRow(b, saved)
}

const tableName = (b: Bound) => getTableConfig(b.table).name

/** A change of a field fixed once rows name the record: 422 on the field, with the rule's message. */
async function checkFixedOnceUsed(tx: Tx, b: Bound, changed: string[], id: number): Promise<void> {
  const errors: Record<string, string[]> = {}
  for (const rule of b.def.fixedOnceUsed ?? []) {
    const fields = rule.fields.filter((f) => changed.includes(f))
    if (fields.length === 0) continue
    const only = rule.only ? sql` AND ${sql.identifier(rule.only.column)} = ${rule.only.value}` : sql``
    const used = await queryRows(
      tx,
      sql`SELECT 1 FROM ${sql.identifier(rule.table)} WHERE ${sql.identifier(rule.column)} = ${id}${only} LIMIT 1`,
    )
    if (used.length > 0) for (const f of fields) errors[snake(f)] = [rule.message]
  }
  if (Object.keys(errors).length > 0)
    throw new DomainError('validation_failed', 422, errorMessages.validation_failed, { errors })
}

export async function deleteRow(tx: Tx, b: Bound, ref: number | string): Promise<ResourceRow> {
  await tx.execute(lockOf(b))
  const row = await getRow(tx, b, ref)
  const { id } = row
  for (const rule of b.def.inUse ?? []) {
    const used = await queryRows(
      tx,
      sql`SELECT 1 FROM ${sql.identifier(rule.table)} WHERE ${sql.identifier(rule.column)} = ${id} LIMIT 1`,
    )
    if (used.length > 0) throw inUse(rule.message, row)
  }
  try {
    // A savepoint: a reference the definition does not name still refuses the delete, and the
    // transaction (perhaps a sync push batch) goes on.
    await tx.transaction(async (sp) => sp.delete(b.table).where(eq(b.table.id, id)))
  } catch (e) {
    if (pgError(e)?.code === '23503')
      throw inUse(`${b.def.one}: запис використовується в інших даних (${tableName(b)})`, row)
    throw e
  }
  return row
}

const inUse = (message: string, current: ResourceRow) => new DomainError('in_use', 409, message, { current })
