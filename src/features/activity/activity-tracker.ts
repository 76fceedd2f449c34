/**
 * User activity tracking, exactly as spec 000 §4: while the user is signed in an activity is open on
 * the server; mouse moves keep it alive; after the inactivity timeout it is ended; on page unload it
 * is saved locally, and the next load continues it (saved end under 1800 s old) or ends it with the
 * saved end time and starts a new one. A plain state machine with its I/O injected, so that its
 * rules are tested with fake timers; use-activity-tracker.ts wires it to the page.
 */
import { activityResumeWindowSeconds } from '../../../domain/activity/user-activity.schema'

/** What is kept in local storage under `userActivity` (times in unix seconds). */
export interface SavedActivity {
  id: number
  startTime: number
  endTime: number
  /** Whose activity it is: another user signing in on the same device must not continue it. */
  userId: number
}

export interface ActivityTrackerDeps {
  userId: number
  api: {
    /** POST /api/v2/user-activities; resolves with the new id. */
    start: (startTime: number) => Promise<number>
    /** PATCH /api/v2/user-activities/{id}. */
    end: (id: number, endTime: number) => Promise<void>
  }
  saved: {
    read: () => SavedActivity | null
    write: (activity: SavedActivity) => void
    clear: () => void
  }
  /** True once the session is confirmed (token and profile in place). */
  isSignedIn: () => boolean
  inactivityTimeoutMs: number
  now?: () => number
}

export type ActivityPhase = 'waiting-for-sign-in' | 'idle' | 'starting' | 'open' | 'stopped'

export interface ActivityTracker {
  start: () => void
  /** A mouse move (at `at`, default now): restarts the inactivity timer; after an end, starts anew. */
  input: (at?: number) => void
  /** The page is being unloaded: save the open activity for the next load. */
  pageHide: () => void
  /** Sign-out or unmount: timers stop; an open activity is saved as on unload. */
  stop: () => void
  phase: () => ActivityPhase
  current: () => { id: number; startTime: number } | null
}

/** The sign-in check of spec 000 §4 runs every 3 seconds until the sign-in is confirmed. */
export const SIGN_IN_CHECK_MS = 3000
// setTimeout overflows above 2^31-1 ms; a longer timeout is simply planned again at that point.
const MAX_TIMER_MS = 2 ** 31 - 1

export function createActivityTracker(deps: ActivityTrackerDeps): ActivityTracker {
  const now = deps.now ?? Date.now
  const seconds = () => Math.floor(now() / 1000)
  let phase: ActivityPhase = 'waiting-for-sign-in'
  let current: { id: number; startTime: number } | null = null
  let lastInputAt = now()
  let checkTimer: ReturnType<typeof setInterval> | undefined
  let idleTimer: ReturnType<typeof setTimeout> | undefined
  let firstCheck: ReturnType<typeof setTimeout> | undefined

  const save = () => {
    if (current) deps.saved.write({ ...current, endTime: seconds(), userId: deps.userId })
  }

  // The timer is not reset on every mouse move (they come by the hundred): it fires at the planned
  // deadline and, if there was input meanwhile, plans the rest of the timeout from the last input.
  function armIdleTimer() {
    clearTimeout(idleTimer)
    const remaining = lastInputAt + deps.inactivityTimeoutMs - now()
    idleTimer = setTimeout(onIdleTimer, Math.min(MAX_TIMER_MS, Math.max(0, remaining)))
  }

  function onIdleTimer() {
    if (phase !== 'open' || !current) return
    if (now() - lastInputAt < deps.inactivityTimeoutMs) return armIdleTimer()
    const ended = current
    const endTime = seconds()
    current = null
    phase = 'idle'
    deps.api.end(ended.id, endTime).catch(() => {
      // Not delivered (offline): keep it for the next load, which ends it with this time.
      if (!deps.saved.read()) deps.saved.write({ ...ended, endTime, userId: deps.userId })
    })
  }

  function beginNew() {
    // One open activity at a time, and no second start while one is being stored.
    if (phase !== 'idle') return
    phase = 'starting'
    const startTime = seconds()
    deps.api.start(startTime).then(
      (id) => {
        if (phase !== 'starting') {
          // Stopped while it was being stored: it is open on the server, so keep it like on unload.
          deps.saved.write({ id, startTime, endTime: seconds(), userId: deps.userId })
          return
        }
        current = { id, startTime }
        phase = 'open'
        armIdleTimer()
      },
      () => {
        // Not stored (offline, server error): the next mouse move tries again.
        if (phase === 'starting') phase = 'idle'
      },
    )
  }

  function resumeOrBegin() {
    const saved = deps.saved.read()
    deps.saved.clear()
    phase = 'idle'
    if (saved && saved.userId === deps.userId) {
      if (seconds() - saved.endTime < activityResumeWindowSeconds) {
        current = { id: saved.id, startTime: saved.startTime }
        phase = 'open'
        armIdleTimer()
        return
      }
      deps.api.end(saved.id, saved.endTime).catch(() => undefined)
    }
    beginNew()
  }

  function check() {
    if (phase !== 'waiting-for-sign-in' || !deps.isSignedIn()) return
    clearInterval(checkTimer)
    checkTimer = undefined
    lastInputAt = now()
    resumeOrBegin()
  }

  return {
    start() {
      if (phase !== 'waiting-for-sign-in' || checkTimer !== undefined) return
      checkTimer = setInterval(check, SIGN_IN_CHECK_MS)
      // The first check right after this task: a start undone at once (React's development double
      // mount) then never reaches the server.
      firstCheck = setTimeout(check, 0)
    },
    input(at = now()) {
      lastInputAt = Math.max(lastInputAt, at)
      if (phase === 'idle') beginNew()
    },
    pageHide: save,
    stop() {
      clearTimeout(firstCheck)
      clearInterval(checkTimer)
      clearTimeout(idleTimer)
      checkTimer = undefined
      save()
      current = null
      phase = 'stopped'
    },
    phase: () => phase,
    current: () => current,
  }
}
