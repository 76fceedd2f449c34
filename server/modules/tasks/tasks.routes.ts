/**
 * The task manager API (spec 000 §3, §4; spec 001 §3, §4): filter options, the list, the card with
 * its change log, create, edit, complete, return to work, and moving a card between status columns.
 * Every write runs through ctx.mutate (exactly once per Idempotency-Key, change feed scope "tasks")
 * and, once committed, notifies the people concerned over the realtime channel.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../domain/api/errors'
import {
  taskCollectionFiltersSchema,
  taskListQuerySchema,
  taskListResponseSchema,
} from '../../../domain/tasks/task-list.schema'
import {
  taskCreateSchema,
  taskDetailSchema,
  taskIdParamsSchema,
  taskPatchSchema,
  taskSchema,
  taskStatusPatchSchema,
  taskVersionSchema,
} from '../../../domain/tasks/task.schema'
import type { AppContext } from '../../app-context'
import type { MutationScope } from '../../lib/mutation'
import { requireUser } from '../../plugins/auth'
import { assertSeesTask } from './task-guard'
import { readCollectionFilters } from './task-filters.repo'
import { sendTaskNotice } from './task-notify'
import { completeTask, returnTask, setTaskStatus } from './task-status.service'
import type { TaskNotice, TaskWrite } from './task-sync'
import { taskUuidParam } from './task-uuid-param'
import { createTask, editTask } from './tasks.service'
import { listTasks } from './tasks-list.repo'
import { findTask, readTaskLog } from './tasks.repo'

const tags = ['Менеджер задач']
const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
}
const versioned =
  'Carries `version`, the version the change is based on; a stale version gets 409 version_conflict with `current` ' +
  '(the task). Each change is written to the task log with its author and time. Only the task’s author, its ' +
  'performer or a manager of the task manager (crmSettingsEdit) may change it — crmTasksEdit alone is not enough: ' +
  'anyone else gets 403 forbidden_not_own, checked before the version (domain/tasks/task-access.ts).'

export function tasksRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Every :id below may be the uuid of a task created offline (its queued requests never need rewriting).
    app.addHook('preValidation', taskUuidParam(ctx.db))

    /** Runs a task write exactly once, then sends its notice. */
    const write = async (
      req: FastifyRequest,
      reply: FastifyReply,
      work: (m: MutationScope) => Promise<TaskWrite>,
    ) => {
      let notice: TaskNotice | null = null
      const answer = await ctx.mutate(req, reply, async (m) => {
        const done = await work(m)
        notice = done.notice
        return done.task
      })
      await sendTaskNotice(app, ctx.db, notice)
      return answer
    }

    app.get(
      '/taskmanager/tasks/collection-filters',
      {
        config: { auth: 'crmTasksSee' },
        schema: { tags, summary: 'Фільтри менеджера задач', response: { 200: taskCollectionFiltersSchema } },
      },
      async () => readCollectionFilters(ctx.db),
    )

    app.get(
      '/taskmanager/tasks',
      {
        config: { auth: 'crmTasksSee' },
        schema: {
          tags,
          summary: 'Список задач',
          description: 'Newest first, 15 a page unless perPage is given. Every given filter must hold.',
          querystring: taskListQuerySchema,
          response: {
            200: taskListResponseSchema,
            401: errorBodySchema,
            403: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      async (req) => listTasks(ctx.db, req.query),
    )

    app.get(
      '/taskmanager/tasks/:id',
      {
        config: { auth: 'crmTasksSee' },
        schema: {
          tags,
          summary: 'Картка задачі з журналом змін',
          description:
            'Any task the list shows the user (every task for crmTasksSee); an unknown id answers 404 not_found.',
          params: taskIdParamsSchema,
          response: { 200: taskDetailSchema, ...errors },
        },
      },
      async (req) => {
        const task = await findTask(ctx.db, req.params.id)
        assertSeesTask(requireUser(req), task)
        return { ...task, log: await readTaskLog(ctx.db, task.id) }
      },
    )

    app.post(
      '/taskmanager/tasks',
      {
        config: { auth: 'crmTasksEdit' },
        schema: {
          tags,
          summary: 'Створити задачу',
          description:
            'The signed-in user is the author; the task starts awaiting pickup (status 1). The same uuid sent again ' +
            'answers the same task with 200 instead of 201; the same uuid with other values answers 409 uuid_conflict. ' +
            'clientId may be a client id or the uuid of a client created offline. The performer is notified (taskAssigned).',
          body: taskCreateSchema,
          response: { 200: taskSchema, 201: taskSchema, ...errors },
        },
      },
      async (req, reply) =>
        write(req, reply, async (m) => {
          const done = await createTask(m, req.body)
          if (done.created) m.status(201)
          return done
        }),
    )

    app.patch(
      '/taskmanager/tasks/:id',
      {
        config: { auth: 'crmTasksEdit' },
        schema: {
          tags,
          summary: 'Змінити задачу',
          description: `Only the given fields change; a patch that changes nothing writes nothing. ${versioned} A new performer is notified (taskAssigned).`,
          params: taskIdParamsSchema,
          body: taskPatchSchema,
          response: { 200: taskSchema, ...errors },
        },
      },
      async (req, reply) => write(req, reply, (m) => editTask(m, req.params.id, req.body)),
    )

    app.post(
      '/taskmanager/tasks/:id/complete',
      {
        config: { auth: 'crmTasksEdit' },
        schema: {
          tags,
          summary: 'Позначити задачу виконаною',
          description: `An open task (status 1 or 2) becomes done (3); otherwise 422 task_state_invalid. ${versioned}`,
          params: taskIdParamsSchema,
          body: taskVersionSchema,
          response: { 200: taskSchema, ...errors },
        },
      },
      async (req, reply) => write(req, reply, (m) => completeTask(m, req.params.id, req.body.version)),
    )

    app.post(
      '/taskmanager/tasks/:id/return',
      {
        config: { auth: 'crmTasksEdit' },
        schema: {
          tags,
          summary: 'Повернути задачу до виконання',
          description: `A done or deleted task (3, 4) goes back in progress (2); otherwise 422 task_state_invalid. ${versioned}`,
          params: taskIdParamsSchema,
          body: taskVersionSchema,
          response: { 200: taskSchema, ...errors },
        },
      },
      async (req, reply) => write(req, reply, (m) => returnTask(m, req.params.id, req.body.version)),
    )

    app.patch(
      '/taskmanager/tasks/:id/status',
      {
        config: { auth: 'crmTasksEdit' },
        schema: {
          tags,
          summary: 'Перемістити картку на дошці (змінити статус)',
          description:
            'Any status 1–4. The log action follows the move: to done "completed", from done or deleted back to 1 or 2 ' +
            `"returned", otherwise "changed". ${versioned}`,
          params: taskIdParamsSchema,
          body: taskStatusPatchSchema,
          response: { 200: taskSchema, ...errors },
        },
      },
      async (req, reply) =>
        write(req, reply, (m) => setTaskStatus(m, req.params.id, req.body.version, req.body.status)),
    )
  }
}
