/**
 * The template constructor's tree operations on a template's indicator rows (spec 001 §3 "Protocol
 * indicator": the parent indicator). The rows are kept in the order the doctor sees them — each parent
 * followed by its children (domain/protocols/protocol-print.ts `printOrder`) — so a move is a move in
 * that one list: the row goes with its whole subtree and takes the parent of the row it lands beside.
 */
import { printOrder } from '../../../../domain/protocols/protocol-print'
import type { TemplateIndicator } from '../../../../domain/protocols/template-rules'

export interface TreeRow {
  indicator: TemplateIndicator
  depth: number
}

/** The rows in the order they show, with their depth. */
export const treeRows = (rows: readonly TemplateIndicator[]): TreeRow[] => printOrder(rows)

/** `code` and every row under it, in order (the subtree a drag carries). */
export function subtreeCodes(rows: readonly TemplateIndicator[], code: string): Set<string> {
  const out = new Set([code])
  for (let grew = true; grew;) {
    grew = false
    for (const r of rows)
      if (r.parentCode && out.has(r.parentCode) && !out.has(r.code)) {
        out.add(r.code)
        grew = true
      }
  }
  return out
}

/**
 * The rows with `active` (and its subtree) moved to where `over` is: before it when moved up, after its
 * subtree when moved down; `active` takes `over`'s parent. Unchanged when `over` is inside `active`'s
 * own subtree or either is unknown.
 */
export function moveRow(
  rows: readonly TemplateIndicator[],
  active: string,
  over: string,
): TemplateIndicator[] {
  const flat = treeRows(rows).map((r) => r.indicator)
  const from = flat.findIndex((r) => r.code === active)
  const to = flat.findIndex((r) => r.code === over)
  const moving = subtreeCodes(flat, active)
  if (from < 0 || to < 0 || moving.has(over)) return [...flat]
  const target = flat[to]!
  const carried = flat
    .filter((r) => moving.has(r.code))
    .map((r) => (r.code === active ? { ...r, parentCode: target.parentCode } : r))
  const rest = flat.filter((r) => !moving.has(r.code))
  let at = rest.findIndex((r) => r.code === over)
  if (to > from) {
    const overTree = subtreeCodes(rest, over)
    while (at + 1 < rest.length && overTree.has(rest[at + 1]!.code)) at += 1
    at += 1
  }
  return [...rest.slice(0, at), ...carried, ...rest.slice(at)]
}

/** A code not yet used in the template: `${stem}_1`, `${stem}_2`, … */
export function freeCode(rows: readonly TemplateIndicator[], stem: string): string {
  const taken = new Set(rows.map((r) => r.code))
  for (let n = 1; ; n += 1) if (!taken.has(`${stem}_${n}`)) return `${stem}_${n}`
}

export const emptyIndicator = (
  code: string,
  label: string,
  parentCode: string | null,
): TemplateIndicator => ({
  code,
  label,
  widget: 'input',
  required: false,
  unit: null,
  decimals: null,
  normMin: null,
  normMax: null,
  formula: null,
  parentCode,
  options: null,
  defaultValue: null,
  fontSize: null,
})

/**
 * The rows with a new indicator (or section) added: under `parent` after its last descendant, or at the
 * end when there is none. Answers the rows and the new code.
 */
export function addRow(
  rows: readonly TemplateIndicator[],
  kind: 'indicator' | 'section',
  parent: string | null,
): { rows: TemplateIndicator[]; code: string } {
  const flat = treeRows(rows).map((r) => r.indicator)
  const code = freeCode(flat, kind === 'section' ? 'section' : 'field')
  const row =
    kind === 'section'
      ? { ...emptyIndicator(code, 'Новий розділ', parent), widget: 'section' as const }
      : emptyIndicator(code, 'Новий показник', parent)
  if (parent === null || !flat.some((r) => r.code === parent)) return { rows: [...flat, row], code }
  const under = subtreeCodes(flat, parent)
  const last = flat.reduce((at, r, i) => (under.has(r.code) ? i : at), -1)
  return { rows: [...flat.slice(0, last + 1), row, ...flat.slice(last + 1)], code }
}

/** The rows without `code`; its children move up to its parent. */
export function removeRow(rows: readonly TemplateIndicator[], code: string): TemplateIndicator[] {
  const gone = rows.find((r) => r.code === code)
  if (!gone) return [...rows]
  return rows
    .filter((r) => r.code !== code)
    .map((r) => (r.parentCode === code ? { ...r, parentCode: gone.parentCode } : r))
}

/** The rows with `from` renamed to `to`, its children following it. */
export function renameRow(rows: readonly TemplateIndicator[], from: string, to: string): TemplateIndicator[] {
  return rows.map((r) => ({
    ...r,
    ...(r.code === from && { code: to }),
    ...(r.parentCode === from && { parentCode: to }),
  }))
}

/** The codes `code` may be placed under: any row but itself and its own subtree. */
export function parentChoices(rows: readonly TemplateIndicator[], code: string): TemplateIndicator[] {
  const own = subtreeCodes(rows, code)
  return treeRows(rows)
    .map((r) => r.indicator)
    .filter((r) => !own.has(r.code))
}
