/**
 * The laboratory's day with one order (issue 22 items 2, 4 and 5): an analyzer sends a value for the
 * order's tube over TCP (the instrument simulator, ASTM) and it shows on the results screen as the
 * analyzer's; the lab user prints the order's labels on the ZPL printer (the capture printer: the label's
 * barcode read back) and in pixel mode (drawn and printed by the browser), approves the results after a
 * confirmation; the cashier then sees the approved values on the order's page and downloads the PDF.
 */
import { randomUUID } from 'node:crypto'
import { expect, test, type APIRequestContext } from '@playwright/test'
import type { LabOrderResults, LabWorklist } from '../../domain/laboratory/lab-results.schema'
import type { LabTube, OrderTubes } from '../../domain/laboratory/lab-tubes.schema'
import type { PersonalSettings } from '../../domain/settings/personal-settings.schema'
import { startLabelPrinterStandIn } from '../../server/integrations/label-printer/stand-in'
import { ACK } from '../../server/modules/analyzers/astm/astm-codec'
import { astmTimestamp } from '../../server/modules/analyzers/astm/e1394'
import { AstmInstrument, loadTrace } from '../../server/modules/analyzers/testing/astm-simulator'
import { decodeBarcode, renderZpl } from '../support/zpl-render'
import { API, apiToken, explainFailures, serverGet, serverPut, signIn } from './offline-support'

explainFailures(test)

type Indicator = LabOrderResults['tests'][number]['indicators'][number]

/** A value every indicator kind takes (numbers with the places the indicator shows). */
const sample = (i: Indicator) =>
  i.resultType === 'select' ? i.options[0]! : i.resultType === 'text' ? 'без особливостей' : '4'

async function serverPost(request: APIRequestContext, token: string, path: string, data: unknown) {
  const res = await request.post(`${API}${path}`, {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
    data,
  })
  expect(res.ok(), `${path} answered ${res.status()}: ${await res.text()}`).toBe(true)
  return res.json() as Promise<unknown>
}

/** The lab user's print type (and printer) in their personal settings. */
async function printWith(
  request: APIRequestContext,
  token: string,
  type: 'zpl' | 'pixel',
  printer: { host: string; port: number } | null,
) {
  const own = await serverGet<PersonalSettings>(request, token, '/api/v2/personal-settings')
  await serverPut(request, token, '/api/v2/personal-settings', {
    cityId: own.cityId,
    filialId: own.filialId,
    language: own.language,
    barcodeMarginTop: own.barcodeMarginTop,
    barcodeMarginLeft: own.barcodeMarginLeft,
    qrMarginTop: own.qrMarginTop,
    qrMarginLeft: own.qrMarginLeft,
    labelPrinterType: type,
    labelPrinterHost: printer?.host ?? own.labelPrinterHost,
    labelPrinterPort: printer?.port ?? own.labelPrinterPort,
    version: own.version,
  })
}

interface Found {
  orderId: number
  tube: LabTube
  testId: number
  testName: string
  indicator: Indicator
}

test('an analyzer’s value lands in an order’s results; the lab prints its labels on ZPL and pixel printers and approves; the cashier sees the results and gets the PDF', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000)
  const token = await apiToken(request, 'lab')
  const admin = await apiToken(request, 'admin')
  let found: Found | undefined

  await test.step('the server has an order awaiting results whose tube holds a test with a number to measure', async () => {
    const worklist = await serverGet<LabWorklist>(request, token, '/api/v2/lab/worklist?state=pending')
    search: for (const orderId of [...new Set(worklist.data.map((w) => w.orderId))]) {
      const { tubes } = await serverGet<OrderTubes>(request, token, `/api/v2/lab/orders/${orderId}/tubes`)
      const r = await serverGet<LabOrderResults>(request, token, `/api/v2/lab/orders/${orderId}/results`)
      for (const tube of tubes.filter((x) => x.state !== 'rejected' && x.state !== 'approved'))
        for (const t of r.tests.filter((x) => x.resultMode === 'default'))
          if (tube.tests.some((s) => s.mcTestId === t.testId)) {
            const indicator = t.indicators.find((i) => i.resultType === 'numeric' && !i.calculated)
            if (indicator && indicator.state !== 'approved') {
              found = { orderId, tube, testId: t.testId, testName: t.name, indicator }
              break search
            }
          }
    }
    expect(found, 'a demo order awaiting results with a tube').toBeDefined()
  })
  const { orderId, tube, testId, testName, indicator } = found!
  const analyzerName = `XN журнал ${randomUUID().slice(0, 4)}`

  await test.step('an analyzer listens; the simulator sends the tube’s value over ASTM', async () => {
    const port = 46000 + Math.floor(Math.random() * 10000)
    const { id } = (await serverPost(request, admin, '/settings/resources/analyzers', {
      uuid: randomUUID(),
      name: analyzerName,
      model: 'Sysmex XN-550',
      protocol: 'astm',
      host: '127.0.0.1',
      port,
      direction: 'bidirectional',
      encoding: 'latin1',
      sampleIdField: 'astm:O.4',
      active: true,
    })) as { id: number }
    await serverPut(request, admin, `/settings/analyzers/${id}/test-codes`, {
      data: [{ code: 'HGB', mcTestId: testId, indicatorCode: indicator.code }],
    })
    const status = (await serverPost(request, admin, `/settings/analyzers/${id}/listener`, {
      action: 'start',
    })) as { state: string }
    expect(status.state).toBe('started')
    const instrument = await AstmInstrument.connect(port)
    const trace = loadTrace('xn-cbc-results', tube.barcode, {
      WBC: '6.1',
      RBC: '4.52',
      HGB: '7',
      AT: astmTimestamp(new Date()),
    })
    expect(await instrument.send(trace.frames)).toEqual(Array(trace.frames.length + 1).fill(ACK))
    instrument.close()
    await serverPost(request, admin, `/settings/analyzers/${id}/listener`, { action: 'stop' })
  })

  await test.step('the results screen shows the analyzer’s value as the analyzer’s', async () => {
    await signIn(page, 'lab')
    await page.goto(`/laboratory/results/${orderId}`)
    const section = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: testName }) })
      .first()
    const field = section.getByRole('textbox', { name: indicator.name, exact: true }).first()
    await expect(async () => {
      await page.reload()
      await expect(field).toHaveValue('7', { timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    await expect(section.getByText(`з аналізатора ${analyzerName}`)).toBeVisible()
  })

  await test.step('the rest of the order’s values are entered', async () => {
    const r = await serverGet<LabOrderResults>(request, token, `/api/v2/lab/orders/${orderId}/results`)
    const items = r.tests.flatMap((t) =>
      t.resultMode === 'noResult'
        ? []
        : t.indicators
            .filter((i) => !i.calculated)
            .map((i) => ({
              testId: t.testId,
              line: t.line,
              indicatorCode: i.code,
              value: i.value ?? sample(i),
              ...(t.resultMode === 'doubleResult' ? { value2: i.value2 ?? sample(i) } : {}),
            })),
    )
    await serverPut(request, token, `/api/v2/lab/orders/${orderId}/results`, { items })
  })
  const results = await serverGet<LabOrderResults>(request, token, `/api/v2/lab/orders/${orderId}/results`)
  const { orderCode } = results

  await test.step('ZPL labels go to the label printer, each barcode reading back as its tube’s', async () => {
    const printer = await startLabelPrinterStandIn()
    try {
      await printWith(request, token, 'zpl', { host: printer.host, port: printer.port })
      await page.goto(`/laboratory/labels/${orderId}`)
      await expect(page.getByTestId('label-tube').first()).toBeVisible()
      const tubes = await page.getByTestId('label-tube').count()
      await page.getByRole('button', { name: 'Друкувати всі' }).click()
      await expect(page.getByText(`Надіслано на принтер етикеток: ${tubes}`)).toBeVisible()
      await expect.poll(() => printer.labels.length).toBeGreaterThanOrEqual(tubes)
      const read = printer.labels.map((zpl) => decodeBarcode(renderZpl(zpl)))
      expect(read).toContain(tube.barcode)
    } finally {
      await printer.close()
    }
  })

  await test.step('pixel labels: the order’s tubes are drawn and go to the browser’s print', async () => {
    await printWith(request, token, 'pixel', null)
    await page.goto(`/laboratory/labels/${orderId}`)
    await page.getByRole('button', { name: 'Друкувати всі' }).click()
    const frame = page.locator('iframe[data-testid="label-print-frame"]')
    await expect(frame).toHaveCount(1)
    const printed = await frame.getAttribute('srcdoc')
    expect(printed).toContain('<svg')
    expect(printed).toContain(tube.barcode)
    expect(printed).toContain(results.patient.name.split(' ')[0]!)
  })

  await test.step('the lab user approves the results after a confirmation', async () => {
    await page.goto(`/laboratory/results/${orderId}`)
    await expect(page.getByRole('heading', { name: `Результати замовлення ${orderCode}` })).toBeVisible()
    await page.getByRole('button', { name: 'Затвердити', exact: true }).click()
    const ask = page.getByRole('alertdialog', { name: 'Затвердити результати?' })
    await ask.getByRole('button', { name: 'Затвердити' }).click()
    await expect(page.getByText('Результати затверджено')).toBeVisible()
    const after = await serverGet<LabOrderResults>(request, token, `/api/v2/lab/orders/${orderId}/results`)
    expect(after.tests.every((t) => t.state === 'approved' || t.state === 'no_result')).toBe(true)
  })

  await test.step('the cashier sees the approved values on the order’s page and downloads the PDF', async () => {
    const cashier = await browser.newPage()
    await signIn(cashier, 'cashier')
    await cashier.goto(`/mc-cart/${orderId}`)
    const block = cashier.getByRole('region', { name: 'Результати аналізів' })
    const table = block.getByRole('table', { name: `Результати замовлення ${orderCode}` })
    await expect(table.getByRole('row').filter({ hasText: indicator.name }).first()).toContainText('7')
    const download = cashier.waitForEvent('download')
    await block.getByRole('button', { name: 'PDF результатів' }).click()
    expect((await download).suggestedFilename()).toBe(`Результати ${orderCode}.pdf`)
    await cashier.close()
  })
})
