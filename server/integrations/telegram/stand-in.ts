/**
 * A local Telegram Bot API for tests and the demo (domain notes F4): /bot<token>/sendMessage and
 * /bot<token>/getMe on 127.0.0.1, with Telegram's answer shapes and scripted faults (429 with
 * retry_after, 403 blocked, a slow answer). Received messages stay in memory; GET /__messages lists them.
 */
import Fastify from 'fastify'

export interface TelegramReceived {
  chatId: string
  text: string
  messageId: number
}

export type TelegramFault =
  | { kind: '429'; retryAfter: number }
  | { kind: '403' }
  | { kind: 'chat-not-found' }
  | { kind: 'slow'; ms: number }

export interface TelegramStandIn {
  url: string
  token: string
  username: string
  messages: TelegramReceived[]
  fail(next: TelegramFault): void
  close(): Promise<void>
}

const error = (code: number, description: string, parameters?: object) => ({
  ok: false,
  error_code: code,
  description,
  ...(parameters ? { parameters } : {}),
})

/** Starts the stand-in; port 0 picks a free one. */
export async function startTelegramStandIn({
  port = 0,
  token = '123456789:stand-in-telegram-token',
  username = 'clinic_demo_bot',
}: { port?: number; token?: string; username?: string } = {}): Promise<TelegramStandIn> {
  const messages: TelegramReceived[] = []
  const faults: TelegramFault[] = []
  let nextId = 1
  const app = Fastify({ logger: false })

  app.get('/__messages', async () => messages)

  app.route<{ Params: { bot: string; method: string }; Body: Record<string, unknown> | undefined }>({
    method: ['GET', 'POST'],
    url: '/:bot/:method',
    handler: async (req, reply) => {
      if (req.params.bot !== `bot${token}`) return reply.code(401).send(error(401, 'Unauthorized'))
      if (req.params.method === 'getMe') {
        return {
          ok: true,
          result: { id: Number(token.split(':')[0]) || 1, is_bot: true, first_name: 'Clinic demo', username },
        }
      }
      if (req.params.method !== 'sendMessage') return reply.code(404).send(error(404, 'Not Found'))
      const fault = faults.shift()
      if (fault?.kind === 'slow') await new Promise((r) => setTimeout(r, fault.ms))
      if (fault?.kind === '429') {
        return reply.code(429).send(
          error(429, `Too Many Requests: retry after ${fault.retryAfter}`, {
            retry_after: fault.retryAfter,
          }),
        )
      }
      if (fault?.kind === '403')
        return reply.code(403).send(error(403, 'Forbidden: bot was blocked by the user'))
      if (fault?.kind === 'chat-not-found')
        return reply.code(400).send(error(400, 'Bad Request: chat not found'))
      const body = req.body ?? {}
      const chatId = body.chat_id
      const text = body.text
      if (typeof chatId !== 'string' && typeof chatId !== 'number') {
        return reply.code(400).send(error(400, 'Bad Request: chat_id is empty'))
      }
      if (typeof text !== 'string' || !text)
        return reply.code(400).send(error(400, 'Bad Request: message text is empty'))
      const messageId = nextId++
      messages.push({ chatId: String(chatId), text, messageId })
      return {
        ok: true,
        result: { message_id: messageId, date: Math.floor(Date.now() / 1000), chat: { id: chatId }, text },
      }
    },
  })

  await app.listen({ host: '127.0.0.1', port })
  const address = app.server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  return {
    url: `http://127.0.0.1:${actualPort}`,
    token,
    username,
    messages,
    fail: (next) => void faults.push(next),
    close: () => app.close(),
  }
}
