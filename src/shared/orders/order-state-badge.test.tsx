// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { orderStateCodes } from '../../../domain/orders/order-states'
import { OrderStateBadge, stateTone, toneClasses } from './order-state-badge'

afterEach(cleanup)

describe('order state badge (spec 000 §4)', () => {
  it('colours deleted red, done light green, payed_cash solid green, done_part blue, the rest grey', () => {
    const tones = Object.fromEntries(orderStateCodes.map((s) => [s, stateTone(s)]))
    expect(tones).toEqual({
      created: 'grey',
      cart_edited: 'grey',
      cart_confirmed: 'grey',
      cart_confirmed_by_client: 'grey',
      confirmed: 'grey',
      done_part: 'blue',
      done: 'lightGreen',
      payed_cash: 'green',
      deleted: 'red',
    })
    expect(stateTone('from_a_newer_server')).toBe('grey')
  })

  it('shows the Ukrainian label in the state’s colour', () => {
    render(<OrderStateBadge state="deleted" />)
    const badge = screen.getByText('Скасовано')
    expect(badge).toHaveAttribute('data-tone', 'red')
    expect(badge.className).toContain(toneClasses.red)
    render(<OrderStateBadge state="done_part" />)
    expect(screen.getByText('Виконується').className).toContain('bg-blue-600')
    render(<OrderStateBadge state="payed_cash" />)
    expect(screen.getByText('Виконано і оплачено').className).toContain('bg-green-700')
  })
})
