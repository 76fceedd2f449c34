/**
 * What an Excel import answers: the counts of a stored file, or — when any row is wrong and nothing was
 * stored — the wrong rows (at most IMPORT_ROWS_LISTED of them) with the total. Shared by the server's
 * import routes and the PWA's import button.
 */
import { z } from 'zod'
import { errorBodySchema } from '../api/errors'
import { int4, text } from '../api/scalars'

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
/** The largest file an import takes. */
export const XLSX_MAX_BYTES = 15 * 1024 * 1024
/** Wrong rows listed in a refusal; the total says how many there were. */
export const IMPORT_ROWS_LISTED = 200

export const excelImportMessages = {
  failed: 'Помилка, перевірте файл імпорту.',
  tooLarge: 'Файл завеликий: можна завантажити не більше 15 МБ.',
  notXlsx: 'Не вдалося прочитати файл: потрібна книга Excel (.xlsx).',
  noRows: 'У файлі немає рядків з даними.',
  tooManyRows: (max: number) => `У файлі забагато рядків: не більше ${max.toLocaleString('uk-UA')}.`,
  missingColumn: (header: string) => `У файлі немає стовпця «${header}».`,
  required: 'Обов’язкове поле.',
  repeatedCode: (row: number) => `Код повторюється: він уже є в рядку ${row}.`,
  notNumber: 'Вкажіть число.',
  negative: 'Значення не може бути від’ємним.',
  moneyTooLarge: 'Сума не може перевищувати 1 000 000 грн.',
  moneyDecimals: 'Не більше двох знаків після коми.',
  integer: 'Вкажіть ціле число.',
  range: (min: number, max: number) => `Вкажіть ціле число від ${min} до ${max}.`,
  tooLong: (max: number) => `Не більше ${max} символів.`,
  unsafeText: 'Текст містить недопустимі символи.',
  flag: 'Вкажіть «так» або «ні».',
} as const

export const importProblemSchema = z.object({
  /** The row of the sheet, 1-based as Excel numbers it (the header is row 1). */
  row: int4(),
  /** The column's header as the file should name it; empty for a problem of the whole row or file. */
  column: text(),
  message: text(),
})
export type ImportProblem = z.infer<typeof importProblemSchema>

/** The 422 `import_failed` answer: nothing was stored. */
export const importFailedBodySchema = errorBodySchema
  .extend({
    rows: z.array(importProblemSchema).optional(),
    /** How many problems the file has (only the first IMPORT_ROWS_LISTED are listed). */
    total: int4().optional(),
  })
  .meta({ id: 'ImportFailed' })
export type ImportFailedBody = z.infer<typeof importFailedBodySchema>

export const importResultSchema = z
  .object({ created: int4(), updated: int4(), unchanged: int4() })
  .meta({ id: 'ImportResult' })
export type ImportResult = z.infer<typeof importResultSchema>
