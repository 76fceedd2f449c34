/**
 * /task-manager/kanban: a column per task state (spec 001 §4: awaiting pickup, in progress, done,
 * deleted); moving a card changes the task's status through the outbox, so it works offline. The board
 * reads the tasks on this device (the user's own: written or performed), kept fresh by pulls and the
 * realtime channel. Moving into "done" or back out of done/deleted asks first, as completing and
 * returning to work do on the card.
 */
import { useCallback, useDeferredValue, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { isOpenStatus, type TaskStatus } from '../../../domain/tasks/task-states'
import type { Task } from '../../../domain/tasks/task.schema'
import { ConfirmDialog } from '../../offline/react/confirm-dialog'
import { useOffline } from '../../offline/react/offline-context'
import { buttonVariants } from '../../ui/button'
import { PageLoader } from '../../ui/page-loader'
import { BoardColumn } from './board-column'
import { newestFirst } from './task-filters'
import type { LocalTask } from './task-store'
import { statusName } from './task-words'
import { changeStatus } from './task-writes'
import { boardColumns, useBoardDrag } from './use-board-drag'
import { useLocalTasks } from './use-local-tasks'
import { useTasksPulledOnOpen } from './use-task-sync'
import { DragGhost } from '../../ui/drag-ghost'

/** A move that completes or returns a task asks for a confirmation, like the card's buttons. */
const needsConfirmation = (from: TaskStatus, to: TaskStatus) =>
  (to === 3 && from !== 3) || (isOpenStatus(to) && !isOpenStatus(from))

function byColumn(tasks: LocalTask[]): Map<TaskStatus, LocalTask[]> {
  const map = new Map<TaskStatus, LocalTask[]>(boardColumns.map((s) => [s, []]))
  for (const l of tasks) map.get(l.task.status)?.push(l)
  for (const list of map.values()) list.sort((a, b) => newestFirst(a.task, b.task))
  return map
}

export function TaskBoardPage() {
  useTasksPulledOnOpen()
  const offline = useOffline()
  // Deferred: a new read of the store (every page of a pull, every write) re-renders the board in
  // React's interruptible background pass, in slices, instead of one long main-thread task.
  const tasks = useDeferredValue(useLocalTasks())
  const columns = useMemo(() => byColumn(tasks ?? []), [tasks])
  const [asking, setAsking] = useState<{ task: Task; to: TaskStatus } | null>(null)
  const [focusUuid, setFocusUuid] = useState<string | null>(null)
  const [moveNote, setMoveNote] = useState('')

  const move = useCallback(
    (task: Task, to: TaskStatus) => {
      const rev = tasks?.find((l) => l.task.uuid === task.uuid)?.rev
      changeStatus(offline, task, { kind: 'move', status: to }, rev)
        .then(() => setMoveNote(`Задачу «${task.title}» переміщено до колонки «${statusName(to)}»`))
        .catch((e: unknown) => {
          console.error('Task move failed', e)
          toast.error('Не вдалося зберегти переміщення на цьому пристрої')
        })
    },
    [offline, tasks],
  )
  const onDrop = useCallback(
    (task: Task, to: TaskStatus) => {
      setFocusUuid(task.uuid)
      if (needsConfirmation(task.status, to)) setAsking({ task, to })
      else move(task, to)
    },
    [move],
  )
  const { drag, announcement, ghost, pointerDown, clickCapture, keyDown, cancelKeyboard } =
    useBoardDrag(onDrop)

  if (tasks === undefined) return <PageLoader />
  const dragged = drag ? tasks.find((l) => l.task.uuid === drag.id)?.task : undefined

  return (
    <section className="grid gap-4" onClickCapture={clickCapture}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Дошка задач</h1>
        <div className="flex gap-2">
          <Link to="/task-manager" className={buttonVariants({ variant: 'secondary' })}>
            Список задач
          </Link>
          <Link to="/task-manager/create" className={buttonVariants()}>
            Нова задача
          </Link>
        </div>
      </div>
      <p id="board-help" className="text-sm text-slate-600">
        На дошці — задачі, які ви створили або виконуєте. Перетягніть картку в іншу колонку, щоб змінити
        статус, або оберіть її й натисніть пробіл, потім стрілки вліво чи вправо і ще раз пробіл.
      </p>
      <div role="status" aria-live="assertive" className="sr-only">
        {announcement}
      </div>
      <div role="status" className="sr-only">
        {moveNote}
      </div>
      <div className="flex gap-3 overflow-x-auto pb-2">
        {boardColumns.map((s) => (
          <BoardColumn
            key={s}
            status={s}
            tasks={columns.get(s)!}
            over={drag?.over === s}
            draggingUuid={drag?.via === 'pointer' ? drag.id : null}
            pickedUuid={drag?.via === 'keyboard' ? drag.id : null}
            focusUuid={focusUuid}
            onPointerDown={pointerDown}
            onKeyDown={keyDown}
            onBlur={cancelKeyboard}
          />
        ))}
      </div>
      <DragGhost ghostRef={ghost} shown={Boolean(dragged) && drag?.via === 'pointer'} className="w-60">
        {dragged?.title}
      </DragGhost>
      <ConfirmDialog
        open={asking !== null}
        title={asking?.to === 3 ? 'Позначити задачу виконаною?' : 'Повернути задачу в роботу?'}
        confirmLabel={asking?.to === 3 ? 'Так, виконано' : 'Так, повернути'}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) move(asking.task, asking.to)
          setAsking(null)
        }}
      >
        <p>
          Задача «{asking?.task.title}» отримає статус «{asking ? statusName(asking.to) : ''}».
        </p>
      </ConfirmDialog>
    </section>
  )
}
