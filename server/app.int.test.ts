import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from './app'
import { loadConfig } from './config'
import { createTestDb } from '../tests/support/test-db'
import { createTestApp, type TestApp } from '../tests/support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('the server', () => {
  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'ok', database: t.db.kind })
  })

  it('sends security headers with a CSP that allows only its own scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(res.headers['content-security-policy']).toContain("script-src 'self'")
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('answers an unknown API path with a JSON 404 in Ukrainian', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ code: 'not_found', message: 'Не знайдено' })
  })

  it('publishes the OpenAPI document with the spec paths under the base path, and a browsable page', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(doc.statusCode).toBe(200)
    const paths = Object.keys(doc.json<{ paths: Record<string, unknown> }>().paths)
    expect(paths).toEqual(expect.arrayContaining(['/api/login', '/api/auth/refresh', '/api/current-profile']))
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
  })
})

describe('a failure inside a route', () => {
  it('answers 500 with a generic Ukrainian message and no internals', async () => {
    const db = await createTestDb()
    const app = await buildApp({
      config: { ...loadConfig({}), staticDir: '/nonexistent' },
      db,
      logger: false,
    })
    app.get('/api/boom', { config: { auth: 'public' } }, () => {
      throw new Error('relation "secret_table" does not exist at /srv/app/server.ts:42')
    })
    await app.ready()
    const res = await app.inject({ method: 'GET', url: '/api/boom' })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ code: 'internal', message: 'Помилка сервера. Спробуйте пізніше' })
    expect(res.body).not.toContain('secret_table')
    await app.close()
    await db.close()
  })
})
