/**
 * A doctor writes a protocol offline (issue 23 item 6): the demo doctor opens the protocol of a stored
 * request (demo protocol 6: order 11's third booked service, nothing written yet), the network drops,
 * they add the therapist's template — the body-mass index is worked out on the device as they type, and
 * flagged against its norm —, save (it waits on the device; approval says it needs the network), then
 * the network returns: the save lands once, the server has the values and its own calculation, and the
 * doctor approves it. The protocol is then read-only, its A5 PDF from the server reads as the protocol,
 * and offline the browser's print view lays it out on an A5 sheet. A scan attached offline waits on the
 * device with the save and lands once after it.
 */
import { expect, test } from '@playwright/test'
import type { Protocol } from '../../domain/protocols/protocol.schema'
import { readFile } from 'node:fs/promises'
import { pdfContent } from '../support/pdf-text'
import { apiToken, expectAllSent, serverGet, signIn } from './offline-support'

test('a protocol written offline lands once, with its calculation, is approved online and downloads as a PDF', async ({
  page,
  context,
  request,
}) => {
  const token = await apiToken(request, 'doctor')
  const before = await serverGet<Protocol>(request, token, '/api/v2/protocols/6')
  expect(before.state).toBe('requested')

  await test.step('the doctor opens the protocol online, then the network drops', async () => {
    await signIn(page, 'doctor')
    await page.goto('/protocol/6')
    await expect(page.getByRole('heading', { name: /Протокол/ })).toBeVisible()
    await expect(page.getByText('Не заповнено').first()).toBeVisible()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await context.setOffline(true)
  })

  await test.step('offline: the template is added and the index is worked out as the doctor types', async () => {
    await page.getByRole('combobox', { name: 'Додати шаблон' }).click()
    await page.getByRole('option', { name: 'Огляд терапевта' }).click()
    await page.getByLabel('Вага', { exact: true }).fill('82,5')
    await page.getByLabel('Зріст', { exact: true }).fill('1,76')
    await expect(page.getByLabel('Індекс маси тіла')).toHaveValue('26,6')
    await expect(page.getByText('↑ високе')).toBeVisible()
    await page.getByLabel('Тиск систолічний').fill('128')
    await page.getByLabel('Тиск діастолічний').fill('82')
    await expect(page.getByLabel('Середній артеріальний тиск')).toHaveValue('97')
    await page.getByLabel('Рекомендації').fill('Контроль тиску вранці та ввечері')
    await page.getByLabel('Висновок').fill('Надмірна вага')
  })

  await test.step('offline: the save waits on the device; approval waits for the network', async () => {
    await page.getByRole('button', { name: 'Зберегти' }).click()
    await expect(page.getByText('Зміни збережено на цьому пристрої')).toBeVisible()
    await expect(page.getByText('Збережено').first()).toBeVisible()
    const still = await serverGet<Protocol>(request, token, '/api/v2/protocols/6')
    expect(still.state).toBe('requested')
  })

  await test.step('offline: a scan is attached and waits for the network, not yet downloadable', async () => {
    await page.getByLabel('Додати файл').setInputFiles({
      name: 'ЕКГ.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    })
    const files = page.getByRole('list', { name: 'Файли протоколу' })
    await expect(files).toContainText('ЕКГ.pdf')
    await expect(files).toContainText('очікує мережі')
    await expect(page.getByRole('button', { name: 'Завантажити ЕКГ.pdf' })).toHaveCount(0)
  })

  await test.step('back online: the save and then the file land once, and the doctor approves', async () => {
    await context.setOffline(false)
    await expectAllSent(page)
    await expect(page.getByRole('button', { name: 'Завантажити ЕКГ.pdf' })).toBeVisible({ timeout: 20_000 })
    const landed = await serverGet<Protocol>(request, token, '/api/v2/protocols/6')
    expect(landed.files.map((f) => [f.name, f.size])).toEqual([['ЕКГ.pdf', 15]])
    const approve = page.getByRole('button', { name: 'Затвердити' })
    await expect(approve).toBeEnabled({ timeout: 20_000 })
    await approve.click()
    await expect(page.getByText('Протокол затверджено: змінити його не можна')).toBeVisible()
    await expect(page.getByLabel('Вага', { exact: true })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Зберегти' })).toHaveCount(0)
  })

  await test.step('the approved protocol downloads as an A5 PDF that reads as the protocol', async () => {
    await page.getByRole('combobox', { name: 'Формат' }).click()
    await page.getByRole('option', { name: 'A5' }).click()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Завантажити PDF' }).click(),
    ])
    const pdf = await pdfContent(await readFile(await download.path()))
    expect(pdf.sizes[0]).toEqual([148, 210])
    const text = pdf.pages.join('\n')
    for (const piece of [
      'Огляд терапевта',
      'Індекс маси тіла',
      '26,6',
      '↑ високе',
      'Надмірна вага',
      'Затверджено',
    ])
      expect(text).toContain(piece)
  })

  await test.step('offline the print view lays it out on A5, as the browser prints it', async () => {
    await context.setOffline(true)
    await page.getByRole('link', { name: 'Друк (A4 / A5)' }).click()
    await page.getByRole('button', { name: 'A5' }).click()
    const sheet = page.getByRole('article', { name: 'Протокол для друку, A5' })
    await expect(sheet).toContainText('Індекс маси тіла')
    await expect(sheet).not.toContainText('НЕ ЗАТВЕРДЖЕНО')
    const printed = await pdfContent(await page.pdf({ preferCSSPageSize: true }))
    expect(printed.sizes[0]).toEqual([148, 210])
    const text = printed.pages.join(' ')
    for (const piece of ['Протокол: ', 'Індекс маси тіла', '26,6', '↑ високе', 'Надмірна вага'])
      expect(text).toContain(piece)
    expect(text).not.toContain('Друкувати')
    await context.setOffline(false)
  })

  const after = await serverGet<Protocol>(request, token, '/api/v2/protocols/6')
  expect(after).toMatchObject({
    state: 'approved',
    version: 2,
    conclusion: 'Надмірна вага',
    autoApproved: false,
  })
  expect(after.sheets.map((s) => s.name)).toEqual(['Огляд терапевта'])
  expect(after.files.map((f) => f.name)).toEqual(['ЕКГ.pdf'])
  expect(after.sheets[0]!.values).toMatchObject({ weight: 82.5, height: 1.76, bmi: 26.6, map: 97 })
})
