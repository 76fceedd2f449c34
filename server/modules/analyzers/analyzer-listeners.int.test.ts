/**
 * The analyzers' listeners over real TCP on 127.0.0.1 (issue 22 item 4): an instrument simulator replays
 * the project's traces (Pentra-like multi-frame with ETB and frame numbers rolling 7 → 0, Sysmex-like
 * one frame with a padded sample id, a Windows-1251 patient name) with faults — frames split at every
 * byte offset, a bad checksum, a duplicate frame, ENQ-EOT keepalive, a silent peer, a dropped peer — and
 * query mode; an HL7 client sends ORU^R01; listener states through the routes (start, port busy, stop
 * with an open socket). Results are stored once, mapped to our tests and matched to the order whose cart
 * holds the barcode.
 */
import { randomUUID } from 'node:crypto'
import { createRequire } from 'node:module'
import net from 'node:net'
import { Hl7Client } from '@medplum/hl7'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyzerListenerErrors } from '../../../domain/laboratory/analyzer-listener.schema'
import type { McOrder } from '../../../domain/orders/order.schema'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { analyzerMessages, analyzerResults } from '../../db/schema/analyzer-messages'
import { analyzers } from '../../db/schema/lab-devices'
import { newOrder, readOrder, setCart } from '../orders/order-fixtures'
import { AnalyzerListeners } from './analyzer-listeners'
import { ACK, ENQ, EOT, NAK } from './astm/astm-codec'
import { AstmInstrument, loadTrace } from './testing/astm-simulator'

// @medplum/hl7's client takes a message of its own @medplum/core (not a direct dependency here).
const core = createRequire(createRequire(import.meta.url).resolve('@medplum/hl7'))('@medplum/core') as {
  Hl7Message: { parse(text: string): { toString(): string } }
}

let t: TestApp
let listeners: AnalyzerListeners
let order: McOrder
let testIds: number[]
const ids: Record<string, number> = {}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, login = 'admin') =>
  t.as(login, { method, url, headers: { 'idempotency-key': randomUUID() }, ...(payload ? { payload } : {}) })

async function makeAnalyzer(over: object, codes: Array<[string, number]>) {
  const res = await call('POST', '/api/settings/resources/analyzers', {
    uuid: randomUUID(),
    name: `Аналізатор ${randomUUID().slice(0, 6)}`,
    model: 'Тест',
    protocol: 'astm',
    host: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    port: 40000 + Math.floor(Math.random() * 20000),
    direction: 'analyzer',
    encoding: 'latin1',
    sampleIdField: 'astm:O.3',
    active: true,
    ...over,
  })
  if (res.statusCode !== 201) throw new Error(res.body)
  const id = res.json<{ id: number }>().id
  const put = await call('PUT', `/api/settings/analyzers/${id}/test-codes`, {
    data: codes.map(([code, mcTestId]) => ({ code, mcTestId })),
  })
  if (put.statusCode !== 200) throw new Error(put.body)
  return id
}

const resultsOf = (analyzerId: number) =>
  t.db.db
    .select()
    .from(analyzerResults)
    .where(eq(analyzerResults.analyzerId, analyzerId))
    .orderBy(analyzerResults.id)
const messagesOf = (analyzerId: number) =>
  t.db.db
    .select()
    .from(analyzerMessages)
    .where(eq(analyzerMessages.analyzerId, analyzerId))
    .orderBy(analyzerMessages.id)

async function instrumentFor(analyzerId: number) {
  const { port } = await listeners.start(analyzerId)
  return AstmInstrument.connect(port!)
}

/** Waits until the analyzer has `n` messages stored and every one is handled. */
async function settle(analyzerId: number, n: number) {
  await until(
    () => messagesOf(analyzerId),
    (m) => m.length >= n,
  )
  await listeners.idle()
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 5000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const v = await read()
    if (ok(v) || Date.now() > end) return v
    await new Promise((r) => setTimeout(r, 20))
  }
}

beforeAll(async () => {
  t = await createTestApp({ analyzerBindHost: '127.0.0.1' })
  listeners = new AnalyzerListeners({
    db: t.db.db,
    bindHost: '127.0.0.1',
    portOf: () => 0,
    receiverTimeoutMs: 300,
    stopGraceMs: 200,
    portBusyRetryMs: 300,
  })
  testIds = [...new Set((await readOrder(t, 1)).cartData.tests.map((l) => l.id))]
  order = await setCart(t, await newOrder(t), {
    tests: [
      { id: testIds[0], barcode: 'BC-5001' },
      { id: testIds[1], barcode: 'BC-5002' },
    ],
  })
  ids.pentra = await makeAnalyzer({ direction: 'bidirectional' }, [
    ['WBC', testIds[0]!],
    ['HGB', testIds[1]!],
  ])
  ids.sysmex = await makeAnalyzer({ sampleIdField: 'astm:O.4' }, [['WBC', testIds[0]!]])
  ids.bs240 = await makeAnalyzer({ encoding: 'windows-1251' }, [
    ['GLU', testIds[0]!],
    ['CHOL', testIds[1]!],
  ])
  ids.hl7 = await makeAnalyzer({ protocol: 'hl7', sampleIdField: 'hl7:OBR-3', encoding: 'utf-8' }, [
    ['WBC', testIds[0]!],
  ])
}, 60_000)
afterAll(async () => {
  await listeners?.close()
  await t?.close()
})

describe('ASTM listener', () => {
  it('stores a Pentra-like multi-frame message (ETB, numbers 7 → 0), maps and matches its results', async () => {
    const trace = loadTrace('pentra-xlr', 'BC-5001')
    expect(trace.frames.length).toBeGreaterThan(8)
    expect(trace.frames.map((f) => String.fromCharCode(f[1]!)).slice(6, 9)).toEqual(['7', '0', '1'])
    expect(trace.frames.some((f) => f.at(-5) === 0x17)).toBe(true)
    const [state] = await t.db.db.select().from(analyzers).where(eq(analyzers.id, ids.pentra!))
    expect(state?.listenerState).toBe('stopped')
    const inst = await instrumentFor(ids.pentra!)
    expect(listeners.status(ids.pentra!).state).toBe('started')
    const [started] = await t.db.db.select().from(analyzers).where(eq(analyzers.id, ids.pentra!))
    expect(started?.listenerState).toBe('started')
    const replies = await inst.send(trace.frames)
    expect(replies).toEqual(Array(trace.frames.length + 1).fill(ACK))
    await settle(ids.pentra!, 1)
    const [msg] = await messagesOf(ids.pentra!)
    expect(msg).toMatchObject({ parseState: 'ok', resultCount: 13, protocol: 'astm' })
    expect(msg!.raw[0]).toBe(ENQ)
    expect(msg!.raw.at(-1)).toBe(EOT)
    expect(msg!.text).toContain('platelet clumps')
    const results = await resultsOf(ids.pentra!)
    expect(results).toHaveLength(13)
    expect(results.find((r) => r.analyzerCode === 'WBC')).toMatchObject({
      sampleId: 'BC-5001',
      value: '8.5',
      units: '10^3/uL',
      referenceRange: '4.0 - 10.0',
      flag: 'N',
      status: 'F',
      mcTestId: testIds[0],
      orderId: order.id,
      // Matched, but the order's cart is not confirmed: no results are taken for it yet
      // (the way into lab_results: analyzer-results.int.test.ts).
      unmatchedReason: 'order_closed',
    })
    expect(results.find((r) => r.analyzerCode === 'PLT')).toMatchObject({
      flag: 'H',
      mcTestId: null,
      orderId: order.id,
      unmatchedReason: 'no_mapping',
    })
    // 10:15 on the instrument's clock, Kyiv's (UTC+3 in June).
    expect(results.find((r) => r.analyzerCode === 'WBC')!.measuredAt).toEqual(
      new Date('2024-06-27T07:15:00Z'),
    )
    inst.close()
  })

  it('NAKs a bad checksum, ACKs a duplicate frame without storing twice, and never stores a replay twice', async () => {
    const inst = await instrumentFor(ids.pentra!)
    const trace = loadTrace('pentra-xlr', 'BC-5001')
    const replies = await inst.send(trace.frames, { badChecksum: 3, duplicate: 5 })
    expect(replies.filter((r) => r === NAK)).toHaveLength(1)
    expect(replies.filter((r) => r === ACK)).toHaveLength(trace.frames.length + 2)
    await settle(ids.pentra!, 2)
    const msgs = await messagesOf(ids.pentra!)
    expect(msgs).toHaveLength(2)
    expect(msgs[1]).toMatchObject({ parseState: 'ok', resultCount: 0 })
    // The duplicate frame was not appended: the text is the same as the first message's.
    expect(msgs[1]!.text).toBe(msgs[0]!.text)
    expect(await resultsOf(ids.pentra!)).toHaveLength(13)
    inst.close()
  })

  it('parses a Sysmex-like one-frame message the same with the frame split at every byte offset', async () => {
    const inst = await instrumentFor(ids.sysmex!)
    const trace = loadTrace('sysmex-xn550', 'BC-5002')
    expect(trace.frames).toHaveLength(1)
    const frame = trace.frames[0]!
    expect(frame.length).toBeGreaterThan(240)
    const offsets = Array.from({ length: frame.length - 1 }, (_, i) => i + 1)
    for (const cut of offsets) expect(await inst.send(trace.frames, { cutAt: [cut] })).toEqual([ACK, ACK])
    await settle(ids.sysmex!, offsets.length)
    const msgs = await messagesOf(ids.sysmex!)
    expect(msgs).toHaveLength(offsets.length)
    expect(new Set(msgs.map((m) => m.text)).size).toBe(1)
    expect(msgs.every((m) => m.parseState === 'ok')).toBe(true)
    const results = await resultsOf(ids.sysmex!)
    expect(results.map((r) => [r.sampleId, r.analyzerCode, r.value, r.flag, r.unmatchedReason])).toEqual([
      ['BC-5002', 'WBC', '8.13', 'N', 'order_closed'],
      ['BC-5002', 'RBC', '4.52', 'L', 'no_mapping'],
      ['BC-5002', 'HGB', '13.2', 'N', 'no_mapping'],
    ])
    inst.close()
  }, 60_000)

  it('decodes a Windows-1251 message, answers ENQ-EOT keepalives and stores nothing for them', async () => {
    const inst = await instrumentFor(ids.bs240!)
    await inst.write([ENQ])
    expect(await inst.next()).toBe(ACK)
    await inst.write([EOT])
    const trace = loadTrace('bs240-cp1251', 'BC-5001')
    expect(await inst.send(trace.frames)).toEqual(Array(trace.frames.length + 1).fill(ACK))
    await settle(ids.bs240!, 1)
    const msgs = await messagesOf(ids.bs240!)
    expect(msgs).toHaveLength(1)
    expect(msgs[0]!.text).toContain('Ґудзь^Євгенія^Іванівна')
    expect(msgs[0]!.text).toContain('Зразок без гемолізу')
    const results = await resultsOf(ids.bs240!)
    expect(results.map((r) => [r.analyzerCode, r.value, r.units, r.mcTestId, r.orderId])).toEqual([
      ['GLU', '5.4', 'ммоль/л', testIds[0], order.id],
      ['CHOL', '6.1', 'ммоль/л', testIds[1], order.id],
    ])
    inst.close()
  })

  it('stores a transfer left silent or broken off as a raw error and parses nothing of it', async () => {
    const trace = loadTrace('pentra-xlr', 'BC-7777')
    const silent = await instrumentFor(ids.sysmex!)
    const before = (await messagesOf(ids.sysmex!)).length
    await silent.send(trace.frames, { stopAfter: 2 })
    const afterTimeout = await until(
      () => messagesOf(ids.sysmex!),
      (m) => m.length > before,
    )
    expect(afterTimeout.at(-1)).toMatchObject({
      parseState: 'error',
      error: analyzerListenerErrors.timeout,
      resultCount: 0,
    })
    expect(afterTimeout.at(-1)!.raw.length).toBe(1 + trace.frames[0]!.length + trace.frames[1]!.length)
    // After the timeout the session is neutral again: a whole message goes through.
    expect(await silent.send(loadTrace('sysmex-xn550', 'BC-5002').frames)).toEqual([ACK, ACK])
    await settle(ids.sysmex!, before + 2)
    silent.close()
    const dropped = await instrumentFor(ids.sysmex!)
    await dropped.send(trace.frames, { stopAfter: 3 })
    dropped.close()
    const afterDrop = await until(
      () => messagesOf(ids.sysmex!),
      (m) => m.at(-1)?.error === analyzerListenerErrors.connection,
    )
    expect(afterDrop.at(-1)).toMatchObject({ parseState: 'error', resultCount: 0 })
    expect(listeners.status(ids.sysmex!).error).toBe(analyzerListenerErrors.connection)
    expect(
      await t.db.db.select().from(analyzerResults).where(eq(analyzerResults.sampleId, 'BC-7777')),
    ).toEqual([])
  })
})

describe('ASTM query mode', () => {
  it('answers a query with the tube’s tests in the analyzer’s codes, and an unknown barcode with none', async () => {
    const inst = await instrumentFor(ids.pentra!)
    const { encodeMessage } = await import('./astm/astm-codec')
    const query = (q: string) =>
      encodeMessage(['H|\\^&|||PENTRA', q, 'L|1|N'].map((r) => Buffer.from(`${r}\r`, 'latin1')))
    expect(await inst.send(query('Q|1|^BC-5001||ALL||||||||O'))).toEqual([ACK, ACK, ACK, ACK])
    // The listener opens its own session: ENQ, then H, P, O, L.
    const answer = await inst.receive()
    expect(answer.map((r) => r[0])).toEqual(['H', 'P', 'O', 'L'])
    expect(answer[2]).toMatch(/^O\|1\|BC-5001\|\|\^\^\^WBC\|R\|/)
    await inst.send(query('Q|1|^NO-SUCH||ALL||||||||O'))
    const none = await inst.receive()
    expect(none[2]).toMatch(/^O\|1\|NO-SUCH\|\|\|R\|.*\|Y$/)
    const before = (await messagesOf(ids.pentra!)).length
    await inst.send(query('Q|1|||ALL||||||||O'))
    await settle(ids.pentra!, before + 1)
    const last = (await messagesOf(ids.pentra!)).at(-1)
    expect(last).toMatchObject({ parseState: 'error', error: analyzerListenerErrors.incorrectQuery })
    expect(listeners.status(ids.pentra!).error).toBe(analyzerListenerErrors.incorrectQuery)
    inst.close()
  })
})

describe('HL7 listener', () => {
  it('stores an ORU^R01 sent by an HL7 client and answers AA with MSA-2 = MSH-10 after the write; AE when unreadable', async () => {
    const { port } = await listeners.start(ids.hl7!)
    const client = new Hl7Client({ host: '127.0.0.1', port: port! })
    const oru = core.Hl7Message.parse(
      [
        'MSH|^~\\&|XN-550|SYSMEX|LIS|CLINIC|20240627135407||ORU^R01|MSG-901|P|2.5.1',
        'PID|1||12345||Коваленко^Олена',
        'OBR|1||BC-5001|^^^CBC|||20240627135000',
        'OBX|1|NM|WBC^Лейкоцити||8.13|10*9/L|4.0-9.0|N|||F|||20240627135407',
        'OBX|2|NM|PLT||412|10*9/L|150-400|H|||F',
      ].join('\r'),
    )
    const ack = await client.sendAndWait(oru as never)
    expect(ack.toString().split('\r')[1]).toBe('MSA|AA|MSG-901|')
    const results = await resultsOf(ids.hl7!)
    expect(results.map((r) => [r.sampleId, r.analyzerCode, r.value, r.flag, r.mcTestId, r.orderId])).toEqual([
      ['BC-5001', 'WBC', '8.13', 'N', testIds[0], order.id],
      ['BC-5001', 'PLT', '412', 'H', null, order.id],
    ])
    const bad = await client.sendAndWait(
      core.Hl7Message.parse('MSH|^~\\&|XN-550|SYSMEX|LIS|CLINIC|20240627||ADT^A01|MSG-902|P|2.5') as never,
    )
    expect(bad.toString().split('\r')[1]).toMatch(/^MSA\|AE\|MSG-902\|/)
    await client.close()
    await listeners.idle()
    const msgs = await messagesOf(ids.hl7!)
    expect(msgs.map((m) => m.parseState)).toEqual(['ok', 'error'])
  })
})

describe('listener states', () => {
  it('leaves a listener on a busy port stopped with the spec’s error and starts it by itself once the port is free', async () => {
    const holder = net.createServer()
    const port = await new Promise<number>((r) =>
      holder.listen(0, '127.0.0.1', () => r((holder.address() as net.AddressInfo).port)),
    )
    const id = await makeAnalyzer({ port }, [])
    const own = new AnalyzerListeners({ db: t.db.db, bindHost: '127.0.0.1', portBusyRetryMs: 150 })
    try {
      expect(await own.start(id)).toMatchObject({ state: 'stopped', error: analyzerListenerErrors.portBusy })
      await new Promise<void>((r) => holder.close(() => r()))
      const later = await until(
        async () => own.status(id),
        (s) => s.state === 'started',
      )
      expect(later).toMatchObject({ state: 'started', port, error: null })
      const [row] = await t.db.db.select().from(analyzers).where(eq(analyzers.id, id))
      expect(row?.listenerState).toBe('started')
    } finally {
      await own.close()
    }
  })
})

describe('listener state after a crash', () => {
  it('sets a state left started by a process that ended back to stopped when listeners come up', async () => {
    const id = await makeAnalyzer({}, [])
    await t.db.db.update(analyzers).set({ listenerState: 'started' }).where(eq(analyzers.id, id))
    const fresh = new AnalyzerListeners({ db: t.db.db, bindHost: '127.0.0.1', portOf: () => 0 })
    await fresh.resetStale()
    const [row] = await t.db.db.select().from(analyzers).where(eq(analyzers.id, id))
    expect(row?.listenerState).toBe('stopped')
    await fresh.close()
  })
})

describe('listener routes', () => {
  const freePort = () =>
    new Promise<number>((resolve) => {
      const s = net.createServer()
      s.listen(0, '127.0.0.1', () => {
        const { port } = s.address() as net.AddressInfo
        s.close(() => resolve(port))
      })
    })

  it('starts, reports a busy port with the spec’s error, and stops with a connection open', async () => {
    const id = await makeAnalyzer({ port: await freePort() }, [])
    const url = `/api/settings/analyzers/${id}/listener`
    expect((await call('POST', url, { action: 'start' }, 'registrar')).statusCode).toBe(403)
    const started = await call('POST', url, { action: 'start' })
    expect(started.json()).toMatchObject({ state: 'started', error: null, connections: 0 })
    const port = started.json<{ port: number }>().port
    const peer = await AstmInstrument.connect(port)
    await until(
      async () => (await call('GET', url, undefined, 'registrar')).json<{ connections: number }>(),
      (s) => s.connections === 1,
    )
    const stopped = await call('POST', url, { action: 'stop' })
    expect(stopped.json()).toMatchObject({ state: 'stopped', port: null })
    await until(
      async () => peer.isClosed,
      (c) => c,
    )
    expect(peer.isClosed).toBe(true)
    const [row] = await t.db.db.select().from(analyzers).where(eq(analyzers.id, id))
    expect(row?.listenerState).toBe('stopped')

    // Busy: another process holds the port.
    const holder = net.createServer()
    const busyPort = await new Promise<number>((r) =>
      holder.listen(0, '127.0.0.1', () => r((holder.address() as net.AddressInfo).port)),
    )
    const busy = await makeAnalyzer({ port: busyPort }, [])
    const answer = await call('POST', `/api/settings/analyzers/${busy}/listener`, { action: 'start' })
    expect(answer.json()).toMatchObject({ state: 'stopped', error: analyzerListenerErrors.portBusy })
    await new Promise<void>((r) => holder.close(() => r()))
    const restarted = await call('POST', `/api/settings/analyzers/${busy}/listener`, { action: 'restart' })
    expect(restarted.json()).toMatchObject({ state: 'started', error: null })
    expect(
      (await call('POST', `/api/settings/analyzers/${busy}/listener`, { action: 'stop' })).json(),
    ).toMatchObject({
      state: 'stopped',
    })
  })

  it('lists messages and results the newest first, unmatched ones with the reason in words', async () => {
    const res = await call(
      'GET',
      `/api/api/v2/lab/analyzer-results?analyzerId=${ids.pentra}&unmatched=true&perPage=5`,
      undefined,
      'registrar',
    )
    expect(res.statusCode, res.body).toBe(200)
    const page = res.json<{ total: number; data: Array<{ unmatchedText: string; id: number }> }>()
    // 11 codes not mapped, and the 2 mapped ones kept out of an order not confirmed.
    expect(page.total).toBe(13)
    expect(page.data).toHaveLength(5)
    expect(page.data.map((r) => r.unmatchedText)).toContain('Код тесту аналізатора не зіставлено з аналізом')
    expect(page.data[0]!.id).toBeGreaterThan(page.data[1]!.id)
    const msgs = await call(
      'GET',
      `/api/api/v2/lab/analyzer-messages?analyzerId=${ids.sysmex}&page=1`,
      undefined,
      'registrar',
    )
    expect(msgs.statusCode).toBe(200)
    const first = msgs.json<{ data: Array<{ parseState: string; error: string | null }> }>().data[0]
    expect(first).toMatchObject({ parseState: 'error', error: analyzerListenerErrors.connection })
    expect((await t.app.inject({ method: 'GET', url: '/api/api/v2/lab/analyzer-messages' })).statusCode).toBe(
      401,
    )
  })
})
