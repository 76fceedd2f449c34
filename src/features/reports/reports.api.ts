/**
 * The report requests. The answer and the filter choices are read through the reference cache
 * (src/offline/references: the answer network-first, kept per query for offline; the choices kept
 * like a reference), so these are their paths; the Excel file is a plain download with the session's auth.
 */
import { downloadXlsx } from '../../ui/excel-transfer.api'

/** GET /reports/<name>?<query>: the answer (reportAnswerSchema). */
export const reportPath = (name: string, query: string) => `/reports/${name}?${query}`

/** GET /reports/<name>/options: the choices of the report's filters (reportOptionsSchema). */
export const reportOptionsPath = (name: string) => `/reports/${name}/options`

/** The report under the same filters as an Excel file. */
export const downloadReport = (name: string, query: string): Promise<Blob> =>
  downloadXlsx(`/reports/${name}/export.xlsx?${query}`)
