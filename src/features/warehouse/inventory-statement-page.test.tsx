// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { StockLine } from '../../../domain/warehouse/stock-document.schema'
import { INVENTORY_COUNT_ENTITY } from '../../offline/entities/inventory-counts'
import { enqueue } from '../../offline/outbox'
import type { OutboxRuntime } from '../../offline/page-runtime'
import type { Offline } from '../../offline/react/offline-context'
import { freshDb } from '../../offline/testing/outbox-fixtures'
import { fetchStockBatches } from './inventory.api'
import { keepStatement } from './inventory-offline'
import type * as InventoryApi from './inventory.api'
import { InventoryPage } from './inventory-page'
import { InventoryStatementPage } from './inventory-statement-page'
import { inventoryMessages } from './inventory-values'
import {
  createDocument,
  deleteDocument,
  fetchDocument,
  fetchDocuments,
  patchDocument,
  signDocument,
} from './stock-documents.api'
import type * as DocumentsApi from './stock-documents.api'
import { buildDocument, choices, openAt, VIEWER, Where } from './testing/stock-document-fixtures'

vi.mock('./use-stock-document-choices', async (original) => ({
  ...(await original<object>()),
  useStockDocumentChoices: () => choices,
}))
vi.mock('./stock-documents.api', async (original) => ({
  ...(await original<typeof DocumentsApi>()),
  fetchDocuments: vi.fn(),
  fetchDocument: vi.fn(),
  createDocument: vi.fn(),
  patchDocument: vi.fn(),
  signDocument: vi.fn(),
  deleteDocument: vi.fn(),
}))
vi.mock('./inventory.api', async (original) => ({
  ...(await original<typeof InventoryApi>()),
  fetchStockBatches: vi.fn(),
}))

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}))
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  for (const f of [
    fetchDocuments,
    fetchDocument,
    createDocument,
    patchDocument,
    signDocument,
    deleteDocument,
    fetchStockBatches,
  ])
    vi.mocked(f).mockReset()
})

const page = (
  <>
    <InventoryStatementPage />
    <Where />
  </>
)
/** The device's store, with an outbox that queues and never sends (the network is the test's). */
function device(): Offline {
  const db = freshDb()
  const outbox = { write: (i) => enqueue(db, i), kick: () => {} } as OutboxRuntime
  return { db, userId: db.userId, outbox, getReference: async () => null }
}
let offline = device()
beforeEach(() => {
  offline = device()
})
const open = (url: string, permissions?: Record<string, boolean>) =>
  openAt(
    url,
    [
      { path: '/warehouse/inventory', element: <InventoryPage /> },
      { path: '/warehouse/inventory/new', element: page },
      { path: '/warehouse/inventory/:id', element: page },
      { path: '/403', element: <p>Немає доступу</p> },
    ],
    permissions,
    offline,
  )
const line = (n: number) => screen.getByRole('group', { name: `Рядок ${n}` })

const invLine = (over: Partial<StockLine>): StockLine => ({
  id: 80,
  productId: 11,
  productName: 'Тест-смужки для глюкометра (50 шт)',
  series: 'A1',
  expiresOn: '2027-01-31',
  quantity: 100,
  unitCost: null,
  vatRate: null,
  sum: 0,
  expectedQuantity: 100,
  currentQuantity: 100,
  ...over,
})
const statement = (over: Parameters<typeof buildDocument>[0] = {}) =>
  buildDocument({
    id: 21,
    kind: 'inventory',
    kindLabel: 'Інвентаризаційний опис',
    number: 'ІО-000021',
    supplierId: null,
    reason: null,
    total: 0,
    lines: [
      invLine({}),
      invLine({
        id: 81,
        productId: 12,
        productName: 'Шприц 5 мл',
        series: null,
        expiresOn: null,
        quantity: 4,
        expectedQuantity: 7,
        currentQuantity: 7,
      }),
    ],
    ...over,
  })

describe('a new inventory statement', () => {
  it('lists the stock’s batches counted as the book, says each difference in words and saves use units', async () => {
    vi.mocked(fetchStockBatches).mockResolvedValue({
      data: [
        {
          productId: 11,
          productName: 'Тест-смужки для глюкометра (50 шт)',
          series: 'A1',
          expiresOn: '2027-01-31',
          qty: 100,
        },
        { productId: 12, productName: 'Шприц 5 мл', series: null, expiresOn: null, qty: 7 },
      ],
    })
    vi.mocked(createDocument).mockResolvedValue(statement())
    open('/warehouse/inventory/new')
    fireEvent.change(screen.getByLabelText('Склад *'), { target: { value: '1' } })
    expect(fetchStockBatches).toHaveBeenCalledWith(1, expect.anything())
    const first = within(await screen.findByRole('group', { name: 'Рядок 1' }))
    expect(first.getByText('серія A1, до 31.01.2027')).toBeVisible()
    expect(first.getByTestId('line-0-expected')).toHaveTextContent('100 шт')
    // 100 pieces are 2 whole packs: the count is offered in packs.
    expect(first.getByLabelText('Фактично 1 *')).toHaveValue('2')
    expect(first.getByLabelText('Одиниця')).toHaveValue('storage')
    expect(first.getByTestId('line-0-difference')).toHaveTextContent('збігається')
    const second = within(line(2))
    fireEvent.change(second.getByLabelText('Фактично 2 *'), { target: { value: '4' } })
    expect(second.getByTestId('line-1-difference')).toHaveTextContent('нестача 3 шт')

    fireEvent.click(screen.getByRole('button', { name: 'Додати знайдений товар' }))
    const found = within(line(3))
    const box = found.getByRole('combobox', { name: 'Номенклатура 3 *' })
    fireEvent.focus(box)
    fireEvent.change(box, { target: { value: 'смуж' } })
    fireEvent.click(await screen.findByRole('option', { name: 'Тест-смужки для глюкометра (50 шт)' }))
    fireEvent.change(found.getByLabelText('Серія'), { target: { value: 'Z9' } })
    fireEvent.change(found.getByLabelText('Одиниця'), { target: { value: 'use' } })
    fireEvent.change(found.getByLabelText('Фактично 3 *'), { target: { value: '2' } })
    expect(found.getByTestId('line-2-difference')).toHaveTextContent('надлишок 2 шт')

    fireEvent.click(screen.getByRole('button', { name: 'Зберегти опис' }))
    await waitFor(() => expect(createDocument).toHaveBeenCalledTimes(1))
    const body = vi.mocked(createDocument).mock.calls[0]![0]
    expect(body).toMatchObject({ kind: 'inventory', warehouseId: 1 })
    expect(body.lines).toEqual([
      { productId: 11, series: 'A1', expiresOn: '2027-01-31', quantity: 100 },
      { productId: 12, series: null, expiresOn: null, quantity: 4 },
      { productId: 11, series: 'Z9', expiresOn: null, quantity: 2 },
    ])
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/warehouse/inventory/21'))
  })

  it('says on the line what is wrong with a count and a batch counted twice, and sends nothing', async () => {
    vi.mocked(fetchStockBatches).mockResolvedValue({
      data: [{ productId: 12, productName: 'Шприц 5 мл', series: null, expiresOn: null, qty: 7 }],
    })
    open('/warehouse/inventory/new')
    fireEvent.change(screen.getByLabelText('Склад *'), { target: { value: '2' } })
    fireEvent.change(
      within(await screen.findByRole('group', { name: 'Рядок 1' })).getByLabelText('Фактично 1 *'),
      {
        target: { value: '-1' },
      },
    )
    fireEvent.click(screen.getByRole('button', { name: 'Додати знайдений товар' }))
    const found = within(line(2))
    const box = found.getByRole('combobox', { name: 'Номенклатура 2 *' })
    fireEvent.focus(box)
    fireEvent.change(box, { target: { value: 'шпр' } })
    fireEvent.click(await screen.findByRole('option', { name: 'Шприц 5 мл' }))
    fireEvent.change(found.getByLabelText('Фактично 2 *'), { target: { value: '1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти опис' }))
    expect(await within(line(2)).findByText('Ця партія вже є в описі')).toBeVisible()
    expect(within(line(1)).getByText(inventoryMessages.quantity)).toBeVisible()
    expect(within(line(1)).getByLabelText('Фактично 1 *')).toHaveValue('-1')
    expect(createDocument).not.toHaveBeenCalled()
  })
})

describe('a saved inventory statement', () => {
  it('is signed after a confirmation that names how many lines differ', async () => {
    vi.mocked(fetchDocument).mockResolvedValue(statement())
    vi.mocked(signDocument).mockResolvedValue(
      statement({ state: 'signed', stateLabel: 'Підписано', version: 2 }),
    )
    open('/warehouse/inventory/21')
    expect(await screen.findByRole('heading', { name: 'Інвентаризаційний опис № ІО-000021' })).toBeVisible()
    expect(within(line(2)).getByTestId('line-1-difference')).toHaveTextContent('нестача 3 шт')
    fireEvent.click(screen.getByRole('button', { name: 'Підписати' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Підписати опис № ІО-000021?' })
    expect(dialog).toHaveTextContent('Рядків із розбіжностями: 1 з 2')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Підписати' }))
    await waitFor(() => expect(signDocument).toHaveBeenCalledWith(21, 1))
    // Signed: read only, the differences still said.
    expect(await screen.findByText(/Опис підписано/)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Підписати' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Зберегти' })).toBeNull()
    expect(within(screen.getByRole('table', { name: 'Рядки опису' })).getByText('нестача 3 шт')).toBeVisible()
  })

  it('saves changed counts with its version, and asks to save before signing', async () => {
    vi.mocked(fetchDocument).mockResolvedValue(statement())
    vi.mocked(patchDocument).mockResolvedValue(statement({ version: 2 }))
    open('/warehouse/inventory/21')
    const first = within(await screen.findByRole('group', { name: 'Рядок 1' }))
    fireEvent.change(first.getByLabelText('Одиниця'), { target: { value: 'use' } })
    fireEvent.change(first.getByLabelText('Фактично 1 *'), { target: { value: '98' } })
    expect(first.getByTestId('line-0-difference')).toHaveTextContent('нестача 2 шт')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Підписати' })).toBeDisabled())
    expect(screen.getByText('Спершу збережіть зміни')).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }))
    await waitFor(() => expect(patchDocument).toHaveBeenCalledTimes(1))
    expect(vi.mocked(patchDocument).mock.calls[0]).toEqual([
      21,
      {
        version: 1,
        lines: [
          { productId: 11, series: 'A1', expiresOn: '2027-01-31', quantity: 98 },
          { productId: 12, series: null, expiresOn: null, quantity: 4 },
        ],
      },
    ])
  })

  it('is read only without the warehouse edit permission', async () => {
    vi.mocked(fetchDocument).mockResolvedValue(statement())
    open('/warehouse/inventory/21', VIEWER)
    expect(await screen.findByText('Ви можете лише переглядати інвентаризаційні описи.')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Підписати' })).toBeNull()
    expect(screen.queryByLabelText('Фактично 1 *')).toBeNull()
  })
})

describe('a saved statement on a tablet without a network', () => {
  it('opens from the device, queues each count with the count it was typed over, and signs only online', async () => {
    await keepStatement(offline.db, statement())
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    vi.mocked(fetchDocument).mockRejectedValue(new Error('offline'))
    open('/warehouse/inventory/21')
    expect(await screen.findByRole('heading', { name: 'Інвентаризаційний опис № ІО-000021' })).toBeVisible()
    expect(screen.getByText(/Немає звʼязку: кожен підрахунок зберігається на цьому пристрої/)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Підписати' })).toBeDisabled()
    expect(screen.getByText('Підписати можна лише онлайн')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Видалити' })).toBeDisabled()

    const second = within(line(2))
    const input = second.getByLabelText('Фактично 2, шт *')
    fireEvent.change(input, { target: { value: '5' } })
    fireEvent.blur(input)
    expect(await second.findByText('· чекає надсилання')).toBeVisible()
    expect(second.getByTestId('line-1-difference')).toHaveTextContent('нестача 2 шт')
    // Typed again before it was sent: one write, still over the count the server has (4).
    fireEvent.change(input, { target: { value: '6' } })
    fireEvent.blur(input)
    await waitFor(async () =>
      expect((await offline.db.outbox.toArray()).map((i) => i.body)).toEqual([
        { productId: 12, series: null, expiresOn: null, quantity: 6, previous: 4 },
      ]),
    )
    const [item] = await offline.db.outbox.toArray()
    expect(item).toMatchObject({
      method: 'PUT',
      path: '/api/v2/warehouse/documents/21/counts',
      entity: { type: INVENTORY_COUNT_ENTITY },
      label: 'Інвентаризація ІО-000021: Шприц 5 мл — фактично 6 шт',
    })
    // Not a whole number: said on the line, nothing more queued.
    fireEvent.change(input, { target: { value: '-1' } })
    fireEvent.blur(input)
    expect(await second.findByText(inventoryMessages.quantity)).toBeVisible()
    expect(await offline.db.outbox.count()).toBe(1)
    expect(within(line(1)).queryByText('· чекає надсилання')).toBeNull()
  })

  it('keeps a count typed online when the network goes before it was saved: «Зберегти на пристрої» queues it', async () => {
    vi.mocked(fetchDocument).mockResolvedValue(statement())
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    open('/warehouse/inventory/21')
    const first = within(await screen.findByRole('group', { name: 'Рядок 1' }))
    fireEvent.change(first.getByLabelText('Одиниця'), { target: { value: 'use' } })
    fireEvent.change(first.getByLabelText('Фактично 1 *'), { target: { value: '97' } })
    onLine.mockReturnValue(false)
    window.dispatchEvent(new Event('offline'))
    // The form stays with what was typed; saving keeps it on the device instead of the server.
    fireEvent.click(await screen.findByRole('button', { name: 'Зберегти на пристрої' }))
    await waitFor(async () =>
      expect((await offline.db.outbox.toArray()).map((i) => i.body)).toEqual([
        { productId: 11, series: 'A1', expiresOn: '2027-01-31', quantity: 97, previous: 100 },
      ]),
    )
    expect(patchDocument).not.toHaveBeenCalled()
    expect(await within(line(1)).findByText('· чекає надсилання')).toBeVisible()
    onLine.mockReturnValue(true)
    window.dispatchEvent(new Event('online'))
  })

  it('says so when the statement was never opened on this device', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    vi.mocked(fetchDocument).mockRejectedValue(new Error('offline'))
    open('/warehouse/inventory/21')
    expect(await screen.findByText(/цей опис на пристрої не збережено/)).toBeVisible()
  })
})

describe('deleting a saved statement', () => {
  it('asks first, then marks it deleted', async () => {
    vi.mocked(fetchDocument).mockResolvedValue(statement())
    vi.mocked(deleteDocument).mockResolvedValue(
      statement({ state: 'deleted', stateLabel: 'Видалено', version: 2 }),
    )
    open('/warehouse/inventory/21')
    fireEvent.click(await screen.findByRole('button', { name: 'Видалити' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Видалити опис № ІО-000021?' })
    expect(dialog).toHaveTextContent('Залишки складу не зміняться')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Видалити' }))
    await waitFor(() => expect(deleteDocument).toHaveBeenCalledWith(21))
    expect(await screen.findByText('Опис видалено.')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Видалити' })).toBeNull()
  })
})

describe('the inventory list', () => {
  it('asks the server for inventory statements only, and offers a new one to an editor', async () => {
    vi.mocked(fetchDocuments).mockResolvedValue({
      data: [statement()].map(({ lines: _lines, ...d }) => d),
      meta: { page: 1, perPage: 20, total: 1 },
    })
    open('/warehouse/inventory?state=saved')
    expect(await screen.findByRole('link', { name: 'ІО-000021' })).toHaveAttribute(
      'href',
      '/warehouse/inventory/21',
    )
    expect(vi.mocked(fetchDocuments).mock.calls[0]![0]).toBe('kind=inventory&state=saved')
    expect(screen.getByRole('link', { name: 'Нова інвентаризація' })).toBeVisible()
  })

  it('offers no new statement to a viewer', async () => {
    vi.mocked(fetchDocuments).mockResolvedValue({ data: [], meta: { page: 1, perPage: 20, total: 0 } })
    open('/warehouse/inventory', VIEWER)
    expect(await screen.findByText('Інвентаризацій за цими умовами немає')).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Нова інвентаризація' })).toBeNull()
  })
})
