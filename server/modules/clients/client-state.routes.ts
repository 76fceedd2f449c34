/** Client state changes (spec 001 §4–§5): delete with a reason, restore, online-cabinet sync on/off. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  cabinetSyncSchema,
  clientDeleteSchema,
  clientIdParamsSchema,
  clientRestoreSchema,
  clientSchema,
} from '../../../domain/clients/client.schema'
import { clientDelete, clientEdit } from '../../../domain/clients/client-access'
import { clientMessages } from '../../../domain/clients/client-rules'
import type { AppContext } from '../../app-context'
import { clientErrors, clientRef, clientTags as tags } from './client-route-docs'
import { deleteClient, restoreClient, setCabinetSync } from './clients.service'

const response = { 200: clientSchema, ...clientErrors }

export function clientStateRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/clients/:id/delete',
      {
        config: { auth: clientDelete },
        schema: {
          tags,
          summary: 'Видалити клієнта (з причиною)',
          description:
            'Soft delete: the client keeps its orders and entries, leaves search results (unless withDeleted=1) and can be ' +
            'restored. Carries the version it was based on (409 version_conflict when stale). Deleting a deleted client ' +
            'changes nothing. The reason is a short sentence: letters, digits, spaces and ordinary punctuation.' +
            clientRef,
          params: clientIdParamsSchema,
          body: clientDeleteSchema,
          response,
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => deleteClient(m, req.params.id, req.body)),
    )

    app.post(
      '/clients/:id/restore',
      {
        config: { auth: clientDelete },
        schema: {
          tags,
          summary: 'Відновити видаленого клієнта',
          description:
            'Clears deletedAt and deleteReason. Carries the version it was based on. Restoring a client that is not ' +
            'deleted changes nothing.' +
            clientRef,
          params: clientIdParamsSchema,
          body: clientRestoreSchema,
          response,
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => restoreClient(m, req.params.id, req.body.version)),
    )

    app.post(
      '/clients/:id/cabinet-sync',
      {
        config: { auth: clientEdit },
        schema: {
          tags,
          summary: 'Увімкнути або вимкнути синхронізацію онлайн-кабінету',
          description:
            `enabled: true sets cabinetEnabledAt to now and clears cabinetDisabledAt; it needs a phone, otherwise 422 ` +
            `cabinet_sync_needs_phone "${clientMessages.cabinetNeedsPhone}". enabled: false sets cabinetDisabledAt. ` +
            'Asking for the current state changes nothing. Carries the version it was based on; a deleted client answers 409.' +
            clientRef,
          params: clientIdParamsSchema,
          body: cabinetSyncSchema,
          response,
        },
      },
      async (req, reply) => ctx.mutate(req, reply, (m) => setCabinetSync(m, req.params.id, req.body)),
    )
  }
}
