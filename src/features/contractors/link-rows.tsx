/**
 * A list of records the contract covers (cities, filials, payment types, price lists) as rows of
 * selects: each row offers only what no other row has chosen, so a value cannot be chosen twice.
 * An empty row is a row not filled in yet (left out of the request). Errors: one under the group,
 * and one per row (the server's per-row messages, or its "already chosen" on the repeated row).
 */
import { Plus, Trash2 } from 'lucide-react'
import { Button } from '../../ui/button'
import { Select } from '../../ui/select'
import type { Choice } from './use-contractor-choices'

export interface LinkRowsProps {
  id: string
  legend: string
  /** The accessible name of row i (1-based), e.g. "Місто 2". */
  rowLabel: (n: number) => string
  addLabel: string
  /** Said when no row is filled in. */
  emptyText: string
  choices: readonly Choice[]
  value: ReadonlyArray<number | null>
  onChange: (value: Array<number | null>) => void
  disabled?: boolean
  error?: string | undefined
  rowErrors?: Readonly<Record<number, string>>
}

export function LinkRows({
  id,
  legend,
  rowLabel,
  addLabel,
  emptyText,
  choices,
  value,
  onChange,
  disabled,
  error,
  rowErrors = {},
}: LinkRowsProps) {
  const errorId = `${id}-error`
  const set = (i: number, v: number | null) => onChange(value.map((old, j) => (j === i ? v : old)))
  const remove = (i: number) => onChange(value.filter((_, j) => j !== i))
  const taken = (i: number) => new Set(value.filter((v, j) => j !== i && v !== null))
  const allTaken = choices.every((c) => value.includes(c.id))
  return (
    <fieldset
      id={id}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      className="grid gap-2 rounded-md border border-slate-200 p-3 aria-[invalid=true]:border-red-600"
    >
      <legend className="px-1 text-sm font-medium text-slate-800">{legend}</legend>
      {value.length === 0 && <p className="text-sm text-slate-600">{emptyText}</p>}
      {value.map((v, i) => {
        const rowId = `${id}-${i}`
        const rowError = rowErrors[i]
        const others = taken(i)
        // The row's own choice stays offered even if the reference lost it (shown by its number).
        const options = [
          ...(v !== null && !choices.some((c) => c.id === v) ? [{ id: v, name: `№ ${v}` }] : []),
          ...choices.filter((c) => !others.has(c.id)),
        ]
        return (
          <div key={i} className="grid gap-1">
            <div className="flex items-center gap-2">
              <Select
                id={rowId}
                aria-label={rowLabel(i + 1)}
                value={v === null ? null : String(v)}
                options={options.map((c) => ({ value: String(c.id), label: c.name }))}
                invalid={Boolean(rowError)}
                describedBy={rowError ? `${rowId}-error` : undefined}
                disabled={disabled}
                onChange={(next) => set(i, next === null ? null : Number(next))}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Прибрати: ${rowLabel(i + 1)}`}
                title="Прибрати"
                disabled={disabled}
                onClick={() => remove(i)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </div>
            {rowError && (
              <p id={`${rowId}-error`} role="alert" className="text-sm text-red-700">
                {rowError}
              </p>
            )}
          </div>
        )
      })}
      <div>
        <Button
          variant="secondary"
          disabled={disabled || allTaken || value.includes(null)}
          onClick={() => onChange([...value, null])}
        >
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}

/**
 * Where a list's errors land: "field.i" on row i of what was sent (mapped back to the form's rows, the
 * empty ones left out), and the whole-list message on every row that repeats an earlier one — or under
 * the group when no row does.
 */
export function linkErrors(
  rows: ReadonlyArray<number | null>,
  errors: Readonly<Record<string, string>>,
): { group?: string; rows: Record<number, string> } {
  const sentRow: number[] = []
  rows.forEach((v, i) => v !== null && sentRow.push(i))
  const out: { group?: string; rows: Record<number, string> } = { rows: {} }
  for (const [key, message] of Object.entries(errors)) {
    if (key === '') {
      const seen = new Set<number>()
      let onRow = false
      rows.forEach((v, i) => {
        if (v === null) return
        if (seen.has(v)) {
          out.rows[i] = message
          onRow = true
        }
        seen.add(v)
      })
      if (!onRow) out.group = message
    } else {
      const row = sentRow[Number(key)]
      if (row !== undefined) out.rows[row] = message
      else out.group = message
    }
  }
  return out
}
