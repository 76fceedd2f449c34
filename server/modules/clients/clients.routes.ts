/** Clients (spec 000 §7): search, one client, create and edit. Delete, restore and cabinet sync: client-state.routes.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DomainError } from '../../../domain/api/errors'
import { clientEdit, clientRead } from '../../../domain/clients/client-access'
import { clientMessages, clinicDay } from '../../../domain/clients/client-rules'
import { clientSearchQuerySchema } from '../../../domain/clients/client-search.schema'
import {
  clientCreateSchema,
  clientIdParamsSchema,
  clientListResponseSchema,
  clientPatchSchema,
  clientSchema,
} from '../../../domain/clients/client.schema'
import type { AppContext } from '../../app-context'
import { NEAR_MISS_SIMILARITY } from './client-near-miss.repo'
import { searchClients } from './client-search.repo'
import { findClient, toClient } from './clients.repo'
import { createClient, editClient } from './clients.service'
import { clientStateRoutes } from './client-state.routes'
import { clientErrors as errors, clientRef, clientTags } from './client-route-docs'

export function clientsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/clients',
      {
        config: { auth: clientRead },
        schema: {
          tags: clientTags,
          summary: 'Пошук клієнтів (підказки форми пошуку пацієнта)',
          description:
            'Every filled field narrows the result. Names match by search key (domain/search/normalize.ts): any case, ' +
            'Latin transliteration ("kovalenko" finds "Коваленко"), apostrophe variants; і/и/ї/й fold together, as do ґ/г/h ' +
            'and є/ye/ie. ' +
            'Ranking: clients whose filled names all start with the typed keys, in key order (first filled name, then the ' +
            'others), so an exact key comes first; then, only when these do not fill the limit, near misses — a name whose ' +
            `key has pg_trgm similarity ≥ ${NEAR_MISS_SIMILARITY} to the typed one (3+ letters) — the closest first filled ` +
            'name first. Phone: any run of digits of the stored 380XXXXXXXXX number, so with or without 38 / +38. ' +
            'Birthday: YYYY-MM-DD or DD.MM.YYYY. Email: the start of the address. Without any field: the first clients by surname. ' +
            'Deleted clients only with withDeleted=1. Answers {data: [clients]} (no paging: at most `limit`).',
          querystring: clientSearchQuerySchema,
          response: { 200: clientListResponseSchema, ...errors },
        },
      },
      async (req) => {
        const today = clinicDay(ctx.now())
        return { data: (await searchClients(ctx.db, req.query)).map((r) => toClient(r, today)) }
      },
    )

    app.get(
      '/clients/:id',
      {
        config: { auth: clientRead },
        schema: {
          tags: clientTags,
          summary: 'Клієнт (профіль)',
          description:
            'A deleted client is answered too, with deletedAt and deleteReason (the profile offers restore).' +
            clientRef,
          params: clientIdParamsSchema,
          response: { 200: clientSchema, ...errors },
        },
      },
      async (req) => {
        const row = await findClient(ctx.db, req.params.id)
        if (!row) throw new DomainError('not_found', 404, clientMessages.notFound)
        return toClient(row, clinicDay(ctx.now()))
      },
    )

    app.post(
      '/clients',
      {
        config: { auth: clientEdit },
        schema: {
          tags: clientTags,
          summary: 'Створити клієнта',
          description:
            'A client created offline sends the uuid its device gave it: the same uuid again answers the existing client ' +
            'with 200 (its stored data, not the body) instead of a duplicate; a new client answers 201. Optional fields ' +
            'take null or "" for none. The birthday may not be in the future (Europe/Kyiv) nor before 1900.',
          body: clientCreateSchema,
          response: { 200: clientSchema, 201: clientSchema, ...errors },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => createClient(m, req.body)),
    )

    app.patch(
      '/clients/:id',
      {
        config: { auth: clientEdit },
        schema: {
          tags: clientTags,
          summary: 'Редагувати клієнта',
          description:
            'Carries the version the edit was based on; a stale version answers 409 version_conflict with `current`. ' +
            'surname and name are always sent (the card form sends the whole card); an optional field left out stays ' +
            'as it is, null or "" clears it. A deleted client answers 409 client_deleted (restore it first). The phone ' +
            'cannot be cleared while the online cabinet syncs.' +
            clientRef,
          params: clientIdParamsSchema,
          body: clientPatchSchema,
          response: { 200: clientSchema, ...errors },
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => editClient(m, req.params.id, req.body)),
    )

    await app.register(clientStateRoutes(ctx))
  }
}
