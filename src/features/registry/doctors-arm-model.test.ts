import { describe, expect, it } from 'vitest'
import type { DoctorsArmVisit } from '../../../domain/registry/doctors-arm'
import { armDay, receptionOf } from './doctors-arm-model'

const visit = (orderId: number, startsAt: string, state: string, mayReceive = true): DoctorsArmVisit => ({
  orderId,
  code: `MC-${orderId}`,
  patient: 'Іваненко Іван Іванович',
  clientId: 1,
  birthday: null,
  startsAt,
  endsAt: startsAt,
  cabinet: '101',
  state,
  stateLabel: state,
  paid: false,
  queue: 'Очікують',
  lines: [],
  mayReceive,
})

describe('armDay', () => {
  it('puts the started reception inside, the rest ahead in time order, the finished ones over', () => {
    const day = armDay([
      visit(3, '2030-01-07T08:30:00.000Z', 'confirmed'),
      visit(1, '2030-01-07T07:00:00.000Z', 'done'),
      visit(2, '2030-01-07T08:00:00.000Z', 'done_part'),
      visit(4, '2030-01-07T08:15:00.000Z', 'cart_edited'),
      visit(5, '2030-01-07T06:00:00.000Z', 'payed_cash'),
    ])
    expect(day.inside.map((v) => v.orderId)).toEqual([2])
    expect(day.ahead.map((v) => v.orderId)).toEqual([4, 3])
    expect(day.over.map((v) => v.orderId)).toEqual([5, 1])
  })
})

describe('receptionOf', () => {
  it('offers start to a confirmed order and finish to a started one', () => {
    expect(receptionOf(visit(1, '2030-01-07T08:00:00Z', 'confirmed'))).toBe('start_reception')
    expect(receptionOf(visit(1, '2030-01-07T08:00:00Z', 'done_part'))).toBe('finish_reception')
  })

  it('offers nothing before the cart is confirmed, after the end, or without the right', () => {
    expect(receptionOf(visit(1, '2030-01-07T08:00:00Z', 'cart_edited'))).toBeNull()
    expect(receptionOf(visit(1, '2030-01-07T08:00:00Z', 'done'))).toBeNull()
    expect(receptionOf(visit(1, '2030-01-07T08:00:00Z', 'confirmed', false))).toBeNull()
  })
})
