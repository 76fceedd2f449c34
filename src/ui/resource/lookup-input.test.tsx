// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import '@testing-library/jest-dom/vitest'
import { useState } from 'react'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { lookups, type LookupItem } from '../../../domain/resources/lookups'
import type { OfflineDb } from '../../offline/db'
import type { OutboxRuntime } from '../../offline/page-runtime'
import { OfflineContext } from '../../offline/react/offline-context'
import { freshDb } from '../../offline/testing/outbox-fixtures'
import { LookupInput } from './lookup-input'

afterEach(cleanup)

const tests: LookupItem[] = [
  { id: 11, code: '2001', name: 'Глюкоза' },
  { id: 12, code: '2101', name: 'Холестерин загальний' },
  { id: 13, code: '3001', name: 'Тиреотропний гормон (ТТГ)' },
]

/** The device holds the tests set (as the page's refresh leaves it); the network is gone. */
async function deviceWithTests(items: LookupItem[] | null): Promise<OfflineDb> {
  const db = freshDb()
  if (items)
    await db.references.put({ key: lookups['mc-tests'].apiPath, data: { data: items }, fetchedAt: 1, rev: 1 })
  return db
}

function Harness({ db, initial = null }: { db: OfflineDb; initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial)
  const offline = {
    db,
    userId: db.userId,
    outbox: {} as OutboxRuntime,
    getReference: () => Promise.reject(new Error('offline')),
  }
  return (
    <OfflineContext.Provider value={offline}>
      <label htmlFor="test">Аналіз</label>
      <LookupInput
        id="test"
        lookup="mc-tests"
        value={value}
        onChange={setValue}
        onBlur={() => {}}
        invalid={false}
      />
      <output data-testid="value">{value ?? 'none'}</output>
    </OfflineContext.Provider>
  )
}

const field = () => screen.getByRole('combobox', { name: 'Аналіз' })
const type = (text: string) => fireEvent.change(field(), { target: { value: text } })

describe('a lookup field', () => {
  it('offers the device’s tests matching part of a name, and a pick sets the test and shows its code and name', async () => {
    render(<Harness db={await deviceWithTests(tests)} />)
    type('холест')
    await screen.findByRole('option', { name: '2101 Холестерин загальний' })
    const list = screen.getByRole('listbox', { name: 'Аналізи' })
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2101 Холестерин загальний'])
    fireEvent.click(within(list).getByRole('option', { name: '2101 Холестерин загальний' }))
    expect(screen.getByTestId('value')).toHaveTextContent('12')
    expect(field()).toHaveValue('2101 Холестерин загальний')
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('is worked from the keyboard: arrows move through the matches, Enter picks', async () => {
    render(<Harness db={await deviceWithTests(tests)} />)
    type('0')
    await screen.findByRole('option', { name: '2001 Глюкоза' })
    fireEvent.keyDown(field(), { key: 'ArrowDown' })
    expect(screen.getByRole('option', { name: '2101 Холестерин загальний' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    fireEvent.keyDown(field(), { key: 'Enter' })
    expect(screen.getByTestId('value')).toHaveTextContent('12')
  })

  it('keeps the choice when the user leaves other text unpicked, and clears it when they empty the field', async () => {
    render(<Harness db={await deviceWithTests(tests)} initial={11} />)
    expect(await screen.findByDisplayValue('2001 Глюкоза')).toBe(field())
    type('ттг')
    fireEvent.blur(field())
    expect(field()).toHaveValue('2001 Глюкоза')
    expect(screen.getByTestId('value')).toHaveTextContent('11')
    type('')
    fireEvent.blur(field())
    expect(screen.getByTestId('value')).toHaveTextContent('none')
    expect(field()).toHaveValue('')
  })

  it('says so when nothing matches, and when the device has no copy of the set and no network', async () => {
    render(<Harness db={await deviceWithTests(tests)} />)
    type('печінка')
    expect(await screen.findByText('Нічого не знайдено')).toBeVisible()
    cleanup()
    render(<Harness db={await deviceWithTests(null)} />)
    type('глю')
    expect(
      await screen.findByText('Список ще не завантажено на пристрій: потрібен звʼязок із сервером'),
    ).toBeVisible()
  })
})
