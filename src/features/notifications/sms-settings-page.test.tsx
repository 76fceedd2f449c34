// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notificationSettingsRecord } from '../../../domain/notifications/notifications.resources'
import { ApiError } from '../../lib/api/api-error'
import { SessionContext, type Session } from '../../lib/session/session-context'
import type { OutboxRuntime } from '../../offline/page-runtime'
import { OfflineContext } from '../../offline/react/offline-context'
import { freshDb } from '../../offline/testing/outbox-fixtures'
import { sendTestNotification } from './notifications.api'
import { SmsSettingsPage } from './sms-settings-page'

vi.mock('./notifications.api', () => ({ sendTestNotification: vi.fn() }))

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  // The resource pull asks the real API, which is not there: the page keeps the device's copy.
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline in tests'))
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.mocked(sendTestNotification).mockReset()
})

function openSettings(permissions: Record<string, boolean> = { crmSettingsEdit: true }) {
  const db = freshDb()
  const record = { ...notificationSettingsRecord.defaults, smsSecret: '', version: 3 }
  const offline = {
    db,
    userId: db.userId,
    outbox: {} as OutboxRuntime, // nothing is saved in these tests
    getReference: async (_path: string, init: { onResponse: (r: Response) => void }) => {
      init.onResponse(new Response(null, { status: 200 }))
      return record
    },
  }
  const session = {
    status: 'signed-in',
    user: { id: 1, name: 'Адміністратор', login: 'admin', permissions, modules: [], taskToMe: 0 },
  } as unknown as Session // only the signed-in user is read by the page
  const router = createMemoryRouter([{ path: '/settings/integrations/sms', element: <SmsSettingsPage /> }], {
    initialEntries: ['/settings/integrations/sms'],
  })
  render(
    <SessionContext value={session}>
      <OfflineContext.Provider value={offline as never}>
        <RouterProvider router={router} />
      </OfflineContext.Provider>
    </SessionContext>,
  )
}

describe('the SMS settings page', () => {
  it('shows the settings form with its secrets hidden, and the tab to the templates', async () => {
    openSettings()
    expect(await screen.findByLabelText('Ключ API SMS-провайдера')).toHaveAttribute('type', 'password')
    expect(screen.getByLabelText('SMTP-пароль')).toHaveAttribute('type', 'password')
    // Optional fields (an empty sender, an empty secret kept) are not marked required; the port is.
    expect(screen.getByLabelText('Відправник SMS')).toBeVisible()
    expect(screen.getByLabelText('SMTP-порт *')).toBeVisible()
    // A checkbox is named by its own label, once.
    expect(screen.getAllByText('Надсилати сповіщення пацієнтам')).toHaveLength(1)
    expect(screen.getByRole('checkbox', { name: 'Надсилати сповіщення пацієнтам' })).not.toBeChecked()
    expect(screen.getByRole('link', { name: 'Шаблони сповіщень' })).toHaveAttribute(
      'href',
      '/settings/integrations/sms/templates',
    )
  })

  it('sends a test message and shows what the provider answered', async () => {
    vi.mocked(sendTestNotification).mockResolvedValue({ status: 'sent', message: 'Прийнято провайдером' })
    openSettings()
    fireEvent.click(screen.getByRole('button', { name: 'Надіслати тест' }))
    expect(await screen.findByText('Вкажіть, кому надіслати')).toBeVisible()
    expect(sendTestNotification).not.toHaveBeenCalled()

    fireEvent.change(screen.getByLabelText('Канал'), { target: { value: 'email' } })
    fireEvent.change(screen.getByLabelText('Отримувач'), { target: { value: ' admin@example.com ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Надіслати тест' }))
    await waitFor(() =>
      expect(sendTestNotification).toHaveBeenCalledWith({ channel: 'email', to: 'admin@example.com' }),
    )
    expect(await screen.findByText('Прийнято провайдером')).toBeVisible()
    expect(screen.getByText('Надіслано')).toBeVisible()
  })

  it('shows the server’s refusal of the recipient on its field', async () => {
    vi.mocked(sendTestNotification).mockRejectedValue(
      new ApiError({
        status: 422,
        code: 'validation_failed',
        message: 'x',
        errors: { to: ['Невірний номер'] },
      }),
    )
    openSettings()
    fireEvent.change(screen.getByLabelText('Отримувач'), { target: { value: '123' } })
    fireEvent.click(screen.getByRole('button', { name: 'Надіслати тест' }))
    expect(await screen.findByText('Невірний номер')).toBeVisible()
    expect(screen.getByLabelText('Отримувач')).toHaveAttribute('aria-invalid', 'true')
  })

  it('offers no test send to those who may not change the settings', async () => {
    openSettings({})
    expect(await screen.findByText(/Лише перегляд/)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Надіслати тест' })).toBeNull()
  })
})
