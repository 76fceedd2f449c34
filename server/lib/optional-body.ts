/**
 * For routes whose body may be left out (the spec's "payload: none"): a request without any body
 * is validated as `{}`. A body that is there — JSON `null` included — is validated as sent.
 */
import type { FastifyRequest } from 'fastify'

/** preValidation hook: no body and no content type → `{}`. */
export async function emptyBodyAsObject(request: FastifyRequest): Promise<void> {
  if (request.body == null && request.headers['content-type'] === undefined) request.body = {}
}
