/** «Експорт в Excel»: the report under the address's filters as a file; a failure says so under it. */
import type { ReportDefinition } from '../../../domain/reports/define-report'
import { dayText } from '../../../domain/protocols/protocol-print'
import { ExcelExportButton } from '../../ui/excel-export-button'
import type { ReportFilterState } from './report-filters'
import { downloadReport } from './reports.api'

export function ReportExportButton({
  def,
  query,
  filters,
  online,
}: {
  def: ReportDefinition
  /** The report's query without the page. */
  query: string
  filters: ReportFilterState
  online: boolean
}) {
  return (
    <ExcelExportButton
      download={() => downloadReport(def.name, query)}
      fileName={`${def.title} ${dayText(filters.from)}–${dayText(filters.to)}.xlsx`}
      online={online}
      what={`Report ${def.name}`}
    />
  )
}
