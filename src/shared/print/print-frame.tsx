/**
 * What every print page shares (src/features/print and the protocol's print view): the toolbar hidden on paper («Друкувати», the sheet
 * size where the page offers a choice, the way back), the `@page` rule that sets the sheet, and the
 * notice a page shows instead of a sheet (a bad address, no copy on the device).
 */
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '../../ui/button'

export type SheetFormat = 'A4' | 'A5'

/** The sheet size and margins for the browser's print, plus the table rules a long list needs. */
export const pageCss = (format: SheetFormat, orientation: 'portrait' | 'landscape' = 'portrait') =>
  `@page { size: ${format} ${orientation}; margin: ${format === 'A5' ? '10mm' : '15mm'}; }
   thead { display: table-header-group; }
   tr, .print-keep { break-inside: avoid; }`

export function PrintToolbar({
  back,
  format,
  onFormat,
}: {
  back?: { to: string; label: string } | undefined
  format?: SheetFormat | undefined
  /** Offers A4 / A5 when given. */
  onFormat?: ((f: SheetFormat) => void) | undefined
}) {
  return (
    <nav className="flex flex-wrap items-center gap-2 print:hidden" aria-label="Друк">
      <Button onClick={() => window.print()}>Друкувати</Button>
      {onFormat &&
        (['A4', 'A5'] as const).map((f) => (
          <Button
            key={f}
            variant={f === format ? 'secondary' : 'ghost'}
            aria-pressed={f === format}
            onClick={() => onFormat(f)}
          >
            {f}
          </Button>
        ))}
      {back && (
        <Link to={back.to} className="text-brand-800 underline-offset-2 hover:underline">
          {back.label}
        </Link>
      )}
    </nav>
  )
}

/** A page that cannot print what was asked: says why, in words a user acts on. */
export function PrintNotice({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="mx-auto max-w-2xl rounded-md bg-amber-50 p-3 text-amber-900">
      {children}
    </p>
  )
}

/** The frame of a printed sheet: its size rule and the text size that fits it. */
export function PrintSheet({
  label,
  format,
  orientation,
  children,
}: {
  label: string
  format: SheetFormat
  orientation?: 'portrait' | 'landscape'
  children: ReactNode
}) {
  return (
    <article
      aria-label={label}
      className={format === 'A5' ? 'text-[8pt] leading-snug' : 'text-[10pt] leading-snug'}
    >
      <style>{pageCss(format, orientation)}</style>
      {children}
    </article>
  )
}

/** Label–value pairs under a heading (patient, doctor, dates). */
export function Facts({ facts }: { facts: ReadonlyArray<readonly [string, string]> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3">
      {facts.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="font-semibold">{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  )
}
