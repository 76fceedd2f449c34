/**
 * POST /login, POST /auth/refresh, GET /current-profile (spec 000 §7 Session). No logout call; the product's
 * own POST /auth/sign-out-everywhere ends every session of the user.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../../domain/api/errors'
import {
  currentProfileResponseSchema,
  loginRequestSchema,
  refreshRequestSchema,
  tokenPairSchema,
} from '../../../domain/auth/auth.schema'
import { requireUser } from '../../plugins/auth'
import { emptyBodyAsObject } from '../../lib/optional-body'
import type { AppContext } from '../../app-context'
import * as service from './auth.service'
import { login } from './sign-in.service'
import { DEVICE_TTL_SECONDS } from './sign-in.service'
import { DEVICE_COOKIE, deviceCookieHeader, readCookie } from './device-cookie'

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/login',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['Сесія'],
          summary: 'Вхід за логіном і паролем',
          description:
            'After LOGIN_MAX_ATTEMPTS failed attempts within LOGIN_WINDOW_SECONDS the login is banned for LOGIN_BAN_SECONDS. ' +
            'Every failure carries attemptsLeft; a ban answers 423 with retryAfterSeconds. Unknown logins are counted like ' +
            'wrong passwords and get the same answer. An address making more than LOGIN_ADDRESS_MAX_ATTEMPTS unsuccessful ' +
            'attempts per LOGIN_ADDRESS_WINDOW_SECONDS gets 429 with retryAfterSeconds. A successful sign-in sets an ' +
            'HttpOnly known-device cookie: attempts carrying it for the same user are counted per device, outside the ' +
            "login's ban and the address throttle.",
          body: loginRequestSchema,
          response: {
            200: tokenPairSchema,
            401: errorBodySchema,
            403: errorBodySchema,
            423: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (req, reply) => {
        const { pair, device } = await login(ctx.db, app.tokens, ctx.loginPolicy, req.body, ctx.now(), {
          address: req.ip,
          deviceCookie: readCookie(req.headers.cookie, DEVICE_COOKIE),
          log: req.log,
        })
        if (device) {
          const path = `${ctx.config.apiBase}/login`
          void reply.header(
            'set-cookie',
            deviceCookieHeader(device, path, DEVICE_TTL_SECONDS, req.protocol === 'https'),
          )
        }
        return pair
      },
    )

    app.post(
      '/auth/refresh',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['Сесія'],
          summary: 'Оновлення токена доступу',
          body: refreshRequestSchema,
          response: { 200: tokenPairSchema, 401: errorBodySchema },
        },
      },
      async (req) => service.refresh(ctx.db, app.tokens, req.body.refreshToken, ctx.now(), req.log),
    )

    app.post(
      '/auth/sign-out-everywhere',
      {
        config: { auth: 'user' },
        preValidation: emptyBodyAsObject,
        schema: {
          tags: ['Сесія'],
          summary: 'Вийти на всіх пристроях',
          body: z.object({}).strict(),
          description:
            'Ends every session of the signed-in user: access tokens issued until now are refused and every refresh ' +
            'token is revoked, this device included. Leaving on one device needs no call (spec 000 §4).',
          response: { 204: z.null(), 401: errorBodySchema },
        },
      },
      async (req, reply) => {
        const user = requireUser(req)
        await service.signOutEverywhere(ctx.db, user.id, ctx.now())
        app.invalidateUser(user.id)
        req.log.info({ event: 'security', kind: 'sign_out_everywhere' }, 'every session ended')
        return reply.code(204).send(null)
      },
    )

    app.get(
      '/current-profile',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['Сесія'],
          summary: 'Профіль поточного користувача',
          response: { 200: currentProfileResponseSchema, 401: errorBodySchema },
        },
      },
      async (req) => {
        const user = requireUser(req)
        return {
          user: {
            id: user.id,
            name: user.name,
            login: user.login,
            permissions: user.permissions,
            modules: user.modules,
            taskToMe: await ctx.counters.taskToMe(user.id),
          },
        }
      },
    )
  }
}
