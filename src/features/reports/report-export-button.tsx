/** «Експорт в Excel»: the report under the address's filters as a file; a failure says so under it. */
import { useState } from 'react'
import { EXPORT_FAILED, type ReportDefinition } from '../../../domain/reports/define-report'
import { dayText } from '../../../domain/protocols/protocol-print'
import { saveFile } from '../../lib/save-file'
import { Button } from '../../ui/button'
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
  const [exporting, setExporting] = useState(false)
  const [failed, setFailed] = useState(false)
  const exportFile = async () => {
    setExporting(true)
    setFailed(false)
    try {
      saveFile(
        await downloadReport(def.name, query),
        `${def.title} ${dayText(filters.from)}–${dayText(filters.to)}.xlsx`,
      )
    } catch (e) {
      console.error(`Report ${def.name} export failed`, e)
      setFailed(true)
    } finally {
      setExporting(false)
    }
  }
  return (
    <div className="grid justify-items-end gap-1">
      <Button variant="secondary" disabled={!online || exporting} onClick={() => void exportFile()}>
        {exporting ? 'Готуємо файл…' : 'Експорт в Excel'}
      </Button>
      {!online && <p className="text-sm text-slate-600">Експорт — лише з мережею</p>}
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {EXPORT_FAILED}
        </p>
      )}
    </div>
  )
}
