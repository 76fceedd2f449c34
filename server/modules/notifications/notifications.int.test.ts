/**
 * Notifications end to end through the real app, its job queue and the providers' local stand-ins:
 * confirming an order plans the patient's SMS, letter and visit reminder (the demo templates) in the same
 * transaction, the
 * worker delivers them once, the log shows them; the period rules, a refusal, a resend, an interrupted
 * send and the per-minute rate.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { desc, eq, sql } from 'drizzle-orm'
import type { NotificationLogRow } from '../../../domain/notifications/notifications'
import { EMAIL_SEND_FAILED } from '../../../domain/notifications/notifications'
import { kyivDay } from '../../../domain/time/kyiv'
import { clients } from '../../db/schema/clients'
import { notifications, telegramChats } from '../../db/schema/notifications'
import { startStandIns, type StandIns } from '../../integrations/stand-ins'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { callV2, confirmCart, demoServiceIds, newOrder, setCart } from '../orders/order-fixtures'
import { channelDeliver } from './channels'
import { planOrderConfirmed } from './plan'
import { buildTask, call, createTask, TASKS, userId } from '../tasks/task-fixtures'
import { runNotificationJob, takeRateSlot } from './send'
import { until, useStandIns } from './notification-fixtures'

let t: TestApp
let stand: StandIns
const PHONE = '380501112233'
const EMAIL = 'patient@example.com'

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.as('admin', { method, url: `/api${url}`, ...(payload ? { payload } : {}) })

const rowsOf = async (orderId: number) =>
  t.db.db.select().from(notifications).where(eq(notifications.orderId, orderId))

beforeAll(async () => {
  stand = await startStandIns()
  t = await createTestApp({ jobs: true })
  await useStandIns(t, stand)
  await t.db.db.update(clients).set({ phone: PHONE, email: EMAIL }).where(eq(clients.id, 20))
})
afterAll(async () => {
  await t?.close()
  await stand?.close()
})

describe('notifications', () => {
  let orderId = 0

  it('keeps the secrets to itself: GET answers them empty, an empty save keeps them', async () => {
    const got = (await admin('GET', '/settings/notification-settings')).json<Record<string, unknown>>()
    expect(got).toMatchObject({ smsSecret: '', emailPassword: '', smsApiUrl: stand.turbosms.url })
    const ping = await admin('POST', '/settings/notification-settings/test', {
      channel: 'sms',
      to: '050 111 22 33',
    })
    expect(ping.json()).toEqual({ status: 'sent', message: 'Надіслано' })
    expect(stand.turbosms.messages.at(-1)).toMatchObject({ recipients: [PHONE], sms: { sender: 'CLINIC' } })
  })

  it('plans the confirmation and the visit reminder when the order is confirmed, and delivers them once', async () => {
    const order = await newOrder(t, 'cashier', 20)
    orderId = order.id
    const [serviceId] = await demoServiceIds(t)
    await setCart(t, order, { services: [{ id: serviceId! }] })
    const booked = await callV2(t, 'cashier', 'POST', `/mc-orders/${order.id}/book-service`, {
      serviceId,
      scheduleId: 1,
      startsAt: '2030-01-07T09:30:00+02:00',
    })
    expect(booked.statusCode, booked.body).toBe(200)
    // The booking's message waits for the order's confirmation, with no send job yet.
    const awaiting = await rowsOf(order.id)
    expect(awaiting.map((r) => `${r.event}/${r.status}`)).toEqual(['visit_booked/confirmation_awaiting'])
    expect(awaiting[0]!.text).toMatch(/^Вас записано: 07\.01\.2030 о 09:30, /)
    // Booked again at another time: the waiting message is the new visit's.
    const rebooked = await callV2(t, 'cashier', 'POST', `/mc-orders/${order.id}/book-service`, {
      serviceId,
      scheduleId: 1,
      startsAt: '2030-01-07T10:00:00+02:00',
    })
    expect(rebooked.statusCode, rebooked.body).toBe(200)
    const moved = await rowsOf(order.id)
    expect(moved).toHaveLength(1)
    expect(moved[0]!.text).toMatch(/^Вас записано: 07\.01\.2030 о 10:00, /)
    await confirmCart(t, order)
    const smsBefore = stand.turbosms.messages.length
    const finish = await callV2(t, 'cashier', 'PATCH', `/mc-orders/${order.id}/finish-cart`, {
      payFromInsuranceCompany: false,
    })
    expect(finish.statusCode, finish.body).toBe(200)

    const planned = await rowsOf(order.id)
    expect(planned.map((r) => `${r.event}/${r.channel}`).sort()).toEqual([
      'order_confirmed/email',
      'order_confirmed/sms',
      'order_confirmed/telegram',
      'visit_booked/sms',
      'visit_reminder/sms',
    ])
    const reminder = planned.find((r) => r.event === 'visit_reminder')!
    // The day before the visit at 18:00 Kyiv (winter: UTC+2).
    expect(reminder.sendAt.toISOString()).toBe('2030-01-06T16:00:00.000Z')
    expect(reminder.text).toMatch(/^Нагадуємо: 07\.01\.2030 о 10:00 — [^—]+, .+$/)

    await until('the four messages sent', async () => {
      const rows = await rowsOf(order.id)
      return rows.filter((r) => r.status === 'sent').length === 4
    })
    // The staff chat gets the order without the patient's name.
    const chat = stand.telegram.messages.find((m) => m.text.includes(order.code))
    expect(chat?.chatId).toBe('-1001234567890')
    expect(chat?.text).toMatch(new RegExp(`^Підтверджено замовлення ${order.code}: .+, 1 послуга, \\d`))
    const sent = stand.turbosms.messages.slice(smsBefore)
    expect(sent.map((m) => m.recipients)).toEqual([[PHONE], [PHONE]])
    const booking = sent.filter((m) => m.sms!.text.startsWith('Вас записано'))
    expect(booking.map((m) => m.sms!.text)).toEqual([
      expect.stringMatching(/^Вас записано: 07\.01\.2030 о 10:00, /),
    ])
    const sms = sent.filter((m) => !m.sms!.text.startsWith('Вас записано'))
    expect(sms[0]!.sms!.text).toMatch(
      new RegExp(`^.+, замовлення ${order.code} підтверджено: 1 послуга на \\d`),
    )
    const mail = stand.smtp.messages.find((m) => m.subject === `Замовлення ${order.code} підтверджено`)
    expect(mail?.to).toEqual([EMAIL])
    expect(mail?.text).toMatch(/на суму \d[\d\s]*,\d\d грн підтверджено/)
    // …and the same letter as HTML, a paragraph per paragraph of the text.
    expect(mail?.html).toMatch(
      /^<!doctype html>.*<p [^>]*>Доброго дня, [^<]+!<\/p><p [^>]*>Ваше замовлення /s,
    )
    // The reminder waits for its day.
    expect((await rowsOf(order.id)).find((r) => r.event === 'visit_reminder')?.status).toBe('ready_for_send')

    // A second confirmation of the same order plans nothing new.
    expect(await t.db.db.transaction((tx) => planOrderConfirmed(tx, order.id, new Date()))).toBe(0)
  })

  it('lists a period of at most 30 days to those who may see the log, and exports it', async () => {
    const today = kyivDay(new Date())
    const list = await admin('GET', `/notifications?from=${today}&to=${today}&q=${PHONE.slice(-7)}`)
    expect(list.statusCode, list.body).toBe(200)
    const page = list.json<{ data: NotificationLogRow[]; total: number }>()
    const mine = page.data.filter((r) => r.orderId === orderId)
    expect(mine.map((r) => r.status).sort()).toEqual(['ready_for_send', 'sent', 'sent'])
    expect(mine.every((r) => r.recipient === PHONE)).toBe(true)
    expect(mine[0]?.clientName).toMatch(/\S/)

    expect((await admin('GET', '/notifications')).json()).toMatchObject({
      errors: { from: ['Перioд не обрано!'] },
    })
    const long = await admin('GET', '/notifications?from=2026-01-01&to=2026-01-31')
    expect(long.json()).toMatchObject({ errors: { to: ['Період — не більше 30 днів'] } })
    const registrar = await t.as('registrar', {
      method: 'GET',
      url: `/api/notifications?from=${today}&to=${today}`,
    })
    expect(registrar.statusCode).toBe(403)

    const xlsx = await admin('GET', `/notifications/export.xlsx?from=${today}&to=${today}`)
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK')
  })

  it('records a refusal with its message, and sends again by hand', async () => {
    stand.smtp.fail({ kind: 'reject-recipient' })
    const refused = await admin('POST', '/settings/notification-settings/test', {
      channel: 'email',
      to: EMAIL,
    })
    expect(refused.json()).toEqual({ status: 'error', message: EMAIL_SEND_FAILED })
    const [row] = await t.db.db
      .select()
      .from(notifications)
      .where(eq(notifications.status, 'error'))
      .orderBy(desc(notifications.id))
    expect(row).toBeDefined()
    const sentRow = (await rowsOf(orderId)).find((r) => r.status === 'sent')!
    const notAgain = await admin('POST', `/notifications/${sentRow.id}/resend`)
    expect(notAgain.statusCode).toBe(422)
    const again = await admin('POST', `/notifications/${row!.id}/resend`)
    expect(again.json()).toMatchObject({ status: 'ready_for_send', error: null })
    await until('the resend delivered', async () => {
      const [r] = await t.db.db.select().from(notifications).where(eq(notifications.id, row!.id))
      return r?.status === 'sent'
    })
  })

  it('never sends again by itself a letter whose send was interrupted; an SMS is asked again safely', async () => {
    const base = { recipient: EMAIL, text: 'Перервано', sendAt: new Date(), status: 'sending', attempts: 1 }
    const [mail] = await t.db.db
      .insert(notifications)
      .values({ ...base, channel: 'email' })
      .returning()
    const [sms] = await t.db.db
      .insert(notifications)
      .values({ ...base, channel: 'sms', recipient: PHONE })
      .returning()
    const before = stand.smtp.messages.length
    await runNotificationJob(t.db.db, { notificationId: mail!.id }, channelDeliver())
    await runNotificationJob(t.db.db, { notificationId: sms!.id }, channelDeliver())
    const [m] = await t.db.db.select().from(notifications).where(eq(notifications.id, mail!.id))
    const [s] = await t.db.db.select().from(notifications).where(eq(notifications.id, sms!.id))
    expect(m).toMatchObject({ status: 'unknown' })
    expect(stand.smtp.messages.length).toBe(before)
    expect(s).toMatchObject({ status: 'sent' })
  })

  it('switches off a Telegram chat that blocked the bot', async () => {
    const [row] = await t.db.db
      .insert(notifications)
      .values({
        channel: 'telegram',
        recipient: '-1001234567890',
        text: 'Перевірка',
        sendAt: new Date(),
        status: 'ready_for_send',
      })
      .returning()
    stand.telegram.fail({ kind: '403' })
    await runNotificationJob(t.db.db, { notificationId: row!.id }, channelDeliver())
    const [after] = await t.db.db.select().from(notifications).where(eq(notifications.id, row!.id))
    expect(after).toMatchObject({ status: 'error', error: 'Бот заблоковано користувачем' })
    const [chat] = await t.db.db
      .select()
      .from(telegramChats)
      .where(eq(telegramChats.chatId, '-1001234567890'))
    expect(chat?.active).toBe(false)
  })

  it('tells the tasks chat of a task given to someone else, once per handing over, never of one kept', async () => {
    const [admin, registrar, doctor] = [
      await userId(t, 'admin'),
      await userId(t, 'registrar'),
      await userId(t, 'doctor'),
    ]
    const taskRows = async (taskId: number) =>
      t.db.db.select().from(notifications).where(eq(notifications.taskId, taskId)).orderBy(notifications.id)
    const mine = await createTask(t, 'admin', buildTask(admin, { title: 'Своя задача' }))
    expect(await taskRows(mine.id)).toEqual([])

    const task = await createTask(
      t,
      'admin',
      buildTask(registrar, { title: 'Передзвонити щодо аналізів', deadlineAt: '2030-01-07T10:00:00.000Z' }),
    )
    const text = `Задача №${task.number} для ${task.performerName}: «Передзвонити щодо аналізів». Поставив(ла): ${task.authorName}; термін: 07.01.2030 12:00`
    const sent = await until('the task message', async () =>
      stand.telegram.messages.find((m) => m.text === text),
    )
    expect(sent.chatId).toBe('-1001234567891')
    await until('its log row sent', async () => (await taskRows(task.id))[0]?.status === 'sent')

    // Handed to the doctor: the chat hears of it; taken over by the admin themself: it does not.
    const handed = await call<typeof task>(t, 'admin', {
      method: 'PATCH',
      url: `${TASKS}/${task.id}`,
      payload: { version: task.version, performerId: doctor },
    })
    expect(handed.status).toBe(200)
    const rows = await until('the second message sent', async () => {
      const all = await taskRows(task.id)
      return all.length === 2 && all.every((r) => r.status === 'sent') && all
    })
    expect(rows[1]!.text).toContain(`для ${handed.body.performerName}:`)
    const taken = await call(t, 'admin', {
      method: 'PATCH',
      url: `${TASKS}/${task.id}`,
      payload: { version: handed.body.version, performerId: admin },
    })
    expect(taken.status).toBe(200)
    expect(await taskRows(task.id)).toHaveLength(2)

    // A message still waiting when the task changes hands again is not sent.
    const [late] = await t.db.db
      .insert(notifications)
      .values({
        event: 'task_assigned',
        channel: 'telegram',
        recipient: '-1001234567891',
        taskId: task.id,
        visitKey: `${doctor}@99#tg0`,
        text: 'Застаріле',
        sendAt: new Date(),
        status: 'ready_for_send',
      })
      .returning()
    await runNotificationJob(t.db.db, { notificationId: late!.id }, channelDeliver())
    const [after] = await t.db.db.select().from(notifications).where(eq(notifications.id, late!.id))
    expect(after).toMatchObject({
      status: 'error',
      error: 'Задачу вже передано іншому — повідомлення не надіслано',
    })
    expect(stand.telegram.messages.some((m) => m.text === 'Застаріле')).toBe(false)
  })

  it('counts the per-minute rate in the database', async () => {
    const minute = async () => {
      const result: unknown = await t.db.db.execute(sql`SELECT date_trunc('minute', now())::text AS m`)
      return result as { rows: { m: string }[] }
    }
    // Three takes inside one minute (tried again in the rare case the minute turns between them).
    for (let attempt = 0; ; attempt++) {
      const channel = `rate-${randomUUID()}`
      const before = (await minute()).rows[0]!.m
      const takes = [
        await takeRateSlot(t.db.db, channel, 2),
        await takeRateSlot(t.db.db, channel, 2),
        await takeRateSlot(t.db.db, channel, 2),
      ]
      if ((await minute()).rows[0]!.m !== before && attempt < 3) continue
      expect(takes).toEqual([true, true, false])
      return
    }
  })
})
