/**
 * Live registry screens (issue 20 item 9): a `registryChanged` notice on the channel `mis` — someone
 * booked, moved a queue card, started a reception, recorded a call — makes every registry query of the
 * open tab (all keyed under ['registry', …]) read its day again, so another registrar's change shows
 * within a second without a reload. While the channel is down (a proxy that drops WebSockets, the
 * server restarting) but the network is up, the screens fall back to reading their day every
 * REGISTRY_POLL_MS, and every (re)connect of the channel reads again what it may have missed. The answer
 * counts the refreshes: a screen that keeps its day on the device
 * (useCachedAnswer) passes it as the refresh key; `onChange` also hears each notice.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { REGISTRY_POLL_MS, type RegistryChangedEvent } from '../../../domain/registry/registry-events'
import { realtime } from '../../lib/realtime/realtime'
import { useRealtimeEvent } from '../../lib/realtime/use-realtime'

export function useRegistryLive(onChange?: (e: RegistryChangedEvent) => void): number {
  const queryClient = useQueryClient()
  const [heard, setHeard] = useState(0)
  useRealtimeEvent('registryChanged', (e) => {
    void queryClient.invalidateQueries({ queryKey: ['registry'] })
    setHeard((n) => n + 1)
    onChange?.(e)
  })
  // Notices sent while the channel was connecting or down were missed: every (re)connect reads again.
  useEffect(
    () =>
      realtime.onConnect(() => {
        void queryClient.invalidateQueries({ queryKey: ['registry'] })
        setHeard((n) => n + 1)
      }),
    [queryClient],
  )
  useEffect(() => {
    const timer = setInterval(() => {
      if (realtime.status() === 'connected' || !navigator.onLine) return
      void queryClient.invalidateQueries({ queryKey: ['registry'] })
      setHeard((n) => n + 1)
    }, REGISTRY_POLL_MS)
    return () => clearInterval(timer)
  }, [queryClient])
  return heard
}
