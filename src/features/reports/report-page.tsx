/**
 * Звіти → any report of domain/reports/reports.ts (/reports/<name>): one page drawn from the report's
 * definition — heading, filters in the address applied by «Сформувати», the chart, the table with its
 * totals, pages, «Експорт в Excel». Nothing is asked until the address has a period that passes the
 * 30-day rule — but a report of the stock as it is now (`periodless`) is asked at once. The answer is kept on the device per query and shown offline with the time it was made.
 */
import { useState, type ReactNode } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { reportOptionsSchema, type ReportDefinition } from '../../../domain/reports/define-report'
import { periodErrors } from '../../../domain/reports/report-period'
import { reportByName } from '../../../domain/reports/reports'
import { useCachedAnswer } from '../../offline/react/use-cached-answer'
import { useOnline } from '../../offline/react/use-outbox'
import { ReportExportButton } from './report-export-button'
import { ReportFilterBar } from './report-filter-bar'
import { readReportFilters, reportQuery, withReportFilters, type ReportDraft } from './report-filters'
import { ReportResult } from './report-result'
import { reportOptionsPath } from './reports.api'

const draftOf = ({ page: _page, ...draft }: ReturnType<typeof readReportFilters>): ReportDraft => draft

export function ReportPage() {
  const name = useLocation().pathname.split('/')[2] ?? ''
  const def = reportByName.get(name)
  if (!def) return <p className="rounded-md bg-white p-4 text-sm text-slate-700">Такого звіту немає.</p>
  return <ReportScreen key={def.name} def={def} />
}

function ReportScreen({ def }: { def: ReportDefinition }) {
  const [params, setParams] = useSearchParams()
  const online = useOnline()
  const options = useCachedAnswer(reportOptionsPath(def.name), reportOptionsSchema)
  const [refused, setRefused] = useState<Record<string, string>>({})
  const [asked, setAsked] = useState(0)
  const filters = readReportFilters(def, params)
  const hasPeriod = Boolean(def.periodless) || params.has('from') || params.has('to')
  // A link with a bad period is checked as «Сформувати» would check it, and not sent.
  const addressErrors = hasPeriod && !def.periodless ? periodErrors(filters.from, filters.to) : {}
  const ready = hasPeriod && Object.keys(addressErrors).length === 0
  const query = reportQuery(def, filters)

  const filterBar = (serverErrors: Record<string, string>) => (
    <ReportFilterBar
      key={params.toString()}
      def={def}
      applied={draftOf(filters)}
      options={options.status === 'shown' ? options.data : undefined}
      errors={{ ...addressErrors, ...serverErrors, ...refused }}
      onApply={(draft) => {
        const mistakes = def.periodless ? {} : periodErrors(draft.from, draft.to)
        setRefused(mistakes)
        if (Object.keys(mistakes).length > 0) return
        const next = withReportFilters(def, draft)
        // The same filters again: ask again (the day's figures move).
        if (next.toString() === params.toString()) setAsked((n) => n + 1)
        else setParams(next)
      }}
    />
  )

  let body: ReactNode
  if (ready)
    body = (
      <ReportResult
        key={query}
        def={def}
        query={query}
        refreshKey={asked}
        online={online}
        filterBar={filterBar}
      />
    )
  else
    body = (
      <>
        {filterBar({})}
        {!hasPeriod && (
          <p className="rounded-md bg-white p-4 text-sm text-slate-700">
            Оберіть період і натисніть «Сформувати».
          </p>
        )}
      </>
    )

  return (
    <section className="grid gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold text-slate-900">{def.title}</h1>
          {def.description && <p className="max-w-3xl text-sm text-slate-700">{def.description}</p>}
        </div>
        {ready && (
          <ReportExportButton
            def={def}
            query={reportQuery(def, filters, false)}
            filters={filters}
            online={online}
          />
        )}
      </div>
      {body}
    </section>
  )
}
