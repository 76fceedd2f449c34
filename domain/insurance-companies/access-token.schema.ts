/**
 * A contractor's access token (spec 001 §4 "Access token: can be regenerated after confirmation"): the
 * server makes a new one on an explicit, confirmed request and shows it once; reads show only its tail.
 */
import { z } from 'zod'
import { int4, text } from '../api/scalars'
import { accessTokenInfoSchema } from './insurance-company.schema'

export const accessTokenMessages = {
  confirmRequired: 'Підтвердіть оновлення токена доступу',
} as const

export const accessTokenRegenerateSchema = z
  .object({
    /** Must be true: the old token stops working at once. */
    confirm: z.literal(true, { error: accessTokenMessages.confirmRequired }),
    version: int4().min(1),
  })
  .strict()
  .meta({ id: 'InsuranceCompanyAccessTokenRegenerate' })
export type AccessTokenRegenerate = z.infer<typeof accessTokenRegenerateSchema>

export const accessTokenIssuedSchema = z
  .object({
    /**
     * The new token in plain text: shown this once, the server keeps only its hash. A repeat of the same
     * request (its Idempotency-Key) answers null: regenerate again to see a token.
     */
    token: text().nullable(),
    accessToken: accessTokenInfoSchema,
    /** The contractor's version after the change. */
    version: int4(),
  })
  .meta({ id: 'InsuranceCompanyAccessTokenIssued' })
export type AccessTokenIssued = z.infer<typeof accessTokenIssuedSchema>
