/**
 * The registry's call list (issue 20 item 5, tab `call_list` «Обдзвін»): GET /registry/call-list,
 * POST /registry/calls, GET /registry/calls. The spec names no path (spec 000 §7).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { and, eq, type SQL } from 'drizzle-orm'
import { DomainError, errorBodySchema } from '../../../domain/api/errors'
import { canSeeOrder } from '../../../domain/orders/order-access'
import {
  CALL_COMMENT_MAX,
  CALL_LIST_PAGE,
  callListQuerySchema,
  callListSchema,
  registryCallCreateSchema,
  registryCallHistoryQuerySchema,
  registryCallHistorySchema,
  registryCallSchema,
} from '../../../domain/registry/registry-calls.schema'
import type { AppContext } from '../../app-context'
import { orders } from '../../db/schema/orders'
import { registryCalls } from '../../db/schema/registry-calls'
import { requireUser } from '../../plugins/auth'
import { withRegistryNotice } from '../registry/registry-notify'
import { loadCallList, readCalls } from './registry-calls.repo'
import { recordCall } from './registry-calls.service'

const tags = ['Реєстратура']
const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
}

const listRules =
  'Rows, each with its reason: `previous_entry` — a previous entry whose deadline is on or before `date` ' +
  '(the Kyiv day, default today), not turned into an order (not linked to one, and no order of its client, ' +
  'not cancelled, created since the entry was registered) and with no closing call; `tomorrow_booking` — an order (not cancelled, ' +
  'not done) with a booking on the day after `date` and no closing call since that booking was made; ' +
  '`awaiting_payment` — an order in state done («Виконано, не оплачено») with no closing call since it was ' +
  'done. A call closes its row when its result is successful (call-results isSuccessful) or its order call ' +
  'state is `confirmed` or `refused`. scope=mine (default): orders the user created or operates, entries ' +
  'the user registered; scope=filial: orders of filialId, entries whose doctor has a schedule in a cabinet ' +
  'of it; without filialId the user’s filials (every filial when the user has none). Orders keep to the ' +
  'order list’s scope (crmMcOrdersEditOwn alone: own orders only; without an order permission none). ' +
  `Entries first (earliest deadline), then bookings (earliest), then unpaid orders; ${CALL_LIST_PAGE} a page. ` +
  'Each row: patient surname and initials, phone as +38(###)###-##-##, the facts of its reason, the last call.'

export function registryCallsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/registry/call-list',
      {
        config: { auth: ['crmMcRegistrySee'] },
        schema: {
          tags,
          summary: 'Обдзвін: кому зателефонувати',
          description: listRules,
          querystring: callListQuerySchema,
          response: { 200: callListSchema, ...errors },
        },
      },
      async (req, reply) => {
        void reply.header('cache-control', 'private, no-store')
        return loadCallList(ctx.db, req.query, requireUser(req), ctx.now())
      },
    )

    app.post(
      '/registry/calls',
      {
        config: { auth: ['crmMcRegistrySee'] },
        schema: {
          tags,
          summary: 'Записати дзвінок',
          description:
            'Needs crmMcRegistrySee and one of crmMcOrdersEditOwn, crmMcOrdersEditAll, crmPreviousOrdersEdit ' +
            '(403 otherwise). About an order (orderId: the user must be allowed to change it — an order outside the ' +
            'user’s order scope answers exactly as a missing one, 422 order_id "Замовлення не знайдено"; 403 when only readable), a previous entry (previousEntryId) or a client ' +
            '(clientId): at least one (order_id 422 otherwise). callTypeId (call-types), callResultId (call-results), orderCallState a key of ' +
            'GET /api/v2/order-call-state/reference (optional), comment at most ' +
            `${CALL_COMMENT_MAX} characters, madeAt (a call recorded offline keeps its time; not in the future). ` +
            'Validation 422 keyed call_type_id, call_result_id, order_call_state, comment, order_id, ' +
            'previous_entry_id, client_id, made_at. The uuid is the device’s: the same uuid again (or the same ' +
            'Idempotency-Key) answers the stored call with 200 and records nothing (409 uuid_conflict when that uuid is another user’s call or about something else); a new call answers 201. ' +
            'Announces registryChanged kind `call`.',
          body: registryCallCreateSchema,
          response: { 200: registryCallSchema, 201: registryCallSchema, ...errors },
        },
      },
      async (req, reply) =>
        withRegistryNotice(app, req, reply, 'call', () =>
          ctx.mutate(req, reply, (m) => recordCall(m, req.body)),
        ),
    )

    app.get(
      '/registry/calls',
      {
        config: { auth: ['crmMcRegistrySee'] },
        schema: {
          tags,
          summary: 'Історія дзвінків',
          description:
            'The calls about an order (orderId; 404 outside the user’s order scope, as the list), a previous ' +
            'entry (previousEntryId) or a client (clientId), latest first, at most 100.',
          querystring: registryCallHistoryQuerySchema,
          response: { 200: registryCallHistorySchema, ...errors },
        },
      },
      async (req, reply) => {
        void reply.header('cache-control', 'private, no-store')
        const user = requireUser(req)
        const q = req.query
        const where: SQL[] = []
        if (q.orderId !== undefined) {
          const [o] = await ctx.db
            .select({ createdBy: orders.createdBy, operatorId: orders.operatorId })
            .from(orders)
            .where(eq(orders.id, q.orderId))
          if (!o || !canSeeOrder(user.permissions, user.id, o))
            throw new DomainError('not_found', 404, 'Замовлення не знайдено')
          where.push(eq(registryCalls.orderId, q.orderId))
        }
        if (q.previousEntryId !== undefined) where.push(eq(registryCalls.previousEntryId, q.previousEntryId))
        if (q.clientId !== undefined) where.push(eq(registryCalls.clientId, q.clientId))
        return { data: await readCalls(ctx.db, and(...where)!, 100) }
      },
    )
  }
}
