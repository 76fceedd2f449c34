/**
 * A report's answer for one query: asked of the server (network-first, kept on the device per query),
 * drawn as chart, table and pages; offline, the copy kept is shown with the time it was made. The
 * server's 422 goes back to the filters, on their fields.
 */
import { lazy, Suspense, type ReactNode } from 'react'
import {
  NOTHING_FOUND,
  reportAnswerSchema,
  type ReportDefinition,
} from '../../../domain/reports/define-report'
import { kyivDateTimeText } from '../../../domain/protocols/protocol-print'
import { isApiError } from '../../lib/api/api-error'
import { fieldRefusal } from '../../lib/api/field-refusal'
import { readCachedAnswer } from '../../offline/react/use-cached-answer'
import { useReference } from '../../offline/react/use-reference'
import { ListPager } from '../../ui/list-pager'
import { PageLoader } from '../../ui/page-loader'
import { reportFields } from './report-filters'
import { ReportTable } from './report-table'
import { reportPath } from './reports.api'

const notice = 'rounded-md p-4 text-sm'

// The charting library is fetched only by a report that draws a chart, not with every report page.
const ReportChart = lazy(() => import('./report-chart').then((m) => ({ default: m.ReportChart })))

export interface ReportResultProps {
  def: ReportDefinition
  query: string
  /** Changed to ask the server again for the same query. */
  refreshKey: number
  online: boolean
  /** The filter form, given the server's messages by field. */
  filterBar: (serverErrors: Record<string, string>) => ReactNode
}

export function ReportResult({ def, query, refreshKey, online, filterBar }: ReportResultProps) {
  const ref = useReference(reportPath(def.name, query), refreshKey)
  const answer = readCachedAnswer(ref, reportAnswerSchema)
  const refused =
    answer.status === 'shown' ? { fields: {}, other: null } : fieldRefusal(ref.error, reportFields(def))
  const onFields = Object.keys(refused.fields).length > 0

  let body: ReactNode
  if (answer.status === 'loading') body = <PageLoader label="Формуємо звіт…" />
  else if (answer.status === 'unavailable') {
    const offline = answer.offline || !online
    let text = 'Помилка при завантаженні даних'
    if (offline)
      text =
        'Немає мережі, а цього звіту на пристрої ще немає: звіт формує сервер, тож він з’явиться, щойно мережа повернеться.'
    else if (isApiError(ref.error) && ref.error.status === 403) text = NOTHING_FOUND
    else if (refused.other) text = refused.other
    body = onFields ? null : (
      <p
        role={offline ? 'status' : 'alert'}
        className={`${notice} ${offline ? 'bg-amber-50 text-amber-900' : 'bg-red-50 text-red-900'}`}
      >
        {text}
      </p>
    )
  } else {
    const data = answer.data
    const chart = def.chart
    const x = chart && def.columns.find((c) => c.key === chart.x)
    const y = chart && def.columns.find((c) => c.key === chart.y)
    body = (
      <>
        {answer.stale && (
          <p role="status" className={`${notice} bg-amber-50 text-amber-900`}>
            {online ? 'Не вдалося оновити звіт' : 'Немає мережі'}: показано збережену копію, сформовану{' '}
            {kyivDateTimeText(data.generatedAt)}.
          </p>
        )}
        {data.rows.length === 0 ? (
          <p className={`${notice} bg-white text-slate-700`}>{def.empty ?? NOTHING_FOUND}</p>
        ) : (
          <>
            {x && y && (
              <Suspense fallback={null}>
                <ReportChart x={x} y={y} title={chart.title} answer={data} />
              </Suspense>
            )}
            <ReportTable columns={def.columns} answer={data} />
            {def.paged && (
              <ListPager page={data.page} perPage={data.pageSize} total={data.total} label="Сторінки звіту" />
            )}
          </>
        )}
      </>
    )
  }
  return (
    <div className="grid gap-3" aria-busy={answer.status === 'loading'}>
      {filterBar(refused.fields)}
      {body}
    </div>
  )
}
