/**
 * One way to build a report (issue 25), like a resource: a declarative definition — its name (the page
 * /reports/<name>, the API GET /reports/<name> and GET /reports/<name>/export.xlsx), its permission, the
 * filters it takes beside the period (from one catalogue, spec 001 §3), its columns with what is
 * totalled, and an optional chart. The server adds the query (server/modules/reports); the screen
 * (src/features/reports) draws any definition: filters in the address, the period presets, the table
 * with its totals row, the chart, «Експорт в Excel».
 *
 * The answer is the same for every report: rows of plain values (money in kopiykas, days YYYY-MM-DD,
 * instants ISO, durations in minutes), the totals of the totalled columns over every row of the result
 * (not of the page), and when it was made — the screen keeps the last answer on the device and shows it
 * offline with that time.
 */
import { z } from 'zod'
import { queryInt, text } from '../api/scalars'
import type { PermissionName } from '../permissions/catalogue'
import { dayText } from '../time/kyiv'
import {
  stockOperationSourceLabels,
  stockOperationSources,
  type StockOperationSource,
} from '../warehouse/stock-document.schema'

/**
 * What the report's dates mean (spec 001 §4 date types): orders created, confirmed (the cart finished), or
 * paid (closed: done → «Виконано і оплачено»).
 */
export const reportDateTypes = ['created', 'completed', 'payed'] as const
export type ReportDateType = (typeof reportDateTypes)[number]
export const dateTypeLabels: Record<ReportDateType, string> = {
  created: 'Дата створення',
  completed: 'Дата підтвердження',
  payed: 'Дата оплати',
}

/**
 * The filters a report may take beside the period (spec 001 §3, and the warehouse's stock, category,
 * document type and expiry window), each with its label and reference. Most choose one record by id
 * from the options endpoint; `many` chooses several; `choices` is one of a fixed set of keys; `days` is
 * a number of days typed in.
 */
export const reportFilters = {
  cityId: { label: 'Місто', empty: 'Усі міста' },
  filialId: { label: 'Філіал', empty: 'Усі філіали' },
  insuranceCompanyId: { label: 'Страхова компанія', empty: 'Усі страхові компанії' },
  guidingOrganisationId: { label: 'Направляюча організація', empty: 'Усі організації' },
  departmentId: { label: 'Відділення', empty: 'Усі відділення' },
  testCategoryId: { label: 'Категорія аналізів', empty: 'Усі категорії' },
  serviceCategoryId: { label: 'Категорія послуг', empty: 'Усі категорії' },
  testId: { label: 'Аналіз', empty: 'Усі аналізи' },
  operatorId: { label: 'Оператор', empty: 'Усі оператори' },
  userIds: { label: 'Користувачі', empty: 'Усі користувачі', many: true },
  warehouseId: { label: 'Склад', empty: 'Усі мої склади' },
  stockCategoryId: { label: 'Категорія товарів', empty: 'Усі категорії' },
  operationKind: { label: 'Тип документа', empty: 'Усі документи', choices: stockOperationSourceLabels },
  expiringDays: {
    label: 'Термін спливає за, днів',
    empty: 'Порожньо — за налаштуванням товару (або 30 днів)',
    days: true,
  },
} as const
export type ReportFilterKey = keyof typeof reportFilters
/** The filters that choose one record by id (all but userIds, the fixed choices and the days). */
export type ReportIdFilterKey = Exclude<ReportFilterKey, 'userIds' | 'operationKind' | 'expiringDays'>
/** The longest expiry window a report takes, in days (ten years). */
export const MAX_EXPIRING_DAYS = 3650

/**
 * Joined reports (the system module «Обʼєднані звіти», spec 001 §6): a report that takes a filial may
 * then take several (`filialIds=3,5`) and answers them merged into one report.
 */
export const joinedFilials = { label: 'Філіали (обʼєднаний звіт)', empty: 'Усі філіали' } as const
export const JOIN_REPORTS_OFF = 'Обʼєднані звіти вимкнено в модулях системи: оберіть один філіал'
export const JOIN_OR_ONE = 'Оберіть один філіал або кілька для обʼєднаного звіту, а не обидва'
/** A report takes several filials when it takes one. */
export const joinsFilials = (def: Pick<ReportDefinition, 'filters'>) => def.filters.includes('filialId')

export type ReportColumnKind = 'text' | 'int' | 'money' | 'day' | 'datetime' | 'minutes'

export interface ReportColumn {
  key: string
  label: string
  kind: ReportColumnKind
  /**
   * Summed into the totals row (int, money and minutes columns); 'avg' — a minutes column whose totals
   * cell is the average over the rows that have a value (a duration summed over tubes means nothing).
   */
  total?: true | 'avg'
}

export interface ReportDefinition {
  /** The slug: /reports/<name> in the menu (domain/navigation/reports-nav.ts) and in the API. */
  name: string
  title: string
  /** Spec 000 §6: the permission the menu entry names (any one of several); the API asks the same. */
  permission: PermissionName | readonly PermissionName[]
  description?: string
  filters: readonly ReportFilterKey[]
  /**
   * A report of the stock as it is now (expired-goods): it takes no period — the server refuses one —
   * and is of today's Kyiv day; its own filters stand for «at least one filter» (spec 001 §5).
   */
  periodless?: true
  /** When given, the period is of these date types (the first is the default). */
  dateTypes?: readonly ReportDateType[]
  columns: readonly ReportColumn[]
  /** A report that lists records pages them (15 a page, spec 000 §9); one of a few grouped rows does not. */
  paged?: true
  /** A bar chart of one totalled column over another (a day, a name) — drawn above the table. */
  chart?: { x: string; y: string; title: string }
  /** Said when nothing matches (spec 001 §6's words for the finance reports). */
  empty?: string
}

export const REPORT_PAGE_SIZE = 15
export const NOTHING_FOUND = 'Нічого не знайдено, або недостатньо прав для перегляду'
export const EXPORT_FAILED = 'Сталася помилка експорту'

export function defineReport<const D extends ReportDefinition>(definition: D): D {
  for (const c of definition.columns)
    if (c.total && !['int', 'money', 'minutes'].includes(c.kind))
      throw new Error(`${definition.name}.${c.key}: only numbers are totalled`)
    else if (c.total === 'avg' && c.kind !== 'minutes')
      throw new Error(`${definition.name}.${c.key}: only durations are averaged`)
  if (definition.chart && !definition.columns.some((c) => c.key === definition.chart!.y && c.total))
    throw new Error(`${definition.name}: the chart draws a totalled column`)
  return definition
}

const day = () => z.iso.date({ error: 'Дата у форматі ДД.ММ.РРРР' })

/** A list of ids in a query: "3,5,8" (at most 100). */
const idList = () =>
  text()
    .max(1_100)
    .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$/, 'Перелік ідентифікаторів через кому')
    .transform((s) => s.split(',').map(Number))
    .pipe(
      z.array(z.number().int().max(2_147_483_647, 'Такого запису немає')).max(100, 'Не більше 100 значень'),
    )

/**
 * The query a report takes: the period (checked by `periodErrors`, so the answer is a field error in
 * the spec's words), its date type, its filters, the page. Unknown keys are refused.
 */
export function reportQuerySchema(def: ReportDefinition) {
  const shape: Record<string, z.ZodType> = {
    ...(def.periodless ? {} : { from: day().optional(), to: day().optional() }),
    page: queryInt(1, 100_000).optional(),
  }
  if (def.dateTypes)
    shape.dateType = z.enum(def.dateTypes as [ReportDateType, ...ReportDateType[]]).optional()
  for (const key of def.filters)
    shape[key] =
      key === 'userIds'
        ? idList().optional()
        : key === 'operationKind'
          ? z.enum(stockOperationSources, { error: 'Оберіть тип документа зі списку' }).optional()
          : key === 'expiringDays'
            ? queryInt(0, MAX_EXPIRING_DAYS).optional()
            : queryInt(1).optional()
  if (joinsFilials(def)) shape.filialIds = idList().optional()
  return z.strictObject(shape)
}

export type ReportQuery = {
  from?: string
  to?: string
  page?: number
  dateType?: ReportDateType
  userIds?: number[]
  /** Several filials merged into one report (joined reports). */
  filialIds?: number[]
  operationKind?: StockOperationSource
  expiringDays?: number
} & Partial<Record<ReportIdFilterKey, number>>

/** The Excel file's name: the title and the period, or the day of a report without one. */
export function reportFileName(
  def: Pick<ReportDefinition, 'title' | 'periodless'>,
  q: { from?: string; to?: string },
  today: string,
): string {
  return def.periodless
    ? `${def.title} ${dayText(today)}.xlsx`
    : `${def.title} ${dayText(q.from)}–${dayText(q.to)}.xlsx`
}

/**
 * GET /reports/<name>/options: the choices of each of the report's filters (the names the user may
 * filter by, whatever else they may read), kept on the device like a reference.
 */
export const reportOptionsSchema = z.record(
  z.string(),
  z.array(z.object({ id: z.number().int(), name: z.string() })),
)
export type ReportOptions = z.infer<typeof reportOptionsSchema>

export type ReportCell = string | number | null
export const reportAnswerSchema = z.object({
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  totals: z.record(z.string(), z.number()),
  /** Rows of the whole result (the pages' count is total / pageSize). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** When the server made it (ISO) — shown beside a copy read offline. */
  generatedAt: z.string(),
})
export type ReportAnswer = z.infer<typeof reportAnswerSchema>
