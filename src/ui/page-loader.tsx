import { LoaderCircle } from 'lucide-react'

/** A centred busy indicator for a page or a lazily loaded chunk. */
export function PageLoader({ label = 'Завантаження…' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-40 flex-1 items-center justify-center gap-2 text-slate-600">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      <span>{label}</span>
    </div>
  )
}
