/**
 * A local Checkbox (PRRO) for tests and the demo (domain notes G1): a Fastify app on 127.0.0.1 speaking
 * the /api/v1 paths the adapter uses — cashier sign-in (login/password or PIN + X-License-Key), shifts,
 * X reports, service and sale/return receipts kept by their client-made id (a repeat id is answered 409),
 * fiscal codes that appear after a configurable delay, offline mode — plus scripted faults: drop a call,
 * drop the answer after doing the work, delay. The books per register are in stand-in-register.ts.
 */
import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify'
import { parseAuthorization } from '../../lib/authorization-header'
import { prng } from '../../db/seed/seed-helpers'
import { STAND_IN_CHECKBOX_CASHIER, STAND_IN_CHECKBOX_LICENSE } from '../demo-stand-ins'
import { parseSell, parseService, receiptJson, reportJson, shiftJson } from './stand-in-json'
import { Refusal, StandInRegister } from './stand-in-register'

export type CheckboxFault = { kind: 'drop' } | { kind: 'drop-answer' } | { kind: 'slow'; ms: number }

export interface CheckboxStandIn {
  url: string
  /** Where a receipt's public page is: `${receiptPageUrl}/<id>`. */
  receiptPageUrl: string
  /** The register's license key and a cashier's login, password and PIN. */
  licenseKey: string
  cashier: { login: string; password: string; pinCode: string }
  register: StandInRegister
  /** API calls received, and how many were dropped before or after doing their work. */
  stats: { calls: number; dropped: number; answersDropped: number }
  /** The next API call's fault; applied once, in the order given. */
  fail(next: CheckboxFault): void
  /** Every API call meets a fault at these rates (0–1), from a seeded sequence. */
  chaos(rates: { drop: number; dropAnswer: number; seed?: number } | null): void
  setFiscalDelay(ms: number): void
  /** Moves the stand-in's clock forward (offline limits). */
  advance(ms: number): void
  close(): Promise<void>
}

type Req = FastifyRequest<{
  Body: unknown
  Params: Record<string, string>
  Querystring: Record<string, string>
}>

/** Starts the stand-in; port 0 picks a free one. */
export async function startCheckboxStandIn({
  port = 0,
  licenseKey = STAND_IN_CHECKBOX_LICENSE,
  cashier = STAND_IN_CHECKBOX_CASHIER,
  fiscalDelayMs = 50,
  clockStart,
}: {
  port?: number
  licenseKey?: string
  cashier?: { login: string; password: string; pinCode: string }
  fiscalDelayMs?: number
  /** The stand-in's clock starts here (ms since the epoch) instead of now: the month of the offline limit. */
  clockStart?: number
} = {}): Promise<CheckboxStandIn> {
  let offset = clockStart === undefined ? 0 : clockStart - Date.now()
  let delay = fiscalDelayMs
  const clock = () => Date.now() + offset
  const register = new StandInRegister(licenseKey, '4000123456', clock, () => delay)
  const tokens = new Map<string, string>()
  const faults: CheckboxFault[] = []
  const stats = { calls: 0, dropped: 0, answersDropped: 0 }
  let chaos: { drop: number; dropAnswer: number; random: () => number } | null = null
  const app = Fastify({ logger: false })

  const nextFault = (): CheckboxFault | undefined => {
    const f = faults.shift()
    if (f || !chaos) return f
    const x = chaos.random()
    if (x < chaos.drop) return { kind: 'drop' }
    if (x < chaos.drop + chaos.dropAnswer) return { kind: 'drop-answer' }
    return undefined
  }

  const cashierOf = (req: Req): string => {
    const { bearer } = parseAuthorization(req.headers.authorization)
    const who = bearer ? tokens.get(bearer) : undefined
    if (!who) throw new Refusal(401, 'Not authenticated')
    return who
  }
  const checkLicense = (req: Req) => {
    if (req.headers['x-license-key'] !== licenseKey) throw new Refusal(403, 'Невірний ключ ліцензії каси')
  }

  /** Every API route: client headers checked, the scripted fault applied, refusals as `{message}`. */
  const api =
    (fn: (req: Req) => unknown, status = 200) =>
    async (req: Req, reply: FastifyReply) => {
      stats.calls++
      const fault = nextFault()
      const drop = () => {
        if (fault?.kind === 'drop') stats.dropped++
        else stats.answersDropped++
        reply.hijack()
        req.raw.socket.destroy()
      }
      if (fault?.kind === 'drop') return drop()
      if (fault?.kind === 'slow') await new Promise((r) => setTimeout(r, fault.ms))
      let code = status
      let body: unknown
      try {
        if (!req.headers['x-client-name'] || !req.headers['x-client-version'])
          throw new Refusal(400, 'Не вказано X-Client-Name або X-Client-Version')
        body = await fn(req)
      } catch (e) {
        if (!(e instanceof Refusal)) throw e
        code = e.status
        body = { message: e.message }
      }
      if (fault?.kind === 'drop-answer') return drop()
      return reply.code(code).send(body ?? null)
    }

  const signedIn = () => {
    const token = randomUUID()
    tokens.set(token, cashier.login)
    return { type: 'bearer', token_type: 'bearer', access_token: token }
  }
  const now = clock
  const receiptOut = (id: string) => {
    const r = register.receipts.get(id)
    if (!r) throw new Refusal(404, 'Чек не знайдено')
    return receiptJson(r, now())
  }

  app.post(
    '/api/v1/cashier/signin',
    api((req) => {
      const b = (req.body ?? {}) as { login?: unknown; password?: unknown }
      if (b.login !== cashier.login || b.password !== cashier.password)
        throw new Refusal(401, 'Невірний логін або пароль касира')
      return signedIn()
    }),
  )
  app.post(
    '/api/v1/cashier/signinPinCode',
    api((req) => {
      checkLicense(req)
      if ((req.body as { pin_code?: unknown } | null)?.pin_code !== cashier.pinCode)
        throw new Refusal(401, 'Невірний PIN-код касира')
      return signedIn()
    }),
  )
  app.get(
    '/api/v1/cashier/shift',
    api((req) => {
      cashierOf(req)
      const s = register.current()
      return s ? shiftJson(s, register, now()) : null
    }),
  )
  app.post(
    '/api/v1/shifts',
    api((req) => {
      const who = cashierOf(req)
      checkLicense(req)
      return shiftJson(register.openShift(who), register, now())
    }, 202),
  )
  app.get(
    '/api/v1/shifts/:id',
    api((req) => {
      cashierOf(req)
      const s = register.shifts.find((x) => x.id === req.params.id)
      if (!s) throw new Refusal(404, 'Зміну не знайдено')
      return shiftJson(s, register, now())
    }),
  )
  app.post(
    '/api/v1/shifts/close',
    api((req) => shiftJson(register.closeShift(cashierOf(req)), register, now()), 202),
  )
  app.post(
    '/api/v1/reports',
    api((req) => reportJson(register.report(cashierOf(req)))),
  )
  app.post(
    '/api/v1/receipts/sell',
    api((req) => {
      const who = cashierOf(req)
      const r = parseSell(req.body, register)
      if (register.receipts.has(r.id)) throw new Refusal(409, `Чек з ідентифікатором ${r.id} вже існує`)
      return receiptJson(register.addReceipt(who, r), now())
    }, 201),
  )
  // An integrator's receipt made offline: the sale or return body with the reserved number it was given.
  app.post(
    '/api/v1/receipts/sell-offline',
    api((req) => {
      const who = cashierOf(req)
      const { fiscal_code, fiscal_date, ...body } = (req.body ?? {}) as Record<string, unknown>
      const at = typeof fiscal_date === 'string' ? Date.parse(fiscal_date) : NaN
      if (typeof fiscal_code !== 'string' || !fiscal_code || Number.isNaN(at))
        throw new Refusal(422, 'Помилка валідації: fiscal_code, fiscal_date')
      const r = parseSell(body, register)
      if (register.receipts.has(r.id)) throw new Refusal(409, `Чек з ідентифікатором ${r.id} вже існує`)
      return receiptJson(register.addReceipt(who, r, { fiscalCode: fiscal_code, at }), now())
    }, 201),
  )
  app.post(
    '/api/v1/receipts/service',
    api((req) => {
      const who = cashierOf(req)
      const r = parseService(req.body)
      if (register.receipts.has(r.id)) throw new Refusal(409, `Чек з ідентифікатором ${r.id} вже існує`)
      return receiptJson(register.addReceipt(who, r), now())
    }, 201),
  )
  app.get(
    '/api/v1/receipts/:id',
    api((req) => {
      cashierOf(req)
      return receiptOut(req.params.id ?? '')
    }),
  )
  // The public receipt page (Checkbox's check.checkbox.ua/<id>): no token, like the real one.
  app.get('/check/:id', async (req: Req, reply) => {
    const r = register.receipts.get(req.params.id ?? '')
    if (!r) return reply.code(404).type('text/html').send('<p>Чек не знайдено</p>')
    return reply
      .type('text/html; charset=utf-8')
      .send(`<p>Фіскальний чек № ${r.fiscalCode}, сума ${(r.total / 100).toFixed(2)} грн</p>`)
  })

  const registerRoute = (fn: (req: Req) => unknown) =>
    api((req) => {
      cashierOf(req)
      checkLicense(req)
      return fn(req)
    })
  const count = (req: Req) => {
    const n = Number(req.query.count ?? 0)
    if (!Number.isInteger(n) || n < 1 || n > 2000) throw new Refusal(422, 'Кількість має бути від 1 до 2000')
    return n
  }
  app.get(
    '/api/v1/cash-registers/info',
    registerRoute(() => ({
      id: register.id,
      fiscal_number: register.fiscalNumber,
      active: true,
      offline_mode: register.offlineSince !== null,
      has_shift: Boolean(register.current()),
    })),
  )
  app.post(
    '/api/v1/cash-registers/go-offline',
    registerRoute((req) => {
      const since = (req.body as { go_offline_date?: unknown } | null)?.go_offline_date
      const at = typeof since === 'string' ? Date.parse(since) : undefined
      if (at !== undefined && Number.isNaN(at)) throw new Refusal(422, 'Помилка валідації: go_offline_date')
      register.goOffline(at)
      return { status: 'ok' }
    }),
  )
  app.post(
    '/api/v1/cash-registers/go-online',
    registerRoute(() => (register.goOnline(), { status: 'ok' })),
  )
  app.get(
    '/api/v1/cash-registers/ask-offline-codes',
    registerRoute((req) => (register.askOfflineCodes(count(req)), { status: 'ok' })),
  )
  app.get(
    '/api/v1/cash-registers/get-offline-codes',
    registerRoute((req) =>
      register.reservedCodes.slice(0, count(req)).map((fiscal_code) => ({ fiscal_code })),
    ),
  )
  // The answer's shape is this stand-in's (seconds); verify against Checkbox's documentation.
  app.get(
    '/api/v1/cash-registers/get-offline-time',
    registerRoute(() => {
      const t = register.offlineTime()
      return { in_row_seconds: Math.floor(t.inRow / 1000), month_seconds: Math.floor(t.month / 1000) }
    }),
  )

  // Test tooling, not Checkbox's: a journey running against `npm start`'s stand-in takes the provider away
  // ({"drop": 1}) and brings it back ({}), as the int tests do through `chaos`. Only on 127.0.0.1.
  app.post('/__stand-in/faults', async (req: Req) => {
    const b = (req.body ?? {}) as { drop?: unknown; dropAnswer?: unknown }
    const rate = (v: unknown) => (typeof v === 'number' && v >= 0 && v <= 1 ? v : 0)
    const drop = rate(b.drop)
    const dropAnswer = rate(b.dropAnswer)
    chaos = drop || dropAnswer ? { drop, dropAnswer, random: prng(27) } : null
    return { drop, dropAnswer }
  })

  await app.listen({ host: '127.0.0.1', port })
  const address = app.server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  const url = `http://127.0.0.1:${actualPort}`
  return {
    url,
    receiptPageUrl: `${url}/check`,
    licenseKey,
    cashier,
    register,
    stats,
    fail: (next) => void faults.push(next),
    chaos: (rates) => {
      chaos = rates && { ...rates, random: prng(rates.seed ?? 27) }
    },
    setFiscalDelay: (ms) => void (delay = ms),
    advance: (ms) => void (offset += ms),
    close: () => app.close(),
  }
}
