// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '../../lib/api/api'
import { useSignedInUser } from '../../lib/session/session-context'
import { AnalyzerListener } from './analyzer-listener'

vi.mock('../../lib/api/api', () => ({ api: { request: vi.fn() } }))
vi.mock('../../lib/session/session-context', () => ({ useSignedInUser: vi.fn() }))
vi.mock('../../lib/realtime/use-realtime', () => ({ useRealtimeEvent: () => undefined }))
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

const status = (over: object = {}) => ({
  analyzerId: 7,
  state: 'stopped',
  port: null,
  error: null,
  connections: 0,
  ...over,
})
const messages = {
  data: [
    {
      id: 2,
      analyzerId: 7,
      peer: '10.0.0.7:50122',
      protocol: 'astm',
      receivedAt: '2026-03-12T07:15:00.000Z',
      parseState: 'error',
      error: 'Проблема зʼєднання з аналізатором: передачу перервано, повідомлення збережено як помилкове',
      resultCount: 0,
      text: '',
      size: 40,
    },
  ],
  total: 1,
  page: 1,
  perPage: 5,
}
const unmatched = {
  data: [
    {
      id: 9,
      messageId: 1,
      analyzerId: 7,
      sampleId: 'BC-1',
      analyzerCode: 'PLT',
      mcTestId: null,
      indicatorCode: null,
      value: '412',
      units: '10^3/uL',
      referenceRange: '',
      flag: 'H',
      status: 'F',
      measuredAt: null,
      orderId: 3,
      unmatchedReason: 'no_mapping',
      unmatchedText: 'Код тесту аналізатора не зіставлено з аналізом',
      createdAt: '2026-03-12T07:15:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  perPage: 10,
}

function serve(current: ReturnType<typeof status>, after?: ReturnType<typeof status>) {
  vi.mocked(api.request).mockImplementation((path: string, opts?: { method?: string }) => {
    if (path.includes('analyzer-messages')) return Promise.resolve(messages)
    if (path.includes('analyzer-results')) return Promise.resolve(unmatched)
    if (opts?.method === 'POST') return Promise.resolve(after)
    return Promise.resolve(current)
  })
}

const renderPanel = (permissions: Record<string, boolean>) => {
  vi.mocked(useSignedInUser).mockReturnValue({ permissions } as never)
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AnalyzerListener analyzerId={7} />
    </QueryClientProvider>,
  )
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}))
afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

describe('the analyzer listener panel', () => {
  it('starts the listener for an editor and shows its new state, the latest messages and unmatched results', async () => {
    serve(status(), status({ state: 'started', port: 5100 }))
    renderPanel({ crmSettingsEdit: true })
    await waitFor(() => expect(screen.getByTestId('listener-state')).toHaveTextContent('Стан: Зупинено'))
    expect(await screen.findByText(/Проблема зʼєднання з аналізатором/)).toBeInTheDocument()
    expect(await screen.findByText('Код тесту аналізатора не зіставлено з аналізом')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Запустити' }))
    await waitFor(() =>
      expect(screen.getByTestId('listener-state')).toHaveTextContent('Стан: Запущено · порт 5100'),
    )
    expect(api.request).toHaveBeenCalledWith(
      '/settings/analyzers/7/listener',
      expect.objectContaining({ method: 'POST', body: { action: 'start' } }),
    )
  })

  it('shows the busy-port error and no buttons to a user without crmSettingsEdit', async () => {
    serve(status({ error: 'Порт зайнятий. Зачекайте 2 хвилини — слухач спробує запуститися знову' }))
    renderPanel({ crmReferencesSee: true })
    expect(await screen.findByRole('alert')).toHaveTextContent('Порт зайнятий. Зачекайте 2 хвилини')
    expect(screen.queryByRole('button', { name: 'Запустити' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Перезапустити' })).not.toBeInTheDocument()
  })
})
