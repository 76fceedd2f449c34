/**
 * Which columns of the order list a user sees, remembered on this device per user (the key holds the
 * user id, so colleagues sharing a tablet keep their own choice). Only the user's own choices are
 * stored: a column added later shows as its definition says until the user hides it.
 */
import { useCallback, useState } from 'react'
import type { OrderColumn } from '../../shared/orders/order-columns'

export type ColumnChoice = Record<string, boolean>

export const columnChoiceKey = (userId: number) => `clinic-office:order-columns:${userId}`

/** What each column shows by default: its `shown` flag, a fixed column always. */
export function defaultChoice(columns: readonly OrderColumn[]): ColumnChoice {
  return Object.fromEntries(columns.map((c) => [c.key, c.fixed === true || c.shown === true]))
}

/** The remembered choice over the defaults; anything unreadable or unknown is ignored. */
export function readChoice(raw: string | null, columns: readonly OrderColumn[]): ColumnChoice {
  const choice = defaultChoice(columns)
  let stored: unknown
  try {
    stored = raw === null ? null : JSON.parse(raw)
  } catch {
    return choice
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return choice
  for (const c of columns) {
    const value = (stored as Record<string, unknown>)[c.key]
    if (!c.fixed && typeof value === 'boolean') choice[c.key] = value
  }
  return choice
}

function load(userId: number, columns: readonly OrderColumn[]): ColumnChoice {
  try {
    return readChoice(localStorage.getItem(columnChoiceKey(userId)), columns)
  } catch {
    return defaultChoice(columns)
  }
}

function save(userId: number, choice: ColumnChoice | null): void {
  try {
    if (choice) localStorage.setItem(columnChoiceKey(userId), JSON.stringify(choice))
    else localStorage.removeItem(columnChoiceKey(userId))
  } catch {
    // Private mode or a full quota: the choice still holds until the page is left.
  }
}

export interface ColumnChoiceState {
  shown: ColumnChoice
  /** Shows or hides one column; a fixed column stays. */
  setShown: (key: string, shown: boolean) => void
  /** Back to the default columns, forgetting the user's choice. */
  reset: () => void
}

export function useColumnChoice(userId: number, columns: readonly OrderColumn[]): ColumnChoiceState {
  const [state, setState] = useState(() => ({ userId, shown: load(userId, columns) }))
  // Another user signed in on the same screen: their own choice, read during render (no effect needed).
  const current = state.userId === userId ? state : { userId, shown: load(userId, columns) }
  if (current !== state) setState(current)
  const setShown = useCallback(
    (key: string, shown: boolean) => {
      if (columns.find((c) => c.key === key)?.fixed) return
      setState((s) => {
        const next = { ...s.shown, [key]: shown }
        save(s.userId, next)
        return { ...s, shown: next }
      })
    },
    [columns],
  )
  const reset = useCallback(() => {
    setState((s) => {
      save(s.userId, null)
      return { ...s, shown: defaultChoice(columns) }
    })
  }, [columns])
  return { shown: current.shown, setShown, reset }
}
