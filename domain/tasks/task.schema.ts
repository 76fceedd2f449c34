/**
 * The task (spec 001 §3 "Task") and the payloads of the task manager API: the record with its change
 * log, create, edit, complete / return, and moving a card between status columns.
 */
import { z } from 'zod'
import { idParam, int4, isSafeText, scalarMessages, text } from '../api/scalars'
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

const id = int4().positive().max(2_147_483_647)
const version = int4().min(1).max(2_147_483_647)
/** A row referred to by its server id, or by the uuid a device gave it offline (e.g. a new client). */
const ref = z.union([id, z.uuid()])

export const taskDocumentSchema = z
  .object({
    name: text().trim().min(1, 'Вкажіть назву документа').max(255, 'Не довше 255 символів'),
    url: z
      .url({ protocol: /^https?$/, error: 'Вкажіть посилання http(s)' })
      .max(2000)
      .refine(isSafeText, scalarMessages.unsafeText),
  })
  .strict()
  .meta({ id: 'TaskDocument' })
export type TaskDocument = z.infer<typeof taskDocumentSchema>

/** The editable fields, shared by create (with uuid) and edit (with version). */
const fields = {
  title: text()
    .trim()
    .min(1, 'Вкажіть назву задачі')
    .max(TASK_TITLE_MAX, `Не довше ${TASK_TITLE_MAX} символів`),
  description: text().max(TASK_DESCRIPTION_MAX, `Не довше ${TASK_DESCRIPTION_MAX} символів`),
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
  id: idParam().describe(
    'The task id, or the uuid of a task created offline (the server looks the id up by it)',
  ),
})

export const taskSchema = z
  .object({
    id: int4(),
    uuid: text(),
    number: int4().describe('Human-readable task number'),
    version: int4(),
    title: text(),
    description: text(),
    priority: taskPrioritySchema,
    status: taskStatusSchema,
    ehealthStatus: z.enum(taskEhealthStatusCodes).nullable(),
    kanbanState: z.enum(taskKanbanStateCodes).nullable(),
    authorId: int4(),
    authorName: text(),
    performerId: int4(),
    performerName: text(),
    clientId: int4().nullable(),
    clientName: text().nullable(),
    counterpartyId: int4().nullable(),
    topicId: int4().nullable(),
    documentCategoryId: int4().nullable(),
    deadlineAt: text().nullable(),
    completedAt: text().nullable(),
    documents: z.array(taskDocumentSchema),
    createdAt: text(),
    updatedAt: text(),
  })
  .meta({ id: 'Task' })
export type Task = z.infer<typeof taskSchema>

export const taskLogEntrySchema = z
  .object({
    id: int4(),
    action: z.enum(taskLogActionCodes),
    authorId: int4(),
    authorName: text(),
    at: text(),
    changes: z
      .record(text(), z.object({ from: z.unknown(), to: z.unknown() }))
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
