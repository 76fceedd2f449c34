/** Issue 17 item 7: API answers are never cached, HSTS over HTTPS only, the CSP names its own socket origin. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../tests/support/test-app'

let t: TestApp
let direct: TestApp
beforeAll(async () => {
  t = await createTestApp()
  // No proxy trusted: a forwarded protocol from the peer is not believed.
  direct = await createTestApp({ trustProxy: false })
})
afterAll(async () => {
  await t.close()
  await direct.close()
})

describe('caching of API answers', () => {
  it('answers no-store on data, errors and unknown API paths; references still revalidate with a 304', async () => {
    const profile = await t.as('registrar', { method: 'GET', url: '/api/current-profile' })
    expect(profile.statusCode).toBe(200)
    expect(profile.headers['cache-control']).toBe('no-store')
    const refused = await t.app.inject({ method: 'GET', url: '/api/current-profile' })
    expect(refused.statusCode).toBe(401)
    expect(refused.headers['cache-control']).toBe('no-store')
    const unknown = await t.as('registrar', { method: 'GET', url: '/api/no-such-route' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.headers['cache-control']).toBe('no-store')

    const first = await t.as('registrar', { method: 'GET', url: '/api/current-state' })
    expect(first.headers['cache-control']).toBe('no-store')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\/".+"$/)
    const again = await t.as('registrar', {
      method: 'GET',
      url: '/api/current-state',
      headers: { 'if-none-match': etag },
    })
    expect(again.statusCode).toBe(304)
    expect(again.headers.etag).toBe(etag)
    expect(again.headers['cache-control']).toBe('no-store')
  })

  it('leaves the caching of the app shell alone', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(health.headers['cache-control']).toBeUndefined()
  })
})

describe('HSTS', () => {
  it('is sent only when the request came over HTTPS through a trusted proxy', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(plain.headers['strict-transport-security']).toBeUndefined()
    const https = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    const spoofed = await direct.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(spoofed.headers['strict-transport-security']).toBeUndefined()
  })
})

describe('CSP', () => {
  it('lets the page open a socket to its own host only, not to any ws: or wss: address', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { host: 'clinic.example.ua:8443' },
    })
    const connect = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('connect-src'))
    expect(connect?.trim()).toBe(
      "connect-src 'self' ws://clinic.example.ua:8443 wss://clinic.example.ua:8443",
    )
    const odd = await t.app.inject({ method: 'GET', url: '/healthz', headers: { host: 'x"; script-src *' } })
    expect(String(odd.headers['content-security-policy'])).not.toContain('script-src *')
  })
})
