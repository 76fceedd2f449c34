/**
 * Laboratory tubes (issue 22 items 1, 3, 7): made from the server's calculatedContainers in the
 * confirmation's transaction, following the cart afterwards; barcodes unique across orders under
 * concurrency; the moves collect → hand over → receive and rejection through the API; the tube search
 * and the collection day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import type { LabTube, OrderTubes, TubeMoveAnswer } from '../../../domain/laboratory/lab-tubes.schema'
import type { McOrder } from '../../../domain/orders/order.schema'
import { mcTests } from '../../db/schema/lab'
import { orderBarcodes } from '../../db/schema/lab-devices'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { callV2, confirmCart, newOrder, readOrder, setCart } from '../orders/order-fixtures'

let t: TestApp
let codes: Map<string, number>
beforeAll(async () => {
  t = await createTestApp()
  const rows = await t.db.db
    .select({ id: mcTests.id, code: mcTests.code })
    .from(mcTests)
    .where(inArray(mcTests.code, ['1001', '1002', '1003', '2001', '2101', '7004']))
  codes = new Map(rows.map((r) => [r.code, r.id]))
})
afterAll(() => t.close())

const test = (code: string) => codes.get(code)!

/** An order of `login` with these test lines, confirmed. */
async function confirmed(lines: object[], login = 'cashier'): Promise<McOrder> {
  const order = await newOrder(t, login)
  await setCart(t, order, { tests: lines }, login)
  return confirmCart(t, order, login)
}

async function tubes(order: McOrder): Promise<LabTube[]> {
  const res = await callV2(t, 'lab', 'GET', `/lab/orders/${order.id}/tubes`)
  expect(res.statusCode).toBe(200)
  return res.json<OrderTubes>().tubes
}

const shape = (list: LabTube[]) =>
  list.map((x) => [x.container.id, x.tests.map((s) => s.mcTestId).sort(), x.volumeMl])

const held = async (order: McOrder) =>
  (await t.db.db.select().from(orderBarcodes).where(eq(orderBarcodes.orderId, order.id)))
    .map((r) => r.barcode)
    .sort()

const move = (path: string, barcodes: string[], login = 'lab') =>
  callV2(t, login, 'POST', `/lab/tubes/${path}`, { barcodes })

describe('tubes of a confirmed order', () => {
  it('makes the tubes calculatedContainers plans, each with its own barcode, once', async () => {
    const order = await confirmed([{ id: test('7004') }, { id: test('1003') }])
    const planned = order.priceInfo!.calculatedContainers
    const made = await tubes(order)
    expect(shape(made)).toEqual(planned.map((p) => [p.containerId, [...p.testIds].sort(), p.volumeMl]))
    expect(made.length).toBeGreaterThan(2)
    expect(new Set(made.map((x) => x.barcode)).size).toBe(made.length)
    expect(made.every((x) => x.state === 'new' && x.tests.every((s) => s.stateLabel === 'Новий'))).toBe(true)
    expect(await held(order)).toEqual(made.map((x) => x.barcode).sort())
    // Confirming again makes no second set.
    const again = await callV2(t, 'cashier', 'PATCH', `/check-carts/${order.id}`, { confirm: true })
    expect(again.statusCode).toBe(200)
    expect((await tubes(order)).map((x) => x.id)).toEqual(made.map((x) => x.id))
  })

  it('gives a tube the barcode typed on one of its test lines', async () => {
    const order = await confirmed([{ id: test('1001'), barcode: ' TYPED-777 ' }, { id: test('2001') }])
    const made = await tubes(order)
    const edta = made.find((x) => x.tests.some((s) => s.mcTestId === test('1001')))!
    expect(edta.barcode).toBe('TYPED-777')
    const other = made.find((x) => x !== edta)!
    // The counter's next number with the filial's prefix (demo: 'KV' and ten characters).
    expect(other.barcode).toMatch(/^[A-Z]{0,6}\d+$/)
    expect(other.barcode).toHaveLength(10)
  })

  it('never gives two orders confirmed at once the same barcode', async () => {
    const orders = await Promise.all(
      [0, 1, 2, 3].map(async () => {
        const o = await newOrder(t)
        await setCart(t, o, { tests: [{ id: test('1001') }, { id: test('2001') }, { id: test('2101') }] })
        return o
      }),
    )
    await Promise.all(orders.map((o) => confirmCart(t, o)))
    const all = (await Promise.all(orders.map(tubes))).flat()
    expect(all.length).toBeGreaterThanOrEqual(orders.length * 2)
    expect(new Set(all.map((x) => x.barcode)).size).toBe(all.length)
  })

  it('follows the cart: an added test gets a tube, a removed one leaves and its empty tube goes', async () => {
    const order = await confirmed([{ id: test('1001') }])
    const [first] = await tubes(order)
    // The ESR joins the EDTA tube the calculation puts it in (2 + 1.5 ml fit 4 ml); glucose needs its own.
    await setCart(t, order, { tests: [{ id: test('1001') }, { id: test('1003') }, { id: test('2001') }] })
    const grown = await tubes(order)
    expect(grown).toHaveLength(2)
    expect(grown[0]!.id).toBe(first!.id)
    expect(grown[0]!.tests.map((s) => s.mcTestId).sort()).toEqual([test('1001'), test('1003')].sort())
    const glucoseTube = grown[1]!
    // Taking glucose out deletes its tube (not collected yet) and frees the barcode.
    await setCart(t, order, { tests: [{ id: test('1001') }, { id: test('1003') }] })
    const shrunk = await tubes(order)
    expect(shrunk.map((x) => x.id)).toEqual([first!.id])
    expect(await held(order)).toEqual([first!.barcode])
    expect(await held(order)).not.toContain(glucoseTube.barcode)
    // The cart's own barcode sync keeps the tube's barcode (no line carries it).
    await setCart(t, order, { tests: [{ id: test('1001'), barcode: 'LINE-1' }, { id: test('1003') }] })
    expect(await held(order)).toEqual(['LINE-1', first!.barcode].sort())
  })

  it('refuses a cart line the barcode of another order’s tube', async () => {
    const a = await confirmed([{ id: test('2001') }])
    const [tube] = await tubes(a)
    const b = await newOrder(t)
    const res = await callV2(t, 'cashier', 'POST', `/mc-orders/${b.id}/update-calculation`, {
      tests: [{ id: test('2001'), barcode: tube!.barcode }],
    })
    expect(res.statusCode).toBe(422)
    expect(res.json<{ errors: Record<string, string[]> }>().errors['tests.0.barcode']).toEqual([
      `Штрихкод уже використано в замовленні ${a.code}`,
    ])
  })
})

describe('tube moves and search', () => {
  it('collects, hands over, receives, each idempotent, with the tests following', async () => {
    const order = await confirmed([{ id: test('1001') }, { id: test('2001') }])
    const [a, b] = await tubes(order)
    const collect = await move('collect', [a!.barcode, 'NO-SUCH-TUBE'])
    expect(collect.statusCode).toBe(200)
    const items = collect.json<TubeMoveAnswer>().items
    expect(items[0]).toMatchObject({ ok: true, unchanged: false, tube: { state: 'collected' } })
    expect(
      items[0]!.tube!.tests.every((s) => s.state === 'sampled' && s.stateLabel === 'Біоматеріал взято'),
    ).toBe(true)
    expect(items[1]).toEqual({
      barcode: 'NO-SUCH-TUBE',
      ok: false,
      unchanged: true,
      message: 'Штрихкод не знайдено',
      tube: null,
    })
    // An offline replay of the same scan lands once.
    const replay = (await move('collect', [a!.barcode])).json<TubeMoveAnswer>().items[0]!
    expect(replay).toMatchObject({ ok: true, unchanged: true, tube: { state: 'collected', version: 2 } })
    // Hand-over of a tube not collected answers on its item.
    const handOver = (await move('hand-over', [a!.barcode, b!.barcode])).json<TubeMoveAnswer>()
    expect(handOver.batchId).toMatch(/^[0-9a-f-]{36}$/)
    expect(handOver.items[0]!.tube).toMatchObject({ state: 'sent', handOverBatch: handOver.batchId })
    expect(handOver.items[1]).toMatchObject({ ok: false, message: 'Біоматеріал ще не взято' })
    const late = (await move('collect', [a!.barcode])).json<TubeMoveAnswer>().items[0]!
    expect(late).toMatchObject({ ok: false, message: 'Пробірку вже передано в лабораторію' })
    const received = (await move('receive', [a!.barcode])).json<TubeMoveAnswer>().items[0]!
    expect(received.tube).toMatchObject({ state: 'received', stateLabel: 'Прийнято лабораторією' })
    expect(received.tube!.tests[0]).toMatchObject({ state: 'received', stateLabel: 'Прийнято лабораторією' })
  })

  it('rejects a collected tube with a reason and refuses a new one', async () => {
    const order = await confirmed([{ id: test('1001') }, { id: test('2001') }])
    const [a, b] = await tubes(order)
    await move('collect', [a!.barcode])
    const short = await callV2(t, 'lab', 'POST', `/lab/tubes/${a!.id}/reject`, { reason: 'ok' })
    expect(short.statusCode).toBe(422)
    const ok = await callV2(t, 'lab', 'POST', `/lab/tubes/${a!.id}/reject`, { reason: 'Гемоліз зразка' })
    expect(ok.statusCode).toBe(200)
    expect(ok.json<TubeMoveAnswer>().items[0]!.tube).toMatchObject({
      state: 'rejected',
      rejectionReason: 'Гемоліз зразка',
    })
    expect(ok.json<TubeMoveAnswer>().items[0]!.tube!.tests[0]!.stateLabel).toBe('Відбраковано')
    const refused = await callV2(t, 'lab', 'POST', `/lab/tubes/${b!.id}/reject`, { reason: 'Гемоліз зразка' })
    expect(refused.statusCode).toBe(422)
    expect(refused.json<{ message: string }>().message).toBe('Біоматеріал ще не взято: відбраковувати нічого')
    const missing = await callV2(t, 'lab', 'POST', `/lab/tubes/2000000000/reject`, { reason: 'Гемоліз' })
    expect(missing.statusCode).toBe(404)
  })

  it('finds a tube by a scanned barcode with its order, within the user’s scope', async () => {
    const order = await confirmed([{ id: test('1001') }], 'registrar')
    const [tube] = await tubes(order)
    const url = `/lab/tubes/search?barcode=${encodeURIComponent(`${tube!.barcode}\r\n`)}`
    for (const login of ['lab', 'registrar', 'cashier']) {
      const res = await callV2(t, login, 'GET', url)
      expect(res.statusCode).toBe(200)
      const body = res.json<{ tube: LabTube; order: { code: string; clientName: string | null } }>()
      expect(body.tube.barcode).toBe(tube!.barcode)
      expect(body.tube.container.name).toBeTruthy()
      expect(body.tube.tests.map((s) => s.mcTestId)).toEqual([test('1001')])
      expect(body.order.code).toBe(order.code)
      expect(body.order.clientName).toBeTruthy()
    }
    // Another registrar's order is outside the scope: answered as an unknown barcode.
    const other = await confirmed([{ id: test('2001') }], 'cashier')
    const [foreign] = await tubes(other)
    const hidden = await callV2(t, 'registrar', 'GET', `/lab/tubes/search?barcode=${foreign!.barcode}`)
    expect(hidden.statusCode).toBe(404)
    expect(hidden.json<{ message: string }>().message).toBe('Штрихкод не знайдено')
    const none = await callV2(t, 'lab', 'GET', '/lab/tubes/search?barcode=NOPE-1')
    expect(none.statusCode).toBe(404)
    expect(none.json<{ message: string }>().message).toBe('Штрихкод не знайдено')
    expect((await callV2(t, 'warehouse', 'GET', url)).statusCode).toBe(403)
    expect((await move('collect', [tube!.barcode], 'cashier')).statusCode).toBe(403)
  })

  it('lists the collection point’s day: the filial’s confirmed orders with their tubes', async () => {
    const order = await confirmed([{ id: test('1001') }])
    const full = await readOrder(t, order.id)
    const day = new Date(full.priceInfo!.firstConfirmedAt!).toLocaleDateString('sv-SE', {
      timeZone: 'Europe/Kyiv',
    })
    const res = await callV2(t, 'lab', 'GET', `/lab/collection?date=${day}&filialId=${full.filial!.id}`)
    expect(res.statusCode).toBe(200)
    const entry = res.json<{ data: OrderTubes[] }>().data.find((x) => x.order.id === order.id)
    expect(entry?.tubes.map((x) => x.barcode)).toEqual((await tubes(order)).map((x) => x.barcode))
    const other = await callV2(t, 'lab', 'GET', `/lab/collection?date=2001-01-01&filialId=${full.filial!.id}`)
    expect(other.json<{ data: unknown[] }>().data).toEqual([])
    expect((await callV2(t, 'lab', 'GET', `/lab/collection?date=2024-13-01&filialId=1`)).statusCode).toBe(422)
  })
})
