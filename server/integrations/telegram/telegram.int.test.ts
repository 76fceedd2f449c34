import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closedPort } from '../../../tests/support/closed-port'
import { PROVIDER_TIMEOUT } from '../send-outcome'
import { startTelegramStandIn, type TelegramStandIn } from './stand-in'
import { BAD_BOT_TOKEN, BOT_BLOCKED, createTelegram, isBotName, type Telegram } from './telegram'

let standIn: TelegramStandIn
let bot: Telegram

let deadPort: number

beforeAll(async () => {
  deadPort = await closedPort()
  standIn = await startTelegramStandIn()
  bot = createTelegram({ apiRoot: standIn.url, token: standIn.token })
})
afterAll(() => standIn.close())

describe('Telegram adapter against the stand-in', () => {
  it('sends the text to the chat and reports the message id', async () => {
    const before = standIn.messages.length
    const outcome = await bot.sendMessage(-100123, 'Нове замовлення №42 підтверджено')
    const received = standIn.messages.slice(before)
    expect(received).toEqual([
      expect.objectContaining({ chatId: '-100123', text: 'Нове замовлення №42 підтверджено' }),
    ])
    expect(outcome).toEqual({ kind: 'sent', providerMessageId: String(received[0]?.messageId), answer: 'OK' })
  })

  it('429 is transient and carries retry_after', async () => {
    standIn.fail({ kind: '429', retryAfter: 7 })
    expect(await bot.sendMessage(1, 'текст')).toMatchObject({
      kind: 'failed',
      permanent: false,
      retryAfterSeconds: 7,
    })
  })

  it('a bot blocked by the user is permanent and flagged; an unknown chat is permanent', async () => {
    standIn.fail({ kind: '403' })
    expect(await bot.sendMessage(1, 'текст')).toMatchObject({
      kind: 'failed',
      permanent: true,
      blocked: true,
      message: BOT_BLOCKED,
    })
    standIn.fail({ kind: 'chat-not-found' })
    expect(await bot.sendMessage(1, 'текст')).toMatchObject({
      kind: 'failed',
      permanent: true,
      message: 'Чат не знайдено',
    })
  })

  it('no answer in time is unknown: Telegram may have sent it and has no idempotency key', async () => {
    const impatient = createTelegram({ apiRoot: standIn.url, token: standIn.token, timeoutMs: 150 })
    standIn.fail({ kind: 'slow', ms: 400 })
    expect(await impatient.sendMessage(1, 'текст')).toEqual({ kind: 'unknown', message: PROVIDER_TIMEOUT })
  })

  it('a wrong token is permanent, and no outcome carries the token', async () => {
    const secret = '999:secret-token-never-shown'
    const wrong = createTelegram({ apiRoot: standIn.url, token: secret })
    const outcome = await wrong.sendMessage(1, 'текст')
    expect(outcome).toMatchObject({ kind: 'failed', permanent: true, message: BAD_BOT_TOKEN })
    const nowhere = createTelegram({ apiRoot: `http://127.0.0.1:${deadPort}`, token: secret })
    const refused = await nowhere.sendMessage(1, 'текст')
    expect(refused).toMatchObject({ kind: 'failed', permanent: false })
    const broken = createTelegram({ apiRoot: 'not a url', token: secret })
    for (const o of [outcome, refused, await broken.sendMessage(1, 'текст'), await nowhere.getMe()]) {
      expect(JSON.stringify(o)).not.toContain('secret-token')
    }
  })

  it("getMe names the bot; isBotName follows BotFather's rule", async () => {
    expect(await bot.getMe()).toEqual({ ok: true, answer: '@clinic_demo_bot' })
    expect(await createTelegram({ apiRoot: standIn.url, token: '1:wrong' }).getMe()).toEqual({
      ok: false,
      message: BAD_BOT_TOKEN,
    })
    expect(isBotName('clinic_demo_bot')).toBe(true)
    expect(isBotName('@ClinicBot')).toBe(true)
    expect(isBotName('clinic_demo')).toBe(false)
  })
})
