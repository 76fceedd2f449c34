import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createApiClient } from './api-client'
import { ApiError } from './api-error'
import { createTokenStore, type TokenStore } from './token-storage'
import { fakeFetch, json, memoryStorage } from './testing/fake-fetch'

const NOW = 1_700_000_000_000

function setup(fetch: ReturnType<typeof fakeFetch>, opts: { basicAuth?: string; signedIn?: boolean } = {}) {
  const tokens: TokenStore = createTokenStore(memoryStorage(), undefined)
  if (opts.signedIn !== false)
    tokens.save({ token: 'old-access', refreshToken: 'old-refresh', expiresIn: 3600 }, NOW)
  const client = createApiClient({
    baseUrl: '/api/',
    basicAuth: opts.basicAuth,
    tokens,
    fetch,
    now: () => NOW,
  })
  return { client, tokens }
}

const caught = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e as ApiError,
  )
const newPair = { token: 'new-access', refreshToken: 'new-refresh', expiresIn: 3600 }

describe('API client: requests', () => {
  it('sends JSON with Accept, same-origin credentials and "Basic …, Bearer …" in one header', async () => {
    const fetch = fakeFetch(() => json(200, { ok: true }))
    const { client } = setup(fetch, { basicAuth: 'gate:secret' })

    await client.request('/clients', { method: 'POST', body: { surname: 'Коваль' } })

    const [req] = fetch.sent
    expect(req?.url).toBe('/api/clients')
    expect(req?.headers).toMatchObject({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Basic ${btoa('gate:secret')}, Bearer old-access`,
    })
    expect(req?.credentials).toBe('same-origin')
    expect(req?.body).toEqual({ surname: 'Коваль' })
  })

  it('sends only the Basic credentials on the sign-in call', async () => {
    const fetch = fakeFetch(() => json(200, newPair))
    const { client } = setup(fetch, { basicAuth: 'gate:secret' })
    await client.request('/login', { method: 'POST', body: { login: 'a', password: 'b' }, auth: false })
    expect(fetch.sent[0]?.headers.Authorization).toBe(`Basic ${btoa('gate:secret')}`)
  })

  it('checks the answer against its schema', async () => {
    const { client } = setup(fakeFetch(() => json(200, { name: 42 })))
    const error = await caught(client.request('/x', { schema: z.object({ name: z.string() }) }))
    expect(error).toMatchObject({ code: 'bad_response' })
  })
})

describe('API client: errors', () => {
  it('turns an error body into a typed ApiError with attempts left', async () => {
    const body = { message: 'Невірний логін або пароль', code: 'invalid_credentials', attemptsLeft: 3 }
    const { client } = setup(
      fakeFetch(() => json(401, body)),
      { signedIn: false },
    )
    const error = await caught(client.request('/login', { method: 'POST', auth: false }))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 401,
      code: 'invalid_credentials',
      attemptsLeft: 3,
      message: body.message,
    })
  })

  it('carries the ban time and the field errors', async () => {
    const ban = {
      message: 'Забагато невдалих спроб',
      code: 'login_banned',
      attemptsLeft: 0,
      retryAfterSeconds: 900,
    }
    const invalid = {
      message: 'Перевірте поля',
      code: 'validation_failed',
      errors: { login: ['Введіть логін'] },
    }
    const { client } = setup(
      fakeFetch(
        () => json(423, ban),
        () => json(422, invalid),
      ),
      { signedIn: false },
    )
    expect(await caught(client.request('/login', { auth: false }))).toMatchObject({
      status: 423,
      retryAfterSeconds: 900,
    })
    expect(await caught(client.request('/login', { auth: false }))).toMatchObject({
      errors: { login: ['Введіть логін'] },
    })
  })

  it('gives a Ukrainian message when the answer is not an error body', async () => {
    const html = () =>
      new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })
    const { client } = setup(fakeFetch(html))
    expect(await caught(client.request('/x'))).toMatchObject({
      status: 502,
      code: 'internal',
      message: 'Помилка сервера. Спробуйте пізніше',
    })
  })

  it('reports a failed connection as code "network"', async () => {
    const { client } = setup(fakeFetch(() => Promise.reject(new TypeError('Failed to fetch'))))
    expect(await caught(client.request('/x'))).toMatchObject({ status: 0, code: 'network' })
  })
})
