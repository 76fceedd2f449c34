/**
 * Plans the «Задачу призначено» messages of a task given to someone (created for them, or handed over)
 * inside that write's transaction: the general task template of the Telegram channel, to every active
 * chat of the event. Staff have no phone or address in the product, so their chats are where such news
 * goes; a task its author keeps for themself, or takes over themself, tells no one.
 */
import { and, eq } from 'drizzle-orm'
import type { Task } from '../../../domain/tasks/task.schema'
import { renderTemplate, type TemplateValues } from '../../../domain/notifications/templates'
import { kyivDateTimeText } from '../../../domain/time/kyiv'
import type { Tx } from '../../db/client'
import { notifications, telegramChats } from '../../db/schema/notifications'
import { enqueue } from '../../jobs/job-queue'
import { readBasicSettings } from '../settings/basic-settings.routes'
import { templatesFor } from './plan'
import { readNotificationSettings } from './send'

/** A task's template values. */
export function taskValues(task: Task, centre: string): TemplateValues {
  const values: TemplateValues = {
    taskNumber: String(task.number),
    taskTitle: task.title,
    performer: task.performerName,
    author: task.authorName,
    centre,
  }
  if (task.clientName) values.patient = task.clientName
  if (task.deadlineAt) values.deadline = kyivDateTimeText(task.deadlineAt)
  return values
}

/** `byUserId` gave `task` to its performer: plans the chats' messages. Answers how many were planned. */
export async function planTaskAssigned(tx: Tx, task: Task, byUserId: number, now: Date): Promise<number> {
  if (task.performerId === byUserId) return 0
  const settings = await readNotificationSettings(tx)
  if (!settings.telegram.botToken) return 0
  const template = (await templatesFor(tx, 'task_assigned', null)).find((t) => t.channel === 'telegram')
  if (!template) return 0
  const chats = await tx
    .select({ id: telegramChats.id, chatId: telegramChats.chatId })
    .from(telegramChats)
    .where(and(eq(telegramChats.event, 'task_assigned'), eq(telegramChats.active, true)))
  if (chats.length === 0) return 0
  const text = renderTemplate(template.text, taskValues(task, (await readBasicSettings(tx)).centreName))
  let count = 0
  for (const chat of chats) {
    const [row] = await tx
      .insert(notifications)
      .values({
        event: 'task_assigned',
        channel: 'telegram',
        status: 'ready_for_send',
        recipient: chat.chatId,
        clientId: task.clientId,
        taskId: task.id,
        templateId: template.id,
        // Handed back to an earlier performer, the task is news again: the key names this assignment.
        visitKey: `${task.performerId}@${task.version}#tg${chat.id}`,
        text,
        sendAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: notifications.id, uuid: notifications.uuid })
    if (!row) continue
    await enqueue(tx, 'notification.send', { notificationId: row.id }, { startAfter: now, id: row.uuid })
    count += 1
  }
  return count
}
