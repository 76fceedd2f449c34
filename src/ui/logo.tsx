import { cn } from '../lib/cn'

/** The product mark (the favicon's cross) with the product name beside it. */
export function Logo({ className, withName = true }: { className?: string; withName?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold text-slate-900', className)}>
      <svg viewBox="0 0 64 64" aria-hidden="true" className="size-[1.75em] shrink-0">
        <rect width="64" height="64" rx="14" fill="#0f766e" />
        <path fill="#fff" d="M25.6 14.6h12.8v11h11v12.8h-11v11H25.6v-11h-11V25.6h11z" />
      </svg>
      {withName && <span>Clinic Office</span>}
    </span>
  )
}
