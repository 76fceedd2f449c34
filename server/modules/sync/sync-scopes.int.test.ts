/** The scopes other areas write to are served by pull: tasks only to their author and performer. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { pullResponseSchema, type PullResponse } from '../../../domain/sync/sync.schema'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function pullAll(login: string, scopes: string): Promise<PullResponse['upserts']> {
  const out: PullResponse['upserts'] = []
  let since = '0'
  for (let i = 0; i < 50; i++) {
    const res = await t.as(login, {
      method: 'GET',
      url: `/api/api/v2/sync/pull?since=${since}&scopes=${scopes}&limit=1000`,
    })
    expect(res.statusCode, res.body).toBe(200)
    const page = pullResponseSchema.parse(res.json())
    out.push(...page.upserts)
    since = page.cursor
    if (!page.hasMore) break
  }
  return out
}

describe('pull of the areas that sync', () => {
  it('serves a scope only to users who may read it through its own routes', async () => {
    const pull = (login: string, scopes: string) =>
      t.as(login, { method: 'GET', url: `/api/api/v2/sync/pull?since=0&scopes=${scopes}` })
    // Warehouse staff may not see clients or tasks: neither their routes nor the feed serve them.
    for (const scopes of ['clients', 'previous-entries', 'tasks', 'weekend-reasons,clients']) {
      const res = await pull('warehouse', scopes)
      expect(res.statusCode, scopes).toBe(403)
      expect(res.body).not.toContain('surname')
    }
    expect((await pull('warehouse', 'weekend-reasons,personal-settings')).statusCode).toBe(200)
    expect((await pull('registrar', 'clients,previous-entries,tasks')).statusCode).toBe(200)
  })

  it('serves a new task to its author and its performer, and to no one else', async () => {
    const uuid = randomUUID()
    const created = await t.as('doctor', {
      method: 'POST',
      url: '/api/taskmanager/tasks',
      payload: { uuid, title: 'Передзвонити пацієнту щодо аналізів', performerId: 2 },
    })
    expect(created.statusCode, created.body).toBe(201)
    const seen = async (login: string) => (await pullAll(login, 'tasks')).some((u) => u.uuid === uuid)
    expect(await seen('doctor')).toBe(true)
    expect(await seen('registrar')).toBe(true)
    expect(await seen('cashier')).toBe(false)
  })

  it('serves clients and previous entries', async () => {
    const clients = await pullAll('registrar', 'clients')
    expect(clients.length).toBeGreaterThanOrEqual(300)
    expect(clients.every((u) => u.entity === 'client')).toBe(true)
    const entries = await pullAll('registrar', 'previous-entries')
    expect(Array.isArray(entries)).toBe(true)
  })
})
