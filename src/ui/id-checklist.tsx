/**
 * A multiple choice of records as a group of checkboxes (every line a 44 px target): roles, filials,
 * groups, specializations, warehouses, cash registers, the doctors of a service. Long lists scroll inside
 * their box.
 */
import { Checkbox } from './checkbox'

export interface IdChoice {
  id: number
  name: string
}

export function IdChecklist({
  id,
  legend,
  choices,
  value,
  onChange,
  disabled,
  error,
  empty = 'Немає з чого обрати',
}: {
  id: string
  legend: string
  choices: readonly IdChoice[]
  value: readonly number[]
  onChange: (ids: number[]) => void
  disabled?: boolean
  error?: string | undefined
  empty?: string
}) {
  const errorId = `${id}-error`
  const toggle = (choice: number, on: boolean) =>
    onChange(on ? [...value.filter((v) => v !== choice), choice] : value.filter((v) => v !== choice))
  return (
    <fieldset
      id={id}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      className="grid gap-1 rounded-md border border-slate-200 p-3 aria-[invalid=true]:border-red-600"
    >
      <legend className="px-1 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid max-h-56 gap-x-4 overflow-y-auto sm:grid-cols-2">
        {choices.length === 0 ? (
          <p className="text-sm text-slate-600">{empty}</p>
        ) : (
          choices.map((c) => (
            <Checkbox
              key={c.id}
              id={`${id}-${c.id}`}
              label={c.name}
              checked={value.includes(c.id)}
              disabled={disabled}
              onChange={(on) => toggle(c.id, on)}
            />
          ))
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}
