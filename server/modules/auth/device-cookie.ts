/**
 * Known-device cookies (OWASP "Slow brute force: device cookies"): a successful sign-in leaves a signed,
 * HttpOnly cookie naming the user. An attempt that presents one for the same user is counted on its own
 * (per device), outside the login's ban and the address throttle, so a stranger's guesses cannot lock
 * a member of staff out of their own workstation.
 */
import { randomUUID } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'

export const DEVICE_COOKIE = 'clinic_device'
const ISSUER = 'clinic-office'

export interface DeviceClaims {
  userId: number
  deviceId: string
}

/** Signs a device cookie value for `userId`. */
export async function signDevice(
  secret: Uint8Array,
  userId: number,
  now: Date,
  ttlSeconds: number,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000)
  return new SignJWT({ typ: 'device' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(secret)
}

/** The claims of a valid device cookie, or undefined for a missing, forged or expired one. */
export async function verifyDevice(
  secret: Uint8Array,
  value: string | undefined,
  now: Date,
): Promise<DeviceClaims | undefined> {
  if (!value) return undefined
  try {
    const { payload } = await jwtVerify(value, secret, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: now,
    })
    const userId = Number(payload.sub)
    if (payload.typ !== 'device' || !Number.isInteger(userId) || !payload.jti) return undefined
    return { userId, deviceId: payload.jti }
  } catch {
    return undefined
  }
}

/** One cookie's value from a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=')
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim()
  }
  return undefined
}

/** The Set-Cookie header: sent back only to the sign-in route, never readable by scripts. */
export function deviceCookieHeader(
  value: string,
  path: string,
  maxAgeSeconds: number,
  secure: boolean,
): string {
  return [
    `${DEVICE_COOKIE}=${value}`,
    `Path=${path}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}
