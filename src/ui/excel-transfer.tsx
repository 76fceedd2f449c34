/**
 * «Експорт в Excel» and «Імпорт з Excel» for a settings list (price list positions, services). Both are
 * online only: the server builds and checks the files. An import the server refuses stored nothing; its
 * wrong rows are listed (row, column, message) so the file can be fixed and sent again.
 */
import { useRef, useState, type ChangeEvent } from 'react'
import {
  excelImportMessages,
  importFailedBodySchema,
  XLSX_MAX_BYTES,
  XLSX_MIME,
  type ImportProblem,
  type ImportResult,
} from '../../domain/excel/excel-import.schema'
import { isApiError } from '../lib/api/api-error'
import { useOnlineStatus } from '../shared/use-online-status'
import { Button } from './button'
import { downloadXlsx, uploadXlsx } from './excel-transfer.api'
import { saveFile } from '../lib/save-file'
import { OnlineOnlyNote } from './online-only-note'

export interface ExcelTransferProps {
  /** API path of the download, e.g. `/settings/price-lists/1/export`. */
  exportPath: string
  /** API path the file is posted to, e.g. `/settings/price-lists/1/import`. */
  importPath: string
  /** The name the downloaded file is saved under. */
  fileName: string
  /** After a stored import (refresh the list). */
  onImported?: (result: ImportResult) => void
}

type Outcome =
  | { kind: 'imported'; result: ImportResult }
  | { kind: 'refused'; rows: ImportProblem[]; total: number }
  | { kind: 'error'; message: string }

const count = (n: number) => n.toLocaleString('uk-UA')

const failure = (e: unknown, fallback: string): Outcome => {
  if (isApiError(e) && e.code === 'import_failed') {
    const body = importFailedBodySchema.safeParse(e.body)
    const rows = body.success ? (body.data.rows ?? []) : []
    return { kind: 'refused', rows, total: body.success ? (body.data.total ?? rows.length) : rows.length }
  }
  return { kind: 'error', message: isApiError(e) ? e.message : fallback }
}

export function ExcelTransfer({ exportPath, importPath, fileName, onImported }: ExcelTransferProps) {
  const online = useOnlineStatus()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState<'export' | 'import' | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const exportFile = async () => {
    setBusy('export')
    setOutcome(null)
    try {
      saveFile(await downloadXlsx(exportPath), fileName)
    } catch (e) {
      setOutcome(failure(e, 'Не вдалося завантажити файл.'))
    } finally {
      setBusy(null)
    }
  }

  const importFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    e.target.value = ''
    if (!file) return
    setOutcome(null)
    if (!/\.xlsx$/i.test(file.name))
      return setOutcome({ kind: 'error', message: excelImportMessages.notXlsx })
    if (file.size > XLSX_MAX_BYTES)
      return setOutcome({ kind: 'error', message: excelImportMessages.tooLarge })
    setBusy('import')
    try {
      const result = await uploadXlsx(importPath, file)
      setOutcome({ kind: 'imported', result })
      onImported?.(result)
    } catch (err) {
      setOutcome(failure(err, 'Не вдалося надіслати файл.'))
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={!online || busy !== null} onClick={() => void exportFile()}>
          {busy === 'export' ? 'Готуємо файл…' : 'Експорт в Excel'}
        </Button>
        <Button
          variant="secondary"
          disabled={!online || busy !== null}
          onClick={() => input.current?.click()}
        >
          {busy === 'import' ? 'Імпортуємо…' : 'Імпорт з Excel'}
        </Button>
        <input
          ref={input}
          type="file"
          accept={`.xlsx,${XLSX_MIME}`}
          aria-label="Файл Excel для імпорту"
          className="sr-only"
          tabIndex={-1}
          disabled={!online || busy !== null}
          onChange={(e) => void importFile(e)}
        />
      </div>
      <OnlineOnlyNote online={online}>
        Файли Excel готує та перевіряє сервер: зараз зв’язку немає, тож експорт та імпорт недоступні.
      </OnlineOnlyNote>
      {outcome?.kind === 'imported' && (
        <p role="status" className="text-sm text-emerald-800">
          Створено {count(outcome.result.created)}, змінено {count(outcome.result.updated)}, без змін{' '}
          {count(outcome.result.unchanged)}
        </p>
      )}
      {outcome?.kind === 'error' && (
        <p role="alert" className="text-sm text-red-700">
          {outcome.message}
        </p>
      )}
      {outcome?.kind === 'refused' && <ImportProblems rows={outcome.rows} total={outcome.total} />}
    </div>
  )
}

function ImportProblems({ rows, total }: { rows: ImportProblem[]; total: number }) {
  return (
    <div className="grid gap-2">
      <p role="alert" className="text-sm font-medium text-red-700">
        {excelImportMessages.failed}
      </p>
      <p className="text-sm text-slate-700">
        Нічого не збережено: виправте ці рядки у файлі та імпортуйте його знову.
      </p>
      {rows.length > 0 && (
        <div className="max-h-80 overflow-auto rounded-md border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Помилки у файлі імпорту</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th className="px-3 py-1">Рядок</th>
                <th className="px-3 py-1">Стовпець</th>
                <th className="px-3 py-1">Помилка</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={i} className="border-b border-slate-100">
                  <td className="px-3 py-1 tabular-nums">{r.row}</td>
                  <td className="px-3 py-1">{r.column}</td>
                  <td className="px-3 py-1">{r.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {total > rows.length && (
        <p className="text-sm text-slate-600">
          Показано перші {count(rows.length)} з {count(total)} помилок.
        </p>
      )}
    </div>
  )
}
