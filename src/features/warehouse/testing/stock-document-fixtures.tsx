/** What the warehouse documents' component tests share: choices, documents, and a page in a router. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import type { StockDocument } from '../../../../domain/warehouse/stock-document.schema'
import { SessionContext, type Session } from '../../../lib/session/session-context'
import { OfflineContext, type Offline } from '../../../offline/react/offline-context'
import type { StockDocumentChoices } from '../use-stock-document-choices'

export const choices: StockDocumentChoices = {
  ownWarehouses: [
    { id: 1, name: 'Центральний склад' },
    { id: 2, name: 'Склад Поділ' },
  ],
  allWarehouses: [
    { id: 1, name: 'Центральний склад' },
    { id: 2, name: 'Склад Поділ' },
    { id: 3, name: 'Склад Оболонь' },
  ],
  suppliers: [{ id: 5, name: 'ТОВ «Медпостач»' }],
  products: [
    {
      id: 11,
      name: 'Тест-смужки для глюкометра (50 шт)',
      storageUnit: 'уп',
      useUnit: 'шт',
      ratio: 50,
      vatRate: 7,
      purchasePrice: 30_000,
    },
    {
      id: 12,
      name: 'Шприц 5 мл',
      storageUnit: 'шт',
      useUnit: 'шт',
      ratio: 1,
      vatRate: 7,
      purchasePrice: null,
    },
  ],
  reasons: [
    { key: 'purchase', name: 'Закупівля' },
    { key: 'transfer', name: 'Переміщення між складами' },
    { key: 'write_off', name: 'Списання' },
  ],
}

export const buildDocument = (over: Partial<StockDocument> = {}): StockDocument => ({
  id: 7,
  uuid: '00000000-0000-4000-8000-000000000007',
  version: 1,
  kind: 'incoming',
  kindLabel: 'Прибуткова накладна',
  number: 'ПН-000007',
  documentDate: '2026-03-05',
  warehouseId: 1,
  warehouseName: 'Центральний склад',
  targetWarehouseId: null,
  supplierId: 5,
  reason: 'purchase',
  comment: null,
  state: 'saved',
  stateLabel: 'Збережено',
  signedAt: null,
  signedBy: null,
  deletedAt: null,
  total: 30_000,
  lines: [
    {
      id: 70,
      productId: 11,
      productName: 'Тест-смужки для глюкометра (50 шт)',
      series: 'A1',
      expiresOn: '2027-01-31',
      quantity: 100,
      unitCost: 300,
      vatRate: 7,
      sum: 30_000,
      expectedQuantity: null,
      currentQuantity: null,
    },
  ],
  ...over,
})

export function Where() {
  const { pathname, search } = useLocation()
  return <output data-testid="where">{pathname + search}</output>
}

export const EDITOR = { crmWarehouseSee: true, crmWarehouseEdit: true }
export const VIEWER = { crmWarehouseSee: true }

/** Renders `routes` at `url` for a signed-in user with `permissions`. */
export function openAt(
  url: string,
  routes: { path: string; element: ReactNode }[],
  permissions: Record<string, boolean> = EDITOR,
  /** The device's store and outbox, for pages that keep records offline. */
  offline?: Offline,
) {
  const session = {
    status: 'signed-in',
    user: { id: 1, name: 'Богдан Комірник', login: 'warehouse', permissions, modules: [], taskToMe: 0 },
  } as unknown as Session // only the signed-in user is read by these pages
  const router = createMemoryRouter(routes, { initialEntries: [url] })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <SessionContext.Provider value={session}>
      <QueryClientProvider client={client}>
        {offline ? (
          <OfflineContext.Provider value={offline}>
            <RouterProvider router={router} />
          </OfflineContext.Provider>
        ) : (
          <RouterProvider router={router} />
        )}
      </QueryClientProvider>
    </SessionContext.Provider>,
  )
  return { router }
}
