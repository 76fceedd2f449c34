import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, test, type BrowserContext } from '@playwright/test'
import config from '../../playwright.config'
import { apiToken, expectAllSent, serverGet, signIn, widget } from './offline-support'

// storageState does not keep IndexedDB or the service worker: a real profile folder does, like a restarted browser.
const launch = (dir: string, baseURL: string): Promise<BrowserContext> =>
  chromium.launchPersistentContext(dir, {
    ...config.use?.launchOptions,
    baseURL,
    locale: 'uk-UA',
    viewport: { width: 1366, height: 768 },
  })

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
      const context = await launch(dir, baseURL)
      await context.setOffline(true)
      const page = context.pages()[0] ?? (await context.newPage())
      await page.goto('/settings/general/personal-settings')
      await expect(page.getByLabel('Штрихкод: відступ зліва, мм')).toHaveValue('4.2')
      await expect(widget(page)).toContainText('1 зміна чекає')

      await context.setOffline(false)
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
