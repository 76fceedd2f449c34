/**
 * The task board's moves (src/ui/use-column-drag.ts does the pointer and keyboard work): its four
 * status columns and what the live region says about a task.
 */
import type { TaskStatus } from '../../../domain/tasks/task-states'
import type { Task } from '../../../domain/tasks/task.schema'
import { useColumnDrag, type ColumnDragWords } from '../../ui/use-column-drag'
import { statusName } from './task-words'

export const boardColumns: readonly TaskStatus[] = [1, 2, 3, 4]

const words: ColumnDragWords<Task, TaskStatus> = {
  pointerPicked: (task) => `Задачу «${task.title}» взято`,
  picked: (task, status) =>
    `Задачу «${task.title}» взято, колонка «${statusName(status)}». ` +
    'Стрілками вліво і вправо оберіть колонку, пробіл або Enter — покласти, Escape — скасувати.',
  column: (status) => `Колонка «${statusName(status)}»`,
  kept: 'Задачу залишено на місці',
}
const idOf = (task: Task) => task.uuid
const columnOf = (task: Task) => task.status

export function useBoardDrag(onDrop: (task: Task, to: TaskStatus) => void) {
  return useColumnDrag({
    columns: boardColumns,
    idOf,
    columnOf,
    words,
    // The page says the outcome itself, once the move is stored on the device.
    onDrop: (task: Task, to: TaskStatus) => onDrop(task, to),
  })
}
