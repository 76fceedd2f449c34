/**
 * The analyzers' listeners (issue 22 item 4): start, stop or restart one (crmSettingsEdit), its status
 * with the last error (spec 001 §8), and the pages of what the analyzers sent — raw messages and the
 * results read from them, the newest first, unmatched ones with the reason (crmReferencesSee or
 * crmLabSee). The listeners of active analyzers start with the server only when ANALYZER_LISTENERS=1.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { and, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { errorBodySchema } from '../../../domain/api/errors'
import { idParam } from '../../../domain/api/scalars'
import {
  analyzerMessagesPageSchema,
  analyzerMessagesQuerySchema,
  analyzerResultsPageSchema,
  analyzerResultsQuerySchema,
  listenerActionSchema,
  listenerStatusSchema,
  unmatchedReasons,
} from '../../../domain/laboratory/analyzer-listener.schema'
import type { AppContext } from '../../app-context'
import { analyzerMessages, analyzerResults } from '../../db/schema/analyzer-messages'
import { notFound } from '../../lib/versioned'
import { readAnalyzer } from './analyzer-ingest'
import { AnalyzerListeners } from './analyzer-listeners'

const tags = ['Аналізатори']
const params = z.object({ id: idParam() })
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema }
const see = ['crmReferencesSee', 'crmLabSee'] as const

export function analyzerListenerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const listeners = new AnalyzerListeners({
      db: ctx.db,
      realtime: app.realtime,
      log: app.log,
      now: ctx.now,
      bindHost: ctx.config.analyzerBindHost,
    })
    app.addHook('onReady', async () => {
      try {
        await listeners.resetStale()
        if (ctx.config.analyzerListeners) await listeners.startActive()
      } catch (err) {
        app.log.error({ err }, 'analyzer listeners not started')
      }
    })
    app.addHook('onClose', async () => {
      await listeners.close()
    })

    const exists = async (id: number) => {
      if (!(await readAnalyzer(ctx.db, id))) throw notFound()
    }

    app.get(
      '/settings/analyzers/:id/listener',
      {
        config: { auth: [...see] },
        schema: {
          tags,
          summary: 'Стан слухача аналізатора',
          description:
            "The analyzer's listener: its state (started, stopping, stopped), the port it listens on, open connections " +
            'and its last error (spec 001 §8: port busy — it tries again after 2 minutes; connection problem; ' +
            'incorrect query — restart the listener).',
          params,
          response: { 200: listenerStatusSchema, ...errors },
        },
      },
      async (req) => {
        await exists(req.params.id)
        return listeners.status(req.params.id)
      },
    )

    app.post(
      '/settings/analyzers/:id/listener',
      {
        config: { auth: 'crmSettingsEdit' },
        schema: {
          tags,
          summary: 'Запустити, зупинити або перезапустити слухача аналізатора',
          description:
            "start: listens on the analyzer's port (ASTM E1381/E1394 over TCP or HL7 v2 over MLLP); a busy port leaves it " +
            "stopped with 'Порт зайнятий…' and a retry in 2 minutes. stop: stopping, then stopped once open connections " +
            'end (they are closed after a short grace period). restart: stop, then start (also clears an error). ' +
            'Answers the status after the action; the state also reaches open pages over the change feed.',
          params,
          body: listenerActionSchema,
          response: { 200: listenerStatusSchema, ...errors },
        },
      },
      async (req) => {
        await exists(req.params.id)
        const id = req.params.id
        const { action } = req.body
        return action === 'start'
          ? listeners.start(id)
          : action === 'stop'
            ? listeners.stop(id)
            : listeners.restart(id)
      },
    )

    app.get(
      '/api/v2/lab/analyzer-messages',
      {
        config: { auth: [...see] },
        schema: {
          tags,
          summary: 'Повідомлення аналізаторів',
          description:
            'Every message an analyzer sent, stored as it arrived before parsing, the newest first: peer, protocol, ' +
            'parse state (pending, ok, error — with the error, e.g. a transfer broken off), how many new results it gave ' +
            'and its text (first 20 000 characters).',
          querystring: analyzerMessagesQuerySchema,
          response: { 200: analyzerMessagesPageSchema, ...errors },
        },
      },
      async (req) => {
        const { analyzerId, page, perPage } = req.query
        const where = analyzerId ? eq(analyzerMessages.analyzerId, analyzerId) : undefined
        const [rows, [total]] = await Promise.all([
          ctx.db
            .select({
              id: analyzerMessages.id,
              analyzerId: analyzerMessages.analyzerId,
              peer: analyzerMessages.peer,
              protocol: analyzerMessages.protocol,
              receivedAt: analyzerMessages.receivedAt,
              parseState: analyzerMessages.parseState,
              error: analyzerMessages.error,
              resultCount: analyzerMessages.resultCount,
              text: sql<string>`left(${analyzerMessages.text}, 20000)`,
              size: sql<number>`octet_length(${analyzerMessages.raw})::int`,
            })
            .from(analyzerMessages)
            .where(where)
            .orderBy(desc(analyzerMessages.id))
            .limit(perPage)
            .offset((page - 1) * perPage),
          ctx.db.select({ n: count() }).from(analyzerMessages).where(where),
        ])
        return {
          data: rows.map((r) => ({
            ...r,
            receivedAt: r.receivedAt.toISOString(),
            parseState: r.parseState as 'pending' | 'ok' | 'error',
          })),
          total: total?.n ?? 0,
          page,
          perPage,
        }
      },
    )

    app.get(
      '/api/v2/lab/analyzer-results',
      {
        config: { auth: [...see] },
        schema: {
          tags,
          summary: 'Результати з аналізаторів',
          description:
            "Results read from the analyzers' messages, the newest first: the sample id (barcode) and the analyzer's " +
            "code, our test and indicator by the analyzer's mapping, value, units, range, flag, status, measured time " +
            'and the order holding that barcode. unmatched=true lists only those without a mapping or an order, with ' +
            'the reason.',
          querystring: analyzerResultsQuerySchema,
          response: { 200: analyzerResultsPageSchema, ...errors },
        },
      },
      async (req) => {
        const { analyzerId, page, perPage, unmatched, messageId } = req.query
        const conds: SQL[] = []
        if (analyzerId) conds.push(eq(analyzerResults.analyzerId, analyzerId))
        if (messageId) conds.push(eq(analyzerResults.messageId, messageId))
        if (unmatched === 'true') conds.push(isNotNull(analyzerResults.unmatchedReason))
        if (unmatched === 'false') conds.push(sql`${analyzerResults.unmatchedReason} IS NULL`)
        const where = conds.length ? and(...conds) : undefined
        const [rows, [total]] = await Promise.all([
          ctx.db
            .select()
            .from(analyzerResults)
            .where(where)
            .orderBy(desc(analyzerResults.id))
            .limit(perPage)
            .offset((page - 1) * perPage),
          ctx.db.select({ n: count() }).from(analyzerResults).where(where),
        ])
        return {
          data: rows.map(({ resultKey: _key, ...r }) => ({
            ...r,
            measuredAt: r.measuredAt?.toISOString() ?? null,
            createdAt: r.createdAt.toISOString(),
            unmatchedText: r.unmatchedReason
              ? (unmatchedReasons[r.unmatchedReason as keyof typeof unmatchedReasons] ?? r.unmatchedReason)
              : null,
          })),
          total: total?.n ?? 0,
          page,
          perPage,
        }
      },
    )
  }
}
