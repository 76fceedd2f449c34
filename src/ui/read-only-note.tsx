import type { ReactNode } from 'react'

/** The notice on a page the user may read but not change, saying why (no edit buttons are shown). */
export function ReadOnlyNote({ children }: { children: ReactNode }) {
  return (
    <p role="note" className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
      {children}
    </p>
  )
}
