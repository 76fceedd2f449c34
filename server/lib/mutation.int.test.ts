/**
 * Exactly-once writes through ctx.mutate, proven on a real route (PUT personal settings): a repeated
 * Idempotency-Key returns the stored answer and the effect happens once; another body with the same
 * key is refused; two concurrent sends of one key give one effect; a key of another user is invisible.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { queryRows } from '../db/raw'
import { createTestApp, type TestApp } from '../../tests/support/test-app'
import { personalSettingsBody } from '../../tests/support/examples/personal-settings'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const put = (login: string, key: string | undefined, body: Record<string, unknown>) =>
  t.as(login, {
    method: 'PUT',
    url: '/api/api/v2/personal-settings',
    headers: key ? { 'idempotency-key': key } : {},
    payload: body,
  })

async function count(table: string, where = sql`true`): Promise<number> {
  const [r] = await queryRows<{ n: number }>(
    t.db.db,
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${where}`,
  )
  return r!.n
}

const changesOf = (login: string) =>
  count('change_log', sql`owner_user_id = (SELECT id FROM users WHERE login = ${login})`)

describe('Idempotency-Key', () => {
  it('answers a repeat with the stored answer, and the effect happens once', async () => {
    const key = randomUUID()
    const first = await put('cashier', key, personalSettingsBody)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.headers['idempotent-replay']).toBeUndefined()
    expect(first.json()).toMatchObject({ version: 1, cityId: 1, barcodeMarginTop: 2.5 })

    const again = await put('cashier', key, personalSettingsBody)
    expect(again.statusCode).toBe(200)
    expect(again.headers['idempotent-replay']).toBe('true')
    expect(again.json()).toEqual(first.json())
    // One row at version 1 (a second run would have answered 409 or bumped the version), one change.
    expect(
      await count(
        'personal_settings',
        sql`version = 1 AND user_id = (SELECT id FROM users WHERE login = 'cashier')`,
      ),
    ).toBe(1)
    expect(await changesOf('cashier')).toBe(1)
    expect(await count('idempotency_keys', sql`key = ${key}`)).toBe(1)
  })

  it('refuses the same key with another body, and changes nothing', async () => {
    const key = randomUUID()
    expect((await put('lab', key, personalSettingsBody)).statusCode).toBe(200)
    const other = await put('lab', key, { ...personalSettingsBody, language: 'ru', version: 1 })
    expect(other.statusCode).toBe(422)
    expect(other.json()).toMatchObject({ code: 'idempotency_key_reused' })
    expect((await t.as('lab', { method: 'GET', url: '/api/api/v2/personal-settings' })).json()).toMatchObject(
      {
        language: 'ua',
        version: 1,
      },
    )
  })

  it('stores a refusal made by the work, so a replay gets the same 409', async () => {
    const key = randomUUID()
    const stale = { ...personalSettingsBody, version: 7 }
    const first = await put('warehouse', key, stale)
    expect(first.statusCode).toBe(409)
    expect(first.json()).toMatchObject({ code: 'version_conflict', current: { version: 0 } })
    // Meanwhile the settings are saved for real; the replay still tells what happened back then.
    expect((await put('warehouse', randomUUID(), personalSettingsBody)).statusCode).toBe(200)
    const again = await put('warehouse', key, stale)
    expect(again.statusCode).toBe(409)
    expect(again.headers['idempotent-replay']).toBe('true')
    expect(again.json()).toEqual(first.json())
  })

  it('does not store an answer of a request that failed validation', async () => {
    const key = randomUUID()
    const bad = await put('warehouse', key, { ...personalSettingsBody, language: 'de' })
    expect(bad.statusCode).toBe(422)
    expect(await count('idempotency_keys', sql`key = ${key}`)).toBe(0)
  })

  it('refuses a malformed key before doing anything', async () => {
    const res = await put('warehouse', 'bad key!', personalSettingsBody)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ errors: { idempotency_key: expect.any(Array) as unknown[] } })
  })

  it('runs two concurrent sends of one key once', async () => {
    const key = randomUUID()
    const [a, b] = await Promise.all([
      put('callcenter', key, personalSettingsBody),
      put('callcenter', key, personalSettingsBody),
    ])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    expect(a.json()).toEqual(b.json())
    expect([a.headers['idempotent-replay'], b.headers['idempotent-replay']].filter(Boolean)).toHaveLength(1)
    expect(await changesOf('callcenter')).toBe(1)
  })

  it('keeps keys private: the same key of another user is a new request', async () => {
    const key = randomUUID()
    expect((await put('doctor', key, personalSettingsBody)).statusCode).toBe(200)
    const other = await put('registrar', key, personalSettingsBody)
    expect(other.statusCode).toBe(200)
    expect(other.headers['idempotent-replay']).toBeUndefined()
    expect(await count('idempotency_keys', sql`key = ${key}`)).toBe(2)
  })

  it('runs a request without the header, every time', async () => {
    const first = await put('admin', undefined, personalSettingsBody)
    expect(first.statusCode).toBe(200)
    const second = await put('admin', undefined, personalSettingsBody)
    expect(second.statusCode).toBe(409)
  })
})
