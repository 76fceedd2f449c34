import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-400',
        'focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700',
        'aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus-visible:outline-red-600 disabled:bg-slate-100',
        className,
      )}
      {...props}
    />
  )
}
