import { expect, test } from '@playwright/test'
import {
  apiToken,
  expectAllSent,
  reasonsShown,
  renameReason,
  serverGet,
  signIn,
  type Reason,
} from './offline-support'

test('two administrators rename the same weekend reason; the one who was offline resolves the conflict both ways', async ({
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36)
  const all = async () =>
    (await serverGet<{ data: Reason[] }>(request, await apiToken(request), '/settings/weekend-reasons')).data
  // One reason, followed by its uuid through every rename.
  const target = (await all())[0]!
  const onServer = async () => (await all()).find((r) => r.uuid === target.uuid)?.name
  const contextA = await browser.newContext()
  const contextB = await browser.newContext()
  const a = await contextA.newPage()
  const b = await contextB.newPage()
  for (const page of [a, b]) {
    await signIn(page)
    await page.goto('/settings/medical-center/weekend-reasons')
    await reasonsShown(page)
  }

  let current = target.name
  for (const [round, choice] of [
    [1, 'Залишити мої'],
    [2, 'Взяти з сервера'],
  ] as const) {
    const mine = `Б${round} ${stamp}`
    const theirs = `А${round} ${stamp}`
    await test.step(`round ${round}: B goes offline, A renames online, B renames offline`, async () => {
      await contextB.setOffline(true)
      await a.reload()
      // The reloaded screen first shows its stored copy; wait for the change feed before editing.
      const section = await reasonsShown(a)
      await section.getByRole('searchbox').fill(current)
      await expect(section.getByRole('cell', { name: current, exact: true })).toBeVisible()
      await renameReason(a, current, theirs)
      await expectAllSent(a)
      await expect.poll(onServer).toBe(theirs)
      await renameReason(b, current, mine)
    })

    await test.step(`round ${round}: B is back online and sees both versions side by side`, async () => {
      await contextB.setOffline(false)
      const conflict = b.getByTestId('conflict-view')
      await expect(conflict).toContainText(mine)
      await expect(conflict).toContainText(theirs)
      await expect(b.getByRole('alert')).toContainText('Конфлікт')
    })

    await test.step(`round ${round}: B chooses "${choice}"`, async () => {
      await b.getByRole('button', { name: choice }).click()
      await expectAllSent(b)
      const winner = choice === 'Залишити мої' ? mine : theirs
      await expect.poll(onServer).toBe(winner)
      const section = await reasonsShown(b)
      await section.getByRole('searchbox').fill(winner)
      await expect(section.getByRole('cell', { name: winner, exact: true })).toBeVisible()
      await section.getByRole('searchbox').fill('')
      current = winner
    })
  }
  await contextA.close()
  await contextB.close()
})
