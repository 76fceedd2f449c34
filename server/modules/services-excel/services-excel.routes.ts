/**
 * Excel export and import of the services catalogue (issue 19 item 2). Kept apart from the services
 * CRUD module; a plugin of its own, so the raw .xlsx body parser applies to these routes only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../../domain/api/errors'
import {
  importFailedBodySchema,
  importResultSchema,
  XLSX_MIME,
} from '../../../domain/excel/excel-import.schema'
import type { AppContext } from '../../app-context'
import { sendXlsx } from '../../lib/excel/sheet-writer'
import { acceptXlsxUploads, readUploadedSheet } from '../../lib/excel/upload'
import {
  importServices,
  MAX_SERVICE_ROWS,
  serviceHeaders,
  serviceRows,
  serviceSheetColumns,
} from './services-excel'

const tags = ['Послуги']
const auth = 'crmSettingsEdit' as const
const columns = Object.values(serviceHeaders).join(' | ')

export function servicesExcelRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    acceptXlsxUploads(app)
    app.get(
      '/settings/services/export',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Експорт послуг в Excel',
          description: `Every service ordered by code as an .xlsx (one sheet), columns: ${columns}.`,
          response: { 200: z.string().describe(XLSX_MIME), 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (_req, reply) =>
        sendXlsx(
          reply,
          { fileName: 'Послуги.xlsx', asciiFallback: 'services.xlsx' },
          { sheetName: 'Послуги', columns: serviceSheetColumns },
          serviceRows(ctx.db),
        ),
    )
    app.post(
      '/settings/services/import',
      {
        config: { auth, upload: 'xlsx' },
        schema: {
          tags,
          summary: 'Імпорт послуг з Excel',
          description:
            `The raw .xlsx as the body (Content-Type ${XLSX_MIME}, at most 15 MB: else 413). The first sheet's ` +
            `first row names the columns (${columns}; matched by header text in any order, others ignored; Код ` +
            'required). A known code updates its service, a new one adds a service (Назва required). Категорія is ' +
            'a top-level category and Підкатегорія one under it, by name; a name not in the catalogue creates the ' +
            'category. A blank cell keeps the current value (a new service takes the defaults: 30 min, 100 %, ' +
            'scheduled, published). The whole file is checked first: any wrong row ' +
            "answers 422 import_failed 'Помилка, перевірте файл імпорту.' with `rows` [{row, column, message}] " +
            '(at most 200) and `total`, and nothing is stored.',
          response: {
            200: importResultSchema,
            401: errorBodySchema,
            403: errorBodySchema,
            413: errorBodySchema,
            422: importFailedBodySchema,
          },
        },
      },
      async (req, reply) => {
        const sheet = await readUploadedSheet(req.body, MAX_SERVICE_ROWS)
        return ctx.mutate(req, reply, (m) => importServices(m, sheet))
      },
    )
  }
}
