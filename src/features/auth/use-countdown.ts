import { useCallback, useEffect, useState } from 'react'

/** "MM:SS"; minutes keep counting past 59 (a long ban reads 75:00, not 15:00). */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds))
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
}

/**
 * Whole seconds left until a deadline started with `start(seconds)`. It reads the clock on every tick
 * instead of counting ticks, so a throttled background tab still shows the right time when it returns.
 */
export function useCountdown(): [secondsLeft: number, start: (seconds: number) => void] {
  const [until, setUntil] = useState<number | null>(null)
  const [left, setLeft] = useState(0)

  useEffect(() => {
    if (until === null) return
    const tick = () => {
      const next = Math.max(0, Math.ceil((until - Date.now()) / 1000))
      setLeft(next)
      if (next === 0) clearInterval(timer)
    }
    // Four ticks a second keep the display within a quarter second of the true time.
    const timer = setInterval(tick, 250)
    return () => clearInterval(timer)
  }, [until])

  const start = useCallback((seconds: number) => {
    setUntil(Date.now() + seconds * 1000)
    setLeft(Math.max(0, Math.ceil(seconds)))
  }, [])

  return [left, start]
}
