// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { resourceByName } from '../../../domain/resources/registry'
import { resourceKeyPrefix } from '../../offline/entities/resources'
import type { OutboxRuntime } from '../../offline/page-runtime'
import { OfflineContext } from '../../offline/react/offline-context'
import type { LocalRow } from '../../offline/resources/resource-store'
import { freshDb } from '../../offline/testing/outbox-fixtures'
import { ResourceTable, type ResourceTableProps } from './resource-table'

afterEach(cleanup)

const cities = resourceByName('cities')!
const regions = resourceByName('regions')!
const city: LocalRow = {
  row: { id: 3, uuid: 'city-3', version: 1, nameUk: 'Ірпінь', regionId: 1, isInternal: false, isBase: false },
  unsent: false,
  rev: 0,
}

// The region's name arrives from IndexedDB after the first render, and the page passes new handlers
// on every render: neither may remount the cells, or the button the user is on loses the focus.
it('names arriving and new handlers keep the row buttons and the focus on the one in use', async () => {
  const db = freshDb()
  await db.references.put({
    key: `${resourceKeyPrefix(regions)}region-1`,
    data: { id: 1, uuid: 'region-1', version: 1, name: 'Київська' },
    fetchedAt: Date.now(),
  })
  const offline = { db, userId: db.userId, outbox: {} as OutboxRuntime, getReference: async () => null }
  const view = (props: Partial<ResourceTableProps>) => (
    <OfflineContext.Provider value={offline}>
      <ResourceTable def={cities} rows={[city]} canWrite onEdit={() => {}} onDelete={() => {}} {...props} />
    </OfflineContext.Provider>
  )
  const { rerender } = render(view({}))
  const edit = screen.getByRole('button', { name: 'Змінити: Ірпінь' })
  edit.focus()
  expect(await screen.findByRole('cell', { name: 'Київська' })).toBeVisible()
  rerender(view({ onEdit: () => {}, onDelete: () => {} }))
  expect(screen.getByRole('button', { name: 'Змінити: Ірпінь' })).toBe(edit)
  expect(edit).toHaveFocus()
  rerender(view({ canWrite: false }))
  expect(screen.queryByRole('button', { name: 'Змінити: Ірпінь' })).toBeNull()
})

it('shows a value of fixed options by its label', async () => {
  const db = freshDb()
  const offline = { db, userId: db.userId, outbox: {} as OutboxRuntime, getReference: async () => null }
  const row = { id: 1, uuid: 'pt-1', version: 1, name: 'Готівка', cashType: 'in_cash', active: true, sort: 0 }
  render(
    <OfflineContext.Provider value={offline}>
      <ResourceTable
        def={resourceByName('payment-types')!}
        rows={[{ row, unsent: false, rev: 0 }]}
        canWrite={false}
        onEdit={() => {}}
        onDelete={() => {}}
      />
    </OfflineContext.Provider>,
  )
  expect(await screen.findByRole('cell', { name: 'Готівкова' })).toBeVisible()
  expect(screen.queryByRole('cell', { name: 'in_cash' })).toBeNull()
})
