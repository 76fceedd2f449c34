/**
 * A contractor's access token (spec 001 §4 "Access token: can be regenerated after confirmation"). The
 * server makes it from 32 random bytes and keeps only its sha256, its last 4 characters and when it was
 * made; the plain token is in this one answer only. A new token replaces the old one at once.
 */
import { createHash, randomBytes } from 'node:crypto'
import type {
  AccessTokenIssued,
  AccessTokenRegenerate,
} from '../../../domain/insurance-companies/access-token.schema'
import { insuranceCompanies } from '../../db/schema/finance'
import type { MutationScope } from '../../lib/mutation'
import { updateVersioned } from '../../lib/versioned'
import { getInsuranceCompany } from './insurance-companies.service'

/** sha256 of a token, hex: what the database holds and what a future check compares. */
export const accessTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex')

/** Makes a new access token for the contractor (versioned like an edit: stale → 409 with the current row). */
export async function regenerateAccessToken(
  m: MutationScope,
  id: number,
  body: AccessTokenRegenerate,
): Promise<AccessTokenIssued> {
  const token = randomBytes(32).toString('base64url')
  const tail = token.slice(-4)
  const saved = await updateVersioned(
    m.tx,
    insuranceCompanies,
    { id, version: body.version },
    { accessTokenHash: accessTokenHash(token), accessTokenTail: tail, accessTokenCreatedAt: m.now },
    async () => getInsuranceCompany(m.tx, id, m.now).catch(() => undefined),
  )
  // A repeat of this request (same Idempotency-Key) gets the answer without the token: only its hash is kept.
  m.storeForRepeat((answer) => ({ ...(answer as AccessTokenIssued), token: null }))
  return { token, accessToken: { tail, createdAt: m.now.toISOString() }, version: saved.version }
}
