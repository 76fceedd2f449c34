/**
 * The task list (GET /taskmanager/tasks) and its filter options (GET /taskmanager/tasks/collection-filters,
 * spec 000 §3 "Task manager filters": admins, priorities, groups, users, counterparties).
 */
import { z } from 'zod'
import { int4, queryInt, text } from '../api/scalars'
import { optionSchema } from '../references/option.schema'
import { taskPriorityCodes, taskStatusCodes, type TaskPriority, type TaskStatus } from './task-states'
import { taskSchema } from './task.schema'

export const TASKS_PER_PAGE = 15
export const TASKS_PER_PAGE_MAX = 100

const listMessage = 'Очікується список значень через кому'

/** "3,7,12" → [3, 7, 12]. */
const idList = text()
  .max(2000)
  .regex(/^\d{1,10}(,\d{1,10})*$/, listMessage)
  .transform((s) => s.split(',').map(Number))

const codeList = <T extends string | number>(codes: readonly T[]) =>
  text()
    .max(200)
    .transform((s) => s.split(','))
    .refine((parts) => parts.every((p) => codes.some((c) => String(c) === p)), listMessage)
    .transform((parts) => parts.map((p) => codes.find((c) => String(c) === p) as T))

const isoDateTime = z.iso.datetime({ offset: true, error: 'Вкажіть дату і час у форматі ISO 8601' })

export const taskListQuerySchema = z
  .object({
    status: codeList<TaskStatus>(taskStatusCodes)
      .optional()
      .describe('Statuses, comma-separated (1–4); left out: every status except 4 (deleted)'),
    priority: codeList<TaskPriority>(taskPriorityCodes).optional().describe('Priorities, comma-separated'),
    users: idList
      .optional()
      .describe('Performer user ids, comma-separated (the avatar menu opens ?users={id})'),
    author: idList.optional().describe('Author user ids, comma-separated'),
    topic: idList.optional().describe('Topic ids, comma-separated'),
    client: idList.optional().describe('Client ids, comma-separated'),
    group: idList
      .optional()
      .describe('Staff group ids: tasks whose performer is a staff member of the group'),
    counterparty: idList.optional().describe('Counterparty (insurance company) ids, comma-separated'),
    deadlineFrom: isoDateTime.optional().describe('Deadline at or after'),
    deadlineTo: isoDateTime.optional().describe('Deadline at or before'),
    search: text().trim().max(200).optional().describe('Words of the title, or the task number'),
    page: queryInt(1, 100_000).default(1),
    perPage: queryInt(1, TASKS_PER_PAGE_MAX).default(TASKS_PER_PAGE),
  })
  // No meta id: a querystring schema must stay inline (@fastify/swagger cannot resolve a $ref there).
  .strict()
export type TaskListQuery = z.infer<typeof taskListQuerySchema>

export const listMetaSchema = z
  .object({ page: int4(), perPage: int4(), total: int4() })
  .meta({ id: 'ListMeta' })

export const taskListResponseSchema = z
  .object({ data: z.array(taskSchema), meta: listMetaSchema })
  .meta({ id: 'TaskList' })
export type TaskListResponse = z.infer<typeof taskListResponseSchema>

export const taskCollectionFiltersSchema = z
  .object({
    admins: z
      .array(optionSchema)
      .describe('Active users who may write tasks (crmTasksEdit): the author filter'),
    priorities: z.array(optionSchema),
    groups: z.array(optionSchema).describe('Staff groups'),
    users: z.array(optionSchema).describe('Active users who see tasks (crmTasksSee): the performer filter'),
    counterparties: z.array(optionSchema).describe('Insurance companies (contractors)'),
  })
  .meta({ id: 'TaskCollectionFilters' })
export type TaskCollectionFilters = z.infer<typeof taskCollectionFiltersSchema>
