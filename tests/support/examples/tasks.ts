/**
 * Task manager examples. They name demo rows of a fresh seeded database (server/db/seed/demo-tasks.ts):
 * task n has id n+1, demo users are numbered in demoUsers order (registrar = 2). Creates resend an
 * existing demo row's uuid — the valid body answers the same row (200), so any mutated body that
 * passes validation (SQL or a script as a title) is refused as a uuid conflict instead of stored.
 */
import type { RouteExample } from '../route-examples'
import {
  demoTaskTemplates,
  demoTaskTopics,
  demoTaskDocumentCategories,
  demoTaskUuid,
  demoTopicUuid,
  demoCategoryUuid,
} from '../../../server/db/seed/demo-tasks'

export const examples: Record<string, RouteExample> = {
  // Demo task 0: admin → registrar, template 0, awaiting pickup.
  'POST /api/taskmanager/tasks': {
    as: 'admin',
    url: '/api/taskmanager/tasks',
    body: { uuid: demoTaskUuid(0), title: demoTaskTemplates[0]!.title, performerId: 2 },
    ok: 200,
  },
  // Only `version` is required: a patch that changes nothing is accepted and writes nothing.
  'PATCH /api/taskmanager/tasks/:id': {
    as: 'admin',
    url: '/api/taskmanager/tasks/1',
    body: { version: 1 },
    ok: 200,
  },
  // Demo task 1 awaits pickup.
  'POST /api/taskmanager/tasks/:id/complete': {
    as: 'admin',
    url: '/api/taskmanager/tasks/2/complete',
    body: { version: 1 },
    ok: 200,
  },
  // Demo task 4 is done (version 2).
  'POST /api/taskmanager/tasks/:id/return': {
    as: 'admin',
    url: '/api/taskmanager/tasks/5/return',
    body: { version: 2 },
    ok: 200,
  },
  // Demo task 5 awaits pickup: the card moves to "in progress".
  'PATCH /api/taskmanager/tasks/:id/status': {
    as: 'admin',
    url: '/api/taskmanager/tasks/6/status',
    body: { version: 1, status: 2 },
    ok: 200,
  },
  'PUT /api/taskmanager/settings': {
    as: 'admin',
    url: '/api/taskmanager/settings',
    body: { defaultDeadlineDays: 5, defaultPriority: 'high', version: 0 },
    ok: 200,
  },
  'POST /api/taskmanager/topics': {
    as: 'admin',
    url: '/api/taskmanager/topics',
    body: { uuid: demoTopicUuid(0), name: demoTaskTopics[0]! },
    ok: 200,
  },
  'PATCH /api/taskmanager/topics/:id': {
    as: 'admin',
    url: '/api/taskmanager/topics/1',
    body: { version: 1 },
    ok: 200,
  },
  'POST /api/taskmanager/document-categories': {
    as: 'admin',
    url: '/api/taskmanager/document-categories',
    body: { uuid: demoCategoryUuid(0), name: demoTaskDocumentCategories[0]! },
    ok: 200,
  },
  'PATCH /api/taskmanager/document-categories/:id': {
    as: 'admin',
    url: '/api/taskmanager/document-categories/1',
    body: { version: 1 },
    ok: 200,
  },
}
