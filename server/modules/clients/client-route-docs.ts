/** What every client route says the same way in the OpenAPI document: its tag, the path id, its error answers. */
import { errorBodySchema } from '../../../domain/api/errors'

export const clientTags = ['Клієнти']

/** Said on every route with a client in its path. */
export const clientRef = ' The {id} in the path may also be the uuid the device gave the client.'

export const clientErrors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
}
