/**
 * The registry's realtime notice (issue 20 item 9): something on one Kyiv day of the registry changed —
 * a booking, a queue move, a reception started or finished, a call recorded, a previous entry saved.
 * It carries no patient data, only what a screen needs to know whether to read its day again; the
 * screens showing that day (schedule, queue, cabinets, call list, doctor's workstation) read it again.
 */
import { z } from 'zod'

export const registryChangeKinds = [
  'booking',
  'queue',
  'reception',
  'call',
  'previous-entry',
  'order',
] as const
export type RegistryChangeKind = (typeof registryChangeKinds)[number]

export const registryChangedEventSchema = z
  .object({
    /** The Kyiv day that changed (YYYY-MM-DD). */
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    kind: z.enum(registryChangeKinds),
    /** The user whose write it was, so a tab can tell its own changes from others'. */
    by: z.number().int(),
    /** Server time of the change (epoch ms): the latency benchmark measures from it. */
    at: z.number(),
  })
  .meta({ id: 'RegistryChanged' })
export type RegistryChangedEvent = z.infer<typeof registryChangedEventSchema>

/** How often a registry screen reads its day again while the realtime channel is down. */
export const REGISTRY_POLL_MS = 15_000
