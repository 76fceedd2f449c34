/**
 * The registry queue board (issue 20 item 3, /mc-registry tab `canban`). Paths are ours (spec 000 §7
 * names none). Reading needs crmMcRegistrySee; moving a card, undoing a move and the out-of-turn mark
 * need crmMcRegistrySee and, on the card's order, an order write (crmMcOrdersEditAll; EditOwn for the
 * orders the user created or operates) or crmProtocolsCreate (a doctor moves any visit, as they start
 * any reception). The board shows the visits the registry grid would show the user.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../domain/api/errors'
import {
  queueCardAnswerSchema,
  queueMoveBodySchema,
  queueOutOfTurnBodySchema,
  queueQuerySchema,
  queueResponseSchema,
  queueUndoBodySchema,
} from '../../../domain/registry/queue'
import { queueOrderRulesSchema } from '../../../domain/registry/queue-order'
import type { AppContext } from '../../app-context'
import { requireUser } from '../../plugins/auth'
import { errors } from '../orders/order-docs'
import { withRegistryNotice } from './registry-notify'
import {
  loadQueueBoard,
  moveCard,
  readQueueRules,
  saveQueueRules,
  setOutOfTurn,
  undoLastMove,
} from './queue.repo'

const tags = ['Реєстратура']
const see = 'crmMcRegistrySee' as const

export function queueRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/registry/queue',
      {
        config: { auth: [see] },
        schema: {
          tags,
          summary: 'Черга реєстратури на день',
          description:
            'The visits of the Kyiv day `date` (default today) — orders with a booking that day, or created that ' +
            'day (walk-ins), not cancelled — at filial `filialId` (all when absent), as cards in the columns ' +
            'wait, clinic, doctor, payment_awaiting, payed. A card’s column is the last move not undone (none: ' +
            'wait); each column is in queue order: out of turn first, then booked patients within ' +
            '`rules.onTimeWindowMin` minutes of their time, then those waiting over `rules.longWaitMin` minutes, ' +
            'then by time in the column. Only orders in the user’s scope (the order list’s rule; doctors see all).',
          querystring: queueQuerySchema,
          response: {
            200: queueResponseSchema,
            401: errorBodySchema,
            403: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      async (req, reply) => {
        void reply.header('cache-control', 'private, no-store')
        return loadQueueBoard(ctx.db, req.query, requireUser(req), ctx.now())
      },
    )
    app.post(
      '/registry/queue/moves',
      {
        config: { auth: [see] },
        schema: {
          tags,
          summary: 'Перемістити картку черги',
          description:
            'Appends a transition of today’s visit `orderId` from `from` (the column the client saw) to `to`. ' +
            'When the card is meanwhile in another column: 409 queue_conflict with the current card in ' +
            '`current`, nothing stored. The same uuid again (it is the Idempotency-Key) answers the stored ' +
            'result. Needs, beside crmMcRegistrySee, an order write on the order or crmProtocolsCreate (403).',
          body: queueMoveBodySchema,
          response: { 200: queueCardAnswerSchema, 201: queueCardAnswerSchema, ...errors },
        },
      },
      async (req, reply) =>
        withRegistryNotice(app, req, reply, 'queue', () =>
          ctx.mutate(req, reply, (m) => moveCard(m, req.body)),
        ),
    )
    app.post(
      '/registry/queue/undo',
      {
        config: { auth: [see] },
        schema: {
          tags,
          summary: 'Скасувати останнє переміщення',
          description:
            'Marks the last transition of today’s visit `orderId` that is not undone as undone (who and when ' +
            'are kept; the row stays). 422 when there is none. Permissions as for a move.',
          body: queueUndoBodySchema,
          response: { 200: queueCardAnswerSchema, ...errors },
        },
      },
      async (req, reply) =>
        withRegistryNotice(app, req, reply, 'queue', () =>
          ctx.mutate(req, reply, (m) => undoLastMove(m, req.body.orderId)),
        ),
    )
    app.patch(
      '/registry/queue/out-of-turn',
      {
        config: { auth: [see] },
        schema: {
          tags,
          summary: 'Позначити візит поза чергою',
          description:
            'Sets or clears the out-of-turn mark of today’s visit `orderId`: it goes first in its column. ' +
            'An order in scope that is no visit of today (cancelled, another day) answers 422 on every queue write.',
          body: queueOutOfTurnBodySchema,
          response: { 200: queueCardAnswerSchema, ...errors },
        },
      },
      async (req, reply) =>
        withRegistryNotice(app, req, reply, 'queue', () =>
          ctx.mutate(req, reply, (m) => setOutOfTurn(m, req.body.orderId, req.body.outOfTurn)),
        ),
    )
    app.get(
      '/registry/queue/settings',
      {
        config: { auth: [see] },
        schema: {
          tags,
          summary: 'Правила порядку черги',
          description: 'The crm setting queue_settings over its defaults (15 and 75 minutes).',
          response: { 200: queueOrderRulesSchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async () => readQueueRules(ctx.db),
    )
    app.put(
      '/registry/queue/settings',
      {
        config: { auth: ['crmMainSettingsEdit'] },
        schema: {
          tags,
          summary: 'Зберегти правила порядку черги',
          description: 'Saves the crm setting queue_settings whole.',
          body: queueOrderRulesSchema,
          response: {
            200: queueOrderRulesSchema,
            401: errorBodySchema,
            403: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      async (req, reply) =>
        withRegistryNotice(app, req, reply, 'queue', () =>
          ctx.mutate(req, reply, (m) => saveQueueRules(m, req.body)),
        ),
    )
  }
}
