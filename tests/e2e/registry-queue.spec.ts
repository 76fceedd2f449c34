/**
 * The registry queue board (issue 20 items 3 and 9): a registrar moves a demo visit with the keyboard
 * from «Очікують» to «У клініці» and on to «У лікаря»; a second registrar's open board follows without a
 * reload; the last move is undone. Then offline: a card moved on the device shows «Очікує надсилання» and
 * lands on the server when the network returns.
 */
import { expect, test, type Page } from '@playwright/test'
import { queueColumns, type QueueBoard, type QueueCard, type QueueColumn } from '../../domain/registry/queue'
import { apiToken, expectAllSent, serverGet, signIn } from './offline-support'

const columnOf = (page: Page, column: QueueColumn) => page.locator(`[data-board-column="${column}"]`)
const cardIn = (page: Page, column: QueueColumn, code: string) =>
  columnOf(page, column).getByTestId('queue-card').filter({ hasText: code })
const cardOf = (page: Page, code: string) => page.getByTestId('queue-card').filter({ hasText: code })

/** Space picks the card up, → `steps` times, Space puts it down. */
async function moveRight(page: Page, code: string, steps = 1) {
  await cardOf(page, code).focus()
  await page.keyboard.press('Space')
  for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Space')
}

test('registrars move queue cards by keyboard, see each other’s moves live, undo, and move offline', async ({
  browser,
  request,
}) => {
  const token = await apiToken(request, 'registrar')
  const columnOnServer = async (orderId: number) => {
    const board = await serverGet<QueueBoard>(request, token, '/registry/queue')
    return queueColumns.find((c) => board.columns[c].some((card) => card.orderId === orderId))
  }
  const board = await serverGet<QueueBoard>(request, token, '/registry/queue')
  // The demo queue's walk-ins of today (server/db/seed/demo-queue.ts): no booked time, the registrar's own.
  const demo = (c: QueueCard) => c.mayMove && c.bookedAt === null
  const walker = board.columns.wait.find(demo)!
  // Another of them, not in the last column: moved offline one column to the right.
  const offlineCard = queueColumns
    .slice(0, -1)
    .flatMap((c) => board.columns[c])
    .find((c) => demo(c) && c.orderId !== walker.orderId)!
  expect(walker, 'a demo visit waits').toBeDefined()
  expect(offlineCard, 'a second movable demo visit').toBeDefined()
  const offlineTo = queueColumns[queueColumns.indexOf(offlineCard.column) + 1]!

  const mine = await browser.newContext()
  const page = await mine.newPage()
  const other = await (await browser.newContext()).newPage()
  await signIn(page, 'registrar')
  await signIn(other, 'registrar')
  await page.goto('/mc-registry/queue')
  await other.goto('/mc-registry/queue')
  await expect(cardIn(page, 'wait', walker.code)).toBeVisible()
  await expect(cardIn(other, 'wait', walker.code)).toBeVisible()
  await expect(cardIn(page, 'wait', walker.code)).toContainText(/У колонці \d+ (хв|год)/)

  await test.step('the registrar moves the card by keyboard to «У клініці», then to «У лікаря»', async () => {
    await moveRight(page, walker.code)
    await expect(cardIn(page, 'clinic', walker.code)).toBeVisible()
    await expect(page.getByTestId('queue-announcement')).toHaveText(
      `Картку ${walker.code} переміщено до колонки «У клініці»`,
    )
    await expect(cardIn(other, 'clinic', walker.code)).toBeVisible({ timeout: 5_000 })
    await moveRight(page, walker.code)
    await expect(cardIn(page, 'doctor', walker.code)).toBeVisible()
  })

  await test.step('the second registrar’s board shows it «У лікаря» without a reload', async () => {
    await expect(cardIn(other, 'doctor', walker.code)).toBeVisible({ timeout: 5_000 })
    await expect.poll(() => columnOnServer(walker.orderId)).toBe('doctor')
  })

  await test.step('the last move is undone: the card is back «У клініці» on both boards', async () => {
    await cardIn(page, 'doctor', walker.code)
      .getByRole('button', { name: 'Скасувати останнє переміщення' })
      .click()
    await expect(cardIn(page, 'clinic', walker.code)).toBeVisible()
    await expect(cardIn(other, 'clinic', walker.code)).toBeVisible({ timeout: 5_000 })
    await expect.poll(() => columnOnServer(walker.orderId)).toBe('clinic')
  })

  await test.step('offline, a move shows at once and waits to be sent', async () => {
    await mine.setOffline(true)
    await moveRight(page, offlineCard.code)
    const moved = cardIn(page, offlineTo, offlineCard.code)
    await expect(moved).toBeVisible()
    await expect(moved.getByText('Очікує надсилання')).toBeVisible()
    await expect(
      page.getByText('скасування надісланого переміщення — лише онлайн', { exact: false }),
    ).toBeVisible()
    await expect(moved.getByRole('button', { name: 'Поза чергою' })).toBeDisabled()
    expect(await columnOnServer(offlineCard.orderId)).toBe(offlineCard.column)
  })

  await test.step('back online, the move lands: the server and the other board have it', async () => {
    await mine.setOffline(false)
    await expectAllSent(page)
    await expect.poll(() => columnOnServer(offlineCard.orderId)).toBe(offlineTo)
    await expect(cardIn(page, offlineTo, offlineCard.code).getByText('Очікує надсилання')).toHaveCount(0)
    await expect(cardIn(other, offlineTo, offlineCard.code)).toBeVisible({ timeout: 5_000 })
  })
})
