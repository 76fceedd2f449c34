/**
 * The Authorization header of spec 000 §7: a Bearer token, and — when the deployment sets a
 * basic-auth value — Basic credentials combined with it in one header: "Basic xxx, Bearer yyy".
 */

/** Base64 of a UTF-8 string; btoa alone rejects anything outside Latin-1. */
export function base64Utf8(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** The header value, or undefined when there is nothing to send. `basicAuth` is "user:password". */
export function composeAuthorization(
  basicAuth: string | undefined,
  bearer: string | undefined,
): string | undefined {
  const parts: string[] = []
  if (basicAuth) parts.push(`Basic ${base64Utf8(basicAuth)}`)
  if (bearer) parts.push(`Bearer ${bearer}`)
  return parts.length > 0 ? parts.join(', ') : undefined
}
