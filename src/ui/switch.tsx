/**
 * An on/off switch on Radix (role "switch"), named by `label` (visible beside it, or only for assistive
 * technology when the column header already says it). The target is 44 px high on touch screens.
 */
import * as SwitchPrimitive from '@radix-ui/react-switch'
import { cn } from '../lib/cn'

export interface SwitchProps {
  checked: boolean
  onChange: (checked: boolean) => void
  /** The switch's name: what it allows. */
  label: string
  /** Show the label beside the switch (default: only for assistive technology). */
  showLabel?: boolean
  disabled?: boolean
}

export function Switch({ checked, onChange, label, showLabel = false, disabled = false }: SwitchProps) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 has-disabled:cursor-default pointer-fine:min-h-8">
      <SwitchPrimitive.Root
        checked={checked}
        onCheckedChange={onChange}
        disabled={disabled}
        aria-label={showLabel ? undefined : label}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-slate-400 bg-slate-200 transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
          'disabled:opacity-60 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700',
        )}
      >
        <SwitchPrimitive.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5" />
      </SwitchPrimitive.Root>
      {showLabel && <span className="text-base text-slate-900">{label}</span>}
    </label>
  )
}
