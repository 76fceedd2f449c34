/**
 * Bad input to every mutating route: malformed JSON → 400; missing, extra, mistyped, overlong fields
 * and SQL / script fragments → a clear 4xx (422 with snake_case field errors) — never a 500, and never
 * a stored partial record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { toSnakeCase } from '../domain/api/errors'
import { queryRows } from './db/raw'
import { createTestApp, type TestApp } from '../tests/support/test-app'
import { routeExamples, type RouteExample } from '../tests/support/route-examples'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

// Sign-in failures are recorded on purpose (that is how the ban works); every other table must not change.
const EXPECTED_TO_CHANGE = new Set(['login_attempts', 'login_address_attempts', 'refresh_tokens'])

async function tableCounts(): Promise<Record<string, number>> {
  const tables = await queryRows<{ table_name: string }>(
    t.db.db,
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  )
  const out: Record<string, number> = {}
  for (const { table_name } of tables) {
    if (EXPECTED_TO_CHANGE.has(table_name)) continue
    const [r] = await queryRows<{ n: number }>(
      t.db.db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table_name)}`,
    )
    out[table_name] = r!.n
  }
  return out
}

function mutations(
  body: Record<string, unknown>,
  freeText = false,
): Array<{ name: string; body: unknown; field?: string }> {
  const out: Array<{ name: string; body: unknown; field?: string }> = [
    { name: 'null body', body: null },
    { name: 'array body', body: [] },
    { name: 'number body', body: 42 },
    { name: 'extra field', body: { ...body, unexpectedField: 1 }, field: 'unexpected_field' },
  ]
  // A route whose valid body is empty (or all optional, with an empty example) accepts {} by design.
  if (Object.keys(body).length > 0) out.push({ name: 'empty object', body: {} })
  for (const [k, v] of Object.entries(body)) {
    const { [k]: _drop, ...rest } = body
    out.push({ name: `missing ${k}`, body: rest, field: toSnakeCase(k) })
    out.push({
      name: `wrong type ${k}`,
      body: { ...body, [k]: typeof v === 'string' ? 12345 : 'not-the-right-type' },
      field: toSnakeCase(k),
    })
    out.push({ name: `object for ${k}`, body: { ...body, [k]: { $gt: '' } }, field: toSnakeCase(k) })
    if (typeof v === 'string') {
      out.push({ name: `overlong ${k}`, body: { ...body, [k]: 'Я'.repeat(10_001) }, field: toSnakeCase(k) })
    }
    if (typeof v === 'string' && !freeText) {
      out.push({ name: `sql in ${k}`, body: { ...body, [k]: "'; DROP TABLE users; --" } })
      out.push({ name: `script in ${k}`, body: { ...body, [k]: '<script>alert(1)</script>' } })
    }
    if (Array.isArray(v)) {
      out.push({ name: `sql item in ${k}`, body: { ...body, [k]: ["x' OR '1'='1"] } })
      out.push({
        name: `huge list ${k}`,
        body: { ...body, [k]: Array.from({ length: 5000 }, () => 'crmTasksSee') },
      })
    }
  }
  return out
}

async function send(ex: RouteExample, method: string, payload: string) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${await t.tokenFor(ex.as)}` }
  return t.app.inject({ method: method as 'POST', url: ex.url, headers, payload })
}

describe('bad input on every mutating route', () => {
  // File uploads (.xlsx imports) take no JSON: their own integration tests send bad files.
  const mutating = () =>
    t.app.routeGuards.filter((g) => ['POST', 'PUT', 'PATCH'].includes(g.method) && !g.upload)

  it('has an example for every mutating route', () => {
    const missing = mutating()
      .map((g) => `${g.method} ${g.url}`)
      .filter((k) => !(k in routeExamples))
    expect(missing).toEqual([])
  })

  it('answers malformed JSON with 400 and a Ukrainian message', async () => {
    for (const g of mutating()) {
      const ex = routeExamples[`${g.method} ${g.url}`]!
      const res = await send(ex, g.method, '{"login": "adm')
      expect(res.statusCode, g.url).toBe(400)
      expect(res.json()).toEqual({
        code: 'bad_request',
        message: 'Некоректний запит: не вдалося прочитати дані',
      })
    }
  })

  it('answers every mutation with a clear 4xx, names the field, and stores nothing', async () => {
    for (const g of mutating()) {
      const ex = routeExamples[`${g.method} ${g.url}`]!
      if (!ex.seedFirst) continue
      await ex.prepare?.(t.db.db)
      const res = await send(ex, g.method, JSON.stringify(ex.body))
      expect([200, 201], `${g.method} ${g.url} seeded: ${res.body}`).toContain(res.statusCode)
    }
    const before = await tableCounts()
    for (const g of mutating()) {
      const ex = routeExamples[`${g.method} ${g.url}`]!
      for (const m of mutations(ex.body, ex.freeText)) {
        const res = await send(ex, g.method, JSON.stringify(m.body))
        const label = `${g.method} ${g.url} — ${m.name}`
        expect(res.statusCode, label).toBeGreaterThanOrEqual(400)
        expect(res.statusCode, label).toBeLessThan(500)
        const body = res.json<{ message: string; code: string; errors?: Record<string, string[]> }>()
        expect(body.message, label).toMatch(/[А-Яа-яІіЇїЄєҐґ]/)
        if (m.field && res.statusCode === 422)
          expect(Object.keys(body.errors ?? {}), label).toContain(m.field)
      }
    }
    expect(await tableCounts()).toEqual(before)
  })

  it('accepts each valid example, so the mutations above were tested against a working route', async () => {
    for (const g of mutating()) {
      const ex = routeExamples[`${g.method} ${g.url}`]!
      let body = ex.body
      if (body.refreshToken === '<refresh>') {
        const pair = await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { login: 'admin', password: 'demo12345' },
        })
        body = { refreshToken: pair.json<{ refreshToken: string }>().refreshToken }
      }
      await ex.prepare?.(t.db.db)
      const res = await send(ex, g.method, JSON.stringify(body))
      expect(res.statusCode, `${g.method} ${g.url}: ${res.body}`).toBe(ex.ok)
    }
  })
})
