// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useWatch } from 'react-hook-form'
import { afterEach, expect, it } from 'vitest'
import { resourceByName } from '../../../domain/resources/registry'
import type { OutboxRuntime } from '../../offline/page-runtime'
import { OfflineContext } from '../../offline/react/offline-context'
import { freshDb } from '../../offline/testing/outbox-fixtures'
import type { FormAddonProps, FormAddons } from './form-addons'
import { ResourceForm } from './resource-form'

afterEach(cleanup)

function Echo({ control }: FormAddonProps) {
  const text: unknown = useWatch({ control, name: 'text' })
  return <p data-testid="echo">Під текстом: {typeof text === 'string' ? text : ''}</p>
}

it('shows a screen’s block under the field it names, following what is typed', () => {
  const db = freshDb()
  const offline = { db, userId: db.userId, outbox: {} as OutboxRuntime, getReference: async () => null }
  const def = resourceByName('notification-templates')!
  const addons: FormAddons = { 'notification-templates': { text: Echo } }
  render(
    <OfflineContext.Provider value={offline}>
      <ResourceForm def={def} row={undefined} rows={[]} open onClose={() => {}} addons={addons} />
    </OfflineContext.Provider>,
  )
  const text = screen.getByLabelText('Текст *')
  fireEvent.change(text, { target: { value: 'Нагадуємо про візит' } })
  expect(screen.getByTestId('echo')).toHaveTextContent('Під текстом: Нагадуємо про візит')
  // Right under the text field, before the next one.
  expect(
    text.compareDocumentPosition(screen.getByTestId('echo')) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy()
  expect(
    screen.getByTestId('echo').compareDocumentPosition(screen.getByRole('checkbox', { name: 'Діє' })) &
      Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy()
})

it('adds nothing to another resource’s form', () => {
  const db = freshDb()
  const offline = { db, userId: db.userId, outbox: {} as OutboxRuntime, getReference: async () => null }
  render(
    <OfflineContext.Provider value={offline}>
      <ResourceForm
        def={resourceByName('cities')!}
        row={undefined}
        rows={[]}
        open
        onClose={() => {}}
        addons={{ 'notification-templates': { text: Echo } }}
      />
    </OfflineContext.Provider>,
  )
  expect(screen.queryByTestId('echo')).toBeNull()
})
