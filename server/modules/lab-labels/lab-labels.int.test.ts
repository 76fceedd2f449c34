/**
 * Tube labels (issue 22 item 2) end to end: a confirmed order's labels printed through the route to the
 * capture printer, the captured ZPL rendered and its barcode read back; the print log; no printer (422),
 * a closed port (502), a public address (refused), and the scope of the tubes' routes (404).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { eq, inArray, sql } from 'drizzle-orm'
import type { OrderLabels } from '../../../domain/laboratory/tube-label'
import type { McOrder } from '../../../domain/orders/order.schema'
import { users } from '../../db/schema/auth'
import { mcTests } from '../../db/schema/lab'
import { labelPrints } from '../../db/schema/lab-labels'
import { personalSettings } from '../../db/schema/personal-settings'
import { closedPort } from '../../../tests/support/closed-port'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { decodeBarcode, renderZpl } from '../../../tests/support/zpl-render'
import { personalSettingsBody } from '../../../tests/support/examples/personal-settings'
import { startLabelPrinterStandIn, type LabelPrinterStandIn } from '../../integrations/label-printer/stand-in'
import { callV2, confirmCart, errorsOf, newOrder, setCart } from '../orders/order-fixtures'

let t: TestApp
let printer: LabelPrinterStandIn
let order: McOrder
let labUserId: number

beforeAll(async () => {
  t = await createTestApp()
  printer = await startLabelPrinterStandIn()
  const tests = await t.db.db
    .select({ id: mcTests.id })
    .from(mcTests)
    .where(inArray(mcTests.code, ['1001', '2001']))
  order = await newOrder(t, 'cashier')
  await setCart(t, order, { tests: tests.map((x) => ({ id: x.id })) })
  order = await confirmCart(t, order)
  const [lab] = await t.db.db.select({ id: users.id }).from(users).where(eq(users.login, 'lab'))
  labUserId = lab!.id
  // A registrar (own orders only) who may work on samples: the cashier's order stays out of reach.
  await t.db.db.execute(
    sql`UPDATE roles SET permissions = permissions || '["crmLabSamplesWork"]'::jsonb WHERE code = 'registrar'`,
  )
})
afterAll(async () => {
  await printer.close()
  await t.close()
})

const labelsOf = async (login = 'lab') => {
  const res = await callV2(t, login, 'GET', `/lab/orders/${order.id}/labels`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<OrderLabels>()
}
const print = (body: object = {}, login = 'lab') =>
  callV2(t, login, 'POST', `/lab/orders/${order.id}/labels/print`, body)
const setPrinter = (host: string | null, port = 9100) =>
  t.db.db
    .update(personalSettings)
    .set({ labelPrinterHost: host, labelPrinterPort: port })
    .where(eq(personalSettings.userId, labUserId))
const logRows = () => t.db.db.select().from(labelPrints).orderBy(labelPrints.id)

describe('tube labels', () => {
  it('answers 422 telling where to set the printer when none is set', async () => {
    const res = await print()
    expect(res.statusCode).toBe(422)
    expect(res.json<{ message: string }>().message).toContain('Особистих налаштуваннях')
    expect(await logRows()).toEqual([])
  })

  it('saves the printer’s address in the personal settings, refusing a public one', async () => {
    const bad = await callV2(t, 'lab', 'PUT', '/personal-settings', {
      ...personalSettingsBody,
      cityId: null,
      filialId: null,
      labelPrinterHost: '8.8.8.8',
    })
    expect(bad.statusCode).toBe(422)
    expect(errorsOf(bad).label_printer_host?.[0]).toContain('локальної мережі')
    const badPort = await callV2(t, 'lab', 'PUT', '/personal-settings', {
      ...personalSettingsBody,
      labelPrinterHost: '127.0.0.1',
      labelPrinterPort: 70000,
    })
    expect(badPort.statusCode).toBe(422)
    const ok = await callV2(t, 'lab', 'PUT', '/personal-settings', {
      ...personalSettingsBody,
      cityId: null,
      filialId: null,
      barcodeMarginLeft: 2,
      barcodeMarginTop: 1,
      labelPrinterHost: printer.host,
      labelPrinterPort: printer.port,
    })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json()).toMatchObject({ labelPrinterHost: '127.0.0.1', labelPrinterPort: printer.port })
  })

  it('gives each tube’s label: barcode, surname and name, birth date, order code, container', async () => {
    const body = await labelsOf()
    expect(body.labels.length).toBeGreaterThanOrEqual(2)
    expect(body.orderCode).toBe(order.code)
    expect(body.sheet).toMatchObject({ marginLeftMm: 2, marginTopMm: 1, widthMm: 58 })
    for (const l of body.labels) {
      expect(l.barcode).toMatch(/^[A-Z0-9]+$/)
      expect(l.patient.split(' ')).toHaveLength(2)
      expect(l.birthDate).toMatch(/^(\d{2}\.\d{2}\.\d{4})?$/)
      expect(l.orderCode).toBe(order.code)
      expect(l.containerName).toBeTruthy()
    }
  })

  it('prints every tube to the printer: each label’s barcode reads back as its tube’s, with its text', async () => {
    const { labels } = await labelsOf()
    const res = await print()
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ printed: labels.length, printer: `127.0.0.1:${printer.port}` })
    await vi.waitFor(() => expect(printer.labels).toHaveLength(labels.length))
    const printed = printer.labels.map(renderZpl)
    expect(printed.map(decodeBarcode)).toEqual(labels.map((l) => l.barcode))
    for (const p of printed) {
      expect(p.graphics).toHaveLength(1)
      expect(p.graphics[0]!.black).toBeGreaterThan(300)
      // The margins of the personal settings: 2 mm left, 1 mm down = 16 and 8 dots of label home.
      expect(p.barcodes[0]!.x).toBe(16 + 24)
    }
    const rows = await logRows()
    expect(rows.map((r) => [r.tubeId, r.userId, r.kind, r.printerHost])).toEqual(
      labels.map((l) => [l.tubeId, labUserId, 'zpl', `127.0.0.1:${printer.port}`]),
    )
  })

  it('reprints one tube, logged again', async () => {
    const { labels } = await labelsOf()
    const before = printer.labels.length
    const one = labels[1]!
    const res = await print({ tubeIds: [one.tubeId] })
    expect(res.statusCode).toBe(200)
    await vi.waitFor(() => expect(printer.labels).toHaveLength(before + 1))
    expect(decodeBarcode(renderZpl(printer.labels.at(-1)!))).toBe(one.barcode)
    const rows = (await logRows()).filter((r) => r.tubeId === one.tubeId)
    expect(rows.map((r) => r.kind)).toEqual(['zpl', 'zpl'])
  })

  it('refuses a tube of another order', async () => {
    const res = await print({ tubeIds: [999999] })
    expect(res.statusCode).toBe(422)
    expect(errorsOf(res).tube_ids?.[0]).toBe('Деяких пробірок немає в цьому замовленні')
  })

  it('answers 502 in Ukrainian when the printer cannot be reached, and logs nothing', async () => {
    await setPrinter('127.0.0.1', await closedPort())
    const before = (await logRows()).length
    const res = await print()
    expect(res.statusCode).toBe(502)
    expect(res.json<{ message: string }>().message).toMatch(/^Принтер етикеток недоступний: /)
    expect(await logRows()).toHaveLength(before)
  })

  it('refuses a printer outside the clinic’s network, by address or by a name that leads there', async () => {
    await setPrinter('8.8.8.8')
    const res = await print()
    expect(res.statusCode).toBe(422)
    expect(res.json<{ message: string }>().message).toContain('локальній мережі')
    // A name is resolved: localhost leads to 127.0.0.1, inside the network, and prints.
    await setPrinter('localhost', printer.port)
    const before = printer.labels.length
    expect((await print({ tubeIds: [(await labelsOf()).labels[0]!.tubeId] })).statusCode).toBe(200)
    await vi.waitFor(() => expect(printer.labels).toHaveLength(before + 1))
    await setPrinter(printer.host, printer.port)
  })

  it('logs a pixel print the browser made', async () => {
    const { labels } = await labelsOf()
    const res = await callV2(t, 'lab', 'POST', `/lab/orders/${order.id}/labels/logged`, {
      tubeIds: [labels[0]!.tubeId],
      kind: 'pixel',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ printed: 1, printer: null })
    const last = (await logRows()).at(-1)!
    expect([last.tubeId, last.kind, last.printerHost]).toEqual([labels[0]!.tubeId, 'pixel', null])
  })

  it('keeps to the tubes’ scope: a user limited to own orders gets 404, one without the right 403', async () => {
    expect((await callV2(t, 'registrar', 'GET', `/lab/orders/${order.id}/labels`)).statusCode).toBe(404)
    expect((await print({}, 'registrar')).statusCode).toBe(404)
    const logged = await callV2(t, 'registrar', 'POST', `/lab/orders/${order.id}/labels/logged`, {
      tubeIds: [1],
      kind: 'pixel',
    })
    expect(logged.statusCode).toBe(404)
    expect((await callV2(t, 'doctor', 'GET', `/lab/orders/${order.id}/labels`)).statusCode).toBe(403)
  })
})
