/** Previous entries (spec 000 §7): register, edit, list a client's entries, read one. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DomainError, errorBodySchema } from '../../../domain/api/errors'
import { clientRead, previousEntryEdit } from '../../../domain/clients/client-access'
import {
  previousEntryCreateSchema,
  previousEntryIdParamsSchema,
  previousEntryListQuerySchema,
  previousEntryListSchema,
  previousEntryPatchSchema,
  previousEntrySchema,
} from '../../../domain/previous-entries/previous-entry.schema'
import type { AppContext } from '../../app-context'
import { entryFilterWhere, readEntries, readEntry } from './previous-entries.repo'
import { clinicDay } from '../../../domain/clients/client-rules'
import { editEntry, registerEntry } from './previous-entries.service'

const tags = ['Попередні записи']
const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
}
const bodyRules =
  'Validation (422, errors keyed snake_case): doctor_id "Виберіть лікаря" (missing) or not an active doctor; deadline_at ' +
  '"Виберіть крайній термін" (missing), YYYY-MM-DD, not before the Kyiv day of now minus 24 hours; type "Виберіть тип ' +
  'звернення" (1 primary, 2 repeat); created_at YYYY-MM-DD, defaults to today, not in the future. isNearVisit takes ' +
  'true/false or 1/0 and is answered as 1/0. The client: clientId (id, or the uuid of a client created offline) wins, ' +
  'then client.id — an unknown or deleted client is client_id 422. Without either, the client data is linked to an ' +
  'existing not deleted client with the same surname and name (any spelling that gives the same search key), birthday ' +
  'and phone (and patronymic when both have one); if none, a new client is created from it (needs crmClientsEdit). Data ' +
  'with neither birthday nor phone always creates a new client. A linked client is not changed. The answer is the ' +
  'stored entry with doctorName and the embedded client.'

export function previousEntriesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/previous-orders/api',
      {
        config: { auth: clientRead },
        schema: {
          tags,
          summary: 'Попередні записи (клієнта або реєстратури)',
          description:
            'With clientId: that client’s entries; without it, all entries (the registry tab «Попередні записи»). ' +
            'Filters, all optional and combined: doctorId; deadlineFrom/deadlineTo (YYYY-MM-DD, both included; ' +
            'a reversed range is 422 deadline_to); type 1 primary / 2 repeat; isNearVisit 1/0; overdue 1 — the ' +
            'deadline is before today (Kyiv) and the entry was not turned into an order (orderId null), overdue 0 — ' +
            'the others. Latest deadline first, 15 a page unless perPage says otherwise.',
          querystring: previousEntryListQuerySchema,
          response: { 200: previousEntryListSchema, ...errors },
        },
      },
      async (req) => {
        const { page, perPage, ...filters } = req.query
        const where = entryFilterWhere(filters, clinicDay(ctx.now()))
        const { data, total } = await readEntries(ctx.db, where, page, perPage)
        return { data, meta: { page, perPage, total } }
      },
    )

    app.get(
      '/previous-orders/api/:id',
      {
        config: { auth: clientRead },
        schema: {
          tags,
          summary: 'Попередній запис',
          params: previousEntryIdParamsSchema,
          response: { 200: previousEntrySchema, ...errors },
        },
      },
      async (req) => {
        const entry = await readEntry(ctx.db, req.params.id)
        if (!entry) throw new DomainError('not_found', 404, 'Попередній запис не знайдено')
        return entry
      },
    )

    app.post(
      '/previous-orders/api',
      {
        config: { auth: previousEntryEdit },
        schema: {
          tags,
          summary: 'Зареєструвати попередній запис',
          description: `${bodyRules} An entry registered offline sends its uuid: the same uuid again answers that entry with 200 and does nothing else; a new entry answers 201.`,
          body: previousEntryCreateSchema,
          response: { 200: previousEntrySchema, 201: previousEntrySchema, ...errors },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => registerEntry(m, req.body)),
    )

    app.patch(
      '/previous-orders/api/:id',
      {
        config: { auth: previousEntryEdit },
        schema: {
          tags,
          summary: 'Змінити попередній запис',
          description: `The same body as the registration plus the version it was based on (409 version_conflict with current when stale); it replaces the entry, so a field left out takes its default as on registration (comment none, isNearVisit 0), except createdAt, which then stays. The {id} in the path may also be the entry's uuid. An unchanged deadline or doctor is not checked again, so an old entry stays editable. ${bodyRules}`,
          params: previousEntryIdParamsSchema,
          body: previousEntryPatchSchema,
          response: { 200: previousEntrySchema, ...errors },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => editEntry(m, req.params.id, req.body)),
    )
  }
}
