/**
 * Analyzer results become the orders' laboratory results, over real TCP through the instrument simulator
 * (issue 22 items 1, 4, 5): a confirmed order's tubes, a Sysmex XN-like ASTM trace sent for one of them —
 * the values land in lab_results flagged against the patient's normogroup, marked with the analyzer, and
 * the tube moves (sent → received → in work → done → approved); a replay changes nothing; an approved
 * value is not overwritten; a value typed by hand is replaced only by a newer measurement; results typed
 * by hand move the tubes too; query mode over ASTM and HL7 (QBP^Q11, QRY^Q02) answers the tube's tests in
 * the analyzer's codes, an unknown barcode with none, an unreadable query with the spec's error.
 */
import { randomUUID } from 'node:crypto'
import net from 'node:net'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyzerListenerErrors } from '../../../domain/laboratory/analyzer-listener.schema'
import type { LabOrderResults } from '../../../domain/laboratory/lab-results.schema'
import type { LabTube, OrderTubes } from '../../../domain/laboratory/lab-tubes.schema'
import type { McOrder } from '../../../domain/orders/order.schema'
import { kyivDay } from '../../../domain/time/kyiv'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { queryRows } from '../../db/raw'
import { analyzerMessages, analyzerResults } from '../../db/schema/analyzer-messages'
import { mcTests } from '../../db/schema/lab'
import { labResultChanges, labResults } from '../../db/schema/lab-results'
import { callV2, confirmCart, newOrder, setCart } from '../orders/order-fixtures'
import { AnalyzerListeners } from './analyzer-listeners'
import { ACK, encodeMessage } from './astm/astm-codec'
import { astmTimestamp } from './astm/e1394'
import { MllpFramer, frame } from './hl7/hl7'
import { AstmInstrument, loadTrace } from './testing/astm-simulator'

let t: TestApp
let listeners: AnalyzerListeners
let cbc = 0
let glu = 0
let patient = 0
const ids: Record<string, number> = {}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.as('admin', {
    method,
    url,
    headers: { 'idempotency-key': randomUUID() },
    ...(payload ? { payload } : {}),
  })

async function makeAnalyzer(over: object, codes: Array<[string, number, string | null]>) {
  const res = await call('POST', '/api/settings/resources/analyzers', {
    uuid: randomUUID(),
    name: `XN ${randomUUID().slice(0, 6)}`,
    model: 'Sysmex XN-550',
    protocol: 'astm',
    host: `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    port: 40000 + Math.floor(Math.random() * 20000),
    direction: 'bidirectional',
    encoding: 'latin1',
    sampleIdField: 'astm:O.4',
    active: true,
    ...over,
  })
  if (res.statusCode !== 201) throw new Error(res.body)
  const id = res.json<{ id: number }>().id
  const put = await call('PUT', `/api/settings/analyzers/${id}/test-codes`, {
    data: codes.map(([code, mcTestId, indicatorCode]) => ({ code, mcTestId, indicatorCode })),
  })
  if (put.statusCode !== 200) throw new Error(put.body)
  return id
}

/** A confirmed order of the test patient with a blood count and a glucose, and its two tubes. */
async function labOrder(): Promise<{ order: McOrder; cbcTube: LabTube; gluTube: LabTube }> {
  const tag = randomUUID().slice(0, 8).toUpperCase()
  const order = await setCart(t, await newOrder(t, 'cashier', patient), {
    tests: [
      { id: cbc, barcode: `CBC-${tag}` },
      { id: glu, barcode: `GLU-${tag}` },
    ],
  })
  await confirmCart(t, order)
  const tubes = await tubesOf(order.id)
  const holding = (testId: number) => tubes.find((x) => x.tests.some((s) => s.mcTestId === testId))!
  expect(holding(cbc).id).not.toBe(holding(glu).id)
  return { order, cbcTube: holding(cbc), gluTube: holding(glu) }
}

async function tubesOf(orderId: number): Promise<LabTube[]> {
  const res = await callV2(t, 'lab', 'GET', `/lab/orders/${orderId}/tubes`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<OrderTubes>().tubes
}
const tubeState = async (orderId: number, barcode: string) =>
  (await tubesOf(orderId)).find((x) => x.barcode === barcode)!.state

const results = async (orderId: number) => {
  const res = await callV2(t, 'lab', 'GET', `/lab/orders/${orderId}/results`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<LabOrderResults>()
}
const indicator = (r: LabOrderResults, testId: number, code: string) =>
  r.tests.find((x) => x.testId === testId)!.indicators.find((i) => i.code === code)!

/** Sends the XN-like trace for `barcode` and waits until the listener has handled it. */
async function sendXn(barcode: string, v: { WBC: string; RBC: string; HGB: string; AT: string }) {
  const before = await messageCount(ids.xn!)
  const inst = await AstmInstrument.connect(listeners.status(ids.xn!).port!)
  const trace = loadTrace('xn-cbc-results', barcode, v)
  expect(await inst.send(trace.frames)).toEqual(Array(trace.frames.length + 1).fill(ACK))
  const end = Date.now() + 5000
  while ((await messageCount(ids.xn!)) <= before && Date.now() < end)
    await new Promise((r) => setTimeout(r, 20))
  await listeners.idle()
  inst.close()
}
const messageCount = async (analyzerId: number) =>
  (
    await t.db.db
      .select({ id: analyzerMessages.id })
      .from(analyzerMessages)
      .where(eq(analyzerMessages.analyzerId, analyzerId))
  ).length

const move = (path: string, barcodes: string[]) =>
  callV2(t, 'lab', 'POST', `/lab/tubes/${path}`, { barcodes })

beforeAll(async () => {
  t = await createTestApp({ analyzerBindHost: '127.0.0.1' })
  listeners = new AnalyzerListeners({
    db: t.db.db,
    bindHost: '127.0.0.1',
    portOf: () => 0,
    receiverTimeoutMs: 300,
    stopGraceMs: 200,
  })
  const tests = await t.db.db
    .select({ id: mcTests.id, code: mcTests.code })
    .from(mcTests)
    .where(inArray(mcTests.code, ['1001', '2001']))
  cbc = tests.find((x) => x.code === '1001')!.id
  glu = tests.find((x) => x.code === '2001')!.id
  // A man of 30: haemoglobin 130–170 (critical below 70), glucose 3,9–5,8 (the demo normogroups).
  const today = kyivDay(new Date())
  const birthday = `${Number(today.slice(0, 4)) - 30}${today.slice(4)}`.replace('-02-29', '-02-28')
  const [row] = await queryRows<{ id: number }>(
    t.db.db,
    sql`INSERT INTO clients (surname, name, birthday, male) VALUES ('Ґудзь', 'Євген', ${birthday}, 'man') RETURNING id`,
  )
  patient = row!.id
  ids.xn = await makeAnalyzer({}, [
    ['WBC', cbc, 'WBC'],
    ['RBC', cbc, 'RBC'],
    ['HGB', cbc, 'HGB'],
  ])
  ids.bs = await makeAnalyzer(
    { name: 'Mindray BS-240 (тест)', model: 'Mindray BS-240', sampleIdField: 'astm:O.3' },
    [['GLU', glu, null]],
  )
  ids.hl7 = await makeAnalyzer({ protocol: 'hl7', sampleIdField: 'hl7:OBR-3', encoding: 'utf-8' }, [
    ['GLU', glu, null],
    ['WBC', cbc, 'WBC'],
    ['HGB', cbc, 'HGB'],
  ])
  for (const id of Object.values(ids)) await listeners.start(id)
}, 60_000)
afterAll(async () => {
  await listeners?.close()
  await t?.close()
})

describe('analyzer results into the order’s results', () => {
  it('lands a result in lab_results flagged, marked with the analyzer, and moves the tube to in work, then done; a replay changes nothing', async () => {
    const { order, cbcTube, gluTube } = await labOrder()
    // The tube went to the lab but nobody scanned it in: the result receives it.
    expect((await move('collect', [cbcTube.barcode])).statusCode).toBe(200)
    expect((await move('hand-over', [cbcTube.barcode])).statusCode).toBe(200)
    const at = astmTimestamp(new Date())
    // The instrument could not count the red cells ('----'): that value is kept out, the rest lands.
    await sendXn(cbcTube.barcode, { WBC: '8.47', RBC: '----', HGB: '65', AT: at })
    let r = await results(order.id)
    expect(indicator(r, cbc, 'HGB')).toMatchObject({
      value: '65',
      flag: 'critical_low',
      norm: '130–170',
      state: 'entered',
      source: 'analyzer',
      analyzer: { id: ids.xn },
    })
    // More places than the indicator shows are rounded to them.
    expect(indicator(r, cbc, 'WBC')).toMatchObject({ value: '8,5', source: 'analyzer' })
    expect(indicator(r, cbc, 'RBC').value).toBeNull()
    const [tube] = (await tubesOf(order.id)).filter((x) => x.barcode === cbcTube.barcode)
    expect(tube).toMatchObject({ state: 'in_work', stateLabel: 'В роботі' })
    expect(tube!.receivedAt).not.toBeNull()
    expect(tube!.tests.every((s) => s.state === 'in_work')).toBe(true)
    expect(await tubeState(order.id, gluTube.barcode)).toBe('new')
    const kept = await t.db.db
      .select()
      .from(analyzerResults)
      .where(eq(analyzerResults.sampleId, cbcTube.barcode))
    expect(kept.map((k) => [k.analyzerCode, k.unmatchedReason])).toEqual([
      ['WBC', null],
      ['RBC', 'invalid_value'],
      ['HGB', null],
    ])
    // The home page's tube search shows the state.
    const search = await callV2(t, 'lab', 'GET', `/lab/tubes/search?barcode=${cbcTube.barcode}`)
    expect(search.json<{ tube: LabTube }>().tube.stateLabel).toBe('В роботі')

    // Run again: red cells counted. Every indicator of the blood count has a value: done.
    const later = astmTimestamp(new Date(Date.now() + 60_000))
    await sendXn(cbcTube.barcode, { WBC: '8.47', RBC: '4.523', HGB: '65', AT: later })
    r = await results(order.id)
    expect(indicator(r, cbc, 'RBC')).toMatchObject({ value: '4,52', source: 'analyzer' })
    expect(r.tests.find((x) => x.testId === cbc)!.state).toBe('entered')
    expect(await tubeState(order.id, cbcTube.barcode)).toBe('done')

    // The same message again: stored raw, nothing else changes.
    const rowsBefore = await t.db.db.select().from(labResults).where(eq(labResults.orderId, order.id))
    const keptBefore = (
      await t.db.db.select().from(analyzerResults).where(eq(analyzerResults.sampleId, cbcTube.barcode))
    ).length
    await sendXn(cbcTube.barcode, { WBC: '8.47', RBC: '4.523', HGB: '65', AT: later })
    expect(await t.db.db.select().from(labResults).where(eq(labResults.orderId, order.id))).toEqual(
      rowsBefore,
    )
    expect(
      (await t.db.db.select().from(analyzerResults).where(eq(analyzerResults.sampleId, cbcTube.barcode)))
        .length,
    ).toBe(keptBefore)

    // Approved: the tube is approved; a later run does not overwrite the approved value.
    const ok = await callV2(t, 'lab', 'POST', `/lab/orders/${order.id}/results/approve`, { testIds: [cbc] })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(await tubeState(order.id, cbcTube.barcode)).toBe('approved')
    await sendXn(cbcTube.barcode, {
      WBC: '8.47',
      RBC: '4.523',
      HGB: '140',
      AT: astmTimestamp(new Date(Date.now() + 120_000)),
    })
    r = await results(order.id)
    expect(indicator(r, cbc, 'HGB')).toMatchObject({ value: '65', state: 'approved' })
    const page = await callV2(t, 'admin', 'GET', `/lab/analyzer-results?analyzerId=${ids.xn}&unmatched=true`)
    expect(page.statusCode, page.body).toBe(200)
    const rows = page.json<{ data: Array<{ sampleId: string; value: string; unmatchedText: string }> }>().data
    expect(rows.find((x) => x.sampleId === cbcTube.barcode && x.value === '140')!.unmatchedText).toBe(
      'Результат уже затверджено',
    )
  })

  it('replaces a value typed by hand only with a newer measurement, keeping the change; a changed approved value reopens the tube', async () => {
    const { order, gluTube } = await labOrder()
    const typed = await callV2(t, 'lab', 'PUT', `/lab/orders/${order.id}/results`, {
      items: [{ testId: glu, line: 1, indicatorCode: 'GLU', value: '5,1' }],
    })
    expect(typed.statusCode, typed.body).toBe(200)
    const bs = async (value: string, at: Date) => {
      const before = await messageCount(ids.bs!)
      const inst = await AstmInstrument.connect(listeners.status(ids.bs!).port!)
      const records = [
        'H|\\^&|||Mindray^BS-240^1.0|||||||PR|1394-97|' + astmTimestamp(at),
        'P|1||||Ґудзь^Євген||19950102|M',
        `O|1|${gluTube.barcode}||^^^GLU|R|${astmTimestamp(at)}`,
        `R|1|^^^GLU|${value}|mmol/L|3.9-5.8|N||F||||${astmTimestamp(at)}`,
        'L|1|N',
      ]
      await inst.send(encodeMessage(records.map((x) => Buffer.from(`${x}\r`, 'latin1'))))
      const end = Date.now() + 5000
      while ((await messageCount(ids.bs!)) <= before && Date.now() < end)
        await new Promise((r) => setTimeout(r, 20))
      await listeners.idle()
      inst.close()
    }
    // Measured an hour before the value was typed: the typed one stays.
    await bs('4.8', new Date(Date.now() - 3_600_000))
    expect(indicator(await results(order.id), glu, 'GLU')).toMatchObject({ value: '5,1', source: 'manual' })
    const [older] = await t.db.db
      .select()
      .from(analyzerResults)
      .where(eq(analyzerResults.sampleId, gluTube.barcode))
    expect(older).toMatchObject({ value: '4.8', unmatchedReason: 'newer_value' })
    // Measured after it was typed: the analyzer's value replaces it, flagged, and the change is kept.
    await bs('7.2', new Date(Date.now() + 60_000))
    const after = indicator(await results(order.id), glu, 'GLU')
    expect(after).toMatchObject({ value: '7,2', flag: 'high', source: 'analyzer', state: 'entered' })
    expect(after.analyzer?.name).toBe('Mindray BS-240 (тест)')
    const [row] = await t.db.db
      .select({ id: labResults.id })
      .from(labResults)
      .where(eq(labResults.orderId, order.id))
    const changes = await t.db.db
      .select()
      .from(labResultChanges)
      .where(eq(labResultChanges.resultId, row!.id))
    expect(changes.map((c) => [c.oldValue, c.newValue, c.changedBy])).toEqual([['5,1', '7,2', null]])
  })
})

describe('tubes moved by results typed by hand', () => {
  it('moves a received tube to in work on the first value, to done when every test has one, to approved with the approval', async () => {
    const { order, cbcTube, gluTube } = await labOrder()
    for (const path of ['collect', 'hand-over', 'receive'])
      expect((await move(path, [cbcTube.barcode, gluTube.barcode])).statusCode).toBe(200)
    const save = (items: object[]) => callV2(t, 'lab', 'PUT', `/lab/orders/${order.id}/results`, { items })
    const v = (code: string, value: string) => ({ testId: cbc, line: 0, indicatorCode: code, value })
    expect((await save([v('HGB', '150')])).statusCode).toBe(200)
    expect(await tubeState(order.id, cbcTube.barcode)).toBe('in_work')
    expect(await tubeState(order.id, gluTube.barcode)).toBe('received')
    // Saving the same again is no move.
    expect((await save([v('HGB', '150')])).statusCode).toBe(200)
    expect(await tubeState(order.id, cbcTube.barcode)).toBe('in_work')
    expect((await save([v('RBC', '4,6'), v('WBC', '6,1')])).statusCode).toBe(200)
    const [tube] = (await tubesOf(order.id)).filter((x) => x.barcode === cbcTube.barcode)
    expect(tube).toMatchObject({ state: 'done', stateLabel: 'Виконано' })
    expect(tube!.tests.map((s) => s.state)).toEqual(['done'])
    expect(await tubeState(order.id, gluTube.barcode)).toBe('received')
    const approve = await callV2(t, 'lab', 'POST', `/lab/orders/${order.id}/results/approve`, {
      testIds: [cbc],
    })
    expect(approve.statusCode, approve.body).toBe(200)
    expect(await tubeState(order.id, cbcTube.barcode)).toBe('approved')
    expect(await tubeState(order.id, gluTube.barcode)).toBe('received')
    // An approved value changed by hand: the tube is done again until the change is approved.
    expect((await save([v('HGB', '151')])).statusCode).toBe(200)
    const [reopened] = (await tubesOf(order.id)).filter((x) => x.barcode === cbcTube.barcode)
    expect(reopened).toMatchObject({ state: 'done', stateLabel: 'Виконано' })
    expect(reopened!.tests.map((s) => s.state)).toEqual(['done'])
    const again = await callV2(t, 'lab', 'POST', `/lab/orders/${order.id}/results/approve`, {
      testIds: [cbc],
    })
    expect(again.statusCode, again.body).toBe(200)
    expect(await tubeState(order.id, cbcTube.barcode)).toBe('approved')
  })
})

/** An MLLP peer: sends one message, collects the messages answered until `n` came or the time is up. */
async function hl7Exchange(port: number, text: string, n: number, ms = 3000): Promise<string[]> {
  const socket = net.connect({ port, host: '127.0.0.1' })
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('error', reject)
  })
  const framer = new MllpFramer()
  const got: string[] = []
  const done = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    socket.on('data', (chunk: Buffer) => {
      for (const m of framer.push(chunk)) got.push(m.toString('utf8'))
      if (got.length >= n) {
        clearTimeout(timer)
        resolve()
      }
    })
  })
  socket.write(frame(Buffer.from(text.replaceAll('\n', '\r'), 'utf8')))
  await done
  socket.destroy()
  return got
}
const segments = (m: string) => m.split('\r').filter(Boolean)

describe('query mode', () => {
  it('answers an ASTM query for a confirmed order’s tube with its tests in the analyzer’s codes', async () => {
    const { cbcTube } = await labOrder()
    const inst = await AstmInstrument.connect(listeners.status(ids.xn!).port!)
    const q = ['H|\\^&|||XN-550^00-19', `Q|1|^${cbcTube.barcode}||ALL||||||||O`, 'L|1|N']
    expect(await inst.send(encodeMessage(q.map((x) => Buffer.from(`${x}\r`, 'latin1'))))).toEqual([
      ACK,
      ACK,
      ACK,
      ACK,
    ])
    const answer = await inst.receive()
    expect(answer.map((x) => x[0])).toEqual(['H', 'P', 'O', 'L'])
    const o = answer[2]!.split('|')
    expect(o[2]).toBe(cbcTube.barcode)
    expect(o[4]!.split('\\').sort()).toEqual(['^^^HGB', '^^^RBC', '^^^WBC'])
    inst.close()
  })

  it('answers an HL7 QBP^Q11 with RSP^K11 listing the tube’s tests, and an unknown barcode with NF', async () => {
    const { gluTube } = await labOrder()
    const port = listeners.status(ids.hl7!).port!
    const qbp = (barcode: string, control: string) =>
      [
        `MSH|^~\\&|BS-240|MINDRAY|LIS|CLINIC|20240627120000||QBP^Q11^QBP_Q11|${control}|P|2.5.1`,
        `QPD|WOS^Work Order Step^IHE_LABTF|Q-${control}|${barcode}`,
        'RCP|I||R',
      ].join('\n')
    const [rsp] = await hl7Exchange(port, qbp(gluTube.barcode, 'Q901'), 1)
    const seg = segments(rsp!)
    expect(seg[0]).toMatch(/^MSH\|\^~\\&\|LIS\|CLINIC\|BS-240\|MINDRAY\|\d{14}\|\|RSP\^K11\^RSP_K11\|/)
    expect(seg[1]).toBe('MSA|AA|Q901')
    expect(seg[2]).toMatch(/^QAK\|Q-Q901\|OK\|/)
    expect(seg.filter((s) => s.startsWith('OBR|')).map((s) => s.split('|')[4])).toEqual(['GLU^^^'])
    expect(seg.find((s) => s.startsWith('ORC|'))).toBe(`ORC|NW|${gluTube.barcode}|${gluTube.barcode}`)
    const [none] = await hl7Exchange(port, qbp('NO-SUCH-1', 'Q902'), 1)
    expect(segments(none!)[2]).toMatch(/^QAK\|Q-Q902\|NF\|/)
    expect(segments(none!).some((s) => s.startsWith('OBR|'))).toBe(false)
  })

  it('answers an HL7 QRY^Q02 with QCK^Q02 and an ORM^O01 of the tests; an incorrect query with the spec’s error', async () => {
    const { cbcTube } = await labOrder()
    const port = listeners.status(ids.hl7!).port!
    const qry = (barcode: string, control: string) =>
      [
        `MSH|^~\\&|BS-240|MINDRAY|||20240627120000||QRY^Q02|${control}|P|2.3.1||||||ASCII|||`,
        `QRD|20240627120000|R|D|${control}|||RD|${barcode}|OTH|||T|`,
        'QRF|BS-240|||||RCT|COR|ALL||',
      ].join('\n')
    const answers = await hl7Exchange(port, qry(cbcTube.barcode, 'R17'), 2)
    expect(answers).toHaveLength(2)
    expect(segments(answers[0]!).slice(1)).toEqual(['MSA|AA|R17', 'QAK|R17|OK|'])
    const orm = segments(answers[1]!)
    expect(orm[0]).toContain('|ORM^O01^ORM_O01|')
    // The analyzer's codes mapped to the blood count on this analyzer (GLU is not on this tube).
    expect(
      orm
        .filter((s) => s.startsWith('OBR|'))
        .map((s) => s.split('|')[4])
        .sort(),
    ).toEqual(['HGB^^^', 'WBC^^^'])
    const unknown = await hl7Exchange(port, qry('NO-SUCH-2', 'R18'), 2, 800)
    expect(unknown).toHaveLength(1)
    expect(segments(unknown[0]!)[2]).toBe('QAK|R18|NF|')

    const bad = await hl7Exchange(port, qry('', 'R19'), 1)
    expect(segments(bad[0]!)[1]).toMatch(/^MSA\|AE\|R19\|Некоректний запит/)
    await listeners.idle()
    const [last] = await t.db.db
      .select()
      .from(analyzerMessages)
      .where(eq(analyzerMessages.analyzerId, ids.hl7!))
      .orderBy(sql`${analyzerMessages.id} DESC`)
      .limit(1)
    expect(last).toMatchObject({ parseState: 'error', error: analyzerListenerErrors.incorrectQuery })
    expect(listeners.status(ids.hl7!).error).toBe(analyzerListenerErrors.incorrectQuery)
  })
})
