/**
 * The collection point on a tablet, offline (issue 22 item 3): the lab user opens a filial's day of tubes,
 * the network goes, a scanned barcode marks its tube collected and the tube is handed over to the
 * laboratory — both shown at once as waiting —; an unknown barcode is said so. Back online, both marks
 * land once and the server has the tube collected, then sent in a hand-over batch.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import type { OrderTubes } from '../../domain/laboratory/lab-tubes.schema'
import type { CurrentState } from '../../domain/references/current-state.schema'
import { kyivDay } from '../../domain/time/kyiv'
import { apiToken, expectAllSent, explainFailures, serverGet, signIn, widget } from './offline-support'

explainFailures(test)
test.use({ viewport: { width: 800, height: 1280 } })

interface Found {
  date: string
  filialId: number
  barcode: string
  orderCode: string
}

test('a nurse marks a tube collected and hands it over offline; both land once when the network returns', async ({
  page,
  context,
  request,
}) => {
  const token = await apiToken(request, 'lab')
  let found: Found | undefined

  await test.step('the server has a tube waiting to be collected at some filial today (or yesterday)', async () => {
    const state = await serverGet<{ data: CurrentState }>(request, token, '/current-state')
    const filials = state.data.filialsForSelect.flatMap((f) => (typeof f.key === 'number' ? [f.key] : []))
    const days = [kyivDay(new Date()), kyivDay(new Date(Date.now() - 86_400_000))]
    search: for (const date of days)
      for (const filialId of filials) {
        const day = await serverGet<{ data: OrderTubes[] }>(
          request,
          token,
          `/api/v2/lab/collection?date=${date}&filialId=${filialId}`,
        )
        for (const { order, tubes } of day.data) {
          const tube = tubes.find((t) => t.state === 'new')
          if (tube) {
            found = { date, filialId, barcode: tube.barcode, orderCode: order.code }
            break search
          }
        }
      }
    expect(found, 'a demo tube not collected yet').toBeDefined()
  })
  const { date, filialId, barcode, orderCode } = found!
  const tubeRow = page.getByTestId('collection-tube').filter({ hasText: barcode })

  await test.step('the lab user opens the collection point: the day is on the device', async () => {
    await signIn(page, 'lab')
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await page.goto(`/laboratory/collection?date=${date}&filialId=${filialId}`)
    await expect(tubeRow).toContainText('Нова')
    await expect(page.getByRole('heading', { name: new RegExp(orderCode) })).toBeVisible()
    const { violations } = await new AxeBuilder({ page }).include('main').analyze()
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
  })

  await test.step('offline: an unknown barcode is said so; the tube’s scan marks it collected, waiting', async () => {
    await context.setOffline(true)
    const scan = page.getByLabel('Штрихкод пробірки')
    await scan.fill('NOPE000000')
    await scan.press('Enter')
    await expect(page.getByRole('alert')).toContainText('Штрихкод не знайдено')
    // A scanner types the code and Enter.
    await scan.pressSequentially(barcode)
    await scan.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: barcode })).toContainText('біоматеріал взято')
    await expect(tubeRow).toContainText('Біоматеріал взято · чекає надсилання')
    await expect(scan).toBeFocused()
    await expect(widget(page)).toContainText('1 зміна чекає')
  })

  await test.step('still offline, the tube is handed over to the laboratory after its mark', async () => {
    await tubeRow.getByLabel('Передати').check()
    await page.getByRole('button', { name: 'Передати в лабораторію' }).click()
    await expect(tubeRow).toContainText('Передано в лабораторію · чекає надсилання')
    await expect(widget(page)).toContainText('2 зміни чекають')
  })

  await test.step('back online: both marks land, and the server has the tube sent in a batch', async () => {
    await context.setOffline(false)
    await expectAllSent(page)
    const answer = await serverGet<{
      tube: { state: string; collectedAt: string | null; handOverBatch: string | null }
    }>(request, token, `/api/v2/lab/tubes/search?barcode=${encodeURIComponent(barcode)}`)
    expect(answer.tube.state).toBe('sent')
    expect(answer.tube.collectedAt).not.toBeNull()
    expect(answer.tube.handOverBatch).not.toBeNull()
    await expect(tubeRow).toContainText('Передано в лабораторію')
    await expect(tubeRow).not.toContainText('чекає надсилання')
  })
})
