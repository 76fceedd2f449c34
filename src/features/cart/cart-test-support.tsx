/**
 * Test support for the cart screen's components: an order and its lines with overrides, the selects'
 * choices, the global fetch answered per request (what the app's API client and reference loader use),
 * a `run` that records which order writes a component asks for, and a render inside the signed-in
 * user's real offline session for components that read reference sets.
 */
import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { vi } from 'vitest'
import type { OrderCartData, ServiceLine, TestLine } from '../../../domain/orders/cart.schema'
import { allowedEvents } from '../../../domain/orders/order-machine'
import type { McOrder } from '../../../domain/orders/order.schema'
import { orderStateLabel } from '../../../domain/orders/order-states'
import { createQueryClient } from '../../app/query-client'
import { createApiClient } from '../../lib/api/api-client'
import { json, memoryStorage } from '../../lib/api/testing/fake-fetch'
import { createTokenStore } from '../../lib/api/token-storage'
import { SessionProvider } from '../../lib/session/session-provider'
import type { OutboxItem } from '../../offline/outbox-types'
import { OfflineProvider } from '../../offline/react/offline-provider'
import { RequireOffline } from '../../offline/react/require-offline'
import type { Outcome } from '../../shared/await-outcome'
import { bookingNamesOf } from '../../shared/orders/booking-names'
import { draftOrder } from '../../shared/orders/order-draft'
import type { OrderWrites, Run } from './order-writes'
import type { CartChoices } from './use-cart-choices'

/** An order of the demo registrar, on the server (id 41), its cart being edited; `overrides` win. */
export function buildOrder(overrides: Partial<McOrder> = {}): McOrder {
  const state = overrides.state ?? 'cart_edited'
  return {
    ...draftOrder('0b6f5c7e-2f1d-4c59-9a51-3f0d2e7c8a41', 7, new Date('2026-03-02T09:00:00Z')),
    id: 41,
    version: 3,
    code: 'МЦ-000041',
    state,
    stateLabel: orderStateLabel(state),
    allowedEvents: allowedEvents(state),
    city: { id: 1, name: 'Київ' },
    filial: { id: 3, name: 'Філія на Подолі', cityId: 1 },
    servicePriceListId: 10,
    mcTestPriceListId: 20,
    ...overrides,
  }
}

const deposit = {
  quantityToPay: 1,
  quantityFromDeposit: 0,
  debitedFromDepositAt: null,
  paidFromDeposit: false,
}

export function buildServiceLine(overrides: Partial<ServiceLine> = {}): ServiceLine {
  return {
    id: 101,
    name: 'Консультація терапевта',
    code: 'S-101',
    doctorId: null,
    noSchedule: false,
    standardDuration: 30,
    timeFrom: null,
    timeTo: null,
    price: 50000,
    scheduleId: null,
    maxDiscount: 100,
    quantity: 1,
    ...deposit,
    ...overrides,
  }
}

export function buildTestLine(overrides: Partial<TestLine> = {}): TestLine {
  return {
    id: 301,
    name: 'Загальний аналіз крові',
    code: 'T-301',
    price: 25000,
    paramApiReferenceId: null,
    paramApiReferenceValue: null,
    barcode: null,
    quantity: 1,
    ...deposit,
    ...overrides,
  }
}

export function buildCart(lines: Partial<OrderCartData> = {}): OrderCartData {
  return { services: [], tests: [], products: [], materials: [], ...lines }
}

/** Selects with nothing to offer unless given; no catalogue loaded. */
export function buildChoices(overrides: Partial<CartChoices> = {}): CartChoices {
  return {
    cities: [],
    filials: [],
    points: [],
    insurers: [],
    paymentTypes: [],
    discounts: [],
    priceLists: [],
    depositTypes: [],
    bookingNames: bookingNamesOf(undefined),
    refs: undefined,
    refsKey: 'none',
    catalogue: undefined,
    entries: [],
    refsError: false,
    ...overrides,
  }
}

/** A request as the server would see it: path relative to the API base (`/api`), body parsed. */
export interface SentRequest {
  method: string
  path: string
  body: unknown
}

type Answer = (req: SentRequest) => Response | Promise<Response> | undefined

const API_BASE = '/api'

/**
 * Stubs the global fetch: each request is recorded and given to `answer`; what it leaves unanswered
 * gets a 404 (the offline session's own start-up reads ask for sets no test cares about).
 * `answer` may reject, as fetch does without a network.
 */
export function stubApi(answer: Answer): SentRequest[] {
  const sent: SentRequest[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const req: SentRequest = {
      method: init.method ?? 'GET',
      path: url.startsWith(API_BASE) ? url.slice(API_BASE.length) : url,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }
    sent.push(req)
    return (await answer(req)) ?? json(404, { message: 'Не знайдено', code: 'not_found' })
  })
  return sent
}

/** What fetch does when there is no network. */
export const noNetwork = (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'))

export interface RecordedWrite {
  method: keyof OrderWrites
  args: unknown[]
}

/**
 * The cart screen's `run`, with writes that only record what they were asked for and answer as the
 * server accepting it at once.
 */
export function recordingRun(
  /** The outcome of a write (default: done). */
  answer?: (method: keyof OrderWrites, args: unknown[], item: OutboxItem) => Outcome | undefined,
): { run: Run; writes: RecordedWrite[] } {
  const writes: RecordedWrite[] = []
  const item: OutboxItem = {
    id: 'recorded',
    seq: 1,
    userId: 7,
    entity: { type: 'order', uuid: 'recorded' },
    key: 'order:recorded',
    dependsOn: [],
    method: 'PATCH',
    path: '/recorded',
    basedOnQueued: false,
    createdAt: 0,
    updatedAt: 0,
    attempts: 1,
    nextAttemptAt: 0,
    status: 'done',
    appVersion: 'test',
    label: 'recorded',
    edits: 1,
  }
  const record =
    (method: keyof OrderWrites) =>
    (...args: unknown[]): Promise<Outcome> => {
      writes.push({ method, args })
      return Promise.resolve(answer?.(method, args, item) ?? { kind: 'done', item })
    }
  const w: OrderWrites = {
    patchOrder: record('patchOrder'),
    patchCrm: record('patchCrm'),
    changeListAndClear: record('changeListAndClear'),
    saveCart: record('saveCart'),
    book: record('book'),
    unbook: record('unbook'),
    noSchedule: record('noSchedule'),
    check: record('check'),
    finish: record('finish'),
  }
  return { run: (write) => write(w), writes }
}

let nextUserId = 7000

/**
 * Renders `ui` as the signed-in registrar sees it on the cart screen: the session, and their offline
 * session (a fresh IndexedDB per call) ready, as RequireOffline waits for in the app. The profile is
 * answered here; give everything else through `stubApi` first.
 */
export function renderSignedIn(ui: ReactElement) {
  const store = createTokenStore(memoryStorage(), undefined)
  store.save({ token: 'access', refreshToken: 'refresh', expiresIn: 3600 }, Date.now())
  const user = {
    id: nextUserId++,
    name: 'Олена Коваль',
    login: 'registrar',
    permissions: {},
    modules: {},
    taskToMe: 0,
  }
  const fetchFn = (url: string, init: RequestInit) =>
    url === `${API_BASE}/current-profile` ? Promise.resolve(json(200, { user })) : globalThis.fetch(url, init)
  const client = createApiClient({ baseUrl: API_BASE, tokens: store, fetch: fetchFn })
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionProvider client={client} store={store}>
        <OfflineProvider>
          <RequireOffline>{ui}</RequireOffline>
        </OfflineProvider>
      </SessionProvider>
    </QueryClientProvider>,
  )
}
