/** POST /login, POST /auth/refresh, GET /current-profile (spec 000 §7 Session). No logout call. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../domain/api/errors'
import {
  currentProfileResponseSchema,
  loginRequestSchema,
  refreshRequestSchema,
  tokenPairSchema,
} from '../../../domain/auth/auth.schema'
import { requireUser } from '../../plugins/auth'
import type { AppContext } from '../../app-context'
import * as service from './auth.service'

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
            'After LOGIN_MAX_ATTEMPTS failed attempts the login is banned for LOGIN_BAN_SECONDS. Every failure carries attemptsLeft; a ban answers 423 with retryAfterSeconds. Unknown logins are counted like wrong passwords and get the same answer.',
          body: loginRequestSchema,
          response: {
            200: tokenPairSchema,
            401: errorBodySchema,
            403: errorBodySchema,
            423: errorBodySchema,
          },
        },
      },
      async (req) => service.login(ctx.db, app.tokens, ctx.loginPolicy, req.body, ctx.now(), req.log),
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
      async (req) => service.refresh(ctx.db, app.tokens, req.body.refreshToken, ctx.now()),
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
