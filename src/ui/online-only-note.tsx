import type { ReactNode } from 'react'

/**
 * The notice on an online-only page while the device has no connection, saying what waits for the
 * network (the page shows what it knows and offers no save). Nothing while online.
 */
export function OnlineOnlyNote({ online, children }: { online: boolean; children: ReactNode }) {
  if (online) return null
  return (
    <p role="status" className="max-w-2xl rounded-md bg-amber-50 p-3 text-sm text-amber-900">
      {children}
    </p>
  )
}
