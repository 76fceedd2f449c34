/**
 * The cash desk's API (issue 27 §2): /api/v2/cash-desk/…, all under crmCashboxWork. A user sees the
 * registers of their filials (all when none is assigned), and of those the ones assigned to them (all
 * when none is); another register answers 404 as a missing one. The actions call the register's PRRO
 * provider (cash-desk.service.ts): a provider that cannot be reached answers 503 fiscal_unavailable, a
 * refusal 409 with the provider's Ukrainian words. No Idempotency-Key store here: the provider call must
 * stay outside the database transaction the store runs in; repeats are safe by the provider's own state
 * (a shift already open or closed is reconciled) and the service receipt's screen-made id.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../../domain/api/errors'
import { idParam } from '../../../domain/api/scalars'
import {
  deskRegisterListSchema,
  deskRegisterSchema,
  serviceCashAnswerSchema,
  serviceCashInputSchema,
} from '../../../domain/cash-desk/cash-desk.schema'
import type { AppContext } from '../../app-context'
import { emptyBodyAsObject } from '../../lib/optional-body'
import { requireUser } from '../../plugins/auth'
import * as service from './cash-desk.service'

const tags = ['Каса']
const params = z.object({ id: idParam() })
const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  503: errorBodySchema,
}
const auth = { auth: 'crmCashboxWork' } as const
const scopeNote =
  ' Only the registers the user may work are reached; another answers 404 not_found. A provider that cannot ' +
  'be reached answers 503 fiscal_unavailable; its refusal 409 fiscal_refused / fiscal_conflict with its words.'

/** The actions that take no input: one route each. */
const actions = [
  ['open-shift', 'Відкрити зміну', 'Opens a shift at the provider and records it.', service.openShift],
  ['x-report', 'X-звіт', 'An X report of the open shift; its totals are kept on the shift.', service.xReport],
  [
    'close-shift',
    'Закрити зміну (Z-звіт)',
    'Closes the open shift; the Z report it makes is kept on the shift.',
    service.closeShift,
  ],
  [
    'upload-offline',
    'Вивантажити офлайн-чеки',
    'Uploads the receipts made offline (each with its reserved offline fiscal number, in their order) and ' +
      'brings the register online; 503 while the provider is still away (they stay queued).',
    service.uploadOfflineNow,
  ],
] as const

export function cashDeskRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const desk = (userId: number): service.DeskContext => ({ db: ctx.db, now: ctx.now, userId })
  return async (app) => {
    app.get(
      '/api/v2/cash-desk/registers',
      {
        config: auth,
        schema: {
          tags,
          summary: 'Каси користувача',
          description:
            'The active registers the user may work, each with its open (else last) shift.' + scopeNote,
          response: { 200: deskRegisterListSchema, ...errors },
        },
      },
      async (req) => ({ data: await service.listRegisters(desk(requireUser(req).id)) }),
    )
    for (const [path, summary, description, run] of actions)
      app.post(
        `/api/v2/cash-desk/registers/:id/${path}`,
        {
          config: auth,
          preValidation: emptyBodyAsObject,
          schema: {
            tags,
            summary,
            description: description + scopeNote,
            params,
            body: z.object({}).strict(),
            response: { 200: deskRegisterSchema, ...errors },
          },
        },
        async (req) => run(desk(requireUser(req).id), req.params.id),
      )
    app.post(
      '/api/v2/cash-desk/registers/:id/service-cash',
      {
        config: auth,
        schema: {
          tags,
          summary: 'Службове внесення або вилучення',
          description:
            'A service receipt moving cash into (in) or out of (out) the drawer, in kopiykas (1 to 10 000 000). ' +
            '`id` is made by the screen before the first try: the same id sent again is the same receipt.' +
            scopeNote,
          params,
          body: serviceCashInputSchema,
          response: { 200: serviceCashAnswerSchema, ...errors },
        },
      },
      async (req) => service.serviceCash(desk(requireUser(req).id), req.params.id, req.body),
    )
  }
}
