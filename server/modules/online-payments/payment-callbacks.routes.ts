/**
 * The gateways' callbacks (domain notes G4): POST /api/public/payments/liqpay/callback (form fields data
 * and signature) and /wayforpay/callback (JSON). Public — the signature is the proof: a body not signed
 * with the installation's key is answered 400 and changes nothing. The raw body is read as text (16 KB at
 * most) so the signature is checked over exactly what was sent; each address may call 120 times a minute.
 * A repeated or out-of-order callback is applied by the status rule (never backwards) and answered as a
 * fresh one: LiqPay with 200, WayForPay with its signed accept (or it sends the callback again).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { DomainError, errorMessages } from '../../../domain/api/errors'
import { errorBodySchema } from '../../../domain/api/errors'
import {
  onlinePaymentMessages as msg,
  onlinePaymentProviders,
} from '../../../domain/online-payments/online-payment.schema'
import { handleCallback, type PaymentsContext } from './online-payments.service'
import { createWindowLimiter } from './window-limiter'

const BODY_LIMIT = 16 * 1024
const PER_MINUTE = 120

const isJson = (raw: string) => {
  try {
    JSON.parse(raw)
    return true
  } catch {
    return false
  }
}

export function paymentCallbackRoutes(ctx: PaymentsContext): FastifyPluginAsyncZod {
  const limiter = createWindowLimiter(PER_MINUTE, 60_000)
  return async (app) => {
    // Encapsulated here: every body of these routes is kept as the text that was signed.
    app.removeAllContentTypeParsers()
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    )
    for (const provider of onlinePaymentProviders)
      app.post(
        `/api/public/payments/${provider}/callback`,
        {
          config: { auth: 'public' },
          bodyLimit: BODY_LIMIT,
          schema: {
            tags: ['Онлайн-оплата'],
            summary: `Callback ${provider === 'liqpay' ? 'LiqPay' : 'WayForPay'}`,
            description:
              (provider === 'liqpay'
                ? 'LiqPay’s server_url: form fields `data` (base64 JSON) and `signature`; answered 200 "OK". '
                : 'WayForPay’s serviceUrl: the JSON callback; answered with {orderReference, status: "accept", time, ' +
                  'signature}. ') +
              'A wrong signature answers 400 bad_signature, an unknown payment 404; at most 120 calls a minute per ' +
              'address (429), bodies up to 16 KB (413). A repeated or out-of-order callback never moves a payment back.',
            security: [],
            // 200: the gateway's own answer, sent as the text it must be (strings skip the serializer).
            response: { 200: z.unknown(), 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema },
          },
        },
        async (req, reply) => {
          if (!limiter.take(req.ip, Date.now()))
            throw new DomainError('rate_limited', 429, msg.tooMany, { retryAfterSeconds: 60 })
          const raw = typeof req.body === 'string' ? req.body : ''
          if (raw.includes('\u0000') || !z.string().safeParse(raw).success)
            throw new DomainError('bad_signature', 400, msg.badSignature)
          if (/json/i.test(req.headers['content-type'] ?? '') && !isJson(raw))
            throw new DomainError('bad_request', 400, errorMessages.bad_request)
          const out = await handleCallback(ctx, provider, raw)
          if (out.kind === 'bad-signature') throw new DomainError('bad_signature', 400, msg.badSignature)
          if (out.kind === 'unknown') throw new DomainError('not_found', 404, msg.unknownPayment)
          if (out.applied.movedFrom)
            req.log.info(
              {
                payment: out.applied.payment.id,
                from: out.applied.movedFrom,
                to: out.applied.payment.status,
              },
              'online payment status moved',
            )
          return reply.code(200).type(out.answer.contentType).send(out.answer.body)
        },
      )
  }
}
