/**
 * Runs the signed-in user's offline session (start-offline.ts) for as long as that user is signed in,
 * and gives screens its store and outbox through OfflineContext. The session's code (Dexie, the outbox)
 * is loaded only once a user is known: the sign-in page stays small. Until it is ready the context
 * holds null; the signed-in layouts wait for it with RequireOffline, so their screens can rely on
 * useOffline().
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { useSession } from '../../lib/session/session-context'
import { OfflineContext, type Offline } from './offline-context'

export function OfflineProvider({ children }: { children: ReactNode }) {
  const userId = useSession().user?.id
  const [offline, setOffline] = useState<Offline | null>(null)

  useEffect(() => {
    if (userId === undefined) {
      void import('./start-offline').then((m) => m.endOfflineSession())
      return
    }
    let stop: (() => void) | undefined
    let cancelled = false
    void import('./start-offline').then(({ startOffline }) => {
      if (cancelled) return
      const session = startOffline(userId)
      stop = session.stop
      // The store being ready mounts the whole signed-in shell and its page (RequireOffline): rendered
      // as a transition, React renders it in slices between which the browser stays responsive,
      // instead of one main-thread task of ~100 ms on a slow machine.
      startTransition(() => setOffline(session.offline))
    })
    return () => {
      cancelled = true
      stop?.()
      setOffline(null)
    }
  }, [userId])

  const current = offline?.userId === userId ? offline : null
  return <OfflineContext value={current}>{children}</OfflineContext>
}
