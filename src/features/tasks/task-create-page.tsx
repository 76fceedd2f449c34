/**
 * /task-manager/create (the header's "create task" button): the new task is queued in the outbox and
 * shown at once on this device — offline too — then its card opens.
 */
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { taskSettingsDefaults } from '../../../domain/tasks/task-settings.schema'
import { useSignedInUser } from '../../lib/session/session-context'
import { useOffline } from '../../offline/react/offline-context'
import { PageLoader } from '../../ui/page-loader'
import { TaskForm, toLocalInput, type TaskDraft, type TaskFields, type TaskShown } from './task-form'
import { createTask, draftTask, taskPath } from './task-writes'
import { optionName, useTaskChoices } from './use-task-choices'
import { newUuid } from '../../lib/new-uuid'

const DAY_MS = 86_400_000

export function TaskCreatePage() {
  const offline = useOffline()
  const user = useSignedInUser()
  const navigate = useNavigate()
  const choices = useTaskChoices()
  const [openedAt] = useState(() => Date.now())
  if (choices.loading) return <PageLoader />

  const settings = choices.settings ?? { ...taskSettingsDefaults, version: 0 }
  const days = settings.defaultDeadlineDays
  const initial: TaskDraft = {
    title: '',
    description: '',
    performerId: '',
    priority: settings.defaultPriority,
    topicId: '',
    documentCategoryId: '',
    counterpartyId: '',
    client: null,
    deadline: days === null ? '' : toLocalInput(new Date(openedAt + days * DAY_MS).toISOString()),
    documents: [],
  }

  const save = async (f: TaskFields, shown: TaskShown) => {
    const body = { uuid: newUuid(), ...f }
    const local = draftTask(body, {
      authorId: user.id,
      authorName: user.name,
      performerName: optionName(choices.filters?.users, f.performerId),
      clientName: shown.clientName,
    })
    await createTask(offline, body, local)
    await navigate(taskPath(local))
  }

  return (
    <section className="grid gap-5">
      <h1 className="text-2xl font-semibold text-slate-900">Нова задача</h1>
      <TaskForm initial={initial} choices={choices} submitLabel="Створити задачу" onSubmit={save} />
    </section>
  )
}
