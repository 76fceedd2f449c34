import { useEffect, useState } from 'react'

/**
 * Re-renders every `ms` so relative ages ("5 хвилин", «12 хв» in a queue column) stay current: one timer
 * for the whole screen, not one per row or card.
 */
export function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), ms)
    return () => clearInterval(t)
  }, [ms])
  return now
}
