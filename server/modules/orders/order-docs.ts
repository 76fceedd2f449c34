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

/** The read scope, for every route that reads an order by id. */
export const scopeNote =
  'Only an order in the user’s scope is answered: with crmMcOrdersEditOwn and without crmMcOrdersEditAll, the ' +
  'orders the user created or operates (the order list’s scope). Any other id answers 404 not_found, exactly as ' +
  'an order that does not exist, so an id outside the scope reveals nothing.'

export const ownNote =
  'crmMcOrdersEditAll edits any order; crmMcOrdersEditOwn only orders the user created or operates: any other ' +
  'order is outside the user’s scope and answers 404 not_found, exactly as an order that does not exist (the id ' +
  'reveals nothing), before any check of the body or the state.'
