import { describe, expect, it } from 'vitest'
import { actionAlsoAllowedBy, mayEditOrder, mayReadOrders, seesOnlyOwnOrders } from './order-access'

const registrar = { crmMcOrdersEditOwn: true }
const cashier = { crmMcOrdersEditAll: true }
const doctor = { crmProtocolsCreate: true }
const mine = { createdBy: 7, operatorId: null }
const operated = { createdBy: 3, operatorId: 7 }
const theirs = { createdBy: 3, operatorId: 4 }

describe('order access', () => {
  it('lets EditAll change any order and EditOwn only orders the user created or operates', () => {
    expect(mayEditOrder(cashier, 7, theirs)).toBe(true)
    expect([mine, operated, theirs].map((o) => mayEditOrder(registrar, 7, o))).toEqual([true, true, false])
    expect(mayEditOrder({ crmMcOrdersShow: true }, 7, mine)).toBe(false)
  })

  it('lets a doctor start and finish the reception of any order, and nothing else', () => {
    expect(mayEditOrder(doctor, 7, theirs, actionAlsoAllowedBy.start_reception)).toBe(true)
    expect(mayEditOrder(doctor, 7, theirs, actionAlsoAllowedBy.finish_reception)).toBe(true)
    expect(mayEditOrder(doctor, 7, theirs, actionAlsoAllowedBy.cancel)).toBe(false)
  })

  it('shows EditOwn users only their orders, and reads need any order permission', () => {
    expect(seesOnlyOwnOrders(registrar)).toBe(true)
    expect(seesOnlyOwnOrders({ ...registrar, ...cashier })).toBe(false)
    expect(mayReadOrders({ crmMcOrdersShow: true })).toBe(true)
    expect(mayReadOrders(doctor)).toBe(false)
  })
})
