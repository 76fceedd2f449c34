import { describe, expect, it } from 'vitest'
import { createApiClient } from './api-client'
import { ApiError } from './api-error'
import { createTokenStore } from './token-storage'
import { json, memoryStorage } from './testing/fake-fetch'

const NOW = 1_700_000_000_000

function setup(reply: (init: RequestInit) => Response) {
  const tokens = createTokenStore(memoryStorage(), undefined)
  tokens.save({ token: 'access', refreshToken: 'refresh', expiresIn: 3600 }, NOW)
  const sent: RequestInit[] = []
  const client = createApiClient({
    baseUrl: '/api',
    tokens,
    now: () => NOW,
    fetch: async (_url, init) => {
      sent.push(init)
      return reply(init)
    },
  })
  return { client, sent }
}

describe('API client: files', () => {
  it('sends a Blob as it is, with its own type and the session’s Bearer', async () => {
    const { client, sent } = setup(() => json(200, { created: 1 }))
    const file = new Blob(['PK'], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    })
    await client.request('/import', { method: 'POST', body: file })
    expect(sent[0]!.body).toBe(file)
    const headers = sent[0]!.headers as Record<string, string>
    expect(headers['Content-Type']).toBeUndefined()
    expect(headers.Authorization).toBe('Bearer access')
  })

  it('answers a download as a Blob, and keeps an error’s whole body', async () => {
    const bytes = new Uint8Array([80, 75, 3, 4, 255])
    const { client } = setup(
      () => new Response(bytes, { status: 200, headers: { 'content-type': 'application/zip' } }),
    )
    const blob = await client.request<Blob>('/export', { as: 'blob' })
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes)

    const refused = { code: 'import_failed', message: 'Помилка, перевірте файл імпорту.', rows: [], total: 0 }
    const failing = setup(() => json(422, refused)).client
    const error = await failing
      .request('/import', { method: 'POST', body: new Blob(['x']) })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).body).toEqual(refused)
  })
})
