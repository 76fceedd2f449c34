/**
 * Parses an Authorization header that may combine schemes, as spec 000 §7 sends them when the
 * basic-auth configuration value is set: "Basic <b64>, Bearer <jwt>" (either order).
 */
export function parseAuthorization(header: string | undefined): { basic?: string; bearer?: string } {
  const out: { basic?: string; bearer?: string } = {}
  if (!header) return out
  for (const part of header.split(',')) {
    const m = /^\s*(basic|bearer)\s+(\S+)\s*$/i.exec(part)
    if (!m?.[1] || !m[2]) continue
    if (m[1].toLowerCase() === 'basic') out.basic = m[2]
    else out.bearer = m[2]
  }
  return out
}
