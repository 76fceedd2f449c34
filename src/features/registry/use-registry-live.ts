/**
 * Live registry screens (issue 20 item 9): a `registryChanged` notice on the channel `mis` — someone
 * booked, moved a queue card, started a reception, recorded a call — makes every registry query of the
 * open tab (all keyed under ['registry', …]) read its day again, so another registrar's change shows
 * within a second without a reload. `onChange` also hears each notice (e.g. to refresh a device copy).
 */
import { useQueryClient } from '@tanstack/react-query'
import type { RegistryChangedEvent } from '../../../domain/registry/registry-events'
import { useRealtimeEvent } from '../../lib/realtime/use-realtime'

export function useRegistryLive(onChange?: (e: RegistryChangedEvent) => void): void {
  const queryClient = useQueryClient()
  useRealtimeEvent('registryChanged', (e) => {
    void queryClient.invalidateQueries({ queryKey: ['registry'] })
    onChange?.(e)
  })
}
