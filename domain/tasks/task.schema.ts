/**
 * The task (spec 001 §3 "Task") and the payloads of the task manager API: the record with its change
 * log, create, edit, complete / return, and moving a card between status columns.
 */
import { z } from 'zod'
import {
  taskEhealthStatusCodes,
  taskKanbanStateCodes,
  taskLogActionCodes,
  taskPrioritySchema,
  taskStatusSchema,
} from './task-states'

export const TASK_TITLE_MAX = 255
export const TASK_DESCRIPTION_MAX = 5000
export const TASK_DOCUMENTS_MAX = 20

const id = z.number().int().positive().max(2_147_483_647)
const version = z.number().int().min(1).max(2_147_483_647)
/** A row referred to by its server id, or by the uuid a device gave it offline (e.g. a new client). */
const ref = z.union([id, z.uuid()])

export const taskDocumentSchema = z
  .object({
    name: z.string().trim().min(1, 'Вкажіть назву документа').max(255, 'Не довше 255 символів'),
    url: z.url({ protocol: /^https?$/, error: 'Вкажіть посилання http(s)' }).max(2000),
  })
  .strict()
  .meta({ id: 'TaskDocument' })
export type TaskDocument = z.infer<typeof taskDocumentSchema>

/** The editable fields, shared by create (with uuid) and edit (with version). */
const fields = {
  title: z
    .string()
    .trim()
    .min(1, 'Вкажіть назву задачі')
    .max(TASK_TITLE_MAX, `Не довше ${TASK_TITLE_MAX} символів`),
  description: z.string().max(TASK_DESCRIPTION_MAX, `Не довше ${TASK_DESCRIPTION_MAX} символів`),
  performerId: id,
  priority: taskPrioritySchema,
  clientId: ref.nullable(),
  counterpartyId: id.nullable(),
  topicId: id.nullable(),
  documentCategoryId: id.nullable(),
  deadlineAt: z.iso.datetime({ offset: true, error: 'Вкажіть дату і час у форматі ISO 8601' }).nullable(),
  documents: z
    .array(taskDocumentSchema)
    .max(TASK_DOCUMENTS_MAX, `Не більше ${TASK_DOCUMENTS_MAX} документів`),
}

export const taskCreateSchema = z
  .object({
    uuid: z.uuid().describe('Client-generated id; sending the same task again answers the same task'),
    title: fields.title,
    performerId: fields.performerId,
    description: fields.description.optional(),
    priority: fields.priority.optional().describe('Left out: the default priority of the task settings'),
    clientId: fields.clientId.optional(),
    counterpartyId: fields.counterpartyId.optional(),
    topicId: fields.topicId.optional(),
    documentCategoryId: fields.documentCategoryId.optional(),
    deadlineAt: fields.deadlineAt
      .optional()
      .describe('Left out: now + the default deadline days of the task settings; null: no deadline'),
    documents: fields.documents.optional(),
  })
  .strict()
  .meta({ id: 'TaskCreate' })
export type TaskCreate = z.infer<typeof taskCreateSchema>

export const taskPatchSchema = z
  .object({
    version: version.describe('The version the edit is based on'),
    title: fields.title.optional(),
    description: fields.description.optional(),
    performerId: fields.performerId.optional(),
    priority: fields.priority.optional(),
    clientId: fields.clientId.optional(),
    counterpartyId: fields.counterpartyId.optional(),
    topicId: fields.topicId.optional(),
    documentCategoryId: fields.documentCategoryId.optional(),
    deadlineAt: fields.deadlineAt.optional(),
    documents: fields.documents.optional(),
  })
  .strict()
  .meta({ id: 'TaskPatch' })
export type TaskPatch = z.infer<typeof taskPatchSchema>

export const taskVersionSchema = z.object({ version }).strict().meta({ id: 'TaskVersion' })
export type TaskVersionBody = z.infer<typeof taskVersionSchema>

export const taskStatusPatchSchema = z
  .object({ version, status: taskStatusSchema })
  .strict()
  .meta({ id: 'TaskStatusPatch' })
export type TaskStatusPatch = z.infer<typeof taskStatusPatchSchema>

export const taskIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .describe('The task id, or the uuid of a task created offline (the server looks the id up by it)'),
})

export const taskSchema = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    number: z.number().int().describe('Human-readable task number'),
    version: z.number().int(),
    title: z.string(),
    description: z.string(),
    priority: taskPrioritySchema,
    status: taskStatusSchema,
    ehealthStatus: z.enum(taskEhealthStatusCodes).nullable(),
    kanbanState: z.enum(taskKanbanStateCodes).nullable(),
    authorId: z.number().int(),
    authorName: z.string(),
    performerId: z.number().int(),
    performerName: z.string(),
    clientId: z.number().int().nullable(),
    clientName: z.string().nullable(),
    counterpartyId: z.number().int().nullable(),
    topicId: z.number().int().nullable(),
    documentCategoryId: z.number().int().nullable(),
    deadlineAt: z.string().nullable(),
    completedAt: z.string().nullable(),
    documents: z.array(taskDocumentSchema),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Task' })
export type Task = z.infer<typeof taskSchema>

export const taskLogEntrySchema = z
  .object({
    id: z.number().int(),
    action: z.enum(taskLogActionCodes),
    authorId: z.number().int(),
    authorName: z.string(),
    at: z.string(),
    changes: z
      .record(z.string(), z.object({ from: z.unknown(), to: z.unknown() }))
      .describe('Changed fields with their old and new values (for "added": every field set)'),
  })
  .meta({ id: 'TaskLogEntry' })
export type TaskLogEntry = z.infer<typeof taskLogEntrySchema>

export const taskDetailSchema = taskSchema
  .extend({ log: z.array(taskLogEntrySchema) })
  .meta({ id: 'TaskDetail' })
export type TaskDetail = z.infer<typeof taskDetailSchema>

/** Refusals of the task API (besides the generic codes). */
export const taskMessages = {
  uuid_conflict: 'Задачу з цим ідентифікатором уже створено з іншими даними',
  performer_not_found: 'Виконавця не знайдено',
  performer_no_access: 'Виконавець не має доступу до менеджера задач',
  client_not_found: 'Клієнта не знайдено',
  counterparty_not_found: 'Контрагента не знайдено',
  topic_not_found: 'Тему не знайдено',
  document_category_not_found: 'Категорію документів не знайдено',
} as const
