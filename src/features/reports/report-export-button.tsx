/** «Експорт в Excel»: the report under the address's filters as a file; a failure says so under it. */
import { reportFileName, type ReportDefinition } from '../../../domain/reports/define-report'
import { kyivDay } from '../../../domain/time/kyiv'
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
      fileName={reportFileName(def, filters, kyivDay(new Date()))}
      online={online}
      what={`Report ${def.name}`}
    />
  )
}
