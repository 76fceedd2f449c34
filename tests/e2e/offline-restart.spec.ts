import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, test, type BrowserContext } from '@playwright/test'
import config from '../../playwright.config'
import { apiToken, expectAllSent, serverGet, signIn, widget } from './offline-support'

// storageState does not keep IndexedDB or the service worker: a real profile folder does, like a restarted browser.
// Offline here means the server cannot be reached at all — for the page and for the service worker, which
// Playwright's offline emulation does not cover and which may wake at launch to send (Background Sync).
const launch = (dir: string, baseURL: string, offline = false): Promise<BrowserContext> => {
  const launchOptions = config.use?.launchOptions ?? {}
  const host = new URL(baseURL).hostname
  return chromium.launchPersistentContext(dir, {
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      ...(offline ? [`--host-resolver-rules=MAP ${host} ~NOTFOUND`] : []),
    ],
    offline,
    baseURL,
    locale: 'uk-UA',
    viewport: { width: 1366, height: 768 },
  })
}

test('a change made offline survives a browser restart while still offline and is sent when the network returns', async ({
  request,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!
  const dir = mkdtempSync(join(tmpdir(), 'clinic-office-profile-'))
  try {
    await test.step('admin signs in; the app and the settings are stored on the device', async () => {
      const context = await launch(dir, baseURL)
      const page = context.pages()[0] ?? (await context.newPage())
      await signIn(page)
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
      await page.goto('/settings/general/personal-settings')
      await expect(page.getByLabel('Мова інтерфейсу')).toBeVisible()
      await expectAllSent(page)

      await context.setOffline(true)
      await page.getByLabel('Штрихкод: відступ зліва, мм').fill('4.2')
      await page.getByRole('button', { name: 'Зберегти' }).click()
      await expect(widget(page)).toContainText('1 зміна чекає')
      await context.close()
    })

    await test.step('the browser starts again, still offline: the app opens and the change still waits', async () => {
      const context = await launch(dir, baseURL, true)
      const page = context.pages()[0] ?? (await context.newPage())
      await page.goto('/settings/general/personal-settings')
      await expect(page.getByLabel('Штрихкод: відступ зліва, мм')).toHaveValue('4.2')
      await expect(widget(page)).toContainText('1 зміна чекає')
      await context.close()
    })

    await test.step('the browser starts again with the network: the change is sent', async () => {
      const context = await launch(dir, baseURL)
      const page = context.pages()[0] ?? (await context.newPage())
      await page.goto('/settings/general/personal-settings')
      await expectAllSent(page)
      await context.close()
    })

    await test.step('the server holds the change', async () => {
      const settings = await serverGet<{ barcodeMarginLeft: number }>(
        request,
        await apiToken(request),
        '/api/v2/personal-settings',
      )
      expect(settings.barcodeMarginLeft).toBe(4.2)
    })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
