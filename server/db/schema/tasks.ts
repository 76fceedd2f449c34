/**
 * The task manager: tasks between staff users, their change log (written by the server in the same
 * transaction as every change), and the topics and document categories the settings edit. The general
 * setting is one app_settings row (key "task_settings").
 */
import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import type { TaskDocument } from '../../../domain/tasks/task.schema'
import {
  taskEhealthStatusCodes,
  taskKanbanStateCodes,
  taskLogActionCodes,
  taskPriorityCodes,
  type TaskEhealthStatus,
  type TaskKanbanState,
  type TaskLogAction,
  type TaskPriority,
  type TaskStatus,
} from '../../../domain/tasks/task-states'
import { users } from './auth'
import { clients } from './clients'
import { editable } from './columns'
import { insuranceCompanies } from './finance'

export const taskTopics = pgTable('task_topics', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  ...editable,
})

export const taskDocumentCategories = pgTable('task_document_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  ...editable,
})

export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    /** Human-readable number shown on cards and searched for; from its own sequence. */
    number: serial('number').notNull().unique(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    performerId: integer('performer_id')
      .notNull()
      .references(() => users.id),
    priority: text('priority', { enum: taskPriorityCodes as [TaskPriority, ...TaskPriority[]] })
      .notNull()
      .default('middle'),
    /** 1 awaiting pickup, 2 in progress, 3 done, 4 deleted (domain/tasks/task-states.ts). */
    status: smallint('status').$type<TaskStatus>().notNull().default(1),
    ehealthStatus: text('ehealth_status', {
      enum: taskEhealthStatusCodes as [TaskEhealthStatus, ...TaskEhealthStatus[]],
    }),
    clientId: integer('client_id').references(() => clients.id),
    /** The contractor (insurance company) the task is about: the "counterparties" filter. */
    counterpartyId: integer('counterparty_id').references(() => insuranceCompanies.id),
    topicId: integer('topic_id').references(() => taskTopics.id),
    documentCategoryId: integer('document_category_id').references(() => taskDocumentCategories.id),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Attached documents by name and link (no file storage yet). */
    documents: jsonb('documents').$type<TaskDocument[]>().notNull().default([]),
    /** Patient-flow state of the registry queue (a later issue); not set by the task API. */
    kanbanState: text('kanban_state', {
      enum: taskKanbanStateCodes as [TaskKanbanState, ...TaskKanbanState[]],
    }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** domain/search searchKey() of the title, so search matches any spelling and case on both databases. */
    searchKey: text('search_key').notNull().default(''),
    ...editable,
  },
  (t) => [
    // taskToMe and the performer's open list: performer first, then status.
    index('tasks_performer_status_idx').on(t.performerId, t.status),
    index('tasks_author_idx').on(t.authorId),
    index('tasks_status_idx').on(t.status),
    index('tasks_deadline_idx').on(t.deadlineAt),
    index('tasks_client_idx').on(t.clientId),
    index('tasks_counterparty_idx').on(t.counterpartyId),
    index('tasks_topic_idx').on(t.topicId),
    index('tasks_document_category_idx').on(t.documentCategoryId),
  ],
)

/** Field → old and new value; for "added" every field the task was created with (from null). */
export type TaskChanges = Record<string, { from: unknown; to: unknown }>

export const taskLog = pgTable(
  'task_log',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    action: text('action', { enum: taskLogActionCodes as [TaskLogAction, ...TaskLogAction[]] }).notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    changes: jsonb('changes').$type<TaskChanges>().notNull().default({}),
  },
  (t) => [index('task_log_task_idx').on(t.taskId, t.at), index('task_log_author_idx').on(t.authorId)],
)
