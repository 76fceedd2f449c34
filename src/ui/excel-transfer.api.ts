/** The two requests of the Excel buttons: a file download with the session's auth, and a file upload. */
import { idempotencyKeyHeader } from '../../domain/sync/sync.schema'
import { importResultSchema, XLSX_MIME, type ImportResult } from '../../domain/excel/excel-import.schema'
import { api } from '../lib/api/api'
import { newUuid } from '../lib/new-uuid'

export const downloadXlsx = (path: string): Promise<Blob> =>
  api.request<Blob>(path, { as: 'blob', headers: { Accept: `${XLSX_MIME}, application/json` } })

const importKey = () => `excel-import-${newUuid()}`

/** Posts the file as the raw body; one Idempotency-Key per attempt, so a lost answer never imports twice. */
export const uploadXlsx = (path: string, file: Blob): Promise<ImportResult> =>
  api.request(path, {
    method: 'POST',
    body: new Blob([file], { type: XLSX_MIME }),
    schema: importResultSchema,
    headers: { [idempotencyKeyHeader]: importKey() },
  })
