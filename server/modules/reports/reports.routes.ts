/**
 * The report framework's API (issue 25): for each definition of domain/reports/reports.ts, under its
 * permission and for the warehouses of the user's scope (the warehouse reports) —
 * - GET /reports/<name>: the period checked in the spec's words (422 on its field), the rows of the
 *   page (or all of them for a report that is not paged) and the totals of the whole result, read in one
 *   read-only transaction (one snapshot: the totals are the sums of the rows) with a statement timeout;
 * - GET /reports/<name>/export.xlsx: every row, read in batches through a cursor, with a «Разом» row;
 * - GET /reports/<name>/options: the choices of its filters.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DomainError, errorBodySchema, errorMessages } from '../../../domain/api/errors'
import {
  JOIN_OR_ONE,
  JOIN_REPORTS_OFF,
  REPORT_PAGE_SIZE,
  reportAnswerSchema,
  reportOptionsSchema,
  reportFileName,
  reportQuerySchema,
  type ReportAnswer,
  type ReportColumn,
  type ReportDefinition,
  type ReportQuery,
} from '../../../domain/reports/define-report'
import { seesOnlyOwnOrders } from '../../../domain/orders/order-access'
import { PERIOD_NOT_CHOSEN, periodInstants } from '../../../domain/reports/report-period'
import { checkedPeriod } from './checked-period'
import { reports } from '../../../domain/reports/reports'
import { dayText, kyivDateTimeText, kyivDay } from '../../../domain/time/kyiv'
import type { AppContext } from '../../app-context'
import { queryRows } from '../../db/raw'
import { requireUser } from '../../plugins/auth'
import type { CellValue } from '../../lib/excel/sheet-reader'
import { sendXlsxFile, writeXlsxFile } from '../../lib/excel/sheet-writer'
import { cursorBatches, readSnapshot } from '../../lib/snapshot-read'
import { readSystemModules } from '../settings/system-modules.repo'
import { warehouseScope } from '../warehouse/stock-documents.repo'
import { reportOptions, sourceOf } from './report-sources'
import type { ReportPeriod, ReportRun, ReportSource } from './report-sql'

const tags = ['Звіти']
const errors = { 401: errorBodySchema, 403: errorBodySchema, 422: errorBodySchema }

type Row = Record<string, unknown>

/**
 * Several filials (`filialIds`) only with the joined-reports module on, and not beside one `filialId`:
 * else a 422 on filialIds in the user's words.
 */
async function checkJoin(ctx: AppContext, q: ReportQuery): Promise<void> {
  if (!q.filialIds?.length) return
  const problem =
    q.filialId !== undefined
      ? JOIN_OR_ONE
      : (await readSystemModules(ctx.db)).joinReports
        ? undefined
        : JOIN_REPORTS_OFF
  if (problem)
    throw new DomainError('validation_failed', 422, errorMessages.validation_failed, {
      errors: { filial_ids: [problem] },
    })
}

/**
 * Who asks, and today: the warehouses of their scope (the warehouse reports keep to them), and whether
 * their orders are only their own (the laboratory's reports keep to those, as the lab's screens do).
 */
async function runOf(ctx: AppContext, req: FastifyRequest): Promise<ReportRun> {
  const user = requireUser(req)
  return {
    warehouses: await warehouseScope(ctx.db, user.id),
    today: kyivDay(new Date()),
    ...(seesOnlyOwnOrders(user.permissions) ? { ownOrdersOf: user.id } : {}),
  }
}

/** The period checked (422 in the spec's words), or today for a report of the stock as it is now. */
const periodOf = (def: ReportDefinition, q: ReportQuery, run: ReportRun): ReportPeriod =>
  def.periodless ? periodInstants(run.today, run.today) : checkedPeriod(q)

/** A database value as the answer carries it: numbers as numbers (bigint sums too), instants as ISO. */
function cell(column: ReportColumn, value: unknown): string | number | null {
  if (value === null || value === undefined) return null
  if (column.kind === 'int' || column.kind === 'money' || column.kind === 'minutes') return Number(value)
  if (value instanceof Date) return value.toISOString()
  // Raw rows carry text, numbers and (timestamptz on one driver) Date; nothing else is selected.
  const plain = typeof value === 'string' || typeof value === 'number' ? value : JSON.stringify(value)
  if (column.kind === 'datetime') return new Date(plain).toISOString()
  return String(plain)
}

const answerRow = (def: ReportDefinition, source: ReportSource, row: Row) => {
  const full = source.row ? source.row(row) : row
  return Object.fromEntries(def.columns.map((c) => [c.key, cell(c, full[c.key])]))
}

const totalled = (def: ReportDefinition) => def.columns.filter((c) => c.total)

/** SELECT count(*) and the sums (or averages) of the totalled columns over the whole result. */
function totalsQuery(def: ReportDefinition, result: SQL): SQL {
  const sums = totalled(def).map((c) =>
    c.total === 'avg'
      ? sql`, coalesce(round(avg(r.${sql.identifier(c.key)})), 0)::bigint AS ${sql.identifier(c.key)}`
      : sql`, coalesce(sum(r.${sql.identifier(c.key)}), 0)::bigint AS ${sql.identifier(c.key)}`,
  )
  return sql`SELECT count(*)::int AS __count ${sql.join(sums, sql``)} FROM (${result}) r`
}

/** A cell of the Excel sheet: money in hryvnias as a number, days and instants as Kyiv DD.MM.YYYY (HH:MM). */
function excelCell(column: ReportColumn, value: string | number | null): CellValue {
  if (value === null) return null
  switch (column.kind) {
    case 'money':
      return Number(value) / 100
    case 'day':
      return dayText(String(value))
    case 'datetime':
      return kyivDateTimeText(String(value))
    default:
      return value
  }
}

function reportRoutes(ctx: AppContext, def: ReportDefinition): FastifyPluginAsyncZod {
  const source = sourceOf(def)
  const querystring = reportQuerySchema(def)
  return async (app) => {
    app.get(
      `/reports/${def.name}`,
      {
        config: { auth: def.permission, background: true },
        schema: {
          tags,
          summary: def.title,
          description:
            (def.periodless
              ? `${def.description ?? ''} The stock as it is now: no period is taken`
              : `${def.description ?? ''} Kyiv days from–to (both needed: 422 '${PERIOD_NOT_CHOSEN}'; at most 30 days)`) +
            (def.filters.includes('warehouseId') ? '; only the warehouses of the user’s scope' : '') +
            (def.paged ? `, ${REPORT_PAGE_SIZE} rows a page` : ', every row') +
            '; totals over the whole result.',
          querystring,
          response: { 200: reportAnswerSchema, ...errors },
        },
      },
      async (req, reply): Promise<ReportAnswer> => {
        void reply.header('cache-control', 'private, no-store')
        const q = req.query as ReportQuery
        const run = await runOf(ctx, req)
        const period = periodOf(def, q, run)
        await checkJoin(ctx, q)
        const result = source.query(q, period, run)
        const page = def.paged ? (q.page ?? 1) : 1
        const { rows, totals } = await readSnapshot(ctx, async (tx) => {
          if (!def.paged) {
            // Every row is answered: the totals are summed here rather than by running the query twice.
            const all = await queryRows<Row>(tx, result)
            const sums: Row = { __count: all.length }
            for (const c of totalled(def)) {
              const values = all.map((r) => r[c.key]).filter((v) => v !== null && v !== undefined)
              const sum = values.reduce<number>((n, v) => n + Number(v), 0)
              sums[c.key] = c.total === 'avg' ? (values.length ? Math.round(sum / values.length) : 0) : sum
            }
            return { rows: all, totals: sums }
          }
          const paged = sql`SELECT * FROM (${result}) r LIMIT ${REPORT_PAGE_SIZE} OFFSET ${(page - 1) * REPORT_PAGE_SIZE}`
          return {
            rows: await queryRows<Row>(tx, paged),
            totals: (await queryRows<Row>(tx, totalsQuery(def, result)))[0] ?? {},
          }
        })
        const total = Number(totals.__count ?? 0)
        return {
          rows: rows.map((r) => answerRow(def, source, r)),
          totals: Object.fromEntries(totalled(def).map((c) => [c.key, Number(totals[c.key] ?? 0)])),
          total,
          page,
          pageSize: def.paged ? REPORT_PAGE_SIZE : total,
          generatedAt: new Date().toISOString(),
        }
      },
    )

    app.get(
      `/reports/${def.name}/export.xlsx`,
      {
        config: { auth: def.permission, background: true },
        schema: {
          tags,
          summary: `${def.title} в Excel`,
          description:
            'The same query as the report; every row, read through a cursor of one snapshot in batches, and a «Разом» row.',
          querystring,
          response: errors,
        },
      },
      async (req, reply) => {
        const q = req.query as ReportQuery
        const run = await runOf(ctx, req)
        const period = periodOf(def, q, run)
        await checkJoin(ctx, q)
        const result = source.query(q, period, run)
        const spec = {
          sheetName: def.title.slice(0, 31),
          columns: def.columns.map((c) => ({
            header: c.label,
            width: c.kind === 'text' ? 30 : c.kind === 'datetime' ? 17 : 14,
            ...(c.kind === 'money' ? { money: true } : {}),
          })),
        }
        // One snapshot read through a cursor, a batch at a time, into a temporary file: the rows never
        // sit in memory together, the totals row is of the very rows written, and the database is let go
        // before the download starts (PGlite serves one query at a time).
        const path = await readSnapshot(ctx, async (tx) => {
          async function* batches(): AsyncGenerator<CellValue[][]> {
            for await (const rows of cursorBatches<Row>(tx, result))
              yield rows.map((r) => {
                const values = answerRow(def, source, r)
                return def.columns.map((c) => excelCell(c, values[c.key] ?? null))
              })
            if (totalled(def).length === 0) return
            const [sums] = await queryRows<Row>(tx, totalsQuery(def, result))
            yield [
              def.columns.map((c, i) =>
                c.total ? excelCell(c, Number(sums?.[c.key] ?? 0)) : i === 0 ? 'Разом' : null,
              ),
            ]
          }
          return writeXlsxFile(spec, batches())
        })
        return sendXlsxFile(
          reply,
          {
            fileName: reportFileName(def, q, run.today),
            asciiFallback: `${def.name}.xlsx`,
          },
          path,
        )
      },
    )

    app.get(
      `/reports/${def.name}/options`,
      {
        config: { auth: def.permission },
        schema: {
          tags,
          summary: `${def.title}: варіанти фільтрів`,
          response: { 200: reportOptionsSchema, ...errors },
        },
      },
      async (req, reply) => {
        void reply.header('cache-control', 'private, no-cache')
        return reportOptions(ctx.db, def, await runOf(ctx, req))
      },
    )
  }
}

export function reportsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const def of reports) await app.register(reportRoutes(ctx, def))
  }
}
