// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/api/api-error'
import type { OutboxRuntime } from '../page-runtime'
import type { ReferenceGet } from '../references/reference-loader'
import { freshDb } from '../testing/outbox-fixtures'
import { OfflineContext } from './offline-context'
import { RETRY_FIRST_MS, useReference } from './use-reference'

afterEach(cleanup)

const PATH = '/api/v2/personal-settings'

function Shown() {
  const ref = useReference<{ barcodeMarginTop: number }>(PATH)
  if (ref.loading) return <p>завантаження</p>
  if (ref.data) return <p>поле {ref.data.barcodeMarginTop}</p>
  return <p>не завантажено</p>
}

function renderWith(getReference: ReferenceGet) {
  const db = freshDb()
  render(
    <OfflineContext.Provider value={{ db, userId: db.userId, outbox: {} as OutboxRuntime, getReference }}>
      <Shown />
    </OfflineContext.Provider>,
  )
}

const network = () => new ApiError({ status: 0, code: 'network', message: 'Немає звʼязку' })

it('asks again by itself after a read lost on the network, and shows the answer once it comes', async () => {
  const get = vi
    .fn<ReferenceGet>()
    .mockRejectedValueOnce(network())
    .mockRejectedValueOnce(network())
    .mockResolvedValue({ barcodeMarginTop: 3 })
  renderWith(get)
  await screen.findByText('не завантажено')
  // 2 s, then 4 s: one read at a time, never two at once.
  await screen.findByText('поле 3', {}, { timeout: 3 * RETRY_FIRST_MS + 2_000 })
  expect(get).toHaveBeenCalledTimes(3)
}, 15_000)

it('does not ask again after a refusal that asking again will not change', async () => {
  const get = vi
    .fn<ReferenceGet>()
    .mockRejectedValue(new ApiError({ status: 403, code: 'forbidden', message: 'Немає доступу' }))
  renderWith(get)
  await screen.findByText('не завантажено')
  await new Promise((r) => setTimeout(r, RETRY_FIRST_MS + 500))
  await waitFor(() => expect(get).toHaveBeenCalledTimes(1))
})
