// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Toaster } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RealtimeEventName } from '../../../domain/realtime/realtime-events'
import type { RealtimeClient } from '../../lib/realtime/realtime-client'
import { useSystemUpdateAlert } from './system-update-alert'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** A channel whose events the test sends by hand. */
function fakeChannel() {
  const handlers = new Map<string, Set<(p: unknown) => void>>()
  const client: RealtimeClient = {
    start: () => () => undefined,
    on: (event, handler) => {
      const set = handlers.get(event) ?? new Set()
      handlers.set(event, set)
      set.add(handler as (p: unknown) => void)
      return () => set.delete(handler as (p: unknown) => void)
    },
    status: () => 'connected',
    onConnect: () => () => undefined,
  }
  const emit = (event: RealtimeEventName, payload: unknown) =>
    act(() => handlers.get(event)?.forEach((h) => h(payload)))
  return { client, emit }
}

function Listener({ client }: { client: RealtimeClient }) {
  useSystemUpdateAlert(client)
  return null
}

const title = 'УВАГА! Систему оновлено.'

describe('system update alert', () => {
  it('shows a warning that stays until closed, with a reload button, once however often it comes', async () => {
    // Fake time that still moves, so the testing library's waits work while minutes are skipped.
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { client, emit } = fakeChannel()
    render(
      <>
        <Toaster position="top-right" />
        <Listener client={client} />
      </>,
    )
    emit('systemUpdateAlert', { version: '2.0.0' })
    emit('systemUpdateAlert', { version: '2.0.0' })
    expect(await screen.findAllByText(title)).toHaveLength(1)
    expect(screen.getByText('Для продовження роботи потрібно перезавантажити сторінку.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Перезавантажити' })).toBeInTheDocument()

    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000))
    expect(screen.getByText(title)).toBeInTheDocument()

    const toast = screen.getByText(title).closest('[data-sonner-toast]')!
    fireEvent.click(toast.querySelector('[data-close-button]')!)
    await waitFor(() => expect(screen.queryByText(title)).not.toBeInTheDocument())
  })

  it('also shows when the channel reconnects to a server of another version', async () => {
    const { client, emit } = fakeChannel()
    render(
      <>
        <Toaster />
        <Listener client={client} />
      </>,
    )
    emit('serverVersion', { version: '1.0.0' })
    emit('serverVersion', { version: '1.0.0' })
    expect(screen.queryByText(title)).not.toBeInTheDocument()
    emit('serverVersion', { version: '1.1.0' })
    expect(await screen.findByText(title)).toBeInTheDocument()
  })
})
