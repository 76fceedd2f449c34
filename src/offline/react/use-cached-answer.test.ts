import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiError } from '../../lib/api/api-error'
import { parseInSlices, readCachedAnswer } from './use-cached-answer'

const schema = z.object({ data: z.array(z.number()) })
const base = { data: undefined, loading: false, error: null, stale: false, fetchedAt: undefined }

describe('a cached server answer on screen', () => {
  it('is loading until a first copy or a failure is known', () => {
    expect(readCachedAnswer({ ...base, loading: true }, schema)).toEqual({ status: 'loading' })
  })

  it('is shown, saying whether it is the copy kept from an earlier visit', () => {
    expect(readCachedAnswer({ ...base, data: { data: [1] }, fetchedAt: 5 }, schema)).toEqual({
      status: 'shown',
      data: { data: [1] },
      stale: false,
      fetchedAt: 5,
    })
    expect(readCachedAnswer({ ...base, data: { data: [1] }, stale: true }, schema)).toMatchObject({
      status: 'shown',
      stale: true,
    })
  })

  it('is unavailable without a copy: offline when the network failed, else a failure to show', () => {
    const network = new ApiError({ status: 0, code: 'network', message: 'x' })
    const server = new ApiError({ status: 503, code: 'internal', message: 'x' })
    expect(readCachedAnswer({ ...base, error: network }, schema)).toEqual({
      status: 'unavailable',
      offline: true,
    })
    expect(readCachedAnswer({ ...base, error: server }, schema)).toEqual({
      status: 'unavailable',
      offline: false,
    })
  })

  it('treats an answer its schema does not accept (an older app’s copy, a broken server) as unavailable', () => {
    expect(readCachedAnswer({ ...base, data: { data: 'x' } }, schema)).toEqual({
      status: 'unavailable',
      offline: false,
    })
  })
})

describe('a large answer read a slice at a time', () => {
  const item = z.object({ n: z.number().transform((n) => n * 2) })

  it('reads every item through its schema and lets other work run between slices', async () => {
    const items = Array.from({ length: 3000 }, (_, n) => ({ n }))
    let ranBetween = 0
    const ticker = setInterval(() => ranBetween++, 0)
    const out = await parseInSlices(items, item, () => true, 0.5)
    clearInterval(ticker)
    expect(out).toHaveLength(3000)
    expect(out?.[2999]).toEqual({ n: 5998 })
    expect(ranBetween).toBeGreaterThan(0)
  })

  it('is refused whole when one item is refused, and stops when the screen moved on', async () => {
    expect(await parseInSlices([{ n: 1 }, { n: 'x' }], item, () => true)).toBeUndefined()
    const many = Array.from({ length: 3000 }, (_, n) => ({ n }))
    expect(await parseInSlices(many, item, () => false, 0)).toBeUndefined()
  })
})
