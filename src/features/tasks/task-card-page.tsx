/**
 * /task-manager/:id — the task card with every field and its change log; edit, complete and return
 * to work (both after a confirmation). The card shows this device's copy (with unsent changes) when it
 * has one, else the server's; the log comes from the server and needs the network.
 */
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { toast } from 'sonner'
import { canEditTask } from '../../../domain/tasks/task-access'
import { canComplete, canReturn } from '../../../domain/tasks/task-states'
import type { Task } from '../../../domain/tasks/task.schema'
import { useOffline } from '../../offline/react/offline-context'
import { ConfirmDialog } from '../../offline/react/confirm-dialog'
import { useOnline } from '../../offline/react/use-outbox'
import { useSignedInUser } from '../../lib/session/session-context'
import { Button } from '../../ui/button'
import { PageLoader } from '../../ui/page-loader'
import { TextLink } from '../../ui/text-link'
import { TaskFields as CardFields } from './task-card-fields'
import { TaskForm, toLocalInput, type TaskDraft, type TaskFields, type TaskShown } from './task-form'
import { TaskLog } from './task-log'
import { TaskSyncNotice } from './task-sync-notice'
import { changeStatus, editTask } from './task-writes'
import { fetchTaskDetail, taskQueryKeys } from './tasks.api'
import { optionName, useTaskChoices } from './use-task-choices'
import { useLocalTask } from './use-local-tasks'
import { useTasksPulledOnOpen } from './use-task-sync'

const draftOf = (t: Task): TaskDraft => ({
  title: t.title,
  description: t.description,
  performerId: String(t.performerId),
  priority: t.priority,
  topicId: t.topicId === null ? '' : String(t.topicId),
  documentCategoryId: t.documentCategoryId === null ? '' : String(t.documentCategoryId),
  counterpartyId: t.counterpartyId === null ? '' : String(t.counterpartyId),
  // A patient created on this device and not sent yet has a name here but no id: it is shown and kept.
  client: t.clientName === null ? null : { id: t.clientId ?? undefined, uuid: '', name: t.clientName },
  deadline: toLocalInput(t.deadlineAt),
  documents: t.documents,
})

type Confirming = 'complete' | 'return' | null

export function TaskCardPage() {
  useTasksPulledOnOpen()
  const { id = '' } = useParams()
  const offline = useOffline()
  const online = useOnline()
  const user = useSignedInUser()
  const choices = useTaskChoices()
  const local = useLocalTask(id)
  const serverId = /^\d+$/.test(id) ? Number(id) : local?.task.id
  const detail = useQuery({
    queryKey: taskQueryKeys.detail(String(serverId)),
    queryFn: ({ signal }) => fetchTaskDetail(serverId!, signal),
    enabled: online && serverId !== undefined && serverId > 0,
    retry: false,
  })
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState<Confirming>(null)

  if (local === null || (local === undefined && detail.isPending && online)) return <PageLoader />
  const fromServer = detail.data
  const useLocal =
    local !== undefined && (local.unsent || !fromServer || local.task.version >= fromServer.version)
  const task: Task | undefined = useLocal ? local.task : fromServer
  if (!task)
    return (
      <section className="grid gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Задачу не знайдено</h1>
        <p className="text-slate-700">
          {online
            ? 'Такої задачі немає або вона вам недоступна.'
            : 'Цієї задачі немає на цьому пристрої, а без мережі її не завантажити.'}
        </p>
        <TextLink to="/task-manager">До списку задач</TextLink>
      </section>
    )

  // The server's rule (domain/tasks/task-access.ts): others see the card but cannot change it.
  const mayEdit = canEditTask(user.permissions, user.id, task)
  // The write goes to this device's outbox first; only a failing local store can refuse it here.
  const failed = (e: unknown) => {
    console.error('Task write failed', e)
    toast.error('Не вдалося зберегти зміну на цьому пристрої')
  }
  const save = async (f: TaskFields, shown: TaskShown) => {
    const { clientId, ...rest } = f
    const next: Task = {
      ...task,
      ...rest,
      ...(clientId === undefined
        ? {}
        : { clientId: typeof clientId === 'number' ? clientId : null, clientName: shown.clientName }),
      performerName: optionName(choices.filters?.users, f.performerId) || task.performerName,
    }
    try {
      await editTask(offline, task, f, next, local?.rev)
      setEditing(false)
    } catch (e) {
      failed(e)
    }
  }
  const confirm = () => {
    const kind = confirming
    setConfirming(null)
    if (kind) changeStatus(offline, task, { kind }, local?.rev).catch(failed)
  }

  return (
    <section className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">
          {task.number > 0 ? `Задача № ${task.number}` : 'Нова задача'}: {task.title}
        </h1>
        <TextLink to="/task-manager">До списку задач</TextLink>
      </div>
      <TaskSyncNotice uuid={task.uuid} />
      {editing && mayEdit ? (
        <TaskForm
          initial={draftOf(task)}
          choices={choices}
          submitLabel="Зберегти"
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          {mayEdit ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setEditing(true)}>
                Редагувати
              </Button>
              {canComplete(task.status) && (
                <Button onClick={() => setConfirming('complete')}>Виконати</Button>
              )}
              {canReturn(task.status) && (
                <Button onClick={() => setConfirming('return')}>Повернути в роботу</Button>
              )}
            </div>
          ) : (
            <p className="text-sm text-slate-700">
              Змінювати задачу можуть її автор, виконавець або керівник менеджера задач.
            </p>
          )}
          <CardFields task={task} choices={choices} />
        </>
      )}
      <section className="grid gap-2 rounded-md border border-slate-200 bg-white p-4">
        <h2 className="text-lg font-semibold text-slate-900">Журнал змін</h2>
        {detail.data ? (
          <TaskLog log={detail.data.log} />
        ) : (
          <p className="text-sm text-slate-700">
            {task.id === 0
              ? 'Журнал з’явиться, коли задачу буде збережено на сервері.'
              : 'Журнал змін доступний, коли є з’єднання з сервером.'}
          </p>
        )}
      </section>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'complete' ? 'Позначити задачу виконаною?' : 'Повернути задачу в роботу?'}
        confirmLabel={confirming === 'complete' ? 'Так, виконано' : 'Так, повернути'}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      >
        <p>
          {confirming === 'complete'
            ? `Задача «${task.title}» отримає статус «Виконано».`
            : `Задача «${task.title}» знову отримає статус «В роботі».`}
        </p>
      </ConfirmDialog>
    </section>
  )
}
