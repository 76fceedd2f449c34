// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { NotificationLogRow } from '../../../domain/notifications/notifications'
import { ApiError } from '../../lib/api/api-error'
import { SessionContext, type Session } from '../../lib/session/session-context'
import { NotificationLogPage } from './notification-log-page'
import { saveFile } from '../../lib/save-file'
import { downloadNotificationLog, fetchNotificationLog, resendNotification } from './notifications.api'

vi.mock('./notifications.api', () => ({
  notificationKeys: { log: (q: string) => ['notifications', 'log', q] },
  fetchNotificationLog: vi.fn(),
  resendNotification: vi.fn(),
  downloadNotificationLog: vi.fn(),
}))

vi.mock('../../lib/save-file', () => ({ saveFile: vi.fn() }))

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}))
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.mocked(fetchNotificationLog).mockReset()
  vi.mocked(resendNotification).mockReset()
})

const buildRow = (over: Partial<NotificationLogRow> = {}): NotificationLogRow => ({
  id: 1,
  createdAt: '2026-03-02T08:00:00.000Z',
  sendAt: '2026-03-02T08:05:00.000Z',
  sentAt: null,
  channel: 'sms',
  event: 'order_confirmed',
  status: 'sent',
  recipient: '+380671234567',
  clientId: 5,
  clientName: 'Коваленко Олена',
  orderId: 7,
  orderCode: 'MC-000007',
  filialId: 1,
  subject: null,
  text: 'Ваше замовлення MC-000007 підтверджено',
  attempts: 1,
  providerAnswer: 'Доставлено',
  error: null,
  ...over,
})

const page = (rows: NotificationLogRow[]) => ({ data: rows, total: rows.length, page: 1, pageSize: 15 })

function Where() {
  return <output data-testid="where">{useLocation().search}</output>
}

function openLog(url: string, permissions: Record<string, boolean> = { crmReportsLogNotificationSee: true }) {
  const session = {
    status: 'signed-in',
    user: { id: 1, name: 'Адміністратор', login: 'admin', permissions, modules: [], taskToMe: 0 },
  } as unknown as Session // only the signed-in user is read by the page
  const router = createMemoryRouter(
    [
      {
        path: '/reports/log-notification',
        element: (
          <>
            <NotificationLogPage />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  )
  render(
    <SessionContext value={session}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionContext>,
  )
}

const lastQuery = () => vi.mocked(fetchNotificationLog).mock.calls.at(-1)?.[0]

describe('the notification log', () => {
  it('reads its filters from the address and applies new ones with «Сформувати»', async () => {
    vi.mocked(fetchNotificationLog).mockResolvedValue(page([buildRow()]))
    openLog('/reports/log-notification?from=2026-03-01&to=2026-03-05&status=sent&page=2')
    expect(await screen.findByRole('link', { name: 'MC-000007' })).toHaveAttribute('href', '/mc-cart/7')
    expect(screen.getByRole('link', { name: 'Коваленко Олена' })).toHaveAttribute(
      'href',
      '/clients/profile/5',
    )
    expect(lastQuery()).toBe('from=2026-03-01&to=2026-03-05&status=sent&page=2')
    expect(screen.getByLabelText('Період з')).toHaveValue('01.03.2026')
    expect(screen.getByLabelText('по')).toHaveValue('05.03.2026')
    expect(screen.getByLabelText('Статус')).toHaveValue('sent')
    // Kyiv's clock: 08:00 UTC in March (winter time) is 10:00.
    expect(screen.getByRole('cell', { name: '02.03.2026 10:00' })).toBeVisible()

    fireEvent.change(screen.getByLabelText('Канал'), { target: { value: 'email' } })
    fireEvent.change(screen.getByLabelText('Телефон, ел. пошта або номер замовлення'), {
      target: { value: ' MC-000007 ' },
    })
    expect(lastQuery()).toBe('from=2026-03-01&to=2026-03-05&status=sent&page=2')
    fireEvent.click(screen.getByRole('button', { name: 'Сформувати' }))
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        '?from=2026-03-01&to=2026-03-05&status=sent&channel=email&q=MC-000007',
      ),
    )
    await waitFor(() =>
      expect(lastQuery()).toBe('from=2026-03-01&to=2026-03-05&status=sent&channel=email&q=MC-000007&page=1'),
    )
  })

  it('shows the server’s refusal of the period on its field', async () => {
    vi.mocked(fetchNotificationLog).mockRejectedValue(
      new ApiError({
        status: 422,
        code: 'validation_failed',
        message: 'Перевірте поля',
        errors: { to: ['Період — не більше 30 днів'] },
      }),
    )
    openLog('/reports/log-notification?from=2026-01-01&to=2026-03-05')
    expect(await screen.findByText('Період — не більше 30 днів')).toBeVisible()
    expect(screen.getByLabelText('по')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Період з')).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText('Помилка при завантаженні даних')).toBeNull()
  })

  it('shows «Період не обрано!» on the start when the user emptied the period', async () => {
    vi.mocked(fetchNotificationLog).mockRejectedValue(
      new ApiError({
        status: 422,
        code: 'validation_failed',
        message: 'Перевірте поля',
        errors: { from: ['Період не обрано!'] },
      }),
    )
    openLog('/reports/log-notification?from=&to=')
    expect(await screen.findByText('Період не обрано!')).toBeVisible()
    expect(lastQuery()).toBe('page=1')
    expect(screen.getByRole('button', { name: 'Експорт в Excel' })).toBeDisabled()
  })

  it('offers «Надіслати ще раз» on failed and unknown messages only, and shows the row queued after it', async () => {
    vi.mocked(fetchNotificationLog).mockResolvedValue(
      page([
        buildRow({ id: 1, status: 'sent', recipient: 'a@example.com' }),
        buildRow({ id: 2, status: 'error', recipient: '+380500000002', error: 'Невірний номер' }),
        buildRow({ id: 3, status: 'unknown', recipient: '+380500000003' }),
        buildRow({ id: 4, status: 'ready_for_send', recipient: '+380500000004' }),
      ]),
    )
    vi.mocked(resendNotification).mockResolvedValue(
      buildRow({ id: 2, status: 'ready_for_send', recipient: '+380500000002', error: null }),
    )
    openLog('/reports/log-notification')
    const rows = await screen.findAllByTestId('notification-row')
    const resendIn = (i: number) => within(rows[i]!).queryByRole('button', { name: 'Надіслати ще раз' })
    expect([0, 1, 2, 3].map((i) => resendIn(i) !== null)).toEqual([false, true, true, false])
    expect(within(rows[1]!).getByText('Помилка')).toBeVisible()

    fireEvent.click(resendIn(1)!)
    await waitFor(() => expect(resendNotification).toHaveBeenCalledWith(2))
    const row = (await screen.findAllByTestId('notification-row'))[1]!
    await waitFor(() => expect(within(row).getByText('Готове до відправки')).toBeVisible())
    expect(within(row).queryByRole('button', { name: 'Надіслати ще раз' })).toBeNull()
  })

  it('offers no resend without the permission', async () => {
    vi.mocked(fetchNotificationLog).mockResolvedValue(page([buildRow({ status: 'error' })]))
    openLog('/reports/log-notification', {})
    expect(await screen.findByText('Помилка')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Надіслати ще раз' })).toBeNull()
  })

  it('keeps the rows shown when the network goes, with the resend waiting for it', async () => {
    vi.mocked(fetchNotificationLog).mockResolvedValue(page([buildRow({ status: 'error' })]))
    openLog('/reports/log-notification')
    expect(await screen.findByRole('button', { name: 'Надіслати ще раз' })).toBeEnabled()
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    act(() => void window.dispatchEvent(new Event('offline')))
    expect(screen.getByRole('button', { name: 'Надіслати ще раз' })).toBeDisabled()
    expect(screen.getByText(/надіслати\s+повідомлення ще раз/)).toBeVisible()
    offline.mockRestore()
    act(() => void window.dispatchEvent(new Event('online')))
  })

  it('exports the log under the applied filters, without the page', async () => {
    vi.mocked(fetchNotificationLog).mockResolvedValue(page([buildRow()]))
    const file = new Blob(['xlsx'])
    vi.mocked(downloadNotificationLog).mockResolvedValue(file)
    openLog('/reports/log-notification?from=2026-03-01&to=2026-03-05&channel=sms&page=3')
    await screen.findAllByTestId('notification-row')
    fireEvent.click(screen.getByRole('button', { name: 'Експорт в Excel' }))
    await waitFor(() =>
      expect(saveFile).toHaveBeenCalledWith(file, 'Журнал сповіщень 01.03.2026–05.03.2026.xlsx'),
    )
    expect(downloadNotificationLog).toHaveBeenCalledWith('from=2026-03-01&to=2026-03-05&channel=sms')
  })

  it('says when nothing is found', async () => {
    vi.mocked(fetchNotificationLog).mockResolvedValue(page([]))
    openLog('/reports/log-notification')
    expect(await screen.findByText('Нічого не знайдено, або недостатньо прав для перегляду')).toBeVisible()
  })

  it('says offline that the log needs the network, and asks nothing', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    openLog('/reports/log-notification')
    expect(screen.getByText(/Журнал сповіщень зберігається лише на сервері/)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Експорт в Excel' })).toBeDisabled()
    expect(fetchNotificationLog).not.toHaveBeenCalled()
  })
})
