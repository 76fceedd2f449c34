/**
 * Settings of the task manager (spec 001 §2, settings group task-manager): the general setting, task
 * topics and task document categories.
 */
import { z } from 'zod'
import { int4, text } from '../api/scalars'
import { taskPrioritySchema, type TaskPriority } from './task-states'

const version = int4().min(0).max(2_147_483_647)

/** general-setting: what a new task gets when its form leaves a field out. */
const settingFields = {
  defaultDeadlineDays: z
    .number()
    .int()
    .min(1, 'Не менше 1 дня')
    .max(365, 'Не більше 365 днів')
    .nullable()
    .describe('Days from creation to the deadline of a new task; null: no deadline by default'),
  defaultPriority: taskPrioritySchema,
}

export const taskSettingsSchema = z
  .object({ ...settingFields, version: version.describe('0 until the settings are first saved') })
  .meta({ id: 'TaskSettings' })
export type TaskSettings = z.infer<typeof taskSettingsSchema>

export const taskSettingsPutSchema = z
  .object({ ...settingFields, version: version.describe('The version the edit is based on (0 at first)') })
  .strict()
  .meta({ id: 'TaskSettingsPut' })
export type TaskSettingsPut = z.infer<typeof taskSettingsPutSchema>

export const taskSettingsDefaults: { defaultDeadlineDays: number | null; defaultPriority: TaskPriority } = {
  defaultDeadlineDays: 3,
  defaultPriority: 'middle',
}

const name = text().trim().min(1, "Назва обов'язкова").max(255, 'Не довше 255 символів')
const sort = int4().min(0).max(1_000_000)

/** A task topic or a task document category: both are named, ordered lists. */
export const taskListItemSchema = z
  .object({
    id: int4(),
    uuid: text(),
    name: text(),
    sort: int4(),
    version: int4(),
  })
  .meta({ id: 'TaskListItem' })
export type TaskListItem = z.infer<typeof taskListItemSchema>

export const taskListItemsSchema = z
  .object({ data: z.array(taskListItemSchema) })
  .meta({ id: 'TaskListItems' })

export const taskListItemCreateSchema = z
  .object({
    uuid: z.uuid().describe('Client-generated id; the same item sent again answers the same item'),
    name,
    sort: sort.optional(),
  })
  .strict()
  .meta({ id: 'TaskListItemCreate' })
export type TaskListItemCreate = z.infer<typeof taskListItemCreateSchema>

export const taskListItemPatchSchema = z
  .object({ version: version.min(1), name: name.optional(), sort: sort.optional() })
  .strict()
  .meta({ id: 'TaskListItemPatch' })
export type TaskListItemPatch = z.infer<typeof taskListItemPatchSchema>

export const taskSettingsMessages = {
  topic_exists: 'Така тема вже існує',
  category_exists: 'Така категорія вже існує',
  topic_in_use: 'Тему вказано в задачах, її неможливо видалити',
  category_in_use: 'Категорію вказано в задачах, її неможливо видалити',
  uuid_conflict: 'Запис із цим ідентифікатором уже створено з іншими даними',
} as const
