/**
 * A combobox for long lists (the ARIA 1.2 pattern with a listbox popup): the user types part of what
 * they look for, the caller answers the matching options, and one is picked by click, Enter or the
 * arrow keys. The field shows the chosen option's text whenever the user is not typing; leaving it with
 * other text brings the choice back, leaving it empty clears the choice. The popup is a Radix Popover
 * anchored to the field, so it overlays a dialog instead of being cut by it, while the focus stays in
 * the field.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import * as Popover from '@radix-ui/react-popover'
import { ChevronDown } from 'lucide-react'
import { cn } from '../lib/cn'

export interface ComboboxOption {
  value: string
  label: string
  /** Said after the label, smaller (e.g. "не опубліковано"). */
  note?: string | undefined
}

export interface ComboboxMatches {
  options: readonly ComboboxOption[]
  /** A line under the options (e.g. "Показано 50 з 230: уточніть пошук"), or what to do when none match. */
  note?: string | undefined
}

export interface ComboboxProps {
  id: string
  value: string | null
  /** The chosen value's text, shown in the field while the user is not typing. */
  valueLabel: string
  /** The options matching what is typed (the whole text, untrimmed). */
  search: (text: string) => ComboboxMatches
  onChange: (value: string | null) => void
  onBlur?: (() => void) | undefined
  placeholder?: string | undefined
  disabled?: boolean | undefined
  invalid?: boolean | undefined
  describedBy?: string | undefined
  /** The popup's name for screen readers, e.g. "Аналізи". */
  listLabel: string
}

export function Combobox({
  id,
  value,
  valueLabel,
  search,
  onChange,
  onBlur,
  placeholder,
  disabled,
  invalid,
  describedBy,
  listLabel,
}: ComboboxProps) {
  const listId = `${useId()}-list`
  const anchor = useRef<HTMLDivElement>(null)
  /** What the user typed since the last pick; null while the field shows the choice. */
  const [typed, setTyped] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const text = typed ?? valueLabel
  const matches = open ? search(typed ?? '') : { options: [] }
  const { options } = matches
  const current = Math.min(active, options.length - 1)
  const optionId = (i: number) => `${listId}-${i}`

  const show = () => {
    setActive(0)
    setOpen(true)
  }
  const pick = (o: ComboboxOption) => {
    setTyped(null)
    setOpen(false)
    if (o.value !== value) onChange(o.value)
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      if (!open) return show()
      if (options.length === 0) return
      const step = e.key === 'ArrowDown' ? 1 : -1
      setActive((current + step + options.length) % options.length)
    } else if (e.key === 'Enter' && open) {
      // The pick, not the form's submit.
      e.preventDefault()
      const o = options[current]
      if (o) pick(o)
    } else if (e.key === 'Escape' && (open || typed !== null)) {
      // Inside a dialog: the first Escape closes the list (or drops the typing), not the dialog.
      e.preventDefault()
      e.stopPropagation()
      if (open) setOpen(false)
      else setTyped(null)
    }
  }

  return (
    <Popover.Root open={open} onOpenChange={setOpen} modal={false}>
      <Popover.Anchor asChild>
        <div ref={anchor} className="relative">
          <input
            id={id}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && current >= 0 ? optionId(current) : undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            placeholder={placeholder}
            disabled={disabled}
            value={text}
            onChange={(e) => {
              setTyped(e.target.value)
              show()
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setOpen(false)
              // Emptied: nothing is chosen. Other text that was not picked: the choice comes back.
              if (typed !== null && typed.trim() === '' && value !== null) onChange(null)
              setTyped(null)
              onBlur?.()
            }}
            className={cn(
              'block min-h-11 w-full rounded-md border border-slate-300 bg-white pr-11 pl-3 text-base text-slate-900 placeholder:text-slate-400',
              'focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700',
              'aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus-visible:outline-red-600 disabled:bg-slate-100',
            )}
          />
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            disabled={disabled}
            // Keeps the focus in the field: the list opens under it, as typing would open it.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              document.getElementById(id)?.focus()
              if (open) setOpen(false)
              else show()
            }}
            className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center text-slate-500 disabled:text-slate-400"
          >
            <ChevronDown className="size-4" />
          </button>
        </div>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          // Not a dialog: the focus stays in the field and moves through aria-activedescendant.
          role="presentation"
          align="start"
          sideOffset={4}
          onOpenAutoFocus={(e) => e.preventDefault()}
          onCloseAutoFocus={(e) => e.preventDefault()}
          onInteractOutside={(e) => {
            if (anchor.current?.contains(e.target as Node)) e.preventDefault()
          }}
          className="z-50 flex max-h-[min(20rem,var(--radix-popover-content-available-height))] w-[var(--radix-popover-trigger-width)] flex-col rounded-md border border-slate-200 bg-white shadow-lg"
        >
          <div id={listId} role="listbox" aria-label={listLabel} className="overflow-y-auto p-1">
            {options.map((o, i) => (
              <div
                key={o.value}
                id={optionId(i)}
                role="option"
                aria-selected={i === current}
                onMouseDown={(e) => e.preventDefault()}
                onMouseMove={() => i !== current && setActive(i)}
                onClick={() => pick(o)}
                className={cn(
                  'flex min-h-10 cursor-default items-center gap-2 rounded px-3 py-1 text-base text-slate-900 select-none',
                  i === current && 'bg-brand-50 text-brand-900',
                  o.value === value && 'font-medium',
                )}
              >
                <span>{o.label}</span>
                {o.note && <span className="text-sm text-slate-600">({o.note})</span>}
              </div>
            ))}
          </div>
          {matches.note && (
            <p role="status" className="border-t border-slate-100 px-3 py-2 text-sm text-slate-600">
              {matches.note}
            </p>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
