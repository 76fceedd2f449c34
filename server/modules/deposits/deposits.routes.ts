/** Client deposits: GET /api/v2/clients/{id}/deposits (the write-off runs inside the orders' finish-cart). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../domain/api/errors'
import { clientIdParamsSchema } from '../../../domain/clients/client.schema'
import { clientDepositsResponseSchema } from '../../../domain/deposits/deposit.schema'
import type { AppContext } from '../../app-context'
import { clientDeposits } from './deposits.service'

export function depositsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/clients/:id/deposits',
      {
        config: { auth: 'crmClientsSee' },
        schema: {
          tags: ['Клієнти'],
          summary: 'Депозити клієнта',
          description:
            'A balance for every deposit type of the depositTypes dictionary (kopiykas; 0 when nothing was paid in; ' +
            '"cash" is the cash deposit an order’s writeOffSumOfCashDeposit draws on) and the last 20 movements, ' +
            'newest first (top_up, write_off with its order, refund, correction). A balance is the sum of its ' +
            'movements. The {id} in the path may also be the client’s uuid.',
          params: clientIdParamsSchema,
          response: {
            200: clientDepositsResponseSchema,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (req) => ({ data: await clientDeposits(ctx.db, req.params.id) }),
    )
  }
}
