import { count, eq, gt } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { taskLog, tasks, taskTopics } from '../../db/schema/tasks'
import { demoTasks } from '../../db/seed/demo-tasks'
import { seedTasks } from '../../db/seed/tasks'
import { readTask, userId } from './task-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const total = async (table: typeof tasks | typeof taskLog | typeof taskTopics) =>
  (await t.db.db.select({ n: count() }).from(table))[0]!.n

describe('the demo tasks', () => {
  it('are seeded once: running the seed again changes nothing', async () => {
    expect(await total(tasks)).toBe(demoTasks.length)
    const [logs, topics] = [await total(taskLog), await total(taskTopics)]
    await seedTasks(t.db.db)
    expect([await total(tasks), await total(taskLog), await total(taskTopics)]).toEqual([
      demoTasks.length,
      logs,
      topics,
    ])
  })

  it('read like tasks made through the API: a log that matches the status', async () => {
    const done = demoTasks.findIndex((r) => r[3] === 3)
    const card = await readTask(t, done + 1)
    expect(card.status).toBe(3)
    expect(card.completedAt).not.toBeNull()
    expect(card.log.map((e) => e.action)).toEqual(['added', 'completed'])
    expect(card.log[1]!.authorId).toBe(card.performerId)
  })

  it('top up to a given count for the board benchmark, all to one performer if asked', async () => {
    const registrar = await userId(t, 'registrar')
    await seedTasks(t.db.db, 200, { performer: 'registrar' })
    await seedTasks(t.db.db, 200, { performer: 'registrar' })
    expect(await total(tasks)).toBe(200)
    const extra = await t.db.db
      .select({ performerId: tasks.performerId })
      .from(tasks)
      .where(gt(tasks.id, demoTasks.length))
    expect(extra).toHaveLength(160)
    expect(extra.every((r) => r.performerId === registrar)).toBe(true)
    const [open] = await t.db.db.select({ n: count() }).from(tasks).where(eq(tasks.status, 1))
    expect(open!.n).toBeGreaterThan(40)
  })
})
