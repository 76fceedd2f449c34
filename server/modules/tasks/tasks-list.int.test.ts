import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TaskCollectionFilters, TaskListResponse } from '../../../domain/tasks/task-list.schema'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { demoTasks } from '../../db/seed/demo-tasks'
import { insuranceCompanies } from '../../db/schema/finance'
import { staff, staffGroups } from '../../db/schema/staff'
import { buildTask, call, createTask, TASKS, userId } from './task-fixtures'

let t: TestApp
let registrar: number
beforeAll(async () => {
  t = await createTestApp()
  registrar = await userId(t, 'registrar')
})
afterAll(() => t.close())

const list = (query: string, login = 'admin') =>
  call<TaskListResponse & { errors?: Record<string, string[]> }>(t, login, {
    method: 'GET',
    url: `${TASKS}${query}`,
  })
const demoCount = (pick: (row: (typeof demoTasks)[number]) => boolean) => demoTasks.filter(pick).length

describe('the task list', () => {
  it('pages 15 rows, newest first, hiding deleted tasks unless asked, with the total', async () => {
    const first = await list('')
    expect(first.status).toBe(200)
    expect(first.body.data).toHaveLength(15)
    expect(first.body.meta).toEqual({ page: 1, perPage: 15, total: demoCount((r) => r[3] !== 4) })
    const ids = first.body.data.map((r) => r.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    const last = await list('?page=3&perPage=15')
    expect(last.body.data).toHaveLength(demoCount((r) => r[3] !== 4) - 30)
    const all = await list('?status=1,2,3,4&perPage=100')
    expect(all.body.meta.total).toBe(demoTasks.length)
  })

  it('filters by status, priority, performers (the avatar menu link) and author', async () => {
    const admin = await userId(t, 'admin')
    const mine = await list(`?users=${registrar}&status=1,2`)
    expect(mine.body.meta.total).toBe(demoCount((r) => r[2] === 'registrar' && r[3] <= 2))
    expect(mine.body.data.every((r) => r.performerId === registrar && r.status <= 2)).toBe(true)
    const urgent = await list('?priority=superhigh,high')
    expect(urgent.body.meta.total).toBe(demoCount((r) => r[3] !== 4 && ['superhigh', 'high'].includes(r[4])))
    const byAdmin = await list(`?author=${admin}&status=3`)
    expect(byAdmin.body.meta.total).toBe(demoCount((r) => r[1] === 'admin' && r[3] === 3))
  })

  it('filters by topic, client, counterparty, staff group and deadline', async () => {
    const [company] = await t.db.db.select().from(insuranceCompanies).limit(1)
    const task = await createTask(
      t,
      'admin',
      buildTask(registrar, {
        counterpartyId: company!.id,
        topicId: 2,
        deadlineAt: '2031-05-20T10:00:00+03:00',
      }),
    )
    expect((await list(`?counterparty=${company!.id}`)).body.data.map((r) => r.id)).toEqual([task.id])
    expect((await list('?topic=2')).body.data.map((r) => r.id)).toContain(task.id)
    const window = await list('?deadlineFrom=2031-05-20T00:00:00Z&deadlineTo=2031-05-21T00:00:00Z')
    expect(window.body.data.map((r) => r.id)).toEqual([task.id])
    const withClient = (await list('?perPage=100')).body.data.find((r) => r.clientId !== null)!
    expect(
      (await list(`?client=${withClient.clientId}`)).body.data.every(
        (r) => r.clientId === withClient.clientId,
      ),
    ).toBe(true)
    const [group] = await t.db.db.select().from(staffGroups).where(eq(staffGroups.name, 'Реєстратура'))
    await t.db.db
      .insert(staff)
      .values({ fullName: 'Ірина Реєстраторка', userId: registrar, staffGroupId: group!.id })
    const byGroup = await list(`?group=${group!.id}&perPage=100`)
    expect(byGroup.body.meta.total).toBeGreaterThan(0)
    expect(byGroup.body.data.every((r) => r.performerId === registrar)).toBe(true)
  })

  it('searches the title in any case and spelling, and the task number', async () => {
    const task = await createTask(
      t,
      'admin',
      buildTask(registrar, { title: "Зв'язатися з Олійником щодо МРТ" }),
    )
    for (const q of ['олійник', 'ОЛІЙНИКОМ', 'oliinyk', 'звязатися'])
      expect(
        (await list(`?search=${encodeURIComponent(q)}`)).body.data.map((r) => r.id),
        q,
      ).toContain(task.id)
    expect((await list(`?search=${task.number}`)).body.data.map((r) => r.id)).toContain(task.id)
    expect((await list('?search=%25%25%25')).body.meta.total).toBe(0)
  })

  it('refuses malformed filters with 422 keyed by parameter', async () => {
    const cases: Array<[string, string]> = [
      ['?status=5', 'status'],
      ['?priority=urgent', 'priority'],
      ['?users=1;DROP', 'users'],
      ['?deadlineFrom=yesterday', 'deadline_from'],
      ['?perPage=1000', 'per_page'],
      ['?page=0', 'page'],
      ['?sort=title', 'sort'],
    ]
    for (const [query, field] of cases) {
      const res = await list(query)
      expect(res.status, query).toBe(422)
      expect(Object.keys(res.body.errors ?? {}), query).toContain(field)
    }
  })

  it('is read with crmTasksSee only', async () => {
    expect((await list('', 'warehouse')).status).toBe(403)
    expect((await list('', 'lab')).status).toBe(200)
  })
})

describe('collection filters', () => {
  it('lists admins, priorities, staff groups, users and counterparties as key/value options', async () => {
    const res = await call<TaskCollectionFilters>(t, 'registrar', {
      method: 'GET',
      url: `${TASKS}/collection-filters`,
    })
    expect(res.status).toBe(200)
    const f = res.body
    expect(f.priorities).toEqual([
      { key: 'low', value: 'Низький' },
      { key: 'middle', value: 'Середній' },
      { key: 'high', value: 'Високий' },
      { key: 'superhigh', value: 'Швидка' },
    ])
    const names = (o: Array<{ value: string }>) => o.map((x) => x.value)
    expect(names(f.users)).toContain('Ірина Реєстраторка')
    // The warehouse role sees no tasks: it is neither a performer nor an author.
    expect(names(f.users)).not.toContain('Богдан Комірник')
    expect(names(f.admins)).toEqual(names(f.users))
    expect(names(f.groups)).toContain('Реєстратура')
    expect(f.counterparties.length).toBeGreaterThan(0)
    expect(names(f.users)).toEqual([...names(f.users)].sort((a, b) => a.localeCompare(b, 'uk')))
    expect((await call(t, 'warehouse', { method: 'GET', url: `${TASKS}/collection-filters` })).status).toBe(
      403,
    )
  })
})
