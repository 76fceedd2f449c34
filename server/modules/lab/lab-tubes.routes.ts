/**
 * The laboratory tubes' API (issue 22 items 1, 3, 7): /api/v2/lab/…. Reads under crmLabSee (the tube
 * search also under crmMcOrdersShow, for the home dashboard), moves under crmLabSamplesWork; every one
 * scoped like the orders' reads (lab-tubes.service.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../../domain/api/errors'
import { idParam } from '../../../domain/api/scalars'
import {
  collectionAnswerSchema,
  collectionQuerySchema,
  orderTubesSchema,
  tubeBarcodesBodySchema,
  tubeMoveAnswerSchema,
  tubeRejectBodySchema,
  tubeSearchAnswerSchema,
  tubeSearchQuerySchema,
} from '../../../domain/laboratory/lab-tubes.schema'
import type { AppContext } from '../../app-context'
import { requireUser } from '../../plugins/auth'
import * as service from './lab-tubes.service'

const tags = ['Лабораторія']
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema }
const scopeNote =
  ' Scoped like the orders’ reads: a user with crmLabSee (or crmLabSamplesWork for the moves) reaches every ' +
  'order’s tubes, others the orders their order list shows.'

const moves = [
  [
    'collect',
    'collect',
    'Біоматеріал взято',
    'new → collected (collectedAt, collectedBy). A tube already collected answers ok and unchanged, so an offline ' +
      'replay lands once.',
  ],
  [
    'hand-over',
    'hand_over',
    'Передати пробірки в лабораторію',
    'collected → sent; the tubes moved by one call share one hand-over batch id (batchId of the answer).',
  ],
  ['receive', 'receive', 'Прийняти пробірки в лабораторії', 'sent → received.'],
] as const

export function labTubesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/lab/tubes/search',
      {
        config: { auth: ['crmLabSee', 'crmMcOrdersShow'] },
        schema: {
          tags,
          summary: 'Пошук пробірки за штрихкодом',
          description:
            'The tube with this barcode (trimmed: a scanner’s trailing CR/LF is fine), its container, its tests with ' +
            'their states, and its order (id, code, patient, date). 404 «Штрихкод не знайдено» when no tube in the ' +
            'user’s scope has it.' +
            scopeNote,
          querystring: tubeSearchQuerySchema,
          response: { 200: tubeSearchAnswerSchema, ...errors },
        },
      },
      async (req) => service.searchTube(ctx.db, requireUser(req), req.query.barcode),
    )
    app.get(
      '/api/v2/lab/orders/:orderId/tubes',
      {
        config: { auth: 'crmLabSee' },
        schema: {
          tags,
          summary: 'Пробірки замовлення',
          description:
            'The order’s tubes with their tests and states; 404 for an order outside the scope.' + scopeNote,
          params: z.object({ orderId: idParam() }),
          response: { 200: orderTubesSchema, ...errors },
        },
      },
      async (req) => service.orderTubes(ctx.db, requireUser(req), req.params.orderId),
    )
    app.get(
      '/api/v2/lab/collection',
      {
        config: { auth: 'crmLabSee' },
        schema: {
          tags,
          summary: 'Пункт забору: замовлення дня',
          description:
            'The filial’s orders whose cart was first confirmed on `date` (Europe/Kyiv), cancelled ones left out, each ' +
            'with its tubes.' +
            scopeNote,
          querystring: collectionQuerySchema,
          response: { 200: collectionAnswerSchema, ...errors },
        },
      },
      async (req) => service.collectionList(ctx.db, requireUser(req), req.query.filialId, req.query.date),
    )
    for (const [path, event, summary, description] of moves)
      app.post(
        `/api/v2/lab/tubes/${path}`,
        {
          config: { auth: 'crmLabSamplesWork' },
          schema: {
            tags,
            summary,
            description:
              description +
              ' Up to 200 barcodes; each answers on its item: ok with the tube’s new state, or ok false with the ' +
              'reason («Штрихкод не знайдено», or why the tube’s state refuses the move).' +
              scopeNote,
            body: tubeBarcodesBodySchema,
            response: { 200: tubeMoveAnswerSchema, ...errors },
          },
        },
        async (req, reply) => ctx.mutate(req, reply, (m) => service.moveTubes(m, event, req.body.barcodes)),
      )
    app.post(
      '/api/v2/lab/tubes/:id/reject',
      {
        config: { auth: 'crmLabSamplesWork' },
        schema: {
          tags,
          summary: 'Відбракувати пробірку',
          description:
            'collected, sent or received → rejected with the reason (3–500 characters); its tests become rejected. ' +
            'Another state answers 422 tube_state_forbids with the reason; a tube already rejected answers ok, ' +
            'unchanged.' +
            scopeNote,
          params: z.object({ id: idParam() }),
          body: tubeRejectBodySchema,
          response: { 200: tubeMoveAnswerSchema, ...errors },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, (m) => service.rejectTube(m, req.params.id, req.body.reason)),
    )
  }
}
