/**
 * The protocol's form state: the draft the doctor edits and the server version it was built on. A newer
 * server version replaces the draft only while nothing is unsaved; otherwise the draft stays on screen
 * (nothing typed is lost, offline or after a conflict) and the page asks which one to keep.
 */
import { useCallback, useState } from 'react'
import type { Protocol } from '../../../domain/protocols/protocol.schema'
import { draftOf, sameDraft, type ProtocolDraft } from './protocol-model'

interface DraftState {
  id: number
  /** The server version the draft was built on (or rebased to). */
  version: number
  /** The draft as that version holds it: unsaved changes are the difference. */
  base: ProtocolDraft
  draft: ProtocolDraft
}

const fresh = (p: Protocol): DraftState => {
  const base = draftOf(p, new Date())
  return { id: p.id, version: p.version, base, draft: base }
}

export function useProtocolDraft(protocol: Protocol | undefined) {
  const [state, setState] = useState<DraftState | null>(null)
  let current = state
  if (
    protocol &&
    (!current ||
      current.id !== protocol.id ||
      (current.version !== protocol.version && sameDraft(current.draft, current.base)))
  ) {
    current = fresh(protocol)
    setState(current)
  }
  // Stable, so the rows of a sheet can skip rendering when their own value has not changed.
  const edit = useCallback(
    (change: (d: ProtocolDraft) => ProtocolDraft) =>
      setState((s) => (s ? { ...s, draft: change(s.draft) } : s)),
    [],
  )
  const dirty = current !== null && !sameDraft(current.draft, current.base)
  return {
    draft: current?.draft,
    dirty,
    /** Unsaved changes made on a version the server has since moved past. */
    behind: dirty && protocol !== undefined && current?.version !== protocol.version,
    /** The version a save names. */
    version: current?.version ?? 0,
    edit,
    /** The protocol as the server now has it, replacing the draft. */
    reset: (p: Protocol) => setState(fresh(p)),
    /** Keeps the draft and names the server's current version, so the next save replaces it. */
    keepMine: (p: Protocol) =>
      setState((s) => (s ? { ...s, version: p.version, base: draftOf(p, new Date()) } : s)),
  }
}
