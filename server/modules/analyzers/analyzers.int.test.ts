/**
 * Analyzers: the rules beyond the generic resource suite (the sample-id field of the protocol, one active
 * analyzer per host and port, the listener state the form cannot write), the mapping of test codes saved
 * whole, and a listener state change reaching the change feed (and the realtime channel) at once.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ResourceRow } from '../../../domain/resources/define-resource'
import type { RealtimeEventName } from '../../../domain/realtime/realtime-events'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { setAnalyzerListenerState } from './analyzer-listener-state'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const path = '/api/settings/resources/analyzers'
const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object, login = 'admin') =>
  t.as(login, {
    method,
    url,
    headers: { 'idempotency-key': randomUUID() },
    ...(payload ? { payload } : {}),
  })
const errorsOf = (res: { json: <T>() => T }) => res.json<{ errors: Record<string, string[]> }>().errors
const analyzer = (over: object = {}) => ({
  uuid: randomUUID(),
  name: `Аналізатор ${randomUUID().slice(0, 8)}`,
  model: 'Mindray BS-240',
  protocol: 'astm',
  host: '10.0.0.5',
  port: 7001,
  direction: 'analyzer',
  encoding: 'utf-8',
  sampleIdField: 'astm:O.3',
  active: true,
  ...over,
})

describe('analyzers', () => {
  it('lists the demo analyzers with their listener state stopped', async () => {
    const res = await call('GET', `${path}?perPage=100`, undefined, 'registrar')
    const rows = res.json<{ data: ResourceRow[] }>().data
    expect(rows).toContainEqual(
      expect.objectContaining({ model: 'Mindray BS-240', protocol: 'astm', listenerState: 'stopped' }),
    )
    expect(rows).toContainEqual(expect.objectContaining({ model: 'Sysmex XN-550', protocol: 'hl7' }))
  })

  it('refuses a taken host and port among active analyzers, a bad host or port and a foreign sample-id field', async () => {
    expect((await call('POST', path, analyzer({ host: 'LAB-1.local', port: 7101 }))).statusCode).toBe(201)
    const taken = await call('POST', path, analyzer({ host: 'lab-1.local', port: 7101 }))
    expect(taken.statusCode).toBe(422)
    expect(errorsOf(taken)).toEqual({ port: ['Цей порт вже використовує інший аналізатор'] })
    // An inactive one may keep the same address (a spare instrument, say).
    expect(
      (await call('POST', path, analyzer({ host: 'lab-1.local', port: 7101, active: false }))).statusCode,
    ).toBe(201)
    const bad = await call('POST', path, analyzer({ host: 'лаб 1', port: 70000, sampleIdField: 'hl7:OBR-3' }))
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(errorsOf(bad)).sort()).toEqual(['host', 'port'])
    const foreign = await call('POST', path, analyzer({ port: 7102, sampleIdField: 'hl7:OBR-3' }))
    expect(errorsOf(foreign)).toEqual({
      sample_id_field: ['Оберіть поле ідентифікатора зразка цього протоколу'],
    })
    for (const host of ['192.168.0.10', 'fe80::1', 'xn-550.lab.local'])
      expect((await call('POST', path, analyzer({ host, port: 7103 }))).statusCode, host).toBe(201)
  })

  it('does not let the form or the API write the listener state', async () => {
    const refused = await call('POST', path, analyzer({ port: 7201, listenerState: 'started' }))
    expect(refused.statusCode).toBe(422)
    const made = (await call('POST', path, analyzer({ port: 7202 }))).json<ResourceRow>()
    expect(made.listenerState).toBe('stopped')
    const patch = await call('PATCH', `${path}/${made.id}`, {
      version: made.version,
      listenerState: 'started',
    })
    expect(patch.statusCode).toBe(422)
  })

  it('shows a listener state change in the change feed and tells open tabs, without a new version', async () => {
    const made = (await call('POST', path, analyzer({ port: 7301 }))).json<ResourceRow>()
    const feed = async (since: string) =>
      (
        await call(
          'GET',
          `/api/api/v2/sync/pull?scopes=analyzers&limit=1000&since=${since}`,
          undefined,
          'registrar',
        )
      ).json<{
        cursor: string
        upserts: Array<{ uuid: string; data: ResourceRow }>
      }>()
    const before = await feed('0')
    const sent: Array<{ event: RealtimeEventName; payload: unknown }> = []
    const realtime = {
      toAll: (event: RealtimeEventName, payload: unknown) => void sent.push({ event, payload }),
    }
    expect(await setAnalyzerListenerState({ db: t.db.db, realtime }, made.id, 'started')).toBe(true)
    expect(await setAnalyzerListenerState({ db: t.db.db, realtime }, made.id, 'started')).toBe(false)
    const after = await feed(before.cursor)
    expect(after.upserts.find((u) => u.uuid === made.uuid)?.data).toMatchObject({
      listenerState: 'started',
      version: made.version,
    })
    expect(sent).toEqual([{ event: 'resourcesChanged', payload: { scopes: ['analyzers'] } }])
    await setAnalyzerListenerState({ db: t.db.db }, made.id, 'stopping')
    const row = (await call('GET', `${path}/${made.id}`)).json<ResourceRow>()
    expect(row.listenerState).toBe('stopping')
    // An edit based on the version read before the state changed is not a conflict.
    const edit = await call('PATCH', `${path}/${made.id}`, {
      version: made.version,
      name: `${made.name as string} 2`,
    })
    expect(edit.statusCode).toBe(200)
    expect(edit.json<ResourceRow>()).toMatchObject({ listenerState: 'stopping' })
  })

  it('saves the mapping of test codes whole, refusing duplicates, unknown tests and foreign indicators', async () => {
    const made = (await call('POST', path, analyzer({ port: 7401 }))).json<ResourceRow>()
    const url = `/api/settings/analyzers/${made.id}/test-codes`
    const saved = await call('PUT', url, {
      data: [
        { code: 'GLU', mcTestId: 1, indicatorCode: null },
        { code: 'CHOL', mcTestId: 2 },
      ],
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json<{ data: unknown[] }>().data).toEqual([
      expect.objectContaining({ code: 'GLU', mcTestId: 1, indicatorCode: null }),
      expect.objectContaining({ code: 'CHOL', mcTestId: 2 }),
    ])
    const bad = await call('PUT', url, {
      data: [
        { code: 'GLU', mcTestId: 1 },
        { code: 'glu ', mcTestId: 2 },
        { code: 'X', mcTestId: 999999 },
      ],
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json()).toMatchObject({
      message: 'Відповідність кодів не збережено',
      errors: {
        'data.1.code': ['Цей код аналізатора вже є у списку'],
        'data.2.mc_test_id': ['Такого аналізу немає: оберіть аналіз зі списку'],
      },
    })
    const kept = await call('GET', url, undefined, 'registrar')
    expect(kept.json<{ data: unknown[] }>().data).toHaveLength(2)
    expect(
      (await call('PUT', url, { data: [{ code: 'TG', mcTestId: 3 }] })).json<{ data: unknown[] }>().data,
    ).toEqual([expect.objectContaining({ code: 'TG', mcTestId: 3 })])
    expect((await call('PUT', url, { data: [] }, 'registrar')).statusCode).toBe(403)
    expect((await call('GET', '/api/settings/analyzers/999999/test-codes')).statusCode).toBe(404)
  })
})
