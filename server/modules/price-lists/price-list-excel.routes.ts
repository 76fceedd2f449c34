/**
 * Excel export and import of a price list's positions. A plugin of its own, so the raw .xlsx body
 * parser applies to these routes only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../../domain/api/errors'
import { idParam } from '../../../domain/api/scalars'
import {
  importFailedBodySchema,
  importResultSchema,
  XLSX_MIME,
} from '../../../domain/excel/excel-import.schema'
import type { AppContext } from '../../app-context'
import { sendXlsx } from '../../lib/excel/sheet-writer'
import { acceptXlsxUploads, readUploadedSheet } from '../../lib/excel/upload'
import {
  importPriceList,
  MAX_IMPORT_ROWS,
  positionHeaders,
  positionRows,
  positionSheetColumns,
  priceListForExport,
} from './price-list-excel'

const tags = ['Прайс-листи']
const params = z.object({ id: idParam() })
const auth = 'crmSettingsEdit' as const
const columns = Object.values(positionHeaders).join(' | ')

export function priceListExcelRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    acceptXlsxUploads(app)
    app.get(
      '/settings/price-lists/:id/export',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Експорт позицій прайс-листа в Excel',
          description:
            `The list's positions ordered by code as an .xlsx (one sheet), columns: ${columns}. Money in hryvnias ` +
            'with two decimals; «Ручна ціна» так/ні.',
          params,
          response: {
            200: z.string().describe(XLSX_MIME),
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (req, reply) => {
        const list = await priceListForExport(ctx.db, req.params.id)
        return sendXlsx(
          reply,
          { fileName: `Прайс-лист ${list.nameUk}.xlsx`, asciiFallback: `price-list-${list.id}.xlsx` },
          { sheetName: 'Позиції', columns: positionSheetColumns },
          positionRows(ctx.db, list.id),
        )
      },
    )
    app.post(
      '/settings/price-lists/:id/import',
      {
        config: { auth, upload: 'xlsx' },
        schema: {
          tags,
          summary: 'Імпорт позицій прайс-листа з Excel',
          description:
            `The raw .xlsx as the body (Content-Type ${XLSX_MIME}, at most 15 MB: else 413). The first sheet's ` +
            `first row names the columns (${columns}; matched by header text in any order, others ignored; Код ` +
            'required). A code names a service (services list) or a test (tests list); its row updates the ' +
            'position of that item or adds one. «Ручна ціна» так keeps the typed final price, otherwise the ' +
            'final price is the price with the list discount. A blank Ціна is refused; blank optional cells clear the ' +
            'value; a blank «Ручна ціна» keeps it. Назва is for reading only (a position is named after its item). The whole file is checked first: any wrong row ' +
            "answers 422 import_failed 'Помилка, перевірте файл імпорту.' with `rows` [{row, column, message}] " +
            '(at most 200) and `total`, and nothing is stored. Answers the counts of created, updated and unchanged positions.',
          params,
          response: {
            200: importResultSchema,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
            413: errorBodySchema,
            422: importFailedBodySchema,
          },
        },
      },
      async (req, reply) => {
        const sheet = await readUploadedSheet(req.body, MAX_IMPORT_ROWS)
        return ctx.mutate(req, reply, (m) => importPriceList(m, req.params.id, sheet))
      },
    )
  }
}
