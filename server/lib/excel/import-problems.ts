/**
 * The refusal of an Excel import: every wrong row found while checking the whole file, and nothing
 * stored. Problems are collected in row order; the first IMPORT_ROWS_LISTED are listed with the total.
 */
import { DomainError } from '../../../domain/api/errors'
import {
  excelImportMessages as msg,
  IMPORT_ROWS_LISTED,
  type ImportFailedBody,
  type ImportProblem,
} from '../../../domain/excel/excel-import.schema'

/** 422 import_failed 'Помилка, перевірте файл імпорту.' with `rows` and `total`. */
export class ImportFailedError extends DomainError {
  constructor(
    readonly rows: ImportProblem[],
    readonly total: number,
  ) {
    super('import_failed', 422, msg.failed)
  }

  override toBody(): ImportFailedBody {
    return { ...super.toBody(), rows: this.rows, total: this.total }
  }
}

export class ImportProblems {
  private readonly listed: ImportProblem[] = []
  total = 0

  add(row: number, column: string, message: string): void {
    this.total++
    if (this.listed.length < IMPORT_ROWS_LISTED) this.listed.push({ row, column, message })
  }

  /** Throws the refusal when any problem was found. */
  throwIfAny(): void {
    if (this.total > 0) throw new ImportFailedError(this.listed, this.total)
  }
}

/** A refusal of the whole file (unreadable, no header, a required column missing). */
export function fileProblem(message: string, column = '', row = 1): ImportFailedError {
  return new ImportFailedError([{ row, column, message }], 1)
}
