/**
 * A text filter typed into a field and applied on "Знайти" (Enter): the draft follows the applied value
 * when the address changes elsewhere (back button, "Очистити фільтри"), and emptying the field removes
 * the filter at once — a cleared field that kept filtering the list looked like a broken search.
 */
import { useState, type ChangeEvent } from 'react'

export interface FilterDraft {
  /** The text in the field (maybe not applied yet). */
  value: string
  /** Props of the field: `<Input {...draft.field} />`. */
  field: { value: string; onChange: (e: ChangeEvent<HTMLInputElement>) => void }
  /** Empties the field, e.g. on "Очистити фільтри" (which clears the applied value itself). */
  reset: () => void
}

/** The field's props; `apply('')` runs as soon as the user empties a field whose filter is applied. */
export function useFilterDraft(applied: string, apply: (value: string) => void): FilterDraft {
  const [draft, setDraft] = useState(applied)
  const [seen, setSeen] = useState(applied)
  if (applied !== seen) {
    // Adjusting state while rendering (React's pattern for state derived from a changed prop).
    setSeen(applied)
    setDraft(applied)
  }
  return {
    value: draft,
    field: {
      value: draft,
      onChange: (e) => {
        const value = e.target.value
        setDraft(value)
        if (value.trim() === '' && applied !== '') apply('')
      },
    },
    reset: () => setDraft(''),
  }
}
