import { useState } from 'react'

/**
 * A form's draft over a live record (useReference). While the user edits, the draft wins. After a save
 * the saved values stay on screen until the live record reaches the revision the save wrote — a read
 * that started before the save may still arrive, and a quick next edit built on it would undo the save.
 */
export function useDraft<V>(liveRev: number, fromLive: V) {
  const [state, setState] = useState<{ value: V; untilRev: number } | null>(null)
  const active = state !== null && liveRev < state.untilRev
  return {
    value: active ? state.value : fromLive,
    edit: (value: V) => setState({ value, untilRev: Number.POSITIVE_INFINITY }),
    /** `rev`: the record's revision right after the save. */
    saved: (value: V, rev: number) => setState({ value, untilRev: rev }),
  }
}
