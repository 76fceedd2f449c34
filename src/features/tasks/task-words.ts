/** Ukrainian words of the task screens that are not in domain/ (states and priorities are there). */
import {
  taskEhealthStatuses,
  taskPriorities,
  taskStatuses,
  type TaskPriority,
} from '../../../domain/tasks/task-states'

export const statusName = (s: number): string => taskStatuses[s as keyof typeof taskStatuses] ?? `№ ${s}`
export const priorityName = (p: string): string => taskPriorities[p as TaskPriority] ?? p
export const ehealthName = (s: string | null): string =>
  s === null ? '—' : (taskEhealthStatuses[s as keyof typeof taskEhealthStatuses] ?? s)

export const priorityTone: Record<TaskPriority, string> = {
  low: 'bg-slate-100 text-slate-800',
  middle: 'bg-sky-100 text-sky-900',
  high: 'bg-amber-100 text-amber-900',
  superhigh: 'bg-red-100 text-red-900',
}

export const unsentNote = 'Не надіслано'
