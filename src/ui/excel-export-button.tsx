/**
 * «Експорт в Excel» for a server-made file under a screen's filters (a report, the stock availability):
 * online only, «Готуємо файл…» while it downloads, saved under `fileName`; a failure says so under it.
 */
import { useState } from 'react'
import { EXPORT_FAILED } from '../../domain/reports/define-report'
import { saveFile } from '../lib/save-file'
import { Button } from './button'

export interface ExcelExportButtonProps {
  download: () => Promise<Blob>
  fileName: string
  online: boolean
  /** What the console says when it fails (no personal data). */
  what: string
}

export function ExcelExportButton({ download, fileName, online, what }: ExcelExportButtonProps) {
  const [exporting, setExporting] = useState(false)
  const [failed, setFailed] = useState(false)
  const exportFile = async () => {
    setExporting(true)
    setFailed(false)
    try {
      saveFile(await download(), fileName)
    } catch (e) {
      console.error(`${what} export failed`, e)
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
