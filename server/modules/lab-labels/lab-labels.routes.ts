/**
 * Tube labels (issue 22 item 2): /api/v2/lab/orders/:orderId/labels…, under crmLabSamplesWork, scoped like
 * the tubes' routes (lab-labels.service.ts). No patient data goes to the server's log.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../../domain/api/errors'
import { idParam } from '../../../domain/api/scalars'
import {
  labelLoggedBodySchema,
  labelPrintAnswerSchema,
  labelPrintBodySchema,
  orderLabelsSchema,
} from '../../../domain/laboratory/tube-label'
import type { AppContext } from '../../app-context'
import { requireUser } from '../../plugins/auth'
import * as service from './lab-labels.service'

const tags = ['Лабораторія']
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema }
const params = z.object({ orderId: idParam() })
const scopeNote =
  ' Scoped like the tubes’ routes: 404 for an order the user’s laboratory reach (labReachesOrder) does not open.'

export function labLabelsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/lab/orders/:orderId/labels',
      {
        config: { auth: 'crmLabSamplesWork' },
        schema: {
          tags,
          summary: 'Етикетки пробірок замовлення',
          description:
            'What each tube’s label holds (barcode, surname and name, birth date DD.MM.YYYY, order code, container) ' +
            'and the sheet: the barcode settings’ label size and copies with the caller’s barcode margins, for the ' +
            'pixel print in the browser.' +
            scopeNote,
          params,
          response: { 200: orderLabelsSchema, ...errors },
        },
      },
      async (req) => service.orderLabels(ctx.db, requireUser(req), req.params.orderId),
    )
    app.post(
      '/api/v2/lab/orders/:orderId/labels/print',
      {
        config: { auth: 'crmLabSamplesWork' },
        schema: {
          tags,
          summary: 'Друкувати етикетки на ZPL-принтері',
          description:
            'Sends the labels of `tubeIds` (up to 200; none: every tube of the order) as ZPL over TCP to the caller’s ' +
            'label printer (personal settings labelPrinterHost and labelPrinterPort, default 9100), then logs one ' +
            'label_prints row per tube. 422 printer_not_set when no printer is set; 422 printer_not_private when the ' +
            'address (or what the host name resolves to) is outside 10/8, 172.16/12, 192.168/16, 127/8; 502 ' +
            'printer_unreachable «Принтер етикеток недоступний: …» when the printer cannot be reached within 5 s. ' +
            'The printer is reached outside the database transaction; a repeat of the request prints again ' +
            '(a reprint is a deliberate act of the user, each one logged).' +
            scopeNote,
          params,
          body: labelPrintBodySchema,
          response: { 200: labelPrintAnswerSchema, 502: errorBodySchema, ...errors },
        },
      },
      async (req, reply) => {
        const user = requireUser(req)
        const plan = await service.planZplPrint(ctx.db, user, req.params.orderId, req.body.tubeIds)
        await service.sendPlan(plan)
        return ctx.mutate(req, reply, async (m) => {
          await service.logPrints(
            m.tx,
            user.id,
            m.now,
            'zpl',
            plan.labels.map((l) => l.tubeId),
            plan.printer,
          )
          return { printed: plan.labels.length, printer: plan.printer }
        })
      },
    )
    app.post(
      '/api/v2/lab/orders/:orderId/labels/logged',
      {
        config: { auth: 'crmLabSamplesWork' },
        schema: {
          tags,
          summary: 'Записати друк піксельних етикеток',
          description:
            'Logs a pixel print the browser made (kind "pixel"; up to 200 tubes of this order, each a label_prints ' +
            'row). Queued by the device’s outbox when printed offline; the Idempotency-Key keeps a replay from ' +
            'logging twice. 422 when a tube is not of this order.' +
            scopeNote,
          params,
          body: labelLoggedBodySchema,
          response: { 200: labelPrintAnswerSchema, ...errors },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, async (m) => ({
          printed: await service.logPixelPrint(m.tx, m.user, m.now, req.params.orderId, req.body.tubeIds),
          printer: null,
        })),
    )
  }
}
