/**
 * Schema-driven fuzz test: reads the OpenAPI document the app publishes and, signed in as admin, sends
 * generated bad values (tests/support/fuzz-values.ts) for every path and query parameter and every body
 * field of every route. No answer may be a 5xx, and a request answered 4xx must leave every table as it
 * was (row counts and the newest row version of each). Ids written the way Number() still reads them
 * (" 1", "0x10", "1e0", "+1", "01") must be refused, and numbers past their column in a query are 422.
 */
import { writeFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { plainDecimalPattern } from '../domain/api/scalars'
import { queryRows } from './db/raw'
import { createTestApp, type TestApp } from '../tests/support/test-app'
import { routeExamples } from '../tests/support/route-examples'
import {
  badBodyValues,
  badParamValues,
  lenientIdSpellings,
  oversizedNumbers,
  type JsonSchema,
} from '../tests/support/fuzz-values'

interface Parameter {
  in: 'path' | 'query' | 'header'
  name: string
  required?: boolean
  schema?: JsonSchema
}
interface Operation {
  parameters?: Parameter[]
  requestBody?: { content?: { 'application/json'?: { schema?: JsonSchema } } }
}
interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, JsonSchema> }
}

interface FuzzCase {
  route: string
  what: string
  method: string
  url: string
  body?: unknown
  /** A stricter expectation than "not 5xx". */
  expect?: '4xx' | '422'
}

// Sign-in failures are recorded on purpose (that is how the ban works); these tables may change on a 4xx.
const MAY_CHANGE_ON_4XX = new Set(['login_attempts', 'login_address_attempts', 'refresh_tokens'])
// Sign-in routes go last: a fuzzed password counts as a failed attempt of the example's login.
const LAST = ['/api/login', '/api/auth/refresh']

let t: TestApp
let fingerprintSql: string
beforeAll(async () => {
  t = await createTestApp()
  const tables = await queryRows<{ table_name: string }>(
    t.db.db,
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  )
  // One round trip: per table its row count and newest row version (xmin moves on every insert or update).
  fingerprintSql = tables
    .filter((r) => !MAY_CHANGE_ON_4XX.has(r.table_name))
    .map(
      ({ table_name: n }) =>
        `SELECT '${n}' AS t, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text AS f FROM "${n}"`,
    )
    .join(' UNION ALL ')
})
afterAll(() => t.close())

/** The next transaction id: it moves past lastXid + 1 only when some transaction took an id (wrote). */
async function currentXid(): Promise<bigint> {
  const [r] = await queryRows<{ x: string }>(t.db.db, sql`SELECT txid_current()::text AS x`)
  return BigInt(r!.x)
}

async function fingerprint(): Promise<Map<string, string>> {
  const rows = await queryRows<{ t: string; f: string }>(t.db.db, sql.raw(fingerprintSql))
  return new Map(rows.map((r) => [r.t, r.f]))
}

function resolver(doc: OpenApiDoc) {
  const resolve = (s: JsonSchema | undefined, depth = 0): JsonSchema => {
    if (!s) return {}
    if (s.$ref && depth < 20) {
      const name = s.$ref.replace('#/components/schemas/', '')
      return resolve(doc.components?.schemas?.[name], depth + 1)
    }
    if (s.allOf) return Object.assign({}, ...s.allOf.map((x) => resolve(x, depth + 1))) as JsonSchema
    return s
  }
  return resolve
}

/** Object schemas of a node (an anyOf of objects gives each of its branches). */
function objectBranches(s: JsonSchema, resolve: (s: JsonSchema) => JsonSchema): JsonSchema[] {
  const r = resolve(s)
  if (r.properties) return [r]
  return [...(r.anyOf ?? []), ...(r.oneOf ?? [])].flatMap((b) => objectBranches(b, resolve))
}

function setAt(base: unknown, path: Array<string | number>, value: unknown): unknown {
  if (path.length === 0) return value
  const [head, ...rest] = path as [string | number, ...Array<string | number>]
  if (typeof head === 'number') {
    const arr = Array.isArray(base) ? [...(base as unknown[])] : [{}]
    arr[head] = setAt(arr[head], rest, value)
    return arr
  }
  const obj = base && typeof base === 'object' && !Array.isArray(base) ? { ...base } : {}
  return { ...obj, [head]: setAt((obj as Record<string, unknown>)[head], rest, value) }
}

function getAt(base: unknown, path: Array<string | number>): unknown {
  return path.reduce<unknown>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined),
    base,
  )
}

/** Every field path of a body schema, nested objects and the first item of arrays of objects included. */
function fieldPaths(
  schema: JsonSchema,
  resolve: (s: JsonSchema) => JsonSchema,
  prefix: Array<string | number> = [],
  depth = 0,
): Array<{ path: Array<string | number>; schema: JsonSchema }> {
  if (depth > 3) return []
  const out: Array<{ path: Array<string | number>; schema: JsonSchema }> = []
  for (const branch of objectBranches(schema, resolve)) {
    for (const [name, raw] of Object.entries(branch.properties ?? {})) {
      const field = resolve(raw)
      const path = [...prefix, name]
      out.push({ path, schema: field })
      out.push(...fieldPaths(field, resolve, path, depth + 1))
      if (field.items) out.push(...fieldPaths(field.items, resolve, [...path, 0], depth + 1))
    }
  }
  return out
}

/** An integer parameter: published as an integer, or as text of plain decimal digits (domain/api/scalars). */
function isInteger(s: JsonSchema | undefined): boolean {
  const json = JSON.stringify(s ?? {})
  return json.includes('"integer"') || json.includes(JSON.stringify(plainDecimalPattern))
}

function casesFor(doc: OpenApiDoc): FuzzCase[] {
  const resolve = resolver(doc)
  const cases: FuzzCase[] = []
  let seed = 1
  const ops = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  )
  ops.sort((a, b) => Number(LAST.includes(a.path)) - Number(LAST.includes(b.path)))
  for (const { path, method, op } of ops) {
    const route = `${method} ${path}`
    const example = routeExamples[`${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`]
    const params = op.parameters ?? []
    const pathParams = params.filter((p) => p.in === 'path')
    const queryParams = params.filter((p) => p.in === 'query')
    const validPath = example?.url ?? path.replace(/\{\w+\}/g, '1')
    const bodySchema = op.requestBody?.content?.['application/json']?.schema
    const validBody = bodySchema ? (example?.body ?? {}) : undefined
    const requiredQuery = queryParams
      .filter((p) => p.required)
      .map((p) => `${p.name}=${resolve(p.schema).format === 'date' ? '2026-01-15' : '1'}`)

    // Path parameters: each bad spelling in one parameter, the others as in the valid example.
    const pattern = path.split('/')
    const valid = validPath.split('/')
    for (const p of pathParams) {
      const at = pattern.indexOf(`{${p.name}}`)
      const kind = isInteger(p.schema) ? 'id' : 'string'
      for (const v of badParamValues(kind, seed++)) {
        const segs = [...valid]
        segs[at] = v
        const strict = kind === 'id' && lenientIdSpellings.map(encodeURIComponent).includes(v)
        cases.push({
          route,
          what: `path ${p.name}=${v.slice(0, 40)}`,
          method,
          url: segs.join('/'),
          body: validBody,
          ...(strict ? { expect: '4xx' as const } : {}),
        })
      }
    }
    // Query parameters: one bad parameter at a time, required ones given a valid value.
    for (const p of queryParams) {
      const kind = isInteger(resolve(p.schema)) ? 'integer' : 'string'
      const others = requiredQuery.filter((q) => !q.startsWith(`${p.name}=`))
      for (const v of badParamValues(kind, seed++)) {
        // Oversized numbers and the lenient spellings of a number are validation errors in a query.
        const strict =
          kind === 'integer' &&
          (oversizedNumbers.includes(v) || lenientIdSpellings.map(encodeURIComponent).includes(v))
        const query = [...others, `${p.name}=${v}`].join('&')
        cases.push({
          route,
          what: `query ${p.name}=${v.slice(0, 40)}`,
          method,
          url: `${validPath}?${query}`,
          body: validBody,
          ...(strict ? { expect: '422' as const } : {}),
        })
      }
      // The same parameter twice arrives as an array.
      cases.push({
        route,
        what: `query ${p.name} twice`,
        method,
        url: `${validPath}?${[...others, `${p.name}=1`, `${p.name}=2`].join('&')}`,
        body: validBody,
      })
    }
    // Body fields: each bad value in one field, the rest of the valid example kept.
    if (bodySchema) {
      for (const { path: fieldPath, schema } of fieldPaths(bodySchema, resolve)) {
        if (
          fieldPath.some((k) => typeof k === 'number') &&
          getAt(validBody, fieldPath.slice(0, -1)) === undefined
        )
          continue
        for (const v of badBodyValues(schema, seed++)) {
          cases.push({
            route,
            what: `body ${fieldPath.join('.')}=${JSON.stringify(v)?.slice(0, 40)}`,
            method,
            url: validPath,
            body: setAt(validBody, fieldPath, v),
          })
        }
      }
    }
  }
  return cases
}

// Once per run, on the embedded database every run has: PostgreSQL is the same engine (the same types and
// refusals — NUL bytes, lone surrogates, integer ranges), and the fuzz is the suite's longest file.
describe.skipIf(process.env.TEST_DB === 'postgres')('schema-driven fuzz of every route', () => {
  it('answers every bad path, query and body value with a 4xx and writes nothing on a 4xx', async () => {
    const started = performance.now()
    const doc = t.app.swagger() as unknown as OpenApiDoc
    const cases = casesFor(doc)
    const token = await t.tokenFor('admin')
    const failures: string[] = []
    const byStatus = new Map<number, number>()
    let fiveXx = 0
    let before = await fingerprint()
    let lastXid = await currentXid()
    for (const c of cases) {
      const res = await t.app.inject({
        method: c.method as 'GET',
        url: c.url,
        headers: {
          authorization: `Bearer ${token}`,
          ...(c.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(c.body !== undefined ? { payload: JSON.stringify(c.body) } : {}),
      })
      const s = res.statusCode
      byStatus.set(s, (byStatus.get(s) ?? 0) + 1)
      const label = `${c.route} — ${c.what} → ${s}`
      if (s >= 500) {
        fiveXx++
        failures.push(`${label}: ${res.body.slice(0, 200)}`)
      } else if (c.expect === '4xx' && (s < 400 || s >= 500)) failures.push(`${label}: expected 4xx`)
      else if (c.expect === '422' && s !== 422) failures.push(`${label}: expected 422`)
      // Only when some transaction took an id since the last look (a write, or one rolled back) are the
      // tables compared; a PostgreSQL shared with other test files only causes extra comparisons.
      const xid = await currentXid()
      if (xid !== lastXid + 1n) {
        const after = await fingerprint()
        if (s >= 400 && s < 500) {
          const changed = [...after].filter(([k, f]) => before.get(k) !== f).map(([k]) => k)
          if (changed.length > 0) failures.push(`${label}: partial write to ${changed.join(', ')}`)
        }
        before = after
        lastXid = await currentXid()
      } else lastXid = xid
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(
      `fuzz: ${cases.length} requests over ${Object.keys(doc.paths).length} paths, ${fiveXx} answered 5xx, ` +
        `${seconds} s; statuses ${JSON.stringify(Object.fromEntries([...byStatus].sort((a, b) => a[0] - b[0])))}`,
    )
    if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, failures.join('\n'))
    expect(failures.slice(0, 60), `${failures.length} failures`).toEqual([])
  }, 600_000)
})
