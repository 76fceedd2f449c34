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
import { buildProtocol, indicator, prescription, vitals } from '../../shared/protocols/testing/build-protocol'
import type * as IndicatorField from './indicator-field'
import type { IndicatorControlProps } from './indicator-field'

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
    db,
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

  it('links the visit calendar, and the prescription only when a «Рецепт» sheet is written', async () => {
    openProtocol(saved())
    expect(await screen.findByRole('link', { name: 'Календар візитів' })).toHaveAttribute(
      'href',
      '/protocol/7/print/calendar',
    )
    expect(screen.queryByRole('link', { name: 'Друк рецепта' })).not.toBeInTheDocument()
    cleanup()
    openProtocol(saved({ sheets: [{ ...prescription, values: { preparation: 'Лоратадин 10 мг' } }] }))
    expect(await screen.findByRole('link', { name: 'Друк рецепта' })).toHaveAttribute(
      'href',
      '/print/prescription?protocolId=7',
    )
  })
})

describe('the protocol’s files', () => {
  const pick = (name: string, bytes: Uint8Array<ArrayBuffer>, mime: string) =>
    act(async () => {
      const file = new File([bytes], name, { type: mime })
      fireEvent.change(screen.getByLabelText('Додати файл'), { target: { files: [file] } })
    })
  const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n')
  const stored = (n: number) => ({
    id: n,
    uuid: `00000000-0000-4000-8000-00000000000${n}`,
    name: `Аналіз ${n}.pdf`,
    type: 'application/pdf' as const,
    size: 2048 * n,
    uploadedAt: '2026-06-15T10:30:00+03:00',
    uploadedBy: 'Шевчук А. М.',
  })

  it('refuses on the device a file too large, of another type or not what it claims, naming the limit', async () => {
    const server = openProtocol(saved())
    await screen.findByLabelText('Додати файл')
    await pick('скан.pdf', new Uint8Array(5 * 1024 * 1024 + 1), 'application/pdf')
    expect(await screen.findByRole('alert')).toHaveTextContent('Файл завеликий: не більше 5 МБ')
    await pick('архів.zip', pdf, 'application/zip')
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Такий тип файлу не підтримується: можна PDF, JPEG, PNG, WebP, DOCX, XLSX, TXT',
    )
    await pick('звіт.pdf', new TextEncoder().encode('MZ\x90\x00'), 'application/pdf')
    expect(screen.getByRole('alert')).toHaveTextContent('Вміст файлу не відповідає його типу')
    expect(server.writes).toEqual([])
  })

  it('takes no 11th file', async () => {
    const server = openProtocol(saved({ files: Array.from({ length: 10 }, (_, i) => stored(i)) }))
    await screen.findByLabelText('Додати файл')
    await pick('ще.pdf', pdf, 'application/pdf')
    expect(screen.getByRole('alert')).toHaveTextContent('До протоколу можна додати не більше 10 файлів')
    expect(server.writes).toEqual([])
  })

  it('queues a file through the outbox with its bytes, and lists it as waiting for the network', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const server = openProtocol(saved({ files: [stored(1)] }))
    expect(await screen.findByText('Аналіз 1.pdf')).toBeInTheDocument()
    expect(screen.getByText('2 КБ')).toBeInTheDocument()
    await pick('C:\\скани\\ЕКГ.pdf', pdf, 'application/pdf')
    const [w] = server.writes
    expect(w).toMatchObject({ method: 'POST', path: '/api/v2/protocols/7/files' })
    const body = w!.body as { uuid: string; name: string; type: string; content: string }
    expect(body).toMatchObject({ uuid: w!.entity.uuid, name: 'ЕКГ.pdf', type: 'application/pdf' })
    expect(atob(body.content)).toBe('%PDF-1.4\n%%EOF\n')
    expect(await screen.findByText('ЕКГ.pdf')).toBeInTheDocument()
    expect(screen.getByText('очікує мережі')).toBeInTheDocument()
    // Nothing to download before it reaches the server.
    expect(screen.queryByRole('button', { name: 'Завантажити ЕКГ.pdf' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Завантажити Аналіз 1.pdf' })).toBeDisabled()
  })

  it('lists the files of an approved protocol for download only; one never saved asks for a save first', async () => {
    openProtocol(
      saved({
        state: 'approved',
        files: [stored(1)],
        may: { save: false, approve: false, delete: false, download: true },
      }),
    )
    expect(await screen.findByRole('button', { name: 'Завантажити Аналіз 1.pdf' })).toBeEnabled()
    expect(screen.queryByRole('button', { name: 'Видалити Аналіз 1.pdf' })).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Додати файл')).not.toBeInTheDocument()
    cleanup()
    openProtocol(buildProtocol())
    expect(await screen.findByText('Файли можна додати, щойно протокол буде збережено.')).toBeInTheDocument()
    expect(screen.queryByLabelText('Додати файл')).not.toBeInTheDocument()
  })

  it('says a refused upload failed, with the server’s reason', async () => {
    const server = openProtocol(saved())
    await screen.findByLabelText('Додати файл')
    await pick('ЕКГ.pdf', pdf, 'application/pdf')
    const id = (await server.db.outbox.toArray())[0]!.id
    await act(async () => {
      await server.db.outbox.update(id, {
        status: 'rejected',
        lastError: {
          status: 422,
          code: 'validation_failed',
          message: 'Протокол затверджено: змінити його не можна',
          errors: { file: ['Протокол затверджено: змінити його не можна'] },
        },
      })
    })
    expect(await screen.findByText(/Помилка при збереженні файлу!/)).toHaveTextContent(
      'Помилка при збереженні файлу! Протокол затверджено: змінити його не можна',
    )
    expect(screen.getByText('не збережено')).toBeInTheDocument()
  })
})
