import { describe, expect, it } from 'vitest'
import { createApiClient } from './api-client'
import type { ApiError } from './api-error'
import { createTokenStore } from './token-storage'
import { fakeFetch, json, memoryStorage } from './testing/fake-fetch'

const NOW = 1_700_000_000_000
const expired = { message: 'Сесія завершилась. Увійдіть знову', code: 'token_expired' }
const newPair = { token: 'new-access', refreshToken: 'new-refresh', expiresIn: 3600 }
const caught = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e as ApiError,
  )

function setup(fetch: ReturnType<typeof fakeFetch>, now = NOW) {
  const tokens = createTokenStore(memoryStorage(), undefined)
  tokens.save({ token: 'old-access', refreshToken: 'old-refresh', expiresIn: 3600 }, NOW)
  return { tokens, client: createApiClient({ baseUrl: '/api', tokens, fetch, now: () => now }) }
}

describe('API client: token refresh', () => {
  it('refreshes once after a 401 and repeats the request with the new token', async () => {
    const fetch = fakeFetch(
      () => json(401, expired),
      () => json(200, newPair),
      () => json(200, { data: [] }),
    )
    const { client, tokens } = setup(fetch)

    await expect(client.request('/clients')).resolves.toEqual({ data: [] })

    expect(fetch.sent.map((r) => r.url)).toEqual(['/api/clients', '/api/auth/refresh', '/api/clients'])
    expect(fetch.sent[1]?.body).toEqual({ refreshToken: 'old-refresh' })
    expect(fetch.sent[1]?.headers.Authorization).toBeUndefined()
    expect(fetch.sent[2]?.headers.Authorization).toBe('Bearer new-access')
    expect(tokens.read()?.refreshToken).toBe('new-refresh')
  })

  it('repeats the request only once', async () => {
    const fetch = fakeFetch(
      () => json(401, expired),
      () => json(200, newPair),
      () => json(401, expired),
    )
    const { client } = setup(fetch)
    expect(await caught(client.request('/clients'))).toMatchObject({ status: 401 })
    expect(fetch.sent).toHaveLength(3)
  })

  it('signs out when the server rejects the refresh token', async () => {
    const fetch = fakeFetch(
      () => json(401, expired),
      () => json(401, { message: 'Сесія завершилась. Увійдіть знову', code: 'token_invalid' }),
    )
    const { client, tokens } = setup(fetch)
    expect(await caught(client.request('/clients'))).toMatchObject({ code: 'token_invalid' })
    expect(tokens.read()).toBeNull()
  })

  it('keeps the session when the refresh fails for lack of network', async () => {
    const fetch = fakeFetch(
      () => json(401, expired),
      () => Promise.reject(new TypeError('Failed to fetch')),
    )
    const { client, tokens } = setup(fetch)
    expect(await caught(client.request('/clients'))).toMatchObject({ code: 'network' })
    expect(tokens.read()?.token).toBe('old-access')
  })

  it('refreshes before a request when the token is about to expire', async () => {
    const fetch = fakeFetch(
      () => json(200, newPair),
      () => json(200, {}),
    )
    const { client } = setup(fetch, NOW + 3_550_000)
    await client.request('/current-profile')
    expect(fetch.sent.map((r) => r.url)).toEqual(['/api/auth/refresh', '/api/current-profile'])
    expect(fetch.sent[1]?.headers.Authorization).toBe('Bearer new-access')
  })

  it('shares one refresh between requests that fail together', async () => {
    const fetch = fakeFetch(
      () => json(401, expired),
      () => json(401, expired),
      () => json(200, newPair),
      () => json(200, 1),
      () => json(200, 2),
    )
    const { client } = setup(fetch)
    await Promise.all([client.request('/a'), client.request('/b')])
    expect(fetch.sent.filter((r) => r.url === '/api/auth/refresh')).toHaveLength(1)
  })

  it('does not refresh after a 401 of the basic-auth gate', async () => {
    const fetch = fakeFetch(() =>
      json(401, { message: 'Потрібна базова автентифікація сервера', code: 'basic_auth_required' }),
    )
    const { client } = setup(fetch)
    expect(await caught(client.request('/clients'))).toMatchObject({ code: 'basic_auth_required' })
    expect(fetch.sent).toHaveLength(1)
  })
})
