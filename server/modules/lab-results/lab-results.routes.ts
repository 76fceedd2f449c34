/**
 * /api/v2/lab/… results (issue 22 item 5): an order's results to read, save and approve, its PDF for the
 * patient (approved values only), and the laboratory's worklist. Orders follow lab-results-access.ts:
 * one outside the user's reach answers 404 not_found, exactly as a missing one.
 */
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../../domain/api/errors'
import { idParam } from '../../../domain/api/scalars'
import {
  labOrderResultsSchema,
  labResultsApproveSchema,
  labResultsSaveSchema,
  labWorklistQuerySchema,
  labWorklistSchema,
} from '../../../domain/laboratory/lab-results.schema'
import type { AppContext } from '../../app-context'
import { attachmentHeader } from '../../lib/excel/sheet-writer'
import { emptyBodyAsObject } from '../../lib/optional-body'
import { requireUser } from '../../plugins/auth'
import { readBasicSettings } from '../settings/basic-settings.routes'
import { labResultsPdf } from './lab-results-pdf'
import { approveOrderResults, readOrderResults, saveOrderResults } from './lab-results.service'
import { labWorklist } from './lab-worklist'
import { releasedResults } from './released-results'
import { planResultsReady } from '../notifications/plan'
import {
  everyResultApproved,
  releasedResultsQuerySchema,
  releasedResultsSchema,
} from '../../../domain/laboratory/released-results.schema'
import { orderRead } from '../../../domain/orders/order-access'

const tags = ['Лабораторія']
const params = z.object({ orderId: idParam() })
const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
}
const scopeNote =
  ' A laboratory user reaches every order; one whose order list is limited to their own orders keeps that ' +
  'limit. Any other order answers 404 not_found, as a missing one.'

export function labResultsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/lab/orders/:orderId/results',
      {
        config: { auth: 'crmLabSee' },
        schema: {
          tags,
          summary: 'Результати аналізів замовлення',
          description:
            'The order’s tests from its cart (a package opened into its tests), each with its indicators, the ' +
            'range for this patient (age in days on the order’s day, sex), the values, flags and states; ' +
            'noResult tests have state no_result and no indicators.' +
            scopeNote,
          params,
          response: { 200: labOrderResultsSchema, ...errors },
        },
      },
      async (req) => readOrderResults(ctx.db, requireUser(req), req.params.orderId),
    )

    app.put(
      '/api/v2/lab/orders/:orderId/results',
      {
        config: { auth: 'crmLabResultsEdit' },
        schema: {
          tags,
          summary: 'Зберегти результати',
          description:
            'Saves typed values of the named indicators (all or nothing): a number with at most the ' +
            'indicator’s decimals, one of a select’s options, text up to 2000 characters; an empty value ' +
            'clears it. 422 with `items.{i}.value` / `items.{i}.value2` in Ukrainian. Flags are computed here. ' +
            'A changed value goes back to «entered» (an approved one needs a new approval) and the change is ' +
            'kept. 422 before the cart is confirmed or after the order is cancelled.' +
            scopeNote,
          params,
          body: labResultsSaveSchema,
          response: { 200: labOrderResultsSchema, ...errors },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, (m) =>
          saveOrderResults(m.tx, m.user, req.params.orderId, req.body, ctx.now()),
        ),
    )

    app.post(
      '/api/v2/lab/orders/:orderId/results/approve',
      {
        config: { auth: 'crmLabResultsApprove' },
        preValidation: emptyBodyAsObject,
        schema: {
          tags,
          summary: 'Затвердити результати',
          description:
            'Approves the entered results of the named tests (`testIds`), or of every test with results. 422 ' +
            'when a test to approve has an empty value, or nothing awaits approval. When every test with results ' +
            'is approved, the patient’s «Результати аналізів готові» messages are planned (once per order).' +
            scopeNote,
          params,
          body: labResultsApproveSchema,
          response: { 200: labOrderResultsSchema, ...errors },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, async (m) => {
          const results = await approveOrderResults(m.tx, m.user, req.params.orderId, req.body, ctx.now())
          // The last results approved: the patient hears of it (in this transaction, once per order).
          if (everyResultApproved(results.tests)) await planResultsReady(m.tx, results.orderId, ctx.now())
          return results
        }),
    )

    app.get(
      '/api/v2/lab/orders/:orderId/results.pdf',
      {
        config: { auth: ['crmLabSee', ...orderRead] },
        schema: {
          tags,
          summary: 'Результати аналізів у PDF',
          description:
            'The patient’s results as a PDF: approved values only, with unit, range and flag; tests not yet ' +
            'approved are named as pending. Order readers (a registrar, a doctor) get it too, for the orders ' +
            'their order list shows.' +
            scopeNote,
          params,
          response: { 200: z.string().describe('application/pdf'), ...errors },
        },
      },
      async (req, reply) => {
        const r = await readOrderResults(ctx.db, requireUser(req), req.params.orderId)
        const pdf = await labResultsPdf(r, (await readBasicSettings(ctx.db)).centreName)
        return (reply as FastifyReply)
          .type('application/pdf')
          .header(
            'content-disposition',
            attachmentHeader(`Результати ${r.orderCode}.pdf`, `results-${r.orderId}.pdf`),
          )
          .header('cache-control', 'no-store')
          .send(pdf)
      },
    )

    app.get(
      '/api/v2/lab/released-results',
      {
        config: { auth: ['crmLabSee', ...orderRead] },
        schema: {
          tags,
          summary: 'Затверджені результати: замовлення або клієнта',
          description:
            'Approved values only, as the clinic shows them to the patient: one order (`orderId`), or the ' +
            'client’s orders that have approved results (`clientId`), newest first, 5 a page. A test not ' +
            'approved yet is listed with its state and no values. The laboratory reaches every order, anyone ' +
            'else the orders their order list shows; by order, one outside answers 404 as a missing one.',
          querystring: releasedResultsQuerySchema,
          response: { 200: releasedResultsSchema, ...errors },
        },
      },
      async (req) => releasedResults(ctx.db, requireUser(req), req.query),
    )

    app.get(
      '/api/v2/lab/worklist',
      {
        config: { auth: 'crmLabSee' },
        schema: {
          tags,
          summary: 'Робочий список лабораторії',
          description:
            'Test lines of confirmed orders by state (pending: awaiting results, entered: awaiting approval, ' +
            'approved; default both awaiting), department and order day (Europe/Kyiv), newest first, 20 a page, ' +
            'with the order code and the patient’s name.',
          querystring: labWorklistQuerySchema,
          response: { 200: labWorklistSchema, ...errors },
        },
      },
      async (req) => labWorklist(ctx.db, requireUser(req), req.query),
    )
  }
}
