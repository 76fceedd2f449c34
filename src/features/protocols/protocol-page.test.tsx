// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import '@testing-library/jest-dom/vitest'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Protocol } from '../../../domain/protocols/protocol.schema'
import type { OutboxRuntime } from '../../offline/page-runtime'
import { OfflineContext } from '../../offline/react/offline-context'
import type { ReferenceGet } from '../../offline/references/reference-loader'
import { freshDb } from '../../offline/testing/outbox-fixtures'
import { ProtocolPage } from './protocol-page'
import { approveProtocol } from './protocols.api'
import { enqueue } from '../../offline/outbox'
import type { NewOutboxItem } from '../../offline/outbox-types'
import type * as ProtocolsApi from './protocols.api'
import type * as IndicatorField from './indicator-field'
import type { IndicatorControlProps } from './indicator-field'
import { buildProtocol, indicator, vitals } from './testing/build-protocol'

// Each indicator control's renders, by its field id: a keystroke should render only what it changed.
const controlRenders = vi.hoisted(() => [] as string[])
vi.mock('./indicator-field', async (original) => {
  const real = await original<typeof IndicatorField>()
  return {
    ...real,
    IndicatorControl: (props: IndicatorControlProps) => {
      controlRenders.push(props.id)
      return <real.IndicatorControl {...props} />
    },
  }
})

vi.mock('./protocols.api', async (original) => ({
  ...(await original<typeof ProtocolsApi>()),
  approveProtocol: vi.fn(),
  deleteProtocol: vi.fn(),
}))

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}))
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.mocked(approveProtocol).mockReset()
})

const saved = (over: Partial<Protocol> = {}) =>
  buildProtocol({
    state: 'saved',
    version: 2,
    doctor: { id: 1, name: 'Шевчук А. М.' },
    visitAt: '2026-06-15T10:00:00+03:00',
    savedAt: '2026-06-15T10:20:00+03:00',
    savedBy: 'Шевчук А. М.',
    sheets: [{ ...vitals, values: { weight: null, height: null, bmi: null, note: 'без змін' } }],
    ...over,
  })

/**
 * Opens /protocol/7 with the server answering `server.current` (read again on every GET). A save is
 * queued in the device's real outbox; `server.land()` plays the flusher: the server's answer replaces the
 * local record and the item is done.
 */
function openProtocol(first: Protocol) {
  const writes: NewOutboxItem[] = []
  const db = freshDb()
  const server = {
    current: first,
    writes,
    async land(answer: Protocol) {
      server.current = answer
      await db.outbox.clear()
      const key = '/api/v2/protocols/7'
      const rev = ((await db.references.get(key))?.rev ?? 0) + 1
      await db.references.put({ key, data: answer, server: answer, fetchedAt: Date.now(), rev })
    },
  }
  const get: ReferenceGet = async (_path, init) => {
    init.onResponse(new Response(null, { status: 200 }))
    return server.current
  }
  const outbox = {
    write: async (input: NewOutboxItem) => {
      writes.push(input)
      return enqueue(db, input)
    },
    kick: () => undefined,
  } as unknown as OutboxRuntime
  const offline = { db, userId: db.userId, outbox, getReference: get }
  const router = createMemoryRouter([{ path: '/protocol/:id', element: <ProtocolPage /> }], {
    initialEntries: ['/protocol/7'],
  })
  render(
    <OfflineContext.Provider value={offline}>
      <RouterProvider router={router} />
    </OfflineContext.Provider>,
  )
  return server
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('the protocol screen', () => {
  it('works out the calculated indicator as the doctor types and flags it against its norm', async () => {
    openProtocol(saved())
    await screen.findByLabelText('Вага')
    type('Вага', '90')
    type('Зріст', '170')
    expect(screen.getByLabelText('ІМТ')).toHaveValue('31,1')
    expect(screen.getByText('↑ високе')).toBeInTheDocument()
    expect(screen.getByText('норма 18,5–25')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Затвердити' })).toBeDisabled()
    expect(screen.getByText('Спершу збережіть протокол')).toBeInTheDocument()
  })

  it('renders, on a keystroke, only the field typed into, not every indicator of the template', async () => {
    const many = {
      ...vitals,
      indicators: [
        ...vitals.indicators,
        ...Array.from({ length: 30 }, (_, i) =>
          indicator({
            code: `x${i}`,
            label: `Поле ${i}`,
            widget: i % 2 ? 'number' : 'select',
            options: i % 2 ? null : 'так;ні',
          }),
        ),
      ],
    }
    openProtocol(saved({ sheets: [{ ...many, values: { height: 170 } }] }))
    await screen.findByLabelText('Вага')
    controlRenders.length = 0
    type('Вага', '90')
    expect(screen.getByLabelText('ІМТ')).toHaveValue('31,1')
    expect(controlRenders).toEqual(['protocol-3-weight'])
  })

  it('does not send a protocol with a required value left empty, and says where', async () => {
    const server = openProtocol(saved())
    await screen.findByLabelText('Вага')
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }))
    expect(await screen.findByText('Заповніть це поле')).toBeInTheDocument()
    expect(server.writes).toEqual([])
    await waitFor(() => expect(screen.getByLabelText('Вага')).toHaveFocus())
  })

  it('saves the version read with the values typed, then may be approved', async () => {
    const server = openProtocol(saved())
    await screen.findByLabelText('Вага')
    type('Вага', '81,5')
    type('Зріст', '180')
    const after = saved({
      version: 3,
      sheets: [{ ...vitals, values: { weight: 81.5, height: 180, bmi: 25.2, note: 'без змін' } }],
    })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Зберегти' })))
    expect(server.writes.map((w) => [w.method, w.path])).toEqual([['PUT', '/api/v2/protocols/7']])
    // Until the save reaches the server, approval waits for it.
    await waitFor(() =>
      expect(screen.getByText('Затвердити можна, щойно збереження дійде до сервера')).toBeInTheDocument(),
    )
    expect(screen.getByRole('button', { name: 'Затвердити' })).toBeDisabled()
    await act(() => server.land(after))
    expect(server.writes[0]!.body).toEqual({
      version: 2,
      sheets: [{ templateId: 3, values: { weight: 81.5, height: 180, bmi: 25.2, note: 'без змін' } }],
      doctorId: 1,
      assistantId: null,
      visitAt: '2026-06-15T10:00:00+03:00',
      nextVisitDate: null,
      conclusion: '',
      comment: '',
    })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Затвердити' })).toBeEnabled())
    expect(screen.getByLabelText('Вага')).toHaveValue('81,5')
  })

  it('keeps what was typed when someone else saved meanwhile, until the doctor chooses', async () => {
    const server = openProtocol(saved())
    await screen.findByLabelText('Вага')
    type('Вага', '81')
    const theirs = saved({
      version: 3,
      savedBy: 'Бондар О. І.',
      sheets: [{ ...vitals, values: { weight: 64, height: null, bmi: null, note: 'без змін' } }],
    })
    // Another device's save reaches this one (a refetch, another tab).
    await act(() => server.land(theirs))
    const choose = await screen.findByRole('button', { name: 'Показати поточну версію' })
    expect(screen.getByLabelText('Вага')).toHaveValue('81')
    expect(screen.getByRole('button', { name: 'Зберегти' })).toBeDisabled()
    fireEvent.click(choose)
    expect(screen.getByLabelText('Вага')).toHaveValue('64')
    expect(screen.queryByRole('button', { name: 'Показати поточну версію' })).not.toBeInTheDocument()
  })

  it('offline saves on the device and leaves approval and deletion for the network', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const server = openProtocol(saved())
    await screen.findByLabelText('Вага')
    type('Вага', '70')
    type('Зріст', '175')
    expect(screen.getByRole('button', { name: 'Видалити' })).toBeDisabled()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Зберегти' })))
    expect(server.writes).toHaveLength(1)
    expect(await screen.findByText(/Зміни збережено на цьому пристрої/)).toBeInTheDocument()
    expect(screen.getByLabelText('Вага')).toHaveValue('70')
    expect(screen.getByRole('button', { name: 'Затвердити' })).toBeDisabled()
  })

  it('shows an approved protocol read-only, without buttons', async () => {
    openProtocol(
      saved({
        state: 'approved',
        approvedAt: '2026-06-15T11:00:00+03:00',
        approvedBy: 'Шевчук А. М.',
        may: { save: false, approve: false, delete: false, download: true },
      }),
    )
    expect(await screen.findByLabelText('Вага')).toBeDisabled()
    expect(screen.getByText('Протокол затверджено: змінити його не можна')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Зберегти' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Видалити' })).not.toBeInTheDocument()
  })

  it('names every widget by its indicator’s label; a list with new items adds one on Enter', async () => {
    const every = {
      ...vitals,
      templateId: 4,
      name: 'Усі поля',
      indicators: [
        indicator({ code: 'text', label: 'Скарги', widget: 'textarea' }),
        indicator({ code: 'pick', label: 'Стан', widget: 'select', options: 'задовільний;важкий' }),
        indicator({ code: 'find', label: 'Діагноз', widget: 'search-select', options: 'J06;J20' }),
        indicator({ code: 'many', label: 'Симптоми', widget: 'multiple-select', options: 'кашель;нежить' }),
        indicator({ code: 'own', label: 'Препарати', widget: 'multiple-create' }),
        indicator({ code: 'side', label: 'Сторона', widget: 'radio', options: 'ліва;права' }),
        indicator({ code: 'yes', label: 'Алергія', widget: 'checkbox' }),
        indicator({ code: 'day', label: 'Дата огляду', widget: 'date' }),
        indicator({ code: 'at', label: 'Час огляду', widget: 'time', parentCode: 'day' }),
      ],
    }
    openProtocol(saved({ sheets: [{ ...every, values: {} }] }))
    for (const label of ['Скарги', 'Стан', 'Діагноз', 'Препарати', 'Алергія', 'Дата огляду', 'Час огляду'])
      expect(await screen.findByLabelText(label)).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Симптоми' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Сторона' })).toBeInTheDocument()
    type('Препарати', 'Ібупрофен')
    fireEvent.keyDown(screen.getByLabelText('Препарати'), { key: 'Enter' })
    expect(screen.getByRole('list', { name: 'Препарати: додано' })).toHaveTextContent('Ібупрофен')
    expect(screen.getByLabelText('Препарати')).toHaveValue('')
  })
})
