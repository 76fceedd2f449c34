/**
 * Task states, priorities, kanban states and change-log actions (spec 000 §4 "Task states", spec 001 §4).
 * They drive code paths (counters, completing, returning, board columns), so they are constants of the
 * code rather than editable dictionaries.
 */
import { z } from 'zod'

/** 1 awaiting pickup, 2 in progress, 3 done, 4 deleted. */
export const taskStatuses = {
  1: 'Очікує взяття в роботу',
  2: 'В роботі',
  3: 'Виконано',
  4: 'Видалено',
} as const
export type TaskStatus = 1 | 2 | 3 | 4
export const taskStatusCodes: readonly TaskStatus[] = [1, 2, 3, 4]
export const taskStatusSchema = z.literal([1, 2, 3, 4])
/** Statuses that count as "to do" (taskToMe, the performer's open list). */
export const openTaskStatuses: readonly TaskStatus[] = [1, 2]

/** superhigh is the ambulance priority ('Швидка'). */
export const taskPriorities = {
  low: 'Низький',
  middle: 'Середній',
  high: 'Високий',
  superhigh: 'Швидка',
} as const
export type TaskPriority = keyof typeof taskPriorities
export const taskPriorityCodes = Object.keys(taskPriorities) as TaskPriority[]
export const taskPrioritySchema = z.enum(taskPriorityCodes as [TaskPriority, ...TaskPriority[]])

/** Patient-flow states of the registry queue (a later issue); tasks only carry the column. */
export const taskKanbanStates = {
  wait: 'Очікує',
  clinic: 'У клініці',
  doctor: 'У лікаря',
  payment_awaiting: 'Очікує оплати',
  payed: 'Оплачено',
} as const
export type TaskKanbanState = keyof typeof taskKanbanStates
export const taskKanbanStateCodes = Object.keys(taskKanbanStates) as TaskKanbanState[]

/** e-Health sending status of a task's documents; set by the integration, read-only in the API. */
export const taskEhealthStatuses = {
  not_sent: 'Не відправлено',
  sent: 'Відправлено',
  error: 'Помилка відправки',
} as const
export type TaskEhealthStatus = keyof typeof taskEhealthStatuses
export const taskEhealthStatusCodes = Object.keys(taskEhealthStatuses) as TaskEhealthStatus[]

/** Change-log actions (spec 001 §4): added, changed, completed, returned to execution. */
export const taskLogActions = {
  added: 'Додано',
  changed: 'Змінено',
  completed: 'Виконано',
  returned: 'Повернуто до виконання',
} as const
export type TaskLogAction = keyof typeof taskLogActions
export const taskLogActionCodes = Object.keys(taskLogActions) as TaskLogAction[]

/** True for a task still to be done (awaiting pickup or in progress). */
export const isOpenStatus = (status: number): boolean => status === 1 || status === 2

/** A task can be completed while it is open. */
export const canComplete = (status: number): boolean => isOpenStatus(status)

/** A done or deleted task can be returned to work. */
export const canReturn = (status: number): boolean => status === 3 || status === 4

/** The change-log action of moving a task from one status to another (e.g. across board columns). */
export function statusChangeAction(from: TaskStatus, to: TaskStatus): TaskLogAction {
  if (to === 3 && from !== 3) return 'completed'
  if (isOpenStatus(to) && canReturn(from)) return 'returned'
  return 'changed'
}

/** Ukrainian refusals of task state changes. */
export const taskStateMessages = {
  cannot_complete: 'Задачу вже виконано або видалено',
  cannot_return: 'Повернути до виконання можна лише виконану або видалену задачу',
} as const
