/** Field messages for the sign-in form, from the client-side check and from a 422 answer. */
import { z } from 'zod'
import type { FieldErrors } from '../../../domain/api/errors'
import { ApiError } from '../../lib/api/api-error'

export type LoginField = 'login' | 'password'
export type LoginFieldErrors = Partial<Record<LoginField, string>>

const firstOf = (errors: Record<string, string[] | undefined>): LoginFieldErrors => ({
  login: errors.login?.[0],
  password: errors.password?.[0],
})

export function fieldErrorsFromIssues(error: z.ZodError): LoginFieldErrors {
  return firstOf(z.flattenError(error).fieldErrors)
}

export function fieldErrorsFromServer(errors: FieldErrors): LoginFieldErrors {
  return firstOf(errors)
}

/** Anything a sign-in may throw, as an ApiError the form can show. */
export function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  console.error(error)
  return new ApiError({ status: 0, code: 'unexpected', message: 'Не вдалося увійти. Спробуйте ще раз' })
}
