// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import '@testing-library/jest-dom/vitest'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Protocol } from '../../../domain/protocols/protocol.schema'
import { buildProtocol, prescription, vitals } from '../../shared/protocols/testing/build-protocol'
import { PrescriptionPrintPage } from './prescription-print-page'
import { openPrint, textOf } from './testing/render-print'

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}))
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const route = { path: '/print/prescription', element: <PrescriptionPrintPage /> }

const approved = (over: Partial<Protocol> = {}) =>
  buildProtocol({
    id: 4,
    state: 'approved',
    version: 2,
    doctor: { id: 1, name: 'Шевчук Андрій Миколайович' },
    // 23:30 UTC is already the next day in Kyiv.
    visitAt: '2026-11-26T23:30:00Z',
    approvedAt: '2026-11-27T10:00:00Z',
    autoApproved: true,
    sheets: [
      { ...vitals, values: { weight: 80, height: 180, bmi: 24.7, note: 'без змін' } },
      { ...prescription, values: { preparation: 'Лоратадин 10 мг', dose: '1 таблетка на день', days: 7 } },
    ],
    ...over,
  })

const open = (url: string, protocol: Protocol | undefined = approved(), offline = false) =>
  openPrint(route, url, { answers: protocol ? { '/api/v2/protocols/4': protocol } : {}, offline })

describe('the prescription print page', () => {
  it('prints the «Рецепт» values as the template lays them out, on A5, under the centre’s heading', async () => {
    open('/print/prescription?protocolId=4')
    const sheet = await screen.findByRole('article', { name: 'Рецепт для друку, A5' })
    const text = textOf(sheet)
    expect(text).toContain('Медична мережа «Клінік Офіс»')
    expect(text).toContain('ТОВ «Клінік Офіс» · ЄДРПОУ 43210987')
    expect(text).toContain('Дата27.11.2026')
    expect(text).toContain('ПацієнтКоваль Олена')
    expect(text).toContain('Дата народження02.04.1990')
    expect(text).toContain('ПрепаратЛоратадин 10 мг')
    expect(text).toContain('Дозування1 таблетка на день')
    expect(text).toContain('Тривалість, днів7')
    expect(text).toContain('Лікар: ____________________ Шевчук Андрій Миколайович')
    // Only the prescription: the examination's values are not on it.
    expect(text).not.toContain('Вага')
    expect(text).not.toContain('НЕ ЗАТВЕРДЖЕНО')
    expect(sheet.querySelector('style')?.textContent).toContain('size: A5 portrait')
    expect(screen.getByRole('button', { name: 'Друкувати' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Друк' })).toHaveClass('print:hidden')
  })

  it('prints on A4 when asked, and marks an unapproved one a draft', async () => {
    open('/print/prescription?protocolId=4&format=A4', approved({ state: 'saved', approvedAt: null }))
    const sheet = await screen.findByRole('article', { name: 'Рецепт для друку, A4' })
    expect(textOf(sheet)).toContain('НЕ ЗАТВЕРДЖЕНО — чернетка рецепта')
  })

  it('says so when the protocol holds no prescription', async () => {
    open('/print/prescription?protocolId=4', approved({ sheets: [{ ...vitals, values: {} }] }))
    expect(await screen.findByRole('alert')).toHaveTextContent('У цьому протоколі немає рецепта')
  })

  it('answers a missing or malformed protocol number in words, without asking the server', async () => {
    const missing = open('/print/prescription')
    expect(await screen.findByRole('alert')).toHaveTextContent('Не вказано протокол')
    cleanup()
    const malformed = open('/print/prescription?protocolId=abc')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Номер протоколу в адресі має бути цілим додатним числом',
    )
    expect([...missing.asked, ...malformed.asked]).toEqual([])
  })

  it('offline, prints the copy of the protocol kept on the device', async () => {
    const { db } = open('/print/prescription?protocolId=4', undefined, true)
    await db.references.put({ key: '/api/v2/protocols/4', data: approved(), fetchedAt: Date.now(), rev: 1 })
    expect(await screen.findByRole('article', { name: 'Рецепт для друку, A5' })).toHaveTextContent(
      'Лоратадин 10 мг',
    )
  })

  it('offline without a copy on the device, says the protocol has to be opened online first', async () => {
    open('/print/prescription?protocolId=4', undefined, true)
    expect(await screen.findByRole('alert')).toHaveTextContent('Немає мережі, а цього протоколу на пристрої')
  })
})
