import { createServer, type Server, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closedPort } from '../../../tests/support/closed-port'
import { EMAIL_SEND_FAILED } from '../../../domain/notifications/notifications'
import { PROVIDER_TIMEOUT } from '../send-outcome'
import { createMailer, type Mailer } from './mailer'
import { startSmtpStandIn, type SmtpStandIn } from './stand-in'

let standIn: SmtpStandIn
let mailer: Mailer
let silent: Server
const sockets: Socket[] = []
const from = '"Клініка Здоровʼя" <info@clinic.test>'
const letter = (n: number) => ({
  to: 'patient@example.test',
  subject: 'Результати аналізів готові',
  text: 'Добрий день! Ваші результати готові.',
  messageId: `notification-${n}`,
})

let deadPort: number

beforeAll(async () => {
  deadPort = await closedPort()
  standIn = await startSmtpStandIn()
  mailer = createMailer({ host: standIn.host, port: standIn.port, secure: false, from })
  // A server that takes the connection and never greets: a timeout before anything was sent.
  silent = createServer((s) => void sockets.push(s))
  await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r))
})
afterAll(async () => {
  for (const s of sockets) s.destroy()
  await new Promise((r) => silent.close(r))
  await standIn.close()
})

describe('SMTP mailer against the stand-in', () => {
  it('delivers the letter: Cyrillic subject, text, html, attachment and our Message-ID', async () => {
    const before = standIn.messages.length
    const pdf = Buffer.from('%PDF-1.4 stand-in')
    const outcome = await mailer.send({
      ...letter(1),
      html: '<p>Ваші результати готові.</p>',
      attachments: [{ filename: 'результати.pdf', content: pdf, contentType: 'application/pdf' }],
    })
    expect(outcome).toMatchObject({ kind: 'sent', providerMessageId: '<notification-1@clinic-office>' })
    const received = standIn.messages.slice(before)
    expect(received).toEqual([
      {
        from: 'info@clinic.test',
        to: ['patient@example.test'],
        subject: 'Результати аналізів готові',
        text: 'Добрий день! Ваші результати готові.',
        html: '<p>Ваші результати готові.</p>',
        messageId: '<notification-1@clinic-office>',
        attachments: [{ filename: 'результати.pdf', contentType: 'application/pdf', size: pdf.length }],
      },
    ])
  })

  it("a recipient refused with 550 is permanent, with the spec's message and no address in the answer", async () => {
    standIn.fail({ kind: 'reject-recipient' })
    const outcome = await mailer.send(letter(2))
    expect(outcome).toMatchObject({ kind: 'failed', permanent: true, message: EMAIL_SEND_FAILED })
    expect(JSON.stringify(outcome)).not.toContain('@')
  })

  it('451 is transient', async () => {
    standIn.fail({ kind: 'tempfail' })
    expect(await mailer.send(letter(3))).toMatchObject({ kind: 'failed', permanent: false })
  })

  it('a malformed address fails permanently without contacting the server', async () => {
    const nowhere = createMailer({ host: '127.0.0.1', port: deadPort, secure: false, from })
    for (const to of ['patient', 'patient@', 'a b@example.test', 'patient@example']) {
      expect(await nowhere.send({ ...letter(4), to })).toEqual({
        kind: 'failed',
        permanent: true,
        message: EMAIL_SEND_FAILED,
        answer: null,
      })
    }
  })

  it('no answer after the whole letter went out is unknown: the server may have taken it', async () => {
    const before = standIn.messages.length
    const impatient = createMailer({
      host: standIn.host,
      port: standIn.port,
      secure: false,
      from,
      timeoutMs: 300,
    })
    standIn.fail({ kind: 'slow-data', ms: 900 })
    expect(await impatient.send(letter(5))).toEqual({
      kind: 'unknown',
      message: 'Поштовий сервер не відповів вчасно',
    })
    expect(standIn.messages.length - before).toBe(1)
  })

  it('a timeout before anything was sent and a refused connection are transient', async () => {
    const port = (silent.address() as { port: number }).port
    const mute = createMailer({ host: '127.0.0.1', port, secure: false, from, timeoutMs: 300 })
    expect(await mute.send(letter(6))).toEqual({
      kind: 'failed',
      permanent: false,
      message: PROVIDER_TIMEOUT,
      answer: null,
    })
    const closed = createMailer({ host: '127.0.0.1', port: deadPort, secure: false, from })
    expect(await closed.send(letter(7))).toMatchObject({ kind: 'failed', permanent: false })
  })

  it('verify answers OK for a reachable server and a sentence otherwise', async () => {
    expect(await mailer.verify()).toEqual({ ok: true, answer: 'OK' })
    const closed = createMailer({ host: '127.0.0.1', port: deadPort, secure: false, from })
    expect(await closed.verify()).toMatchObject({ ok: false })
  })
})
