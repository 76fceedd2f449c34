/**
 * The state of the thin loading bar (spec 000 §1, §9): it follows page-chunk loads and API requests,
 * appears only when work lasts longer than the minimum fetch delay (200 ms) so quick answers do not
 * flicker, creeps forward every 500 ms, and turns red when a request or a page-data refresh fails.
 */

export interface LoadingBarState {
  visible: boolean
  /** 0–100; never reaches 100 until the work is done. */
  percent: number
  failed: boolean
}

export interface LoadingBarOptions {
  tickMs?: number
  minDelayMs?: number
}

const IDLE: LoadingBarState = { visible: false, percent: 0, failed: false }
// How long a finished bar stays full before it goes away: long enough to notice red.
const DONE_HOLD_MS = 250
const FAILED_HOLD_MS = 1500

export function createLoadingBar({ tickMs = 500, minDelayMs = 200 }: LoadingBarOptions = {}) {
  let state = IDLE
  let active = 0
  let showTimer: ReturnType<typeof setTimeout> | undefined
  let hideTimer: ReturnType<typeof setTimeout> | undefined
  let tickTimer: ReturnType<typeof setInterval> | undefined
  const listeners = new Set<() => void>()

  const set = (next: Partial<LoadingBarState>) => {
    state = { ...state, ...next }
    listeners.forEach((l) => l())
  }
  const stopTimers = () => {
    clearTimeout(showTimer)
    clearInterval(tickTimer)
    showTimer = tickTimer = undefined
  }
  // Each tick covers a fifth of what is left, so the bar slows down instead of stalling at a fixed point.
  const tick = () => set({ percent: state.percent + (95 - state.percent) * 0.2 })
  const show = () => {
    showTimer = undefined
    set({ visible: true, percent: Math.max(state.percent, 10) })
    tickTimer ??= setInterval(tick, tickMs)
  }
  const finish = () => {
    stopTimers()
    if (!state.visible) return set(IDLE)
    set({ percent: 100 })
    hideTimer = setTimeout(() => set(IDLE), state.failed ? FAILED_HOLD_MS : DONE_HOLD_MS)
  }

  const bar = {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    start: () => {
      active += 1
      if (active > 1) return
      clearTimeout(hideTimer)
      // A new round of work starts afresh, even if the last one ended red.
      if (state.percent === 100) set(IDLE)
      if (state.visible) tickTimer ??= setInterval(tick, tickMs)
      else showTimer ??= setTimeout(show, minDelayMs)
    },
    end: (failed = false) => {
      if (active === 0) return
      active -= 1
      if (failed) set({ failed: true, visible: true })
      if (active === 0) finish()
    },
    /** Marks the bar failed even when nothing is loading (a failed page-data refresh in the background). */
    fail: () => {
      set({ failed: true, visible: true })
      if (active === 0) finish()
    },
    /** Shows the bar while `work` runs. */
    track: <T>(work: Promise<T>): Promise<T> => {
      bar.start()
      work.then(
        () => bar.end(),
        () => bar.end(true),
      )
      return work
    },
  }
  return bar
}

export type LoadingBar = ReturnType<typeof createLoadingBar>

/** The app's one bar. */
export const loadingBar = createLoadingBar()
