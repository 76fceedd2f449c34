/**
 * Primary protocols (`/settings/laboratory/primary-protocols`, spec 001 §3 "Primary protocol"): the
 * layout of a PCR plate — rows (letters A…Z), columns (1…48) and the cells kept for controls, typed as
 * "A1, H12". The reference list `/api/v2/primary-protocols/reference` reads the same table.
 * Spec 001 §5 forbids deleting a protocol a PCR result uses; there are no PCR results yet, so that
 * rule comes with them.
 */
import { text } from '../api/scalars'
import { defineResource } from '../resources/define-resource'
import { requiredText, wholeNumber } from '../resources/resource-fields'

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const CELL = /^([A-Z])([1-9][0-9]?)$/

/** A cell "H12" as its row (1-based, A = 1) and column; undefined when it is not a cell name. */
export function parseCell(cell: string): { row: number; column: number } | undefined {
  const m = CELL.exec(cell)
  return m ? { row: LETTERS.indexOf(m[1]!) + 1, column: Number(m[2]) } : undefined
}

const controlCells = text()
  .trim()
  .toUpperCase()
  .max(10, 'Клітинку вказують як літеру рядка й номер стовпця, напр. A1')
  .array()
  .max(1248, '«Контрольні клітинки»: забагато клітинок')
  .superRefine((cells, ctx) => {
    const seen = new Set<string>()
    for (const cell of cells) {
      const at = parseCell(cell)
      if (!at || at.column > 48)
        ctx.addIssue({
          code: 'custom',
          message: `«${cell}» — не клітинка: вкажіть літеру рядка й номер стовпця, напр. A1`,
        })
      else if (seen.has(cell)) ctx.addIssue({ code: 'custom', message: `Клітинка ${cell} вказана двічі` })
      seen.add(cell)
    }
  })
// Required on a create (an empty list is none); never a zod default, or a partial edit would clear them.

export const primaryProtocols = defineResource({
  name: 'primary-protocols',
  entity: 'primary-protocol',
  route: '/settings/laboratory/primary-protocols',
  table: 'primary_protocols',
  title: 'Первинні протоколи',
  one: 'Первинний протокол',
  description: 'Розкладки ПЛР-планшетів: кількість рядів (літери A…Z) і стовпців та клітинки для контролів.',
  fields: {
    name: requiredText('Назва'),
    rows: wholeNumber('Рядів', 1, 26),
    columns: wholeNumber('Стовпців', 1, 48),
    controlCells,
  },
  form: {
    name: { label: 'Назва' },
    rows: { label: 'Рядів', widget: 'number', help: 'Від 1 до 26: ряди позначають літерами A…Z' },
    columns: { label: 'Стовпців', widget: 'number', help: 'Від 1 до 48' },
    controlCells: {
      label: 'Контрольні клітинки',
      widget: 'list',
      placeholder: 'A1, H12',
      help: 'Через кому або пробіл, напр. A1, H12; порожньо — без контролів',
    },
  },
  columns: [
    { key: 'name', label: 'Назва' },
    { key: 'rows', label: 'Рядів' },
    { key: 'columns', label: 'Стовпців' },
    { key: 'controlCells', label: 'Контрольні клітинки' },
  ],
  filters: [{ key: 'q', kind: 'search', label: 'Пошук', fields: ['name'] }],
  sort: { field: 'name' },
  perms: { read: 'crmReferencesSee', write: 'crmSettingsEdit' },
  unique: [{ fields: ['name'], message: 'Такий протокол уже є' }],
  check: (r): Record<string, string> => {
    const outside = (r.controlCells ?? []).find((cell) => {
      const at = parseCell(cell)
      return at && (at.row > r.rows || at.column > r.columns)
    })
    return outside ? { controlCells: `Клітинка ${outside} поза планшетом ${r.rows} × ${r.columns}` } : {}
  },
  describe: (r) => `${r.name} (${r.rows} × ${r.columns})`,
})
