/**
 * A local TurboSMS for tests and the demo (domain notes F4): a Fastify app on 127.0.0.1 speaking
 * /message/send.json and /message/ping.json — HTTP 200 always, the provider's codes, `sequence_id`
 * deduplication (507 with the earlier result, no second message) — plus scripted faults. Received
 * messages stay in memory and are listed at GET /__messages.
 */
import { randomUUID } from 'node:crypto'
import Fastify from 'fastify'
import { parseAuthorization } from '../../lib/authorization-header'

export interface TurboReceived {
  recipients: string[]
  sms?: { sender: string; text: string }
  viber?: { sender: string; text: string }
  sequenceId: string | null
  messageId: string
}

/** The next request's fault: applied once, in the order given. */
export type TurboFault =
  | { kind: 'error'; code?: number; status?: string }
  | { kind: 'reject-recipient'; code?: number; status?: string }
  | { kind: 'sender' }
  | { kind: 'slow'; ms: number }
  | { kind: 'http500' }

export interface TurboStandIn {
  url: string
  token: string
  messages: TurboReceived[]
  fail(next: TurboFault): void
  close(): Promise<void>
}

interface SendBody {
  recipients?: unknown
  sms?: { sender?: unknown; text?: unknown }
  viber?: { sender?: unknown; text?: unknown }
  sequence_id?: unknown
  token?: unknown
}

const answer = (code: number, status: string, result: unknown = null) => ({
  response_code: code,
  response_status: status,
  response_result: result,
})

const part = (p: SendBody['sms']) =>
  p && typeof p.sender === 'string' && typeof p.text === 'string'
    ? { sender: p.sender, text: p.text }
    : undefined

/** Starts the stand-in; port 0 picks a free one. */
export async function startTurboSmsStandIn({
  port = 0,
  token = 'stand-in-turbosms-token',
}: { port?: number; token?: string } = {}): Promise<TurboStandIn> {
  const messages: TurboReceived[] = []
  const faults: TurboFault[] = []
  const bySequence = new Map<string, unknown[]>()
  const app = Fastify({ logger: false })

  const authorised = (header: string | undefined, body: SendBody | undefined) => {
    const { bearer, basic } = parseAuthorization(header)
    return (bearer ?? basic ?? body?.token) === token
  }

  app.get('/__messages', async () => messages)

  app.post('/message/ping.json', async (req) => {
    if (!authorised(req.headers.authorization, req.body as SendBody)) return answer(105, 'REQUIRED_AUTH')
    return answer(1, 'PONG')
  })

  app.post('/message/send.json', async (req, reply) => {
    const body = (req.body ?? {}) as SendBody
    const fault = faults.shift()
    if (fault?.kind === 'http500') return reply.code(500).send('Internal Server Error')
    if (fault?.kind === 'slow') await new Promise((r) => setTimeout(r, fault.ms))
    if (!authorised(req.headers.authorization, body)) return answer(105, 'REQUIRED_AUTH')
    if (fault?.kind === 'error') return answer(fault.code ?? 503, fault.status ?? 'FAILED_SMS_SEND')
    if (fault?.kind === 'sender') return answer(400, 'NOT_ALLOWED_MESSAGE_SENDER')

    const sequenceId =
      typeof body.sequence_id === 'string' || typeof body.sequence_id === 'number'
        ? String(body.sequence_id)
        : null
    const earlier = sequenceId ? bySequence.get(sequenceId) : undefined
    if (earlier) return answer(507, 'FAILED_DUPLICATE_REQUEST', earlier)

    const recipients = Array.isArray(body.recipients)
      ? body.recipients.filter((r) => typeof r === 'string')
      : []
    const sms = part(body.sms)
    const viber = part(body.viber)
    if (!recipients.length) return answer(202, 'REQUIRED_MESSAGE_RECIPIENT')
    if (!sms && !viber) return answer(201, 'REQUIRED_MESSAGE_TEXT')
    if (recipients.some((r) => !/^\d{10,15}$/.test(r))) return answer(305, 'INVALID_PHONE')

    const result = recipients.map((phone) => {
      if (fault?.kind === 'reject-recipient') {
        return {
          phone,
          response_code: fault.code ?? 406,
          response_status: fault.status ?? 'NOT_ALLOWED_RECIPIENT_COUNTRY',
          message_id: null,
        }
      }
      const messageId = randomUUID()
      messages.push({ recipients: [phone], sms, viber, sequenceId, messageId })
      return { phone, response_code: 0, response_status: 'OK', message_id: messageId }
    })
    if (sequenceId) bySequence.set(sequenceId, result)
    const partial = fault?.kind === 'reject-recipient'
    return partial
      ? answer(802, 'SUCCESS_MESSAGE_PARTIAL_ACCEPTED', result)
      : answer(800, 'SUCCESS_MESSAGE_ACCEPTED', result)
  })

  await app.listen({ host: '127.0.0.1', port })
  const address = app.server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  return {
    url: `http://127.0.0.1:${actualPort}`,
    token,
    messages,
    fail: (next) => void faults.push(next),
    close: () => app.close(),
  }
}
