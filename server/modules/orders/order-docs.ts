/** Shared pieces of the orders routes' OpenAPI documentation. */
import { errorBodySchema } from '../../../domain/api/errors'
import { orderEvents, orderTransitions } from '../../../domain/orders/order-machine'

export const tags = ['Замовлення']

export { orderRead, orderWrite } from '../../../domain/orders/order-access'

export const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
}

/** The transitions of domain/orders/order-machine.ts as a Markdown list, for the API docs. */
export const transitionsDoc =
  'Order states move only along these transitions (a refused one answers 422 `order_state_forbids` naming ' +
  'the action and the state):\n' +
  Object.entries(orderTransitions)
    .map(
      ([event, map]) =>
        `- ${event} (${orderEvents[event as keyof typeof orderEvents]}): ` +
        Object.entries(map)
          .map(([from, to]) => `${from} → ${to}`)
          .join(', '),
    )
    .join('\n')

export const ownNote =
  'crmMcOrdersEditAll edits any order; crmMcOrdersEditOwn only orders the user created or operates ' +
  '(else 403 `forbidden_not_own`).'
