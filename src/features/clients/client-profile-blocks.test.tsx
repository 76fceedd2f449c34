// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useParams } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ClientDeposits as DepositsAnswer } from '../../../domain/deposits/deposit.schema'
import type { OrderListItem, OrderListResponse } from '../../../domain/orders/order-list.schema'
import { ApiError } from '../../lib/api/api-error'
import { formatDateTime } from '../../lib/format/date'
import { SessionContext, type Session } from '../../lib/session/session-context'
import type { OfflineDb } from '../../offline/db'
import type { OutboxRuntime } from '../../offline/page-runtime'
import { OfflineContext } from '../../offline/react/offline-context'
import type { ReferenceGet } from '../../offline/references/reference-loader'
import { freshDb } from '../../offline/testing/outbox-fixtures'
import { ClientDeposits } from './client-deposits'
import { ClientOrders } from './client-orders'
import { readClient } from '../../shared/patients/client-read'
import { buildOrder } from '../../shared/orders/testing/order-list-item'

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}))
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const orderPage = (rows: OrderListItem[], total = rows.length, page = 1): OrderListResponse => ({
  data: rows,
  meta: { page, perPage: 15, total },
})

const deposits: { data: DepositsAnswer } = {
  data: {
    balances: [
      { type: 'cash', label: 'Готівковий депозит', balance: 200_000 },
      { type: 'services', label: 'Депозит послуг', balance: -5_000 },
    ],
    movements: [
      {
        id: 2,
        type: 'cash',
        kind: 'write_off',
        kindLabel: 'Списання за замовлення',
        amount: -15_000,
        orderId: 7,
        orderCode: 'MC-000007',
        comment: 'Оплата замовлення MC-000007',
        createdBy: 1,
        createdByName: 'Касир',
        createdAt: '2026-03-02T10:00:00.000Z',
      },
      {
        id: 1,
        type: 'cash',
        kind: 'top_up',
        kindLabel: 'Поповнення',
        amount: 215_000,
        orderId: null,
        orderCode: null,
        comment: 'Поповнення готівкою в касі',
        createdBy: 1,
        createdByName: 'Касир',
        createdAt: '2026-03-01T10:00:00.000Z',
      },
    ],
  },
}

/** The server as the two blocks' answers (missing: no network; 503: a failure); records what was asked. */
function server(replies: { orders?: OrderListResponse | 503; deposits?: typeof deposits | 503 }) {
  const asked: string[] = []
  const get: ReferenceGet = async (path, init) => {
    asked.push(path)
    const reply = path.startsWith('/api/v2/mc-orders') ? replies.orders : replies.deposits
    if (reply === undefined) throw new ApiError({ status: 0, code: 'network', message: 'offline' })
    if (reply === 503) throw new ApiError({ status: 503, code: 'internal', message: 'x' })
    init.onResponse(new Response(null, { status: 200 }))
    return reply
  }
  return { get, asked }
}

function Cart() {
  return <h1>Кошик {useParams().id}</h1>
}

function openProfile(opts: {
  get: ReferenceGet
  db?: OfflineDb
  client?: Record<string, unknown>
  url?: string
  permissions?: Record<string, boolean>
}) {
  const db = opts.db ?? freshDb()
  const client = readClient(
    opts.client ?? { id: 5, uuid: 'client-5', surname: 'Коваленко', name: 'Олена' },
    '2026-03-10',
  )
  const session = {
    status: 'signed-in',
    user: {
      id: 1,
      name: 'Адміністратор',
      login: 'admin',
      permissions: opts.permissions ?? {
        crmClientsSee: true,
        crmMcOrdersShow: true,
        crmMcOrdersEditAll: true,
      },
      modules: [],
      taskToMe: 0,
    },
  } as unknown as Session // only the signed-in user is read by these blocks
  const offline = {
    db,
    userId: db.userId,
    outbox: {} as OutboxRuntime, // the blocks only read; nothing is queued
    getReference: opts.get,
  }
  const router = createMemoryRouter(
    [
      {
        path: '/clients/profile/:clientId',
        element: (
          <>
            <ClientDeposits client={client} />
            <ClientOrders client={client} />
          </>
        ),
      },
      { path: '/mc-cart/:id', element: <Cart /> },
    ],
    { initialEntries: [opts.url ?? '/clients/profile/5'] },
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

/** What a user reads in an element (the no-break spaces of uk-UA money as plain ones). */
const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ')
const ordersBlock = () => screen.getByRole('region', { name: 'Замовлення' })
const depositBlock = () => screen.getByRole('region', { name: 'Депозит' })
const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)

describe('the client profile: orders', () => {
  it('lists the page the address names, as the server answers it, with the order list’s badges and money', async () => {
    const rows = [
      buildOrder({ id: 21, code: 'MC-000021', state: 'deleted', createdAt: '2026-03-05T08:00:00.000Z' }),
      buildOrder({
        bookings: [
          {
            serviceId: 3,
            serviceName: 'Прийом терапевта',
            startsAt: '2026-03-09T07:30:00.000Z',
            doctorId: 4,
            doctorName: 'Шевченко Тарас Григорович',
            cabinetId: 2,
            cabinet: '101',
          },
        ],
      }),
    ]
    const { get, asked } = server({ orders: orderPage(rows, 17, 2), deposits })
    openProfile({ get, url: '/clients/profile/5?ordersPage=2' })
    const table = await within(ordersBlock()).findByRole('table')
    expect(asked).toContain('/api/v2/mc-orders?clientId=5&page=2&perPage=15')
    const codes = within(table)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')])
    expect(codes).toEqual([
      ['MC-000021', '/mc-cart/21'],
      ['MC-000007', '/mc-cart/7'],
    ])
    expect(within(table).getByText('Скасовано')).toHaveAttribute('data-tone', 'red')
    const cells = within(within(table).getAllByRole('row')[2]!).getAllByRole('cell').map(text)
    expect(cells).toEqual([
      'MC-000007',
      formatDateTime('2026-03-02T09:15:00.000Z'),
      'Чернетка',
      '09.03.2026 09:30 · Шевченко Тарас Григорович · каб. 101',
      'Філія на Подолі',
      'Не оплачено',
      '1 234,50 грн',
      '1 000,00 грн',
    ])
    const pager = within(ordersBlock()).getByRole('navigation', { name: 'Сторінки замовлень' })
    expect(pager).toHaveTextContent('Сторінка 2 з 2 · знайдено 17')
    expect(within(pager).getByRole('link', { name: 'Попередня' })).toHaveAttribute(
      'href',
      expect.stringContaining('ordersPage=1'),
    )
  })

  it('opens an order’s cart from anywhere on its row', async () => {
    const { get } = server({ orders: orderPage([buildOrder()]), deposits })
    openProfile({ get })
    fireEvent.click(await within(ordersBlock()).findByText('Філія на Подолі'))
    expect(await screen.findByRole('heading', { name: 'Кошик 7' })).toBeVisible()
  })

  it('says when the client has no orders yet, and asks nothing for a client the server does not know', async () => {
    const { get, asked } = server({ orders: orderPage([]), deposits })
    openProfile({ get })
    expect(await within(ordersBlock()).findByText('Замовлень ще немає')).toBeVisible()
    cleanup()
    asked.length = 0
    openProfile({
      get,
      client: { uuid: 'made-here', surname: 'Новенко', name: 'Марія' },
      url: '/clients/profile/made-here',
    })
    expect(within(ordersBlock()).getByText('Замовлень ще немає')).toBeVisible()
    expect(within(depositBlock()).getByText('Коштів на депозиті немає')).toBeVisible()
    await new Promise((r) => setTimeout(r, 30))
    expect(asked).toEqual([])
  })

  it('offline, shows the page loaded on the last visit with its time and a note that it may be out of date', async () => {
    const first = server({ orders: orderPage([buildOrder()]), deposits })
    const { db } = openProfile({ get: first.get })
    await within(ordersBlock()).findByText('MC-000007')
    cleanup()
    goOffline()
    openProfile({ get: server({}).get, db })
    expect(await within(ordersBlock()).findByText('MC-000007')).toBeVisible()
    expect(await within(ordersBlock()).findByRole('status')).toHaveTextContent(
      /^Немає мережі: показано замовлення станом на \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} — список може бути застарілим\.$/,
    )
    expect(within(depositBlock()).getByText('2 000,00 грн')).toBeVisible()
    expect(within(depositBlock()).getByRole('status')).toHaveTextContent('баланс може бути застарілим')
  })

  it('offline with nothing kept on this device, says the orders need the network', async () => {
    goOffline()
    openProfile({ get: server({}).get })
    expect(
      await within(ordersBlock()).findByText(/^Немає мережі: замовлення клієнта недоступні офлайн/),
    ).toBeVisible()
    expect(
      within(depositBlock()).getByText(/^Немає мережі: депозит клієнта недоступний офлайн/),
    ).toBeVisible()
  })

  it('says so when the server fails and nothing is kept', async () => {
    openProfile({ get: server({ orders: 503, deposits: 503 }).get })
    expect(await within(ordersBlock()).findByRole('alert')).toHaveTextContent(
      'Помилка при завантаженні замовлень клієнта',
    )
    expect(within(depositBlock()).getByRole('alert')).toHaveTextContent(
      'Помилка при завантаженні депозиту клієнта',
    )
  })

  it('is not shown to a user who may not see orders; one who edits only their own is told the list holds only those', async () => {
    const { get, asked } = server({ orders: orderPage([]), deposits })
    openProfile({ get, permissions: { crmClientsSee: true } })
    await within(depositBlock()).findByLabelText('Баланс депозиту')
    expect(screen.queryByRole('region', { name: 'Замовлення' })).toBeNull()
    expect(asked.some((p) => p.startsWith('/api/v2/mc-orders'))).toBe(false)
    cleanup()
    openProfile({
      get,
      permissions: { crmClientsSee: true, crmMcOrdersShow: true, crmMcOrdersEditOwn: true },
    })
    expect(within(ordersBlock()).getByText('Показано замовлення, які ви створили або ведете.')).toBeVisible()
  })
})

describe('the client profile: deposit', () => {
  it('shows the balance of every deposit type in hryvnia and the latest movements with their orders', async () => {
    const { get, asked } = server({ orders: orderPage([]), deposits })
    openProfile({ get })
    const block = depositBlock()
    const list = await within(block).findByLabelText('Баланс депозиту')
    expect(list).toHaveTextContent('Готівковий депозит2 000,00 грн')
    expect(list).toHaveTextContent('Депозит послуг-50,00 грн')
    expect(asked).toContain('/api/v2/clients/5/deposits')
    const rows = within(
      within(block).getByRole('table', { name: 'Останні операції з депозитом' }),
    ).getAllByRole('row')
    expect(rows.slice(1).map(text)).toEqual([
      expect.stringContaining('Списання за замовлення-150,00 грнMC-000007'),
      expect.stringContaining('Поповнення+2 150,00 грн'),
    ])
    expect(within(rows[1]!).getByRole('link', { name: 'MC-000007' })).toHaveAttribute('href', '/mc-cart/7')
  })
})
