/**
 * The payment flow's receipts under test: an app, a Checkbox stand-in that demo register «Каса 1» of the
 * Хрещатик filial (KV01) talks to, a product for the carts, and the steps a cashier takes — an executed
 * order paid by a payment type, closing it, its receipts, the shift actions. Shared by the fiscal
 * receipts', the offline mode's and the chaos int tests.
 */
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { DeskRegister } from '../../domain/cash-desk/cash-desk.schema'
import type { FiscalReceiptView } from '../../domain/cash-desk/fiscal-receipt.schema'
import type { McOrder } from '../../domain/orders/order.schema'
import { products } from '../../server/db/schema/catalogue'
import { paymentTypes } from '../../server/db/schema/finance'
import { filials } from '../../server/db/schema/places'
import { cashRegisters } from '../../server/db/schema/staff-users'
import { startCheckboxStandIn, type CheckboxStandIn } from '../../server/integrations/checkbox/stand-in'
import type { StandInReceipt } from '../../server/integrations/checkbox/stand-in-register'
import { pieces } from './stock-fixtures'
import { createTestApp, type TestApp } from './test-app'
import {
  callV2,
  confirmCart,
  demoServiceIds,
  newOrder,
  readOrder,
  setCart,
} from '../../server/modules/orders/order-fixtures'

export type DeskAction = 'open-shift' | 'x-report' | 'close-shift' | 'upload-offline'

export interface FiscalFixture {
  t: TestApp
  stand: CheckboxStandIn
  registerId: number
  productId: number
  paymentTypeId(name: string): Promise<number>
  /** A desk action that must succeed (200). */
  desk(action: DeskAction): Promise<DeskRegister>
  /** An executed order of KV01 paid by `payment`: two services, three of the product. */
  doneOrder(payment: string): Promise<McOrder>
  /** Closes the order as paid (done → payed_cash), as the order list does. */
  close(o: McOrder): ReturnType<TestApp['as']>
  receiptsOf(o: McOrder): Promise<FiscalReceiptView[]>
  /** The stand-in's receipts of a type ('SELL', 'RETURN', …). */
  standReceipts(type: string): StandInReceipt[]
  /** Stops the app and the stand-in. */
  stop(): Promise<void>
}

export async function fiscalFixture(opts: { fiscalDelayMs?: number } = {}): Promise<FiscalFixture> {
  const [t, stand] = await Promise.all([
    createTestApp(),
    startCheckboxStandIn({ fiscalDelayMs: opts.fiscalDelayMs ?? 10 }),
  ])
  const [reg] = await t.db.db
    .select({ id: cashRegisters.id })
    .from(cashRegisters)
    .innerJoin(filials, eq(filials.id, cashRegisters.filialId))
    .where(and(eq(filials.code, 'KV01'), eq(cashRegisters.name, 'Каса 1')))
  const registerId = reg!.id
  // The demo register keeps the stand-in's key and cashier; only its address is this test's stand-in.
  await t.db.db.update(cashRegisters).set({ apiUrl: stand.url }).where(eq(cashRegisters.id, registerId))
  const [p] = await t.db.db
    .insert(products)
    .values({
      name: 'Бахіли одноразові',
      storageUnitId: pieces,
      useUnitId: pieces,
      useUnitsPerStorageUnit: 1,
      sellingPrice: 1_500,
    })
    .returning()
  const productId = p!.id
  const [kv01] = await t.db.db.select({ id: filials.id }).from(filials).where(eq(filials.code, 'KV01'))

  const paymentTypeId = async (name: string) => {
    const [row] = await t.db.db.select().from(paymentTypes).where(eq(paymentTypes.name, name))
    return row!.id
  }

  return {
    t,
    stand,
    registerId,
    productId,
    paymentTypeId,
    async desk(action) {
      const res = await callV2(t, 'cashier', 'POST', `/cash-desk/registers/${registerId}/${action}`, {})
      expect(res.statusCode, res.body).toBe(200)
      return res.json<DeskRegister>()
    },
    async doneOrder(payment) {
      const o = await newOrder(t)
      expect(o.filial?.id).toBe(kv01!.id)
      const [first, second] = await demoServiceIds(t)
      await setCart(t, o, {
        services: [
          { id: first!, quantity: 2, noSchedule: true },
          { id: second!, noSchedule: true },
        ],
        products: [{ id: productId, quantity: 3 }],
      })
      const { version } = await readOrder(t, o.id)
      const paid = await callV2(t, 'cashier', 'PATCH', `/mc-orders/${o.id}`, {
        version,
        paymentTypeId: await paymentTypeId(payment),
      })
      expect(paid.statusCode, paid.body).toBe(200)
      await confirmCart(t, o)
      const finished = await callV2(t, 'cashier', 'PATCH', `/mc-orders/${o.id}/finish-cart`, {
        payFromInsuranceCompany: false,
      })
      expect(finished.statusCode, finished.body).toBe(200)
      const done = await callV2(t, 'cashier', 'POST', `/mc-orders/${o.id}/finish`, {})
      expect(done.statusCode, done.body).toBe(200)
      return readOrder(t, o.id)
    },
    close: (o) =>
      t.as('cashier', {
        method: 'POST',
        url: `/api/api/v2/mc-orders/${o.id}/close`,
        headers: { 'idempotency-key': randomUUID() },
        payload: { confirmed: true },
      }),
    async receiptsOf(o) {
      const res = await callV2(t, 'cashier', 'GET', `/mc-orders/${o.id}/fiscal-receipts`)
      expect(res.statusCode, res.body).toBe(200)
      return res.json<{ data: FiscalReceiptView[] }>().data
    },
    standReceipts: (type) => [...stand.register.receipts.values()].filter((r) => r.type === type),
    stop: async () => {
      await Promise.all([t.close(), stand.close()])
    },
  }
}
