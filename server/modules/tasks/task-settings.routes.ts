/**
 * Settings of the task manager (settings group task-manager): the general setting, task topics and task
 * document categories. Everyone who sees tasks reads them (the task form needs them); administrators
 * with crmSettingsEdit change them.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../../domain/api/errors'
import {
  taskListItemCreateSchema,
  taskListItemPatchSchema,
  taskListItemSchema,
  taskListItemsSchema,
  taskSettingsPutSchema,
  taskSettingsSchema,
} from '../../../domain/tasks/task-settings.schema'
import { taskIdParamsSchema } from '../../../domain/tasks/task.schema'
import type { AppContext } from '../../app-context'
import {
  categoriesCatalogue,
  createItem,
  deleteItem,
  listItems,
  patchItem,
  topicsCatalogue,
  type TaskCatalogue,
} from './task-catalogue.service'
import { readTaskSettings, writeTaskSettings } from './task-settings.repo'

const tags = ['Менеджер задач: налаштування']
const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
}

export function taskSettingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/taskmanager/settings',
      {
        config: { auth: 'crmTasksSee' },
        schema: { tags, summary: 'Загальні налаштування задач', response: { 200: taskSettingsSchema } },
      },
      async () => readTaskSettings(ctx.db),
    )
    app.put(
      '/taskmanager/settings',
      {
        config: { auth: 'crmSettingsEdit' },
        schema: {
          tags,
          summary: 'Зберегти загальні налаштування задач',
          description:
            'Default deadline days (null: none) and default priority of a new task, plus `version`, the version the ' +
            'edit is based on (0 before the first save). A stale version gets 409 version_conflict with `current`.',
          body: taskSettingsPutSchema,
          response: { 200: taskSettingsSchema, ...errors },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => writeTaskSettings(m.tx, req.body)),
    )

    const catalogue = (path: string, c: TaskCatalogue, what: { list: string; one: string }) => {
      app.get(
        path,
        {
          config: { auth: 'crmTasksSee' },
          schema: { tags, summary: what.list, response: { 200: taskListItemsSchema } },
        },
        async () => ({ data: await listItems(ctx.db, c) }),
      )
      app.post(
        path,
        {
          config: { auth: 'crmSettingsEdit' },
          schema: {
            tags,
            summary: `${what.one}: створити`,
            description:
              'Names are unique (case-insensitive; 422 on name). The same uuid sent again answers the same row with 200 ' +
              'instead of 201; the same uuid with another name answers 409 uuid_conflict.',
            body: taskListItemCreateSchema,
            response: { 200: taskListItemSchema, 201: taskListItemSchema, ...errors },
          },
        },
        async (req, reply) =>
          ctx.mutate(req, reply, async (m) => {
            const { item, created } = await createItem(m.tx, c, req.body)
            if (created) m.status(201)
            return item
          }),
      )
      app.patch(
        `${path}/:id`,
        {
          config: { auth: 'crmSettingsEdit' },
          schema: {
            tags,
            summary: `${what.one}: змінити`,
            description:
              'Name and/or sort with `version`; a stale version gets 409 version_conflict with `current`.',
            params: taskIdParamsSchema,
            body: taskListItemPatchSchema,
            response: { 200: taskListItemSchema, ...errors },
          },
        },
        async (req, reply) => ctx.mutate(req, reply, (m) => patchItem(m.tx, c, req.params.id, req.body)),
      )
      app.delete(
        `${path}/:id`,
        {
          config: { auth: 'crmSettingsEdit' },
          schema: {
            tags,
            summary: `${what.one}: видалити`,
            description: 'Refused with 409 in_use while tasks name the row.',
            params: taskIdParamsSchema,
            response: { 200: z.object({ deleted: z.literal(true) }), ...errors },
          },
        },
        async (req, reply) =>
          ctx.mutate(req, reply, async (m) => {
            await deleteItem(m.tx, c, req.params.id)
            return { deleted: true as const }
          }),
      )
    }
    catalogue('/taskmanager/topics', topicsCatalogue, { list: 'Теми задач', one: 'Тема задачі' })
    catalogue('/taskmanager/document-categories', categoriesCatalogue, {
      list: 'Категорії документів задач',
      one: 'Категорія документів задачі',
    })
  }
}
