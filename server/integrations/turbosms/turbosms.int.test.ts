import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closedPort } from '../../../tests/support/closed-port'
import { PROVIDER_TIMEOUT } from '../send-outcome'
import { startTurboSmsStandIn, type TurboStandIn } from './stand-in'
import { createTurboSms, INVALID_PHONE, type TurboSms } from './turbosms'
import { turboSequenceId } from './phone'

let standIn: TurboStandIn
let turbo: TurboSms
let nextId = 1
const sequenceId = () => turboSequenceId(nextId++)
const sms = { sender: 'CLINIC', text: 'Ваше замовлення підтверджено' }

let deadPort: number

beforeAll(async () => {
  deadPort = await closedPort()
  standIn = await startTurboSmsStandIn()
  turbo = createTurboSms({ apiUrl: standIn.url, token: standIn.token })
})
afterAll(() => standIn.close())

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20))
}

describe('TurboSMS adapter against the stand-in', () => {
  it('sends an SMS to the number written locally, in international form, from the given sender', async () => {
    const before = standIn.messages.length
    const outcome = await turbo.send({ phone: '050 123-45-67', sms, sequenceId: sequenceId() })
    const received = standIn.messages.slice(before)
    expect(received).toHaveLength(1)
    expect(received[0]).toMatchObject({ recipients: ['380501234567'], sms })
    expect(received[0]?.viber).toBeUndefined()
    expect(outcome).toEqual({
      kind: 'sent',
      providerMessageId: received[0]?.messageId,
      answer: 'SUCCESS_MESSAGE_ACCEPTED',
    })
  })

  it('sends a hybrid message: the Viber part and the SMS fallback in one request', async () => {
    const before = standIn.messages.length
    const viber = { sender: 'Clinic', text: 'Нагадуємо про візит завтра' }
    const outcome = await turbo.send({ phone: '+380671112233', viber, sms, sequenceId: sequenceId() })
    expect(outcome.kind).toBe('sent')
    expect(standIn.messages.slice(before)).toEqual([
      expect.objectContaining({ recipients: ['380671112233'], viber, sms }),
    ])
  })

  it('a repeat with the same sequence id sends nothing new and reports the same message id', async () => {
    const before = standIn.messages.length
    const id = sequenceId()
    const first = await turbo.send({ phone: '0501234567', sms, sequenceId: id })
    const second = await turbo.send({ phone: '0501234567', sms, sequenceId: id })
    expect(standIn.messages.length - before).toBe(1)
    expect(first.kind).toBe('sent')
    expect(second).toMatchObject({ kind: 'sent', answer: 'FAILED_DUPLICATE_REQUEST: OK' })
    if (first.kind === 'sent' && second.kind === 'sent') {
      expect(second.providerMessageId).toBe(first.providerMessageId)
    }
  })

  it('a timeout is a transient failure, and the retry with the same sequence id does not send twice', async () => {
    const before = standIn.messages.length
    const impatient = createTurboSms({ apiUrl: standIn.url, token: standIn.token, timeoutMs: 150 })
    const id = sequenceId()
    standIn.fail({ kind: 'slow', ms: 400 })
    const first = await impatient.send({ phone: '0501234567', sms, sequenceId: id })
    expect(first).toEqual({ kind: 'failed', permanent: false, message: PROVIDER_TIMEOUT, answer: null })
    // The provider acted on the slow request after all.
    await waitFor(() => standIn.messages.length > before)
    const retry = await impatient.send({ phone: '0501234567', sms, sequenceId: id })
    expect(retry.kind).toBe('sent')
    expect(standIn.messages.length - before).toBe(1)
  })

  it('an invalid phone number never reaches the provider', async () => {
    const before = standIn.messages.length
    // An adapter pointed at a closed port would report "unreachable" if it tried.
    const nowhere = createTurboSms({ apiUrl: `http://127.0.0.1:${deadPort}`, token: 'x' })
    for (const phone of ['12345', '050123456', '+38050123456789', 'не номер']) {
      expect(await nowhere.send({ phone, sms, sequenceId: sequenceId() })).toEqual({
        kind: 'failed',
        permanent: true,
        message: INVALID_PHONE,
        answer: null,
      })
    }
    expect(await turbo.send({ phone: '12345', sms, sequenceId: sequenceId() })).toMatchObject({
      permanent: true,
    })
    expect(standIn.messages.length).toBe(before)
  })

  it('a refused recipient (802 with 406 for the number) is a permanent failure', async () => {
    standIn.fail({ kind: 'reject-recipient' })
    const outcome = await turbo.send({ phone: '0501234567', sms, sequenceId: sequenceId() })
    expect(outcome).toEqual({
      kind: 'failed',
      permanent: true,
      message: 'SMS-провайдер відмовив: країна отримувача не дозволена',
      answer: 'SUCCESS_MESSAGE_PARTIAL_ACCEPTED: NOT_ALLOWED_RECIPIENT_COUNTRY',
    })
  })

  it('a refused sender is permanent and flagged so the caller can try the backup sender', async () => {
    standIn.fail({ kind: 'sender' })
    const outcome = await turbo.send({ phone: '0501234567', sms, sequenceId: sequenceId() })
    expect(outcome).toMatchObject({ kind: 'failed', permanent: true, senderRefused: true })
  })

  it("the provider's own trouble (503 code, HTTP 500) is transient; a wrong key is permanent", async () => {
    standIn.fail({ kind: 'error', code: 503, status: 'FAILED_SMS_SEND' })
    expect(await turbo.send({ phone: '0501234567', sms, sequenceId: sequenceId() })).toMatchObject({
      kind: 'failed',
      permanent: false,
      answer: 'FAILED_SMS_SEND',
    })
    standIn.fail({ kind: 'http500' })
    expect(await turbo.send({ phone: '0501234567', sms, sequenceId: sequenceId() })).toMatchObject({
      kind: 'failed',
      permanent: false,
      answer: 'HTTP 500',
    })
    const wrongKey = createTurboSms({ apiUrl: standIn.url, token: 'wrong' })
    expect(await wrongKey.send({ phone: '0501234567', sms, sequenceId: sequenceId() })).toEqual({
      kind: 'failed',
      permanent: true,
      message: 'SMS-провайдер не прийняв ключ доступу',
      answer: 'REQUIRED_AUTH',
    })
  })

  it('a closed port is a transient failure; ping answers PONG with the right key only', async () => {
    const nowhere = createTurboSms({ apiUrl: `http://127.0.0.1:${deadPort}`, token: 'x' })
    expect(await nowhere.send({ phone: '0501234567', sms, sequenceId: sequenceId() })).toMatchObject({
      kind: 'failed',
      permanent: false,
    })
    expect(await turbo.ping()).toEqual({ ok: true, answer: 'PONG' })
    expect(await createTurboSms({ apiUrl: standIn.url, token: 'wrong' }).ping()).toMatchObject({ ok: false })
  })
})
