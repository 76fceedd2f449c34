/**
 * Who may read and change which tasks: the one rule for the server's task routes and the PWA. Every
 * holder of crmTasksSee sees every task (the list shows them all, filtered by author, performer or
 * group), so a read by id answers any task the list would; a change is for the task's author, its
 * performer, or a manager of the task manager — holding crmTasksEdit alone is not enough.
 */
import { can, type PermissionMap } from '../permissions/check'
import type { PermissionName } from '../permissions/catalogue'

/** Reads tasks (the list, the card, the filters). */
export const taskRead: PermissionName = 'crmTasksSee'
/** Creates tasks and edits the ones the user wrote or performs. */
export const taskWrite: PermissionName = 'crmTasksEdit'
/**
 * The managing right of the task manager: it already governs the manager's settings, topics and
 * document categories, and it lets its holder change anyone's task.
 */
export const taskManage: PermissionName = 'crmSettingsEdit'

export interface TaskOwners {
  authorId: number
  performerId: number
}

export const taskAccessMessages = {
  notOwn: 'Ви можете змінювати лише задачі, які створили або виконуєте',
} as const

/** True when the list of `p`'s holder would show a task: every task for crmTasksSee. */
export const canSeeTask = (p: PermissionMap | undefined): boolean => can(p, taskRead)

/** True when `userId` may change `task`: its author or performer with crmTasksEdit, or a manager. */
export function canEditTask(p: PermissionMap | undefined, userId: number, task: TaskOwners): boolean {
  if (!can(p, taskWrite)) return false
  return can(p, taskManage) || task.authorId === userId || task.performerId === userId
}
