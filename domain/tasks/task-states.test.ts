import { describe, expect, it } from 'vitest'
import { taskListQuerySchema } from './task-list.schema'
import { canComplete, canReturn, isOpenStatus, statusChangeAction } from './task-states'

describe('task states', () => {
  it('counts awaiting pickup and in progress as open', () => {
    expect([1, 2, 3, 4].map(isOpenStatus)).toEqual([true, true, false, false])
  })

  it('completes open tasks and returns done or deleted ones', () => {
    expect([1, 2, 3, 4].map(canComplete)).toEqual([true, true, false, false])
    expect([1, 2, 3, 4].map(canReturn)).toEqual([false, false, true, true])
  })

  it('names a board move as the log will show it', () => {
    expect(statusChangeAction(1, 3)).toBe('completed')
    expect(statusChangeAction(2, 3)).toBe('completed')
    expect(statusChangeAction(3, 2)).toBe('returned')
    expect(statusChangeAction(4, 1)).toBe('returned')
    expect(statusChangeAction(1, 2)).toBe('changed')
    expect(statusChangeAction(3, 4)).toBe('changed')
    expect(statusChangeAction(2, 4)).toBe('changed')
  })
})

describe('task list query', () => {
  it('reads comma lists into typed values and defaults to 15 a page', () => {
    expect(taskListQuerySchema.parse({ status: '1,2', priority: 'high,superhigh', users: '3,7' })).toEqual({
      status: [1, 2],
      priority: ['high', 'superhigh'],
      users: [3, 7],
      page: 1,
      perPage: 15,
    })
  })

  it('refuses unknown codes and malformed id lists', () => {
    expect(taskListQuerySchema.safeParse({ status: '1,9' }).success).toBe(false)
    expect(taskListQuerySchema.safeParse({ users: '3,,7' }).success).toBe(false)
    expect(taskListQuerySchema.safeParse({ author: '1 OR 1=1' }).success).toBe(false)
  })
})
