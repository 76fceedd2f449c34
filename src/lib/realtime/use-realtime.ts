/** React bindings of the realtime channel: keep it open while mounted, and listen to its events. */
import { useEffect, useEffectEvent } from 'react'
import type { RealtimeEventName, RealtimeEvents } from '../../../domain/realtime/realtime-events'
import type { RealtimeClient } from './realtime-client'
import { realtime } from './realtime'

/** Opens the channel for the signed-in session while the calling component is mounted. */
export function useRealtimeConnection(client: RealtimeClient = realtime): void {
  useEffect(() => client.start(), [client])
}

/** Calls `handler` with every `name` event; the latest handler is used without re-subscribing. */
export function useRealtimeEvent<E extends RealtimeEventName>(
  name: E,
  handler: (payload: RealtimeEvents[E]) => void,
  client: RealtimeClient | undefined = realtime,
): void {
  const onEvent = useEffectEvent(handler)
  useEffect(() => client.on(name, (payload) => onEvent(payload)), [client, name])
}
