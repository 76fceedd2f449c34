// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReleasedResults as Answer } from '../../../domain/laboratory/released-results.schema'
import { ApiError } from '../../lib/api/api-error'
import { formatDateTime } from '../../lib/format/date'
import { SessionContext, type Session } from '../../lib/session/session-context'
import type { OfflineDb } from '../../offline/db'
import type { OutboxRuntime } from '../../offline/page-runtime'
import { OfflineContext } from '../../offline/react/offline-context'
import type { ReferenceGet } from '../../offline/references/reference-loader'
import { freshDb } from '../../offline/testing/outbox-fixtures'
import { ReleasedResults } from './released-results'

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}))
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const answer: Answer = {
  data: [
    {
      orderId: 7,
      orderCode: 'MC-000007',
      orderDay: '2026-03-02',
      tests: [
        {
          testId: 1,
          line: 0,
          name: 'Глюкоза крові',
          state: 'approved',
          approvedAt: '2026-03-02T12:00:00.000Z',
          indicators: [
            {
              code: 'GLU',
              name: 'Глюкоза',
              value: '7,4',
              value2: null,
              unit: 'ммоль/л',
              norm: '3,3–5,5',
              flag: 'high',
              flag2: 'none',
            },
          ],
        },
        { testId: 2, line: 1, name: 'Феритин', state: 'entered', approvedAt: null, indicators: [] },
      ],
    },
  ],
  meta: { page: 2, perPage: 5, total: 6 },
}

/** The server's answer (undefined: no network); records what was asked. */
function server(reply: Answer | undefined) {
  const asked: string[] = []
  const get: ReferenceGet = async (path, init) => {
    asked.push(path)
    if (reply === undefined) throw new ApiError({ status: 0, code: 'network', message: 'offline' })
    init.onResponse(new Response(null, { status: 200 }))
    return reply
  }
  return { get, asked }
}

function open(opts: { get: ReferenceGet; db?: OfflineDb; permissions?: Record<string, boolean> }) {
  const db = opts.db ?? freshDb()
  const session = {
    status: 'signed-in',
    user: {
      id: 1,
      name: 'Касир',
      login: 'cashier',
      permissions: opts.permissions ?? { crmMcOrdersEditAll: true },
      modules: [],
      taskToMe: 0,
    },
  } as unknown as Session // only the signed-in user's permissions are read by the block
  const offline = { db, userId: db.userId, outbox: {} as OutboxRuntime, getReference: opts.get }
  const router = createMemoryRouter(
    [{ path: '/clients/profile/:clientId', element: <ReleasedResults clientId={5} /> }],
    { initialEntries: ['/clients/profile/5?resultsPage=2'] },
  )
  render(
    <SessionContext.Provider value={session}>
      <OfflineContext.Provider value={offline}>
        <RouterProvider router={router} />
      </OfflineContext.Provider>
    </SessionContext.Provider>,
  )
  return { db }
}

const block = () => screen.getByRole('region', { name: 'Результати аналізів' })
const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim()

describe('released results', () => {
  it('shows the page the address names: approved values with unit, range and the flag in words; a test awaiting approval by its state', async () => {
    const { get, asked } = server(answer)
    open({ get })
    const table = await within(block()).findByRole('table', { name: 'Результати замовлення MC-000007' })
    expect(asked).toEqual(['/api/v2/lab/released-results?clientId=5&page=2'])
    expect(within(block()).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Замовлення MC-000007 від 02.03.2026',
    )
    const cells = (row: number) =>
      [...within(table).getAllByRole('row')[row]!.querySelectorAll('th, td')].map(text)
    expect(cells(1)).toEqual([`Глюкоза крові затверджено ${formatDateTime('2026-03-02T12:00:00.000Z')}`])
    expect(cells(2)).toEqual(['Глюкоза', '7,4 підвищено', 'ммоль/л', '3,3–5,5'])
    expect(cells(3)).toEqual(['Феритин', 'Очікує затвердження'])
    expect(within(block()).getByRole('button', { name: 'PDF результатів' })).toBeEnabled()
    expect(within(block()).getByRole('navigation', { name: 'Сторінки результатів' })).toHaveTextContent(
      'Сторінка 2 з 2',
    )
  })

  it('offline, shows the copy kept on the device as possibly out of date, and the PDF waits for the network', async () => {
    const { db } = open({ get: server(answer).get })
    await within(block()).findByText('7,4')
    cleanup()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    open({ get: server(undefined).get, db })
    expect(await within(block()).findByText('7,4')).toBeVisible()
    expect(within(block()).getByRole('status')).toHaveTextContent(
      /^Немає мережі: показано результати станом на/,
    )
    expect(within(block()).getByRole('button', { name: 'PDF результатів' })).toBeDisabled()
  })

  it('is not shown to a user who reads neither orders nor the laboratory', () => {
    const { get, asked } = server(answer)
    open({ get, permissions: { crmClientsSee: true } })
    expect(screen.queryByRole('region', { name: 'Результати аналізів' })).toBeNull()
    expect(asked).toEqual([])
  })
})
