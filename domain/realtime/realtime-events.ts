/**
 * The realtime channel of spec 000 §7 (socket.io namespace "mis"): its name, its path and the events
 * it carries, with their payloads. The server emits them; the PWA listens.
 */
import { z } from 'zod'
import { text } from '../api/scalars'
import {
  taskAssignedEventSchema,
  taskChangedEventSchema,
  type TaskAssignedEvent,
  type TaskChangedEvent,
} from '../tasks/task-events'
import { rightsChangedEventSchema } from '../rights/rights.schema'
import { systemModulesSchema, type SystemModules } from '../settings/system-modules'
import { registryChangedEventSchema, type RegistryChangedEvent } from '../registry/registry-events'

/** socket.io namespace of the channel. */
export const realtimeChannel = '/mis'
/** HTTP path of the socket.io endpoint, on the same origin as the PWA. */
export const realtimePath = '/socket.io'

export const systemUpdateAlertSchema = z
  .object({ version: text().describe('The server version now running') })
  .meta({ id: 'SystemUpdateAlert' })
export type SystemUpdateAlert = z.infer<typeof systemUpdateAlertSchema>

/** Sent to each socket as it connects, so a tab that reconnects to a newer server notices the update. */
export const serverVersionSchema = z.object({ version: text() })
export type ServerVersion = z.infer<typeof serverVersionSchema>

/**
 * Records of these resource scopes changed on the server without a user's write (e.g. an analyzer's
 * listener state): a screen showing them pulls the change feed now.
 */
export const resourcesChangedEventSchema = z
  .object({ scopes: z.array(text().max(100)).max(50) })
  .meta({ id: 'ResourcesChanged' })
export type ResourcesChangedEvent = z.infer<typeof resourcesChangedEventSchema>

export interface RealtimeEvents {
  /** Spec 000 §8: a new version of the system is running; the page should be reloaded. */
  systemUpdateAlert: SystemUpdateAlert
  serverVersion: ServerVersion
  /** A task was created for the user or re-assigned to them (with their new taskToMe). */
  taskAssigned: TaskAssignedEvent
  /** A task the user wrote or performs changed (with their taskToMe). */
  taskChanged: TaskChangedEvent
  /** The user's role or own rights changed (rights screen): read the profile again, no reload. */
  rightsChanged: Record<string, never>
  /** An administrator switched system modules (spec 000 §6): every signed-in user gets them at once. */
  systemModulesChanged: SystemModules
  /** Resources changed by the server itself: pull the change feed for them. */
  resourcesChanged: ResourcesChangedEvent
  /** A registry day changed (booking, queue move, reception, call…): screens showing it read it again. */
  registryChanged: RegistryChangedEvent
}
export type RealtimeEventName = keyof RealtimeEvents

/** The contract of each event's payload; the PWA drops an event that does not match it. */
export const realtimeEventSchemas: { [E in RealtimeEventName]: z.ZodType<RealtimeEvents[E]> } = {
  systemUpdateAlert: systemUpdateAlertSchema,
  serverVersion: serverVersionSchema,
  taskAssigned: taskAssignedEventSchema,
  taskChanged: taskChangedEventSchema,
  rightsChanged: rightsChangedEventSchema,
  systemModulesChanged: systemModulesSchema,
  resourcesChanged: resourcesChangedEventSchema,
  registryChanged: registryChangedEventSchema,
}

/** Body of POST /api/v2/system-update-alert: nothing to say but "send it". */
export const systemUpdateAlertRequestSchema = z.object({}).strict().meta({ id: 'SystemUpdateAlertRequest' })
export const systemUpdateAlertSentSchema = z
  .object({ sent: z.literal(true) })
  .meta({ id: 'SystemUpdateAlertSent' })
