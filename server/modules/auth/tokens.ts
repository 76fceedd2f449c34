/** JWT access and refresh tokens (HS256). Access tokens are stateless; refresh tokens are recorded. */
import { randomUUID } from 'node:crypto'
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose'
import { DomainError, errorMessages } from '../../../domain/api/errors'

export interface TokenSettings {
  secret: Uint8Array
  accessTtl: number
  refreshTtl: number
  /** How long a rotated refresh token may still be exchanged for the successor it already got. */
  reuseGraceSeconds: number
}

export interface AccessClaims {
  userId: number
}

const ISSUER = 'clinic-office'

/** Signs an access token for `userId`. */
export async function signAccessToken(s: TokenSettings, userId: number, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000)
  return new SignJWT({ typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + s.accessTtl)
    .sign(s.secret)
}

/**
 * Signs a refresh token; its jti is stored so it can be rotated and revoked. Given the same jti and
 * times it signs the very same token again (HS256 is deterministic): a lost answer can be repeated.
 */
export async function signRefreshToken(
  s: TokenSettings,
  userId: number,
  now: Date,
  again?: { jti: string; expiresAt: Date },
): Promise<{ token: string; jti: string; expiresAt: Date }> {
  const exp = again
    ? Math.floor(again.expiresAt.getTime() / 1000)
    : Math.floor(now.getTime() / 1000) + s.refreshTtl
  const jti = again?.jti ?? randomUUID()
  const token = await new SignJWT({ typ: 'refresh' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setJti(jti)
    .setIssuedAt(exp - s.refreshTtl)
    .setExpirationTime(exp)
    .sign(s.secret)
  return { token, jti, expiresAt: new Date(exp * 1000) }
}

/** Verifies a token of the given type; expired and forged tokens get distinct coded errors. */
export async function verifyToken(
  s: TokenSettings,
  token: string,
  typ: 'access' | 'refresh',
  now: Date,
): Promise<{ userId: number; jti: string | undefined; expiresAt: number | undefined; issuedAt: number }> {
  try {
    const { payload } = await jwtVerify(token, s.secret, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: now,
    })
    const userId = Number(payload.sub)
    if (payload.typ !== typ || !Number.isInteger(userId)) throw new joseErrors.JWTInvalid('wrong token type')
    return {
      userId,
      jti: payload.jti,
      expiresAt: payload.exp === undefined ? undefined : payload.exp * 1000,
      issuedAt: (payload.iat ?? 0) * 1000,
    }
  } catch (e) {
    if (e instanceof joseErrors.JWTExpired) {
      throw new DomainError('token_expired', 401, errorMessages.token_expired)
    }
    throw new DomainError('token_invalid', 401, errorMessages.token_invalid)
  }
}
