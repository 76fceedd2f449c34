import { describe, expect, it } from 'vitest'
import {
  addRow,
  emptyIndicator,
  moveRow,
  parentChoices,
  removeRow,
  renameRow,
  treeRows,
} from './template-tree'

const row = (code: string, parentCode: string | null = null) => emptyIndicator(code, code, parentCode)
// vitals (section) > pulse, sys > map; then notes
const rows = [
  { ...row('vitals'), widget: 'section' as const },
  row('pulse', 'vitals'),
  row('sys', 'vitals'),
  row('map', 'sys'),
  row('notes'),
]
const shape = (r: ReturnType<typeof moveRow>) =>
  treeRows(r).map((t) => `${'-'.repeat(t.depth)}${t.indicator.code}`)

describe('the template tree', () => {
  it('moves a row up before another, taking its parent, with its subtree', () => {
    expect(shape(moveRow(rows, 'sys', 'pulse'))).toEqual(['vitals', '-sys', '--map', '-pulse', 'notes'])
    expect(shape(moveRow(rows, 'notes', 'pulse'))).toEqual(['vitals', '-notes', '-pulse', '-sys', '--map'])
    expect(shape(moveRow(rows, 'sys', 'vitals'))).toEqual(['sys', '-map', 'vitals', '-pulse', 'notes'])
  })

  it('moves a row down after the other row and everything under it', () => {
    expect(shape(moveRow(rows, 'pulse', 'sys'))).toEqual(['vitals', '-sys', '--map', '-pulse', 'notes'])
    expect(shape(moveRow(rows, 'vitals', 'notes'))).toEqual(['notes', 'vitals', '-pulse', '-sys', '--map'])
    expect(shape(moveRow(rows, 'pulse', 'map'))).toEqual(['vitals', '-sys', '--map', '--pulse', 'notes'])
  })

  it('never moves a row into its own subtree', () => {
    expect(shape(moveRow(rows, 'vitals', 'map'))).toEqual(shape(rows))
    expect(shape(moveRow(rows, 'nope', 'map'))).toEqual(shape(rows))
  })

  it('adds a row under the chosen parent after its last descendant, with a free code', () => {
    const added = addRow(rows, 'indicator', 'vitals')
    expect(added.code).toBe('field_1')
    expect(shape(added.rows)).toEqual(['vitals', '-pulse', '-sys', '--map', '-field_1', 'notes'])
    const section = addRow(added.rows, 'section', null)
    expect(section.code).toBe('section_1')
    expect(section.rows.at(-1)).toMatchObject({ code: 'section_1', widget: 'section', parentCode: null })
  })

  it('removes a row, its children moving up; renames a row, its children following', () => {
    expect(shape(removeRow(rows, 'sys'))).toEqual(['vitals', '-pulse', '-map', 'notes'])
    expect(shape(renameRow(rows, 'sys', 'systolic'))).toEqual([
      'vitals',
      '-pulse',
      '-systolic',
      '--map',
      'notes',
    ])
  })

  it('offers as parents every row outside the row’s own subtree', () => {
    expect(parentChoices(rows, 'sys').map((r) => r.code)).toEqual(['vitals', 'pulse', 'notes'])
  })
})
