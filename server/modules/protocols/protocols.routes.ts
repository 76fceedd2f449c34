/**
 * /api/v2/protocols/{id} (spec 001 §3 Protocol, §4 saved → approved): read, save, approve and delete the
 * protocol written for a stored request, its PDF, and the sweep that approves saved protocols by themselves
 * (at start-up, then every minute).
 */
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../domain/api/errors'
import {
  protocolApproveSchema,
  protocolDeleteSchema,
  protocolParamsSchema,
  protocolSaveSchema,
  protocolSchema,
} from '../../../domain/protocols/protocol.schema'
import type { AppContext } from '../../app-context'
import {
  approveProtocol,
  autoApproveDue,
  deleteProtocol,
  protocolToDownload,
  readProtocol,
  saveProtocol,
} from './protocols.service'
import { z } from 'zod'
import { attachmentHeader } from '../../lib/excel/sheet-writer'
import { protocolPdf } from './protocol-pdf'

const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
}

export function protocolRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['Протоколи']
    app.get(
      '/api/v2/protocols/:id',
      {
        config: { auth: ['crmProtocolsCreate', 'crmProtocolsApprove'] },
        schema: {
          tags,
          summary: 'Протокол',
          description:
            'The protocol of a stored request (its id is the request’s id): state "requested" with version 0 ' +
            'until first saved. Follows the order list’s scope; doctors (crmProtocolsCreate) and those who approve ' +
            '(crmProtocolsApprove) reach every order. `may` says what the user may do now; `choices` lists the ' +
            'templates, doctors, staff and delete reasons while the protocol can be written. 404 when unknown or ' +
            'out of scope.',
          params: protocolParamsSchema,
          response: { 200: protocolSchema, ...errors },
        },
      },
      async (req) => readProtocol(ctx.db, req.user!, req.params.id),
    )

    app.get(
      '/api/v2/protocols/:id/pdf',
      {
        config: { auth: ['crmProtocolsCreate', 'crmProtocolsApprove', 'crmProtocolsDownloadUnapproved'] },
        schema: {
          tags,
          summary: 'Протокол у PDF',
          description:
            'The protocol as a PDF on A4 or A5 (`format`; the protocol’s own format when left out): the medical ' +
            'centre’s legal data from the basic settings, the patient, the visit, each template’s indicators with ' +
            'their norms, the conclusion, the signature line; fonts with every Ukrainian letter. An unapproved ' +
            'protocol needs crmProtocolsDownloadUnapproved (403 with the spec’s message) and is marked as a draft ' +
            'on every page; a protocol not yet saved or deleted is 422. Same scope as the read.',
          params: protocolParamsSchema,
          querystring: z
            .object({ format: z.enum(['A4', 'A5'], { error: 'Формат: A4 або A5' }).optional() })
            .strict(),
          response: { 200: z.string().describe('application/pdf'), ...errors },
        },
      },
      async (req, reply) => {
        const p = await protocolToDownload(ctx.db, req.user!, req.params.id)
        const format = req.query.format ?? p.pageFormat
        const pdf = await protocolPdf(p, format)
        // The bytes go out as they are: the route's schema only describes them for the API docs.
        return (reply as FastifyReply)
          .type('application/pdf')
          .header('content-disposition', attachmentHeader(`Протокол ${p.id}.pdf`, `protocol-${p.id}.pdf`))
          .header('cache-control', 'no-store')
          .send(pdf)
      },
    )

    app.put(
      '/api/v2/protocols/:id',
      {
        config: { auth: 'crmProtocolsCreate' },
        schema: {
          tags,
          summary: 'Зберегти протокол',
          description:
            'Saves the whole protocol: the first save (version 0) creates it, later ones replace it while it is ' +
            'saved. Each sheet names a template: a template already in the protocol keeps the copy taken when it ' +
            'was first saved, a new one is copied now. Values are checked per indicator (required, kind, choices) ' +
            'and calculated indicators are worked out again by the server (422 with `sheets.{i}.values.{code}`). ' +
            'The doctor must be an active doctor. 409 with the current protocol when the version is stale or the ' +
            'protocol was approved or deleted meanwhile.',
          params: protocolParamsSchema,
          body: protocolSaveSchema,
          response: { 200: protocolSchema, ...errors },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, (m) => saveProtocol(m.tx, m.user, req.params.id, req.body, ctx.now())),
    )

    app.post(
      '/api/v2/protocols/:id/approve',
      {
        config: { auth: 'crmProtocolsApprove' },
        schema: {
          tags,
          summary: 'Затвердити протокол',
          description:
            'Approves a saved protocol of the version read (422 when never saved, 409 when stale, approved or ' +
            'deleted meanwhile).',
          params: protocolParamsSchema,
          body: protocolApproveSchema,
          response: { 200: protocolSchema, ...errors },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, (m) =>
          approveProtocol(m.tx, m.user, req.params.id, req.body.version, ctx.now()),
        ),
    )

    app.post(
      '/api/v2/protocols/:id/delete',
      {
        config: { auth: ['crmProtocolsCreate', 'crmProtocolsApprove'] },
        schema: {
          tags,
          summary: 'Видалити протокол',
          description:
            'Deletes a saved protocol with a reason (protocol delete reasons); an approved one only by those ' +
            'who approve (403). 422 when never saved or the reason is unknown, 409 when stale.',
          params: protocolParamsSchema,
          body: protocolDeleteSchema,
          response: { 200: protocolSchema, ...errors },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, (m) => deleteProtocol(m.tx, m.user, req.params.id, req.body, ctx.now())),
    )

    // Protocols whose time passed while no server ran are approved as it starts; after that the job queue
    // runs a sweep when each saved protocol falls due (server/app.ts, queue 'protocol.auto-approve').
    app.addHook('onReady', async () => {
      try {
        await autoApproveDue(ctx.db, ctx.now())
      } catch (err) {
        app.log.warn({ err: { message: (err as Error).message } }, 'protocol auto-approval sweep failed')
      }
    })
  }
}
