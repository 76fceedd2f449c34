/**
 * A select on Radix: keyboard and screen-reader behaviour of a listbox, styled like the inputs, the
 * same in every browser. Values are strings; `null` is "nothing chosen" (Radix reserves "").
 */
import * as SelectPrimitive from '@radix-ui/react-select'
import { Check, ChevronDown } from 'lucide-react'
import { cn } from '../lib/cn'

const NONE = '__none__'

export interface Option {
  value: string
  label: string
  /** Shown but not choosable (taken by someone else, say). */
  disabled?: boolean
}

export interface SelectProps {
  id?: string
  value: string | null
  options: readonly Option[]
  onChange: (value: string | null) => void
  /** The label of "nothing chosen"; without it, nothing cannot be chosen once something is. */
  empty?: string
  placeholder?: string
  disabled?: boolean
  invalid?: boolean
  describedBy?: string | undefined
  'aria-label'?: string
  className?: string
}

export function Select({
  id,
  value,
  options,
  onChange,
  empty,
  placeholder = 'Оберіть…',
  disabled,
  invalid,
  describedBy,
  className,
  ...aria
}: SelectProps) {
  return (
    <SelectPrimitive.Root
      value={value ?? (empty ? NONE : '')}
      onValueChange={(v) => onChange(v === NONE ? null : v)}
      disabled={disabled ?? false}
    >
      <SelectPrimitive.Trigger
        id={id}
        aria-label={aria['aria-label']}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={cn(
          'flex min-h-11 w-full items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 text-left text-base text-slate-900',
          'focus-visible:outline-2 focus-visible:outline-brand-700 disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:border-red-600',
          'data-[placeholder]:text-slate-500',
          className,
        )}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon>
          <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-[min(24rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg"
        >
          <SelectPrimitive.Viewport className="p-1">
            {empty && <Item value={NONE} label={empty} />}
            {options.map((o) => (
              <Item key={o.value} {...o} />
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  )
}

function Item({ value, label, disabled }: Option) {
  return (
    <SelectPrimitive.Item
      value={value}
      disabled={disabled ?? false}
      className="relative flex min-h-10 cursor-default items-center rounded px-8 text-base text-slate-900 outline-none select-none data-[disabled]:text-slate-500 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900"
    >
      <SelectPrimitive.ItemIndicator className="absolute left-2">
        <Check aria-hidden="true" className="size-4" />
      </SelectPrimitive.ItemIndicator>
      <SelectPrimitive.ItemText>{label}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  )
}
