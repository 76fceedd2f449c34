/** Client uuids: a resent create finds its row, and a parent can be named by uuid or by id. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { weekendReasons } from '../db/schema/dictionaries'
import { createTestApp, type TestApp } from '../../tests/support/test-app'
import { insertOnce, resolveId } from './client-uuid'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('client uuids', () => {
  it('creates a row once per uuid and answers the existing row on a repeat', async () => {
    const uuid = randomUUID()
    const first = await t.db.db.transaction((tx) =>
      insertOnce(tx, weekendReasons, { uuid, name: 'Пробна причина' }),
    )
    const again = await t.db.db.transaction((tx) =>
      insertOnce(tx, weekendReasons, { uuid, name: 'Інша назва' }),
    )
    expect(first.created).toBe(true)
    expect(again).toEqual({ row: first.row, created: false })
    expect(await t.db.db.select().from(weekendReasons).where(eq(weekendReasons.uuid, uuid))).toHaveLength(1)
  })

  it('resolves a parent named by uuid or by id, and refuses an unknown one with 404', async () => {
    const [row] = await t.db.db.select().from(weekendReasons).limit(1)
    await t.db.db.transaction(async (tx) => {
      expect(await resolveId(tx, weekendReasons, row!.uuid)).toBe(row!.id)
      expect(await resolveId(tx, weekendReasons, row!.id)).toBe(row!.id)
      await expect(resolveId(tx, weekendReasons, randomUUID())).rejects.toMatchObject({ status: 404 })
    })
  })
})
