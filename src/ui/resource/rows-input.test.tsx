// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { resourceByName } from '../../../domain/resources/registry'
import type { OutboxRuntime } from '../../offline/page-runtime'
import { OfflineContext } from '../../offline/react/offline-context'
import { freshDb } from '../../offline/testing/outbox-fixtures'
import { ResourceForm } from './resource-form'
import { ResourceTable } from './resource-table'

afterEach(cleanup)

const normGroups = resourceByName('norm-groups')!
const offline = () => {
  const db = freshDb()
  return { db, userId: db.userId, outbox: {} as OutboxRuntime, getReference: async () => null }
}
const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } })

it('adds and removes parameter rows, and shows an overlap on the overlapping row’s cell', async () => {
  render(
    <OfflineContext.Provider value={offline()}>
      <ResourceForm def={normGroups} row={undefined} rows={[]} open onClose={() => {}} />
    </OfflineContext.Provider>,
  )
  type('Назва *', 'Глюкоза')
  type('Системне імʼя *', 'glucose_x')
  for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole('button', { name: 'Додати параметр' }))
  fireEvent.click(screen.getByRole('button', { name: 'Видалити рядок 3' }))
  expect(screen.queryByRole('textbox', { name: 'Вік від, днів — рядок 3' })).toBeNull()
  for (const [n, from, to] of [
    [1, '0', '29'],
    [2, '20', '364'],
  ] as const) {
    type(`Вік від, днів — рядок ${n}`, from)
    type(`Вік до, днів — рядок ${n}`, to)
    type(`Норма від — рядок ${n}`, '3,3')
    type(`Норма до — рядок ${n}`, '5.5')
  }
  fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }))
  const cell = screen.getByRole('textbox', { name: 'Вік від, днів — рядок 2' })
  expect(await screen.findByText('Діапазон віку перетинається з рядком 1')).toBeVisible()
  expect(cell).toHaveAttribute('aria-invalid', 'true')
  expect(cell).toHaveAccessibleDescription('Діапазон віку перетинається з рядком 1')
  expect(screen.getByRole('textbox', { name: 'Вік від, днів — рядок 1' })).not.toHaveAttribute('aria-invalid')
})

it('says a normogroup without rows needs one', async () => {
  render(
    <OfflineContext.Provider value={offline()}>
      <ResourceForm def={normGroups} row={undefined} rows={[]} open onClose={() => {}} />
    </OfflineContext.Provider>,
  )
  type('Назва *', 'Глюкоза')
  type('Системне імʼя *', 'glucose_x')
  fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }))
  const group = screen.getByRole('group', { name: 'Параметри' })
  expect(await within(group).findByText('Додайте хоча б один параметр')).toBeVisible()
})

it('lists a normogroup with the count of its rows', async () => {
  const row = { id: 1, uuid: 'ng-1', version: 1, name: 'Гемоглобін', systemName: 'hgb', parameters: [{}, {}] }
  render(
    <OfflineContext.Provider value={offline()}>
      <ResourceTable
        def={normGroups}
        rows={[{ row, unsent: false, rev: 0 }]}
        canWrite={false}
        onEdit={() => {}}
        onDelete={() => {}}
      />
    </OfflineContext.Provider>,
  )
  expect(await screen.findByRole('cell', { name: '2' })).toBeVisible()
})
