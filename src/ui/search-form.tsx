/**
 * A list's search row: one labelled search field with «Знайти» (Enter applies it too), and room for the
 * list's other filters after the button. The typed text is a filter draft (src/ui/filter-draft.ts).
 */
import type { ReactNode } from 'react'
import { cn } from '../lib/cn'
import { Button } from './button'
import type { FilterDraft } from './filter-draft'
import { Input } from './input'

export function SearchForm({
  name,
  id,
  label,
  draft,
  onSearch,
  maxLength = 255,
  width = 'w-64',
  children,
}: {
  /** The form's accessible name, e.g. "Пошук позицій". */
  name: string
  id: string
  label: string
  draft: FilterDraft
  onSearch: (value: string) => void
  maxLength?: number
  width?: string
  /** Other filters, after the button. */
  children?: ReactNode
}) {
  return (
    <form
      role="search"
      aria-label={name}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault()
        onSearch(draft.value.trim())
      }}
    >
      <div className={cn('grid gap-1', width)}>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <Input id={id} type="search" maxLength={maxLength} {...draft.field} />
      </div>
      <Button type="submit" variant="secondary">
        Знайти
      </Button>
      {children}
    </form>
  )
}
