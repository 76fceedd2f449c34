import { expect, test, type Page } from '@playwright/test'
import { apiToken, expectAllSent, reasonNames, serverGet, signIn, type Reason } from './offline-support'

async function rename(page: Page, name: string) {
  await page.getByLabel('Причина 1').fill(name)
  await page.getByRole('button', { name: 'Зберегти' }).click()
}

test('two administrators rename the same weekend reason; the one who was offline resolves the conflict both ways', async ({
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36)
  const first = async () =>
    reasonNames(
      await serverGet<{ data: Reason[] }>(request, await apiToken(request), '/settings/weekend-reasons'),
    )[0]
  const contextA = await browser.newContext()
  const contextB = await browser.newContext()
  const a = await contextA.newPage()
  const b = await contextB.newPage()
  for (const page of [a, b]) {
    await signIn(page)
    await page.goto('/settings/medical-center/weekend-reasons')
    await expect(page.getByLabel('Причина 1')).toBeVisible()
  }

  for (const [round, choice] of [
    [1, 'Залишити мої'],
    [2, 'Взяти з сервера'],
  ] as const) {
    const mine = `Б${round} ${stamp}`
    const theirs = `А${round} ${stamp}`
    await test.step(`round ${round}: B goes offline, A renames online, B renames offline`, async () => {
      await contextB.setOffline(true)
      await a.reload()
      // The reloaded screen first shows its stored copy; wait for the background refresh before typing.
      await expect(a.getByLabel('Причина 1')).toHaveValue((await first())!)
      await rename(a, theirs)
      await expectAllSent(a)
      await rename(b, mine)
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
      await expect.poll(first).toBe(winner)
      await expect(b.getByLabel('Причина 1')).toHaveValue(winner)
    })
  }
  await contextA.close()
  await contextB.close()
})
