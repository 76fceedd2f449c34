/**
 * Number fields (spec 000 §5 "Input handling"): a comma becomes a dot as the user types, so '12,5'
 * from a Ukrainian keyboard is read as 12.5. The caret stays where it was.
 */
import type { ChangeEvent } from 'react'

/** Every comma as a dot. */
export function commaToDot(text: string): string {
  return text.replaceAll(',', '.')
}

/** A decimal typed by a user, or null for an empty or unreadable field. */
export function parseDecimal(text: string): number | null {
  const normalised = commaToDot(text.trim())
  if (normalised === '' || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalised)) return null
  return Number(normalised)
}

/**
 * An onChange handler that rewrites the field in place before handing the value on. Writing the DOM
 * value first keeps the caret where it was: React then finds nothing to change.
 */
export function decimalChangeHandler(onValue: (value: string) => void) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const fixed = commaToDot(input.value)
    if (fixed !== input.value) {
      const { selectionStart, selectionEnd } = input
      input.value = fixed
      // Inputs of type number have no selection API (it throws); text inputs with inputMode do.
      if (selectionStart !== null && selectionEnd !== null)
        input.setSelectionRange(selectionStart, selectionEnd)
    }
    onValue(fixed)
  }
}
