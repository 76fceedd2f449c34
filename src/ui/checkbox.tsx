/** A checkbox on Radix with its label beside it (the whole line is the click target). */
import * as CheckboxPrimitive from '@radix-ui/react-checkbox'
import { Check } from 'lucide-react'

export interface CheckboxProps {
  id: string
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
  describedBy?: string | undefined
}

export function Checkbox({ id, label, checked, onChange, disabled, describedBy }: CheckboxProps) {
  return (
    <div className="flex min-h-11 items-center gap-3">
      <CheckboxPrimitive.Root
        id={id}
        checked={checked}
        onCheckedChange={(v) => onChange(v === true)}
        disabled={disabled ?? false}
        aria-describedby={describedBy}
        className="flex size-5 shrink-0 items-center justify-center rounded border border-slate-400 bg-white focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700"
      >
        <CheckboxPrimitive.Indicator>
          <Check aria-hidden="true" className="size-4 text-white" />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <label htmlFor={id} className="text-base text-slate-900">
        {label}
      </label>
    </div>
  )
}
