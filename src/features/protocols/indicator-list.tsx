/**
 * A "multiple, with new ones" indicator: the items written so far as chips, each removable, and a field
 * to add one (Enter or «Додати»). The field carries the indicator's label; the chips are its list.
 */
import { useState } from 'react'
import { X } from 'lucide-react'
import { LIST_ITEM_MAX, LIST_MAX } from '../../../domain/protocols/protocol-values'
import { Button } from '../../ui/button'
import { Input } from '../../ui/input'

export function IndicatorList({
  id,
  label,
  value,
  onChange,
  disabled,
  ...aria
}: {
  id: string
  label: string
  value: readonly string[]
  onChange: (value: string[]) => void
  disabled: boolean
  'aria-invalid'?: boolean | undefined
  'aria-describedby'?: string | undefined
}) {
  const [typed, setTyped] = useState('')
  const item = typed.trim()
  const full = value.length >= LIST_MAX
  const add = () => {
    if (item === '' || full) return
    if (!value.includes(item)) onChange([...value, item])
    setTyped('')
  }
  return (
    <div className="grid gap-2">
      {disabled && value.length === 0 && <p className="text-slate-600">—</p>}
      {value.length > 0 && (
        <ul aria-label={`${label}: додано`} className="flex flex-wrap gap-2">
          {value.map((v) => (
            <li
              key={v}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-3 text-sm text-slate-900"
            >
              {v}
              {!disabled && (
                <button
                  type="button"
                  aria-label={`Прибрати «${v}»`}
                  className="inline-flex size-8 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700"
                  onClick={() => onChange(value.filter((x) => x !== v))}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!disabled && (
        <div className="flex gap-2">
          <Input
            id={id}
            autoComplete="off"
            maxLength={LIST_ITEM_MAX}
            placeholder="Новий пункт, Enter — додати"
            value={typed}
            disabled={full}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return
              // Adds the item; never submits the protocol's form.
              e.preventDefault()
              add()
            }}
            {...aria}
          />
          <Button
            variant="secondary"
            disabled={item === '' || full}
            onClick={add}
            aria-label={`Додати: ${label}`}
          >
            Додати
          </Button>
        </div>
      )}
    </div>
  )
}
