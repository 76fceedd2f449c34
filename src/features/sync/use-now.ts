import { useEffect, useState } from 'react'

/** Re-renders every `ms` so relative ages ("5 хвилин") stay current. */
export function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), ms)
    return () => clearInterval(t)
  }, [ms])
  return now
}
