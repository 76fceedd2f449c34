/**
 * The API of every registered resource, generated from its definition (ARCHITECTURE.md §7):
 * GET list (filters, paging), GET one, POST (create once per uuid), PATCH (versioned), DELETE (refused
 * while in use). Writes run through ctx.mutate: Idempotency-Key, change log and the sync scope named
 * after the resource. Custom rules of a resource go in its own module beside these routes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../../domain/api/errors'
import { idOrUuidParam, idParam, queryInt, text } from '../../../domain/api/scalars'
import type { AnyResource } from '../../../domain/resources/define-resource'
import { allResources } from '../../../domain/resources/registry'
import type { AppContext } from '../../app-context'
import type { MutationScope } from '../mutation'
import { saveWholeList, WHOLE_LIST_MAX, wholeListSchema } from './resource-whole-list'
import { bind, createRow, deleteRow, getRow, listRows, patchRow, type Bound } from './resource-repo'

/** A record by its server id or by the uuid the device gave it (a queued edit of a record created offline). */
const idParams = z.object({ id: idOrUuidParam() })

function querySchema(def: AnyResource) {
  const shape: Record<string, z.ZodType> = {
    page: queryInt(1, 100_000).optional(),
    perPage: queryInt(1, def.wholeList ? WHOLE_LIST_MAX : 100).optional(),
  }
  for (const f of def.filters ?? []) {
    if (f.kind === 'search') shape.q = text().max(100).optional()
    else if (f.kind === 'boolean') shape[f.key] = z.enum(['true', 'false']).optional()
    else shape[f.key] = idParam().optional()
  }
  return z.object(shape)
}

const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
}

function changed(m: MutationScope, b: Bound, row: { id: number; uuid: string }, op: 'upsert' | 'delete') {
  m.changed({ scope: b.def.name, entity: b.def.entity, id: row.id, uuid: row.uuid, op })
}

function routesOf(ctx: AppContext, b: Bound): FastifyPluginAsyncZod {
  const { def } = b
  const tags = ['Довідники']
  const row = def.schemas.row.meta({ id: `Resource_${def.name}` })
  const read = { auth: def.perms.read }
  const write = { auth: def.perms.write }
  const scopeNote = `Synced in the change-feed scope "${def.name}".`
  return async (app) => {
    app.get(
      def.apiPath,
      {
        config: read,
        schema: {
          tags,
          summary: `${def.title}: список`,
          description: `Filters: ${(def.filters ?? []).map((f) => f.key).join(', ') || 'none'}; ${def.wholeList ? `the whole list (up to ${WHOLE_LIST_MAX})` : '15 a page'} unless perPage says otherwise. ${scopeNote}`,
          querystring: querySchema(def),
          response: {
            200: z.object({
              data: z.array(row),
              meta: z.object({ page: z.number(), perPage: z.number(), total: z.number() }),
            }),
            ...errors,
          },
        },
      },
      async (req) => {
        const { page, perPage, q, ...rest } = req.query as Record<string, unknown>
        const filters: Record<string, unknown> = {}
        for (const [k, v] of Object.entries(rest))
          filters[k] = v === 'true' ? true : v === 'false' ? false : v
        return listRows(ctx.db, b, {
          page: (page as number | undefined) ?? 1,
          perPage: (perPage as number | undefined) ?? (def.wholeList ? WHOLE_LIST_MAX : 15),
          q: q as string | undefined,
          filters,
        })
      },
    )
    app.get(
      `${def.apiPath}/:id`,
      {
        config: read,
        schema: { tags, summary: `${def.one}`, params: idParams, response: { 200: row, ...errors } },
      },
      async (req) => getRow(ctx.db, b, req.params.id),
    )
    app.post(
      def.apiPath,
      {
        config: write,
        schema: {
          tags,
          summary: `${def.one}: створити`,
          description:
            'Every field with the device-made uuid; the same uuid sent again answers the row it made (200 instead of 201). ' +
            `Uniqueness refusals are 422 on the field. ${scopeNote}`,
          body: def.schemas.create,
          response: { 200: row, 201: row, ...errors },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, async (m) => {
          const { row: saved, created } = await createRow(m.tx, b, req.body as never)
          if (created) {
            m.status(201)
            changed(m, b, saved, 'upsert')
          }
          return saved
        }),
    )
    app.patch(
      `${def.apiPath}/:id`,
      {
        config: write,
        schema: {
          tags,
          summary: `${def.one}: змінити`,
          description: 'Any fields with `version`; a stale version gets 409 version_conflict with `current`.',
          params: idParams,
          body: def.schemas.patch,
          response: { 200: row, ...errors },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, async (m) => {
          const saved = await patchRow(m.tx, b, req.params.id, req.body as never)
          if (saved.version !== req.body.version) changed(m, b, saved, 'upsert')
          return saved
        }),
    )
    if (def.wholeList)
      app.put(
        def.apiPath,
        {
          config: write,
          schema: {
            tags,
            summary: `${def.title}: зберегти весь список`,
            description:
              'Takes the whole list {data: [{id?, uuid, ...fields, version?}]} and answers the saved list. An item is ' +
              'matched by id, else by uuid (a resent create finds its row). A changed item needs the version it was based ' +
              'on; a stale one, or an item whose record was deleted meanwhile, refuses the whole list with 409 ' +
              'version_conflict and `current` = {data: the current list}. Records missing from the list are deleted ' +
              `(409 in_use while named elsewhere). Uniqueness within the list is 422 on data.<i>.<field>. ${scopeNote}`,
            body: wholeListSchema(def),
            response: { 200: z.object({ data: z.array(row) }), ...errors },
          },
        },
        async (req, reply) =>
          ctx.mutate(req, reply, (m) => saveWholeList(m, b, (req.body as { data: never[] }).data)),
      )
    if (def.deletable === false) return
    app.delete(
      `${def.apiPath}/:id`,
      {
        config: write,
        schema: {
          tags,
          summary: `${def.one}: видалити`,
          description:
            'Refused with 409 in_use (and a message naming what uses it) while other records name it.',
          params: idParams,
          response: { 200: z.object({ deleted: z.literal(true) }), ...errors },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, async (m) => {
          const gone = await deleteRow(m.tx, b, req.params.id)
          changed(m, b, gone, 'delete')
          return { deleted: true as const }
        }),
    )
  }
}

/** Bound definitions of every registered resource (checked against their tables once). */
export const boundResources: readonly Bound[] = allResources().map(bind)

/** Routes of every registered resource. */
export function resourceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const b of boundResources) await app.register(routesOf(ctx, b))
  }
}
