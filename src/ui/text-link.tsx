import type { ComponentProps } from 'react'
import { Link } from 'react-router'
import { cn } from '../lib/cn'

/** An in-app link styled as text, still with a 44 px tall hit area. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn(
        'inline-flex min-h-11 items-center rounded-sm font-medium text-brand-700 underline-offset-4 hover:underline',
        className,
      )}
      {...props}
    />
  )
}
