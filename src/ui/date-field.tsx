/**
 * The one date field of the interface (spec 000 §1: dates are DD.MM.YYYY): typed through a mask
 * (react-imask) or picked from a Ukrainian calendar (Monday first, uk month names, whatever the
 * browser's locale), never a native date input, whose look and format follow the browser.
 *
 * The value is an ISO calendar day 'YYYY-MM-DD' or null, so it drops into react-hook-form's Controller
 * (`value`, `onChange`, `onBlur`, `name`, `ref`) and into plain state alike. While the typed text is
 * not a whole, real day the value is null and the field says why in Ukrainian. A real day outside the
 * limits (min, max, disabled days — greyed out in the calendar) is reported as it is, for the form's
 * own rule to refuse with its own words; until the form marks the field invalid, the field names the
 * limit itself.
 */
import { lazy, Suspense, useState, type Ref } from 'react'
import { IMaskInput } from 'react-imask'
import * as Popover from '@radix-ui/react-popover'
import { CalendarDays } from 'lucide-react'
import { cn } from '../lib/cn'
import { dateProblem, isoFromDay, isoFromShown, shownFromIso, type DayLimits } from './date-text'

// The calendar (react-day-picker, its styles and locale) is fetched when first opened: most screens with
// a date field never open it, and it stays out of the app shell's first load.
const DayCalendar = lazy(() => import('./day-calendar').then((m) => ({ default: m.DayCalendar })))

export interface DateFieldProps extends DayLimits {
  id: string
  /** 'YYYY-MM-DD', or null for none. */
  value: string | null
  /** A whole real day, or null (emptied, or typed text that is not a day yet). */
  onChange: (value: string | null) => void
  onBlur?: () => void
  name?: string
  disabled?: boolean
  required?: boolean
  'aria-invalid'?: boolean | undefined
  'aria-describedby'?: string | undefined
  className?: string
  ref?: Ref<HTMLInputElement>
}

/** The id of the field's own message (a date that does not exist, or outside the limits). */
export const dateProblemId = (id: string) => `${id}-date-problem`

export function DateField({
  id,
  value,
  onChange,
  onBlur,
  name,
  disabled,
  required,
  className,
  ref,
  min,
  max,
  disabledDays,
  ...aria
}: DateFieldProps) {
  const limits: DayLimits = { min, max, disabledDays }
  const [text, setText] = useState(() => shownFromIso(value))
  const [seen, setSeen] = useState(value)
  const [blurred, setBlurred] = useState(false)
  const [open, setOpen] = useState(false)
  if (value !== seen) {
    // A value set from outside (a preset, a reset, a picked day) replaces what was typed.
    setSeen(value)
    if (value !== isoFromShown(text)) setText(shownFromIso(value))
  }

  const formSays = aria['aria-invalid'] === true
  const problem = dateProblem(text, formSays ? {} : limits, blurred)
  const accept = (typed: string) => {
    setText(typed)
    const next = isoFromShown(typed)
    setSeen(next)
    if (next !== value) onChange(next)
  }
  const describedBy = [aria['aria-describedby'], problem ? dateProblemId(id) : undefined]
    .filter(Boolean)
    .join(' ')

  return (
    <div className={cn('grid gap-1', className)}>
      <div className="relative">
        <IMaskInput
          id={id}
          name={name}
          inputRef={ref}
          mask="00.00.0000"
          value={text}
          onAccept={(typed: string) => accept(typed)}
          onBlur={() => {
            setBlurred(true)
            onBlur?.()
          }}
          onFocus={() => setBlurred(false)}
          inputMode="numeric"
          autoComplete="off"
          placeholder="ДД.ММ.РРРР"
          disabled={disabled}
          required={required}
          aria-invalid={formSays || problem !== null ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(
            'block min-h-11 w-full rounded-md border border-slate-300 bg-white pr-12 pl-3 text-base text-slate-900 tabular-nums placeholder:text-slate-400',
            'focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700',
            'aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus-visible:outline-red-600 disabled:bg-slate-100',
          )}
        />
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger
            type="button"
            disabled={disabled}
            // One short name, not the field's label again: the label names the text field alone.
            aria-label="Календар"
            className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-md text-slate-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:text-slate-400"
          >
            <CalendarDays aria-hidden className="size-5" />
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              align="end"
              sideOffset={4}
              className="z-50 rounded-md border border-slate-200 bg-white p-2 shadow-lg"
            >
              <Suspense fallback={<p className="p-4 text-sm text-slate-600">Завантаження календаря…</p>}>
                <DayCalendar
                  selected={isoFromShown(text) ?? value}
                  limits={limits}
                  onPick={(day) => {
                    accept(shownFromIso(isoFromDay(day)))
                    setOpen(false)
                  }}
                />
              </Suspense>
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      </div>
      {problem && (
        <p id={dateProblemId(id)} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  )
}
