/**
 * The one error handler: every failure leaves as `{message, code, errors?}` with a Ukrainian message.
 * Validation → 422 with snake_case field errors; unparsable body → 400; a 500 never shows internals.
 */
import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { DomainError, errorMessages, type ErrorBody } from '../../domain/api/errors'
import { issuesToFieldErrors } from '../../domain/api/field-errors'

function toBody(error: FastifyError | DomainError | Error): { status: number; body: ErrorBody } {
  if (error instanceof DomainError) return { status: error.status, body: error.toBody() }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: v.instancePath.split('/').filter(Boolean),
      message: v.message ?? errorMessages.validation_failed,
      code: v.keyword as 'custom',
      keys: (v.params as { keys?: string[] }).keys,
    }))
    return {
      status: 422,
      body: {
        message: errorMessages.validation_failed,
        code: 'validation_failed',
        errors: issuesToFieldErrors(issues),
      },
    }
  }
  const fe = error as FastifyError
  if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { status: 413, body: { message: errorMessages.payload_too_large, code: 'payload_too_large' } }
  }
  if (
    fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
    fe.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH' ||
    (error instanceof SyntaxError && fe.statusCode === 400)
  ) {
    return { status: 400, body: { message: errorMessages.bad_request, code: 'bad_request' } }
  }
  if (fe.statusCode === 429)
    return { status: 429, body: { message: errorMessages.rate_limited, code: 'rate_limited' } }
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    return { status: fe.statusCode, body: { message: errorMessages.bad_request, code: 'bad_request' } }
  }
  return { status: 500, body: { message: errorMessages.internal, code: 'internal' } }
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toBody(error)
    if (status === 403) {
      // A refused permission or scope is a security event; the line names the user and route, no data.
      request.log.warn(
        { event: 'security', kind: 'forbidden', code: body.code, route: request.routeOptions.url },
        'access refused',
      )
    }
    if (status >= 500 || isResponseSerializationError(error)) {
      // Log the internals for operators; the answer stays generic.
      request.log.error({ err: error }, 'request failed')
    }
    if ((status === 429 || status === 423) && body.retryAfterSeconds !== undefined)
      void reply.header('retry-after', String(body.retryAfterSeconds))
    return reply.status(status).send(body)
  })
}

export default fp(errorsPlugin, { name: 'errors' })
