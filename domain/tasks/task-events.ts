/**
 * Realtime events of the task manager on the "mis" channel (issue 8 item 4): a task assigned to the
 * user, and a change of a task the user wrote or performs (or performed until now). Listed with the
 * channel's other events in domain/realtime/realtime-events.ts.
 */
import { z } from 'zod'
import { int4 } from '../api/scalars'

export const taskAssignedEventSchema = z
  .object({
    taskId: int4(),
    taskToMe: int4().describe("The performer's count of open tasks after the change"),
  })
  .meta({ id: 'TaskAssignedEvent' })
export type TaskAssignedEvent = z.infer<typeof taskAssignedEventSchema>

export const taskChangedEventSchema = z
  .object({
    taskId: int4(),
    taskToMe: int4().describe("The receiver's count of open tasks after the change"),
  })
  .meta({ id: 'TaskChangedEvent' })
export type TaskChangedEvent = z.infer<typeof taskChangedEventSchema>
