// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RegistryBooking, RegistrySlot } from '../../../domain/schedule/registry-day.schema'
import { RegistrySlotCell, type SlotActions } from './registry-slot-cell'

afterEach(cleanup)

const buildSlot = (over: Partial<RegistrySlot> = {}): RegistrySlot => ({
  scheduleId: 1,
  time: '09:30',
  startsAt: '2030-01-14T09:30:00+02:00',
  endsAt: '2030-01-14T08:00:00.000Z',
  cabinetId: 3,
  cabinet: '101',
  filialName: 'Філія на Хрещатику',
  capacity: 1,
  past: false,
  bookings: [],
  ...over,
})
const buildBooking = (
  order: Partial<NonNullable<RegistryBooking['order']>> | null = {},
): RegistryBooking => ({
  serviceId: 5,
  serviceName: 'Консультація терапевта',
  seat: 1,
  startsAt: '2030-01-14T07:30:00.000Z',
  endsAt: '2030-01-14T08:00:00.000Z',
  order:
    order === null
      ? null
      : {
          id: 42,
          code: 'MC-000042',
          patient: 'Шевченко Тарас Григорович',
          state: 'cart_confirmed',
          stateLabel: 'Оформлений',
          paid: false,
          services: ['Консультація терапевта'],
          mayEdit: true,
          ...order,
        },
})

function renderCell(slot: RegistrySlot, actions: SlotActions) {
  render(
    <MemoryRouter>
      <RegistrySlotCell slot={slot} doctorName="Коваленко Олена Петрівна" actions={actions} />
    </MemoryRouter>,
  )
}

describe('a slot of the registry grid', () => {
  it('offers a free slot for booking, and only reads "Вільно" to who may not create orders', () => {
    const book = vi.fn()
    renderCell(buildSlot(), { book, unbook: vi.fn() })
    fireEvent.click(screen.getByRole('button', { name: 'Записати на 09:30 — Коваленко Олена Петрівна' }))
    expect(book).toHaveBeenCalledOnce()
    cleanup()
    renderCell(buildSlot(), { unbook: vi.fn() })
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByText('Вільно')).toBeInTheDocument()
  })

  it('shows the booking’s patient, services, state, payment and a link to its cart, and unbooks it', () => {
    const unbook = vi.fn()
    const booking = buildBooking()
    renderCell(buildSlot({ bookings: [booking] }), { book: vi.fn(), unbook })
    expect(screen.getByRole('link', { name: 'Шевченко Тарас Григорович · MC-000042' })).toHaveAttribute(
      'href',
      '/mc-cart/42',
    )
    expect(screen.getByText('Оформлений')).toBeInTheDocument()
    expect(screen.getByText('Не оплачено')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Записати/ })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Зняти запис MC-000042 о 09:30' }))
    expect(unbook).toHaveBeenCalledWith(booking, expect.objectContaining({ time: '09:30' }))
  })

  it('reads an order outside the user’s scope as taken, and keeps a free seat of a shared cabinet bookable', () => {
    renderCell(buildSlot({ capacity: 2, bookings: [buildBooking(null)] }), { book: vi.fn(), unbook: vi.fn() })
    expect(screen.getByText('Зайнято: Консультація терапевта')).toBeInTheDocument()
    expect(screen.getByText('місць 1 з 2')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Записати на 09:30/ })).toBeInTheDocument()
  })

  it('offers nothing on a past slot and no unbooking without the right to change the order', () => {
    renderCell(buildSlot({ past: true, bookings: [buildBooking({ mayEdit: false, paid: true })] }), {
      book: vi.fn(),
      unbook: vi.fn(),
    })
    expect(screen.getByText('Оплачено')).toBeInTheDocument()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('starts moving a booking, and while one moves offers the slots that accept it instead of booking', () => {
    const move = vi.fn()
    const booking = buildBooking()
    renderCell(buildSlot({ bookings: [booking] }), { book: vi.fn(), unbook: vi.fn(), move })
    fireEvent.click(screen.getByRole('button', { name: 'Перенести запис MC-000042 о 09:30' }))
    expect(move).toHaveBeenCalledWith(booking, expect.objectContaining({ time: '09:30' }))
    cleanup()
    const moveTo = vi.fn()
    renderCell(buildSlot({ time: '10:00' }), {
      book: vi.fn(),
      unbook: vi.fn(),
      moving: { accepts: () => true, moveTo },
    })
    expect(screen.queryByRole('button', { name: /^Записати/ })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Перенести на 10:00 — Коваленко Олена Петрівна' }))
    expect(moveTo).toHaveBeenCalledWith(expect.objectContaining({ time: '10:00' }))
    cleanup()
    // A doctor who does not provide the moved service: the slot offers nothing meanwhile.
    renderCell(buildSlot({ time: '10:30' }), {
      book: vi.fn(),
      unbook: vi.fn(),
      moving: { accepts: () => false, moveTo },
    })
    expect(screen.queryByRole('button')).toBeNull()
  })
})
