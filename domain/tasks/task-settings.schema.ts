/**
 * Settings of the task manager (spec 001 §2, settings group task-manager): the general setting and the
 * messages of task topics and task document categories (registered resources, task-settings.resources.ts).
 */
import { z } from 'zod'
import { taskPrioritySchema, type TaskPriority } from './task-states'

/** general-setting: what a new task gets when its form leaves a field out. */
export const taskSettingFields = {
  defaultDeadlineDays: z
    .number({ error: 'Вкажіть ціле число днів' })
    .int('Вкажіть ціле число днів')
    .min(1, 'Не менше 1 дня')
    .max(365, 'Не більше 365 днів')
    .nullable()
    .describe('Days from creation to the deadline of a new task; null: no deadline by default'),
  defaultPriority: taskPrioritySchema,
}

/** The general setting as the API answers it (version 0 until first saved). */
export type TaskSettings = z.infer<z.ZodObject<typeof taskSettingFields>> & { version: number }

export const taskSettingsDefaults: { defaultDeadlineDays: number | null; defaultPriority: TaskPriority } = {
  defaultDeadlineDays: 3,
  defaultPriority: 'middle',
}

export const taskSettingsMessages = {
  topic_exists: 'Така тема вже існує',
  category_exists: 'Така категорія вже існує',
  topic_in_use: 'Тему вказано в задачах, її неможливо видалити',
  category_in_use: 'Категорію вказано в задачах, її неможливо видалити',
} as const
