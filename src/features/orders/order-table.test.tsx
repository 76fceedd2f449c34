// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, expect, it } from 'vitest'
import type { OrderListItem } from '../../../domain/orders/order-list.schema'
import { orderColumns } from '../../shared/orders/order-columns'
import { buildOrder } from '../../shared/orders/testing/order-list-item'
import { defaultChoice } from './order-column-choice'
import { OrderTable, type OrderTableProps } from './order-table'

afterEach(cleanup)

const rows: OrderListItem[] = [
  buildOrder({ allowedEvents: ['cancel'] }),
  buildOrder({ id: 8, uuid: 'order-8', code: 'MC-000008' }),
]
const user = { id: 1, permissions: { mcOrderRead: true, mcOrderEdit: true } } as OrderTableProps['user']

const table = (props: Partial<OrderTableProps>) => (
  <MemoryRouter>
    <OrderTable
      rows={rows}
      user={user}
      shown={defaultChoice(orderColumns)}
      busyOrderId={undefined}
      onAction={() => {}}
      {...props}
    />
  </MemoryRouter>
)

// The list page makes a new handler and user object on every render (a refetch, a choice list that
// arrives): a cell remounted by that would drop the keyboard focus and close an open row menu.
it('a re-render with new handlers keeps the row menu buttons, and the focus on the one in use', () => {
  const { rerender } = render(table({}))
  const trigger = screen.getByRole('button', { name: 'Дії MC-000007' })
  trigger.focus()
  rerender(table({ onAction: () => {}, user: { ...user } }))
  expect(screen.getByRole('button', { name: 'Дії MC-000007' })).toBe(trigger)
  expect(trigger).toHaveFocus()
  rerender(table({ busyOrderId: 7 }))
  expect(screen.getByRole('button', { name: 'Дії MC-000007' })).toBe(trigger)
  expect(trigger).toBeDisabled()
  expect(screen.getByRole('button', { name: 'Дії MC-000008' })).toBeEnabled()
})
