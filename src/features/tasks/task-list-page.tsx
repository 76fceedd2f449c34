/**
 * /task-manager: the task list, 15 a page, filtered by the address (`?users={id}` as the avatar menu
 * opens it). Online the server answers the page (every task the user may see), with this device's
 * unsent changes laid over it; offline, or when the server cannot answer, the tasks on the device
 * (the user's own) are filtered and paged here instead, and the page says so.
 */
import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { TASKS_PER_PAGE, type TaskCollectionFilters } from '../../../domain/tasks/task-list.schema'
import { useOnline } from '../../offline/react/use-outbox'
import { useReference } from '../../offline/react/use-reference'
import { buttonVariants, Button } from '../../ui/button'
import { PageLoader } from '../../ui/page-loader'
import { TaskFilterBar } from './task-filter-bar'
import { matchesLocally, newestFirst, pageOf, readFilters, type FilterKey } from './task-filters'
import { TaskTable, type TaskRow } from './task-table'
import { fetchTaskList, taskQueryKeys } from './tasks.api'
import { FILTERS_PATH } from './task-paths'
import { useLocalTasks } from './use-local-tasks'
import { useTasksPulledOnOpen } from './use-task-sync'

export function TaskListPage() {
  useTasksPulledOnOpen()
  const [params, setParams] = useSearchParams()
  const filters = readFilters(params)
  const online = useOnline()
  const options = useReference<TaskCollectionFilters>(FILTERS_PATH)
  const local = useLocalTasks()
  const server = useQuery({
    queryKey: taskQueryKeys.list(filters),
    queryFn: ({ signal }) => fetchTaskList(filters, signal),
    enabled: online,
    retry: false,
  })

  const setFilter = (key: FilterKey | 'page', value: string) => {
    const next = new URLSearchParams(params)
    if (value) next.set(key, value)
    else next.delete(key)
    if (key !== 'page') next.delete('page')
    setParams(next)
  }

  const fromServer = online && server.data !== undefined && !server.isError
  let rows: TaskRow[] = []
  let total = 0
  if (fromServer) {
    const mine = new Map((local ?? []).map((l) => [l.task.uuid, l]))
    rows = server.data.data.map((t) => {
      const l = mine.get(t.uuid)
      return l?.unsent ? { task: l.task, unsent: true } : { task: t, unsent: false }
    })
    // Tasks created on this device that the server has not got yet lead the first page.
    const queued = (local ?? []).filter((l) => l.task.id === 0 && matchesLocally(l.task, filters))
    if (filters.page === 1) rows = [...queued.map((l) => ({ task: l.task, unsent: true })), ...rows]
    total = server.data.meta.total + queued.length
  } else if (local) {
    const found = local
      .filter((l) => matchesLocally(l.task, filters))
      .sort((a, b) => newestFirst(a.task, b.task))
    total = found.length
    rows = pageOf(found, filters.page)
  }
  const waiting = online && server.isPending
  const pages = Math.max(1, Math.ceil(total / TASKS_PER_PAGE))

  return (
    <section className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Задачі</h1>
        <div className="flex gap-2">
          <Link to="/task-manager/kanban" className={buttonVariants({ variant: 'secondary' })}>
            Дошка задач
          </Link>
          <Link to="/task-manager/create" className={buttonVariants()}>
            Нова задача
          </Link>
        </div>
      </div>
      <TaskFilterBar filters={filters} options={options.data} onChange={setFilter} />
      {!fromServer && !waiting && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {online ? 'Сервер зараз не відповідає. ' : 'Немає з’єднання з мережею. '}
          Показано задачі, збережені на цьому пристрої: ті, що ви створили або виконуєте.
          {filters.group ? ' Фільтр за групою без мережі не застосовується.' : ''}
        </p>
      )}
      {waiting || (!fromServer && local === undefined) ? (
        <PageLoader />
      ) : (
        <>
          <TaskTable rows={rows} />
          <nav aria-label="Сторінки списку задач" className="flex items-center gap-3">
            <Button
              variant="secondary"
              disabled={filters.page <= 1}
              onClick={() => setFilter('page', String(filters.page - 1))}
            >
              Попередня
            </Button>
            <span className="text-sm text-slate-700">
              Сторінка {Math.min(filters.page, pages)} з {pages} · усього {total}
            </span>
            <Button
              variant="secondary"
              disabled={filters.page >= pages}
              onClick={() => setFilter('page', String(filters.page + 1))}
            >
              Наступна
            </Button>
          </nav>
        </>
      )}
    </section>
  )
}
