/** POST /api/v2/protocol-from-orders (spec 000 §7): a protocol asked for from an order's cart line. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../domain/api/errors'
import {
  protocolFromOrderBodySchema,
  protocolRequestSchema,
} from '../../../domain/protocols/protocol-request.schema'
import type { AppContext } from '../../app-context'
import { requestProtocol } from './protocol-requests.service'

export function protocolRequestRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/v2/protocol-from-orders',
      {
        // Creating protocols is the doctors' right (spec 000 §6); it reaches any order they receive.
        config: { auth: 'crmProtocolsCreate' },
        schema: {
          tags: ['Протоколи'],
          summary: 'Запит на протокол з позиції замовлення',
          description:
            'Stores a request for the protocol of one line of the order’s cart: `protocolableType` "service" or ' +
            '"test" and `protocolableId` the service’s or test’s id; for a test inside a package of the cart, ' +
            '`packageTestId` names the package. The protocols themselves are built from stored requests later ' +
            '(the protocols area); the answer is the stored request in state "requested": 201 when stored, 200 ' +
            'with the request stored before when the same line is asked for again. `clientId` may be left out ' +
            '(the order’s patient is taken); given, it must be the order’s patient. 422 per field: an unknown or ' +
            'cancelled order, or one outside the user’s order scope, answered as unknown (order_id), an order without a patient or another patient (client_id), a line not in ' +
            'the cart or not in the package (protocolable_id, package_test_id), and — spec 001 §5 — a protocol ' +
            'for a package when one for a test inside it was asked for, or the other way round. Only the five ' +
            'named fields are accepted (the "general payload" of the spec is not described there).',
          body: protocolFromOrderBodySchema,
          response: {
            200: protocolRequestSchema,
            201: protocolRequestSchema,
            401: errorBodySchema,
            403: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, async (m) => {
          const { request, created } = await requestProtocol(m.tx, m.user, req.body)
          m.status(created ? 201 : 200)
          return request
        }),
    )
  }
}
