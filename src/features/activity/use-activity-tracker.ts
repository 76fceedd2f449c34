/** Runs the activity tracker for the signed-in user: mouse moves, page unload, the session. */
import { useEffect, useRef } from 'react'
import { api } from '../../lib/api/api'
import { useSession } from '../../lib/session/session-context'
import { createActivityTracker } from './activity-tracker'
import { readInactivityTimeoutMs, savedActivityStore } from './activity-storage'
import { endUserActivity, startUserActivity } from './activity.api'

// mousemove fires many times a second; once a second is plenty to mark the user as present.
const INPUT_THROTTLE_MS = 1000

export function useActivityTracker(userId: number): void {
  const { status } = useSession()
  const signedIn = useRef(status === 'signed-in')
  useEffect(() => {
    signedIn.current = status === 'signed-in'
  }, [status])

  useEffect(() => {
    const tracker = createActivityTracker({
      userId,
      api: {
        start: (startTime) => startUserActivity(api, startTime),
        end: (id, endTime) => endUserActivity(api, id, endTime),
      },
      saved: savedActivityStore(window.localStorage),
      isSignedIn: () => signedIn.current,
      inactivityTimeoutMs: readInactivityTimeoutMs(window.localStorage),
    })
    // Throttled, leading and trailing: the first move of a burst counts at once, the last one within
    // a second, with its own time — so the timeout still runs from the very last move.
    let handledAt = 0
    let lastMoveAt = 0
    let trailing: ReturnType<typeof setTimeout> | undefined
    const onMouseMove = () => {
      lastMoveAt = Date.now()
      if (lastMoveAt - handledAt >= INPUT_THROTTLE_MS) {
        handledAt = lastMoveAt
        tracker.input(lastMoveAt)
      } else {
        trailing ??= setTimeout(
          () => {
            trailing = undefined
            handledAt = Date.now()
            tracker.input(lastMoveAt)
          },
          INPUT_THROTTLE_MS - (lastMoveAt - handledAt),
        )
      }
    }
    window.addEventListener('mousemove', onMouseMove, { passive: true })
    window.addEventListener('pagehide', tracker.pageHide)
    tracker.start()
    return () => {
      window.removeEventListener('mousemove', onMouseMove)
      window.removeEventListener('pagehide', tracker.pageHide)
      clearTimeout(trailing)
      tracker.stop()
    }
  }, [userId])
}
