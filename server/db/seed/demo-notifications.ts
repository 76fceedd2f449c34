/**
 * Demo notifications: the settings switched on and pointed at the local stand-ins (demo-stand-ins.ts),
 * the templates of the events for SMS and e-mail (results ready among them), and a log of recent messages in every status over
 * the demo orders — so the SMS settings, the templates and the notification log are meaningful at once.
 */
import { randomUUID } from 'node:crypto'
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import type { NotificationSettingsValues } from '../../../domain/notifications/notifications.resources'
import { renderTemplate } from '../../../domain/notifications/templates'
import type { Db } from '../client'
import { appSettings } from '../schema/auth'
import { clients } from '../schema/clients'
import { notifications, notificationTemplates, telegramChats } from '../schema/notifications'
import { orders } from '../schema/orders'
import {
  demoStandInPorts,
  STAND_IN_TELEGRAM_TOKEN,
  STAND_IN_TURBOSMS_TOKEN,
} from '../../integrations/demo-stand-ins'

const templates = [
  {
    event: 'visit_booked',
    channel: 'sms',
    text: 'Вас записано: {date} о {time}, {doctor}, {filial}, {address}. Замовлення {orderCode}.',
  },
  {
    event: 'order_confirmed',
    channel: 'sms',
    text: '{patient}, замовлення {orderCode} підтверджено: {services} на {total} грн. {centre}, {centrePhone}',
  },
  {
    event: 'order_confirmed',
    channel: 'email',
    subject: 'Замовлення {orderCode} підтверджено',
    text:
      'Доброго дня, {patient}!\n\nВаше замовлення {orderCode} ({services}) на суму {total} грн підтверджено.\n' +
      'Філіал: {filial}, {address}.\n\nЗ повагою, {centre}\n{centrePhone}',
  },
  {
    event: 'order_confirmed',
    channel: 'telegram',
    text: 'Підтверджено замовлення {orderCode}: {filial}, {services}, {total} грн',
  },
  {
    event: 'task_assigned',
    channel: 'telegram',
    text: 'Задача №{taskNumber} для {performer}: «{taskTitle}». Поставив(ла): {author}; термін: {deadline}',
  },
  {
    event: 'results_ready',
    channel: 'sms',
    text: '{patient}, результати аналізів за замовленням {orderCode} готові. {centre}, {centrePhone}',
  },
  {
    event: 'results_ready',
    channel: 'email',
    subject: 'Результати аналізів за замовленням {orderCode}',
    text:
      'Доброго дня, {patient}!\n\nРезультати ваших аналізів за замовленням {orderCode} готові — вони в ' +
      'доданому PDF.\n\nЗ повагою, {centre}\n{centrePhone}',
  },
  {
    event: 'visit_reminder',
    channel: 'sms',
    text: 'Нагадуємо: {date} о {time} — {doctor}, {filial}, {address}. {centrePhone}',
  },
] as const

/** Seeds the notification settings, templates and log (skipped when the settings exist). */
export async function seedDemoNotifications(db: Db, now = new Date()): Promise<void> {
  const ports = demoStandInPorts()
  const settings: NotificationSettingsValues & { version: number } = {
    enabled: true,
    sender: 'CLINIC',
    backupSender: 'CLINICINFO',
    smsLogin: 'clinic-demo',
    smsSecret: STAND_IN_TURBOSMS_TOKEN,
    smsApiUrl: `http://127.0.0.1:${ports.turbosms}`,
    viberSender: '',
    viberToken: '',
    emailHost: '127.0.0.1',
    emailPort: ports.smtp,
    emailSecure: false,
    emailUser: '',
    emailPassword: '',
    emailFrom: 'noreply@clinic.example',
    sendRatePerMinute: 60,
    reminderTime: '18:00',
    hoursAfterSave: 2,
    minutesAfterConfirm: 0,
    // The demo sends at any hour, so «Надіслано» shows whenever it is tried (a clinic's default is on).
    quietHours: false,
    quietFrom: '21:00',
    quietTo: '08:00',
    version: 1,
  }
  const inserted = await db
    .insert(appSettings)
    .values({ key: 'notification_settings', value: settings })
    .onConflictDoNothing()
    .returning({ key: appSettings.key })
  if (inserted.length === 0) return
  await db.insert(appSettings).values({
    key: 'telegram_settings',
    value: {
      botName: 'clinic_demo_bot',
      botToken: STAND_IN_TELEGRAM_TOKEN,
      apiUrl: `http://127.0.0.1:${ports.telegram}`,
      version: 1,
    },
  })
  await db.insert(telegramChats).values([
    { title: 'Адміністратори', chatId: '-1001234567890', event: 'order_confirmed', active: true },
    { title: 'Задачі клініки', chatId: '-1001234567891', event: 'task_assigned', active: true },
  ])
  const saved = await db
    .insert(notificationTemplates)
    .values([...templates])
    .returning()

  // The log: a few days of messages about demo orders that have a patient with a phone.
  const rows = await db
    .select({
      id: orders.id,
      code: orders.code,
      filialId: orders.filialId,
      clientId: orders.clientId,
      phone: clients.phone,
      email: clients.email,
      name: clients.name,
    })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(and(isNotNull(clients.phone)))
    .orderBy(asc(orders.id))
    .limit(6)
  const sms = saved.find((t) => t.event === 'order_confirmed' && t.channel === 'sms')!
  const mail = saved.find((t) => t.channel === 'email')!
  const hours = (h: number) => new Date(now.getTime() - h * 3_600_000)
  const outcomes = [
    { status: 'sent', answer: 'SUCCESS_MESSAGE_ACCEPTED', error: null },
    { status: 'sent', answer: 'SUCCESS_MESSAGE_ACCEPTED', error: null },
    {
      status: 'error',
      answer: 'NOT_ALLOWED_RECIPIENT_COUNTRY',
      error: 'SMS-провайдер відмовив: номер не приймається',
    },
    { status: 'sent', answer: 'SUCCESS_MESSAGE_ACCEPTED', error: null },
    { status: 'unknown', answer: null, error: 'Провайдер не відповів вчасно' },
    { status: 'sent', answer: 'SUCCESS_MESSAGE_ACCEPTED', error: null },
  ] as const
  for (const [i, o] of rows.entries()) {
    const outcome = outcomes[i % outcomes.length]!
    const at = hours(6 + i * 13)
    const values = {
      patient: o.name,
      orderCode: o.code,
      services: '1 послуга',
      total: '450,00',
      centre: 'Клініка',
      centrePhone: '+380443334400',
    }
    const email = i % 2 === 1 && o.email
    await db.insert(notifications).values({
      uuid: randomUUID(),
      event: 'order_confirmed',
      channel: email ? 'email' : 'sms',
      status: outcome.status,
      recipient: email ? o.email! : o.phone!,
      clientId: o.clientId,
      orderId: o.id,
      filialId: o.filialId,
      templateId: email ? mail.id : sms.id,
      subject: email ? renderTemplate(mail.subject!, values) : null,
      text: renderTemplate(email ? mail.text : sms.text, values),
      sendAt: at,
      sentAt: outcome.status === 'sent' ? new Date(at.getTime() + 2000) : null,
      attempts: 1,
      providerMessageId: outcome.status === 'sent' ? randomUUID() : null,
      providerAnswer: email && outcome.status === 'sent' ? '250 OK' : outcome.answer,
      error: outcome.error,
      createdAt: at,
      updatedAt: at,
    })
  }
}
