import { useCallback, useEffect, useRef } from 'react'
import type { TokenStore } from '../api/token-storage'
import { forgetDraft, keepDraft } from './kept-drafts'
import { captureTypedFields, trackTypedFields } from './typed-fields'

/**
 * Notes the fields the user touches and, when the session ends without the user asking (a refused
 * refresh, a revoked token), keeps what they typed for when they are back on the same page. Answers
 * the function a deliberate sign-out calls first, so that nothing is kept then.
 */
/** `userId` must be stable (a module-level function). */
export function useKeepTypedFields(store: TokenStore, userId: () => number | undefined): () => void {
  const deliberate = useRef(false)
  useEffect(() => {
    const tracker = trackTypedFields(document)
    let hadToken = store.read() !== null
    const unsubscribe = store.subscribe(() => {
      const hasToken = store.read() !== null
      // Runs while the page is still on screen: React re-renders after the store has told everyone.
      if (hadToken && !hasToken) {
        const id = userId()
        const fields = captureTypedFields(document, tracker.touched)
        if (deliberate.current) forgetDraft()
        else if (id !== undefined && fields.length > 0) {
          const { pathname, search } = window.location
          keepDraft({ userId: id, path: pathname + search, savedAt: Date.now(), fields })
        }
      }
      if (hasToken) deliberate.current = false
      hadToken = hasToken
    })
    return () => {
      unsubscribe()
      tracker.stop()
    }
  }, [store, userId])
  return useCallback(() => {
    deliberate.current = true
  }, [])
}
