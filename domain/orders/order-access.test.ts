import { describe, expect, it } from 'vitest'
import type { PermissionMap } from '../permissions/check'
import {
  actionAlsoAllowedBy,
  canSeeOrder,
  labOrderScope,
  labReachesOrder,
  mayEditOrder,
  mayReadOrders,
  orderScope,
  seesOnlyOwnOrders,
} from './order-access'

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

  it('scopes an EditOwn user to the orders they created or operate, in the list and by id alike', () => {
    expect(orderScope(registrar, 7)).toEqual({ kind: 'own', userId: 7 })
    expect([mine, operated, theirs].map((o) => canSeeOrder(registrar, 7, o))).toEqual([true, true, false])
    // crmMcOrdersShow does not widen an EditOwn user's scope (the registrar holds both).
    expect(canSeeOrder({ ...registrar, crmMcOrdersShow: true }, 7, theirs)).toBe(false)
  })

  it('lets EditAll and Show-only users see every order, and nobody else any', () => {
    expect(orderScope(cashier, 7)).toEqual({ kind: 'all' })
    expect(canSeeOrder(cashier, 7, theirs)).toBe(true)
    expect(canSeeOrder({ crmMcOrdersShow: true }, 7, theirs)).toBe(true)
    expect(orderScope(doctor, 7)).toEqual({ kind: 'none' })
    expect(canSeeOrder(doctor, 7, mine)).toBe(false)
    expect(canSeeOrder({}, 7, mine)).toBe(false)
  })

  it("puts any order in a doctor's scope for the reception only", () => {
    expect(canSeeOrder(doctor, 7, theirs, actionAlsoAllowedBy.start_reception)).toBe(true)
    expect(canSeeOrder(doctor, 7, theirs, actionAlsoAllowedBy.cancel)).toBe(false)
  })

  it('never lets a user edit an order outside their scope', () => {
    const users: PermissionMap[] = [registrar, cashier, doctor, { crmMcOrdersShow: true }, {}]
    for (const p of users)
      for (const o of [mine, operated, theirs])
        if (mayEditOrder(p, 7, o)) expect(canSeeOrder(p, 7, o)).toBe(true)
  })

  it('lets the laboratory reach every order, except a user whose list is limited to their own orders', () => {
    const lab = { crmLabSee: true }
    expect(labReachesOrder(lab, 7, theirs, ['crmLabSee'])).toBe(true)
    expect(labReachesOrder({ ...registrar, ...lab }, 7, theirs, ['crmLabSee'])).toBe(false)
    expect(labReachesOrder({ ...registrar, ...lab }, 7, operated, ['crmLabSee'])).toBe(true)
    expect(labReachesOrder(doctor, 7, theirs, ['crmLabSee'])).toBe(false)
    expect(labReachesOrder(cashier, 7, theirs, ['crmLabSee'])).toBe(true)
  })

  it('gives a list filter that reaches exactly the orders labReachesOrder does', () => {
    const lab = { crmLabSee: true }
    const users = [lab, registrar, cashier, doctor, { ...registrar, ...lab }, {}]
    for (const p of users) {
      const scope = labOrderScope(p, 7, ['crmLabSee'])
      for (const order of [mine, operated, theirs]) {
        const inScope =
          scope.kind === 'all' || (scope.kind === 'own' && (order.createdBy === 7 || order.operatorId === 7))
        expect(inScope).toBe(labReachesOrder(p, 7, order, ['crmLabSee']))
      }
    }
    expect(labOrderScope(lab, 7, ['crmLabSee'])).toEqual({ kind: 'all' })
    expect(labOrderScope({}, 7, ['crmLabSee'])).toEqual({ kind: 'none' })
  })
})
