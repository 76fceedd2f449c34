/**
 * Live registry screens (issue 20 item 9): a `registryChanged` notice on the channel `mis` — someone
 * booked, moved a queue card, started a reception, recorded a call — makes every registry query of the
 * open tab (all keyed under ['registry', …]) read its day again, so another registrar's change shows
 * within a second without a reload. The answer counts the notices heard: a screen that keeps its day on
 * the device (useCachedAnswer) passes it as the refresh key; `onChange` also hears each notice.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { RegistryChangedEvent } from '../../../domain/registry/registry-events'
import { useRealtimeEvent } from '../../lib/realtime/use-realtime'

export function useRegistryLive(onChange?: (e: RegistryChangedEvent) => void): number {
  const queryClient = useQueryClient()
  const [heard, setHeard] = useState(0)
  useRealtimeEvent('registryChanged', (e) => {
    void queryClient.invalidateQueries({ queryKey: ['registry'] })
    setHeard((n) => n + 1)
    onChange?.(e)
  })
  return heard
}
