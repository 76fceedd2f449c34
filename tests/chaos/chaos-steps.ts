/** The user's steps of the chaos run, each tolerant of the hostile network the way a person is: wait, retry. */
import { expect, type Page } from '@playwright/test'

export async function signIn(page: Page): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await page.goto('/auth')
    await page.getByLabel('Логін').fill('admin')
    await page.getByLabel('Пароль').fill('demo12345')
    await page.getByRole('button', { name: 'Увійти' }).click()
    try {
      await expect(page).toHaveURL('/', { timeout: 5_000 })
      return
    } catch (e) {
      // The profile request after the sign-in was dropped: try again, as a person would.
      if (attempt > 20) throw e
    }
  }
}

/**
 * Adds each reason on the weekend-reasons page the way a person does — "Додати", type the name,
 * "Зберегти", wait for the dialog to close (the server's answer, or "saved on the device" after a few
 * seconds) — driven inside the page so the saves do not cost Playwright round trips each.
 */
async function addInDialogs(page: Page, names: string[]): Promise<void> {
  // No named helpers inside: tsx would wrap them in a __name() call that the page does not have.
  await page.evaluate(async (values) => {
    const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!
    for (const value of values) {
      const add = Array.from(document.querySelectorAll('main button')).find(
        (b) => b.textContent?.trim() === 'Додати',
      ) as HTMLButtonElement
      add.click()
      let input: HTMLInputElement | null = null
      for (let t = 0; !input; t++) {
        input = document.querySelector<HTMLInputElement>('[role="dialog"] #weekend-reasons-name')
        if (t > 2_000) throw new Error('the new-reason dialog did not open')
        if (!input) await new Promise((r) => setTimeout(r, 5))
      }
      // React tracks the input's value; only the prototype's setter makes it see the change.
      for (let tries = 0; input.value !== value; tries++) {
        descriptor.set!.call(input, value)
        input.dispatchEvent(new Event('input', { bubbles: true }))
        await new Promise((r) => setTimeout(r, tries))
      }
      const save = Array.from(document.querySelectorAll('[role="dialog"] button')).find(
        (b) => b.textContent?.trim() === 'Зберегти',
      ) as HTMLButtonElement
      save.click()
      for (let t = 0; document.querySelector('[role="dialog"]'); t++) {
        if (t > 3_000) throw new Error(`the save of ${value} did not finish`)
        await new Promise((r) => setTimeout(r, 5))
      }
    }
  }, names)
}

/** Saves each value into one field of the open settings form: type, "Зберегти", wait for "Збережено". */
async function saves(page: Page, field: string, values: string[]): Promise<void> {
  await page.evaluate(
    async ({ field, values }) => {
      const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!
      for (const value of values) {
        const input = document.querySelector<HTMLInputElement>(`#${CSS.escape(field)}`)!
        for (let tries = 0; input.value !== value; tries++) {
          descriptor.set!.call(input, value)
          input.dispatchEvent(new Event('input', { bubbles: true }))
          await new Promise((r) => setTimeout(r, tries))
        }
        // The form took the typed value in when the last save's "Збережено" goes (the form is changed).
        for (
          let t = 0;
          Array.from(document.querySelectorAll('[role="status"]')).some(
            (el) => el.textContent?.trim() === 'Збережено',
          );
          t++
        ) {
          if (t > 2_000) throw new Error(`the form did not take ${value} in`)
          await new Promise((r) => setTimeout(r, 5))
        }
        const saveButton = Array.from(document.querySelectorAll('main button')).find(
          (b) => b.textContent?.trim() === 'Зберегти',
        ) as HTMLButtonElement
        saveButton.click()
        for (
          let t = 0;
          !Array.from(document.querySelectorAll('[role="status"]')).some(
            (el) => el.textContent?.trim() === 'Збережено',
          );
          t++
        ) {
          if (t > 2_000) throw new Error(`save of ${value} did not finish`)
          await new Promise((r) => setTimeout(r, 5))
        }
      }
    },
    { field, values },
  )
}

export async function addReasons(page: Page, names: string[]): Promise<void> {
  await page.goto('/settings/medical-center/weekend-reasons')
  await expect(
    page
      .getByRole('region', { name: 'Причини вихідних', exact: true })
      .getByRole('button', { name: 'Додати' }),
  ).toBeVisible({ timeout: 60_000 })
  await addInDialogs(page, names)
}

export async function saveSettings(page: Page, margins: number[]): Promise<void> {
  await page.goto('/settings/general/personal-settings')
  await expect(page.locator('#personal-settings-barcodeMarginTop')).toBeVisible({ timeout: 60_000 })
  await saves(page, 'personal-settings-barcodeMarginTop', margins.map(String))
}

/** Waits until the header says everything was sent, pressing "Надіслати зараз" now and then as a user would. */
export async function waitDrained(page: Page, timeoutMs = 180_000): Promise<void> {
  await page.goto('/sync')
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await page.getByText('Усі зміни надіслано на сервер.').isVisible()) return
    const now = page.getByRole('button', { name: 'Надіслати зараз' })
    if (await now.isVisible()) await now.click().catch(() => undefined)
    await page.waitForTimeout(5_000)
  }
  throw new Error(`the outbox did not drain in time: ${JSON.stringify(await outboxCounts(page))}`)
}

/** Outbox items by state and type, read from the page's IndexedDB. */
export async function outboxCounts(page: Page) {
  return page.evaluate(async () => {
    const dbs = await indexedDB.databases()
    const name = dbs.map((d) => d.name ?? '').find((n) => n.startsWith('clinic-office-user-'))!
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open(name)
      r.onsuccess = () => resolve(r.result)
      r.onerror = () => reject(new Error(r.error?.message ?? 'IndexedDB open failed'))
    })
    const items = await new Promise<
      Array<{
        status: string
        entity: { type: string }
        attempts: number
        edits: number
        lastError?: unknown
      }>
    >((resolve) => {
      const r = db.transaction('outbox').objectStore('outbox').getAll()
      r.onsuccess = () => resolve(r.result as never)
    })
    db.close()
    const doneByType: Record<string, number> = {}
    const byStatus: Record<string, number> = {}
    for (const i of items) {
      byStatus[i.status] = (byStatus[i.status] ?? 0) + 1
      if (i.status === 'done') doneByType[i.entity.type] = (doneByType[i.entity.type] ?? 0) + 1
    }
    return {
      items: items.length,
      edits: items.reduce((n, i) => n + i.edits, 0),
      attempts: items.reduce((n, i) => n + i.attempts, 0),
      byStatus,
      doneByType,
      open: items.filter((i) => i.status !== 'done').length,
      unfinished: items
        .filter((i) => i.status !== 'done')
        .map((i) => ({
          type: i.entity.type,
          status: i.status,
          attempts: i.attempts,
          lastError: i.lastError,
        })),
    }
  })
}
