/**
 * What the demo seeds of orders share (orders.ts, demo-week.ts, demo-history.ts): a cart line to be priced
 * by the server's own calculation, each doctor's services, the cash payment type, the plain tests.
 */
import { asc, eq } from 'drizzle-orm'
import type { Tx } from '../client'
import { services } from '../schema/catalogue'
import { staffServices } from '../schema/crm-references'
import { paymentTypes } from '../schema/finance'
import { mcTests } from '../schema/lab'

/** A cart line of one unit, priced later by repriceStoredCart from the order's price lists. */
export const unpricedLine = (id: number, name: string) => ({
  id,
  name,
  price: 0,
  quantity: 1,
  quantityToPay: 1,
  quantityFromDeposit: 0,
  debitedFromDepositAt: null,
  paidFromDeposit: false,
})

export type OfferedService = { id: number; name: string; code: string }

/** Doctor (staff id) → the services they provide, by service id. */
export async function doctorOffers(tx: Tx): Promise<Map<number, OfferedService[]>> {
  const offers = new Map<number, OfferedService[]>()
  for (const row of await tx
    .select({ doctorId: staffServices.staffId, id: services.id, name: services.name, code: services.code })
    .from(staffServices)
    .innerJoin(services, eq(services.id, staffServices.serviceId))
    .orderBy(asc(services.id)))
    offers.set(row.doctorId, [...(offers.get(row.doctorId) ?? []), row])
  return offers
}

/** The id of a cash payment type, if the demo has one. */
export async function cashPaymentTypeId(tx: Tx): Promise<number | null> {
  const [cash] = await tx
    .select({ id: paymentTypes.id })
    .from(paymentTypes)
    .where(eq(paymentTypes.cashType, 'in_cash'))
    .limit(1)
  return cash?.id ?? null
}

/** The first `limit` tests that are not packages, by id. */
export function plainTests(tx: Tx, limit: number) {
  return tx
    .select({ id: mcTests.id, name: mcTests.nameUk, code: mcTests.code })
    .from(mcTests)
    .where(eq(mcTests.isPackage, false))
    .orderBy(asc(mcTests.id))
    .limit(limit)
}
