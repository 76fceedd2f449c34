import { describe, expect, it } from 'vitest'
import { canEditTask, canSeeTask } from './task-access'

const staff = { crmTasksSee: true, crmTasksEdit: true }
const manager = { ...staff, crmSettingsEdit: true }
const reader = { crmTasksSee: true }
const task = { authorId: 1, performerId: 2 }

describe('task access', () => {
  it('lets the author and the performer change a task, and not a third user with the task permission', () => {
    expect(canEditTask(staff, 1, task)).toBe(true)
    expect(canEditTask(staff, 2, task)).toBe(true)
    expect(canEditTask(staff, 3, task)).toBe(false)
  })

  it('lets a manager of the task manager change anyone’s task', () => {
    expect(canEditTask(manager, 3, task)).toBe(true)
  })

  it('needs the task permission to change even one’s own task', () => {
    expect(canEditTask(reader, 1, task)).toBe(false)
    expect(canEditTask({ crmSettingsEdit: true }, 3, task)).toBe(false)
  })

  it('shows every task to crmTasksSee, as the list does, and none without it', () => {
    expect(canSeeTask(reader)).toBe(true)
    expect(canSeeTask({ crmTasksEdit: true })).toBe(false)
  })
})
