/**
 * Several independent reads in ONE round trip: each part is a scalar sub-select that folds its rows
 * into a JSON array, and one `SELECT (part) AS a, (part) AS b, …` fetches them all. A request that
 * needs a dozen small tables (the pricing refs) then pays one round trip instead of twelve, and never
 * queues parallel queries on a transaction's single connection. Rows decode through the Drizzle
 * columns' own mapping, so a part answers exactly what a plain `select()` of the same columns would.
 */
import { getTableColumns, is, sql, type SQL } from 'drizzle-orm'
import { PgColumn, PgDialect, type PgTable } from 'drizzle-orm/pg-core'
import type { Db, Tx } from './client'
import { queryRows } from './raw'

/** One sub-select of a one-trip read and how its JSON value decodes. */
export interface JsonPart<T> {
  sql: SQL
  decode(value: unknown): T
}

/** A column, or an SQL expression whose JSON value is already its answer (e.g. a count). */
type Field = PgColumn | SQL
type Fields = Record<string, Field>
type FieldValue<F> = F extends PgColumn
  ? F['_']['notNull'] extends true
    ? F['_']['data']
    : F['_']['data'] | null
  : F extends SQL<infer T>
    ? T
    : never
export type RowOf<F extends Fields> = { [K in keyof F]: FieldValue<F[K]> }

// Types whose JSON form is what the driver answers for them; every other column travels as its text
// form (timestamps, numerics, arrays, times …), which is what the columns' mapping expects from drivers.
const NATIVE_JSON = new Set([
  'PgInteger',
  'PgSerial',
  'PgSmallInt',
  'PgSmallSerial',
  'PgBoolean',
  'PgText',
  'PgVarchar',
  'PgChar',
  'PgUUID',
  'PgJson',
  'PgJsonb',
])
// PostgreSQL functions take at most 100 arguments.
const MAX_FIELDS = 100

const asJson = (f: Field): SQL =>
  is(f, PgColumn) && !NATIVE_JSON.has(f.columnType) ? sql`${f}::text` : sql`${f}`

/** How a set of fields is selected (a JSON array) and decoded, by position. */
interface Shape {
  keys: string[]
  list: SQL
  mappers: Array<((value: unknown) => unknown) | null>
}

// Rendering the pricing refs' two hundred column references through Drizzle took about a millisecond a
// request: a shape without parameters is rendered once per fields object and reused as raw SQL text
// (column names are given explicitly in the schema, and the database has no casing option to apply).
const shapes = new WeakMap<Fields, Shape>()
const dialect = new PgDialect()

function shapeOf(fields: Fields): Shape {
  const known = shapes.get(fields)
  if (known) return known
  const keys = Object.keys(fields)
  if (keys.length > MAX_FIELDS)
    throw new Error(`one-trip part of ${keys.length} fields (at most ${MAX_FIELDS})`)
  const list = sql.join(
    keys.map((k) => asJson(fields[k]!)),
    sql`, `,
  )
  const rendered = dialect.sqlToQuery(list)
  const mappers = keys.map((k) => {
    const f = fields[k]
    return f !== undefined && is(f, PgColumn) ? (v: unknown) => f.mapFromDriverValue(v) : null
  })
  const shape = { keys, list: rendered.params.length ? list : sql.raw(rendered.sql), mappers }
  if (!rendered.params.length) shapes.set(fields, shape)
  return shape
}

function decodeRow<F extends Fields>(shape: Shape, raw: unknown[]): RowOf<F> {
  const row: Record<string, unknown> = {}
  shape.keys.forEach((key, i) => {
    const v = raw[i] ?? null
    const map = shape.mappers[i]
    row[key] = v !== null && map ? map(v) : v
  })
  return row as RowOf<F>
}

const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value)

interface RowsOptions {
  where?: SQL | undefined
  orderBy: SQL | PgColumn
}

/** Every row of `from` matching `where`, ordered by `orderBy`: every column, or just `fields`. */
export function jsonRows<T extends PgTable>(from: T, opts: RowsOptions): JsonPart<Array<T['$inferSelect']>>
export function jsonRows<F extends Fields>(
  from: PgTable,
  opts: RowsOptions & { fields: F },
): JsonPart<Array<RowOf<F>>>
export function jsonRows(from: PgTable, opts: RowsOptions & { fields?: Fields }): JsonPart<unknown[]> {
  const shape = shapeOf(opts.fields ?? getTableColumns(from))
  const where = opts.where ? sql` WHERE ${opts.where}` : sql``
  return {
    sql: sql`(SELECT coalesce(json_agg(json_build_array(${shape.list}) ORDER BY ${opts.orderBy}), '[]'::json) FROM ${from}${where})`,
    decode: (value) => (parsed(value) as unknown[][]).map((raw) => decodeRow(shape, raw)),
  }
}

/**
 * The first row of `from` matching `where` by `orderBy`, or null; `extra` adds expressions with
 * parameters (kept out of `fields`, whose rendering is reused).
 */
export function jsonFirstRow<F extends Fields, E extends Record<string, SQL> = Record<never, SQL>>(
  from: PgTable,
  opts: RowsOptions & { fields: F; extra?: E },
): JsonPart<(RowOf<F> & RowOf<E>) | null> {
  const shape = shapeOf(opts.fields)
  const extraKeys = Object.keys(opts.extra ?? {})
  if (shape.keys.length + extraKeys.length > MAX_FIELDS)
    throw new Error(`one-trip part of ${shape.keys.length + extraKeys.length} fields (at most ${MAX_FIELDS})`)
  const extra = extraKeys.map((k) => sql`, ${opts.extra![k]}`)
  const where = opts.where ? sql` WHERE ${opts.where}` : sql``
  return {
    sql: sql`(SELECT json_build_array(${shape.list}${sql.join(extra)}) FROM ${from}${where} ORDER BY ${opts.orderBy} LIMIT 1)`,
    decode: (value) => {
      const raw = parsed(value) as unknown[] | null
      if (raw === null) return null
      const row: Record<string, unknown> = decodeRow<F>(shape, raw)
      extraKeys.forEach((k, i) => (row[k] = raw[shape.keys.length + i] ?? null))
      return row as RowOf<F> & RowOf<E>
    },
  }
}

/**
 * `column = ANY($1::int[])` with the ids as ONE parameter: `inArray` makes a parameter of each id, and
 * rendering a hundred of them costs more than the query itself.
 */
export const anyId = (column: PgColumn, ids: readonly number[]): SQL =>
  sql`${column} = ANY(${sql.param(ids)}::int[])`

/** A part that reads nothing (a list the request does not need). */
export const noRows = <T>(): JsonPart<T[]> => ({ sql: sql`'[]'::json`, decode: () => [] })

/** Several parts as one (a JSON array of their values), e.g. to read a caller's parts along with one's own. */
export function nested<P extends Record<string, JsonPart<unknown>>>(parts: P): JsonPart<Answers<P>> {
  const names = Object.keys(parts)
  if (names.length > MAX_FIELDS)
    throw new Error(`one-trip nest of ${names.length} parts (at most ${MAX_FIELDS})`)
  return {
    sql: names.length
      ? sql`json_build_array(${sql.join(
          names.map((name) => parts[name]!.sql),
          sql`, `,
        )})`
      : sql`'[]'::json`,
    decode: (value) => {
      const values = parsed(value) as unknown[]
      const out: Record<string, unknown> = {}
      names.forEach((name, i) => (out[name] = parts[name]!.decode(values[i] ?? null)))
      return out as Answers<P>
    },
  }
}

/** What each part of `P` decodes to. */
export type Answers<P> = { [K in keyof P]: P[K] extends JsonPart<infer T> ? T : never }

/** Runs every part in one statement (one round trip) and decodes each answer. */
export async function selectInOneTrip<P extends Record<string, JsonPart<unknown>>>(
  db: Db | Tx,
  parts: P,
): Promise<Answers<P>> {
  const names = Object.keys(parts)
  const columns = sql.join(
    names.map((name, i) => sql`${parts[name]!.sql} AS ${sql.identifier(`p${i}`)}`),
    sql`, `,
  )
  const [row] = await queryRows<Record<string, unknown>>(db, sql`SELECT ${columns}`)
  const out: Record<string, unknown> = {}
  names.forEach((name, i) => (out[name] = parts[name]!.decode(row?.[`p${i}`] ?? null)))
  return out as Answers<P>
}
