/**
 * The cart's checks and finish: GET cart-get-updated-infos (re-prices the stored cart, writes nothing),
 * PATCH check-carts (every rule of spec 000 §5; with `confirm` the cart becomes cart_confirmed) and
 * PATCH finish-cart (the confirmed cart becomes the confirmed order).
 */
import { and, eq, ne } from 'drizzle-orm'
import { DomainError, errorMessages } from '../../../domain/api/errors'
import { checkCart } from '../../../domain/orders/cart-rules'
import type { FinishCartBody } from '../../../domain/orders/order-actions.schema'
import type { McOrder } from '../../../domain/orders/order.schema'
import type { Db, Tx } from '../../db/client'
import { planOrderConfirmed } from '../notifications/plan'
import { orders } from '../../db/schema/orders'
import { barcodesHeldElsewhere } from './order-barcodes'
import { syncOrderTubes } from '../lab/tube-sync'
import type { MutationScope } from '../../lib/mutation'
import { writeOffCashDeposit } from '../deposits/deposits.service'
import { priceOrder } from './calculation.service'
import { priceInfoOf } from './pricing-store'
import { assertMayEdit, lockOrder, transition, visibleOrder } from './order-guard'
import { orderView, type OrderRow } from './order-view'
import type { AuthUser } from '../auth/auth.repo'
import { cartProductStock, cartStockRefusals, filialStock } from '../warehouse/order-stock.service'

/**
 * GET /api/v2/cart-get-updated-infos/{id}: today's price info of the stored cart, and the stock of its
 * products at the order's filial so the cart can warn about a product the stock does not cover.
 */
export async function updatedInfos(db: Db, user: AuthUser, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const row = await visibleOrder(tx, user, id)
    const priced = await priceOrder(tx, row, row.cartData, now)
    const stock = await filialStock(tx, row.filialId)
    const warehouseId = stock?.id ?? null
    return {
      priceInfo: priceInfoOf(row, row.cartData, priced, row.state),
      version: row.version,
      state: row.state,
      warehouseId,
      saleWithoutStock: stock?.saleWithoutStock ?? true,
      productStock:
        warehouseId === null
          ? []
          : await cartProductStock(
              tx,
              warehouseId,
              row.cartData.products.map((p) => p.id),
              now,
              row.id,
            ),
    }
  })
}

async function externalCodeTakenBy(tx: Tx, row: OrderRow): Promise<string | null> {
  if (!row.externalApiOrderCode) return null
  const [other] = await tx
    .select({ code: orders.code })
    .from(orders)
    .where(
      and(
        eq(orders.externalApiOrderCode, row.externalApiOrderCode),
        ne(orders.id, row.id),
        ne(orders.state, 'deleted'),
      ),
    )
    .limit(1)
  return other?.code ?? null
}

/** PATCH /api/v2/check-carts/{id}. */
export async function checkCarts(m: MutationScope, id: number, confirm: boolean) {
  const { tx, now } = m
  const row = await lockOrder(tx, id)
  assertMayEdit(m.user, row)
  const state = confirm ? transition(row, 'confirm_cart') : row.state
  const priced = await priceOrder(tx, row, row.cartData, now)
  const barcodes = row.cartData.tests.map((t) => t.barcode ?? null)
  const errors = checkCart({
    confirm,
    hasPatient: row.clientId !== null || row.clientData !== null,
    passportData: row.passportData,
    personalDataConsent: row.personalDataConsent,
    lineCount: Object.values(row.cartData).reduce((n, list: unknown[]) => n + list.length, 0),
    priced,
    barcodes,
    barcodesElsewhere: await barcodesHeldElsewhere(
      tx,
      row.id,
      barcodes.filter((b): b is string => !!b?.trim()).map((b) => b.trim()),
    ),
    externalCodeTakenBy: await externalCodeTakenBy(tx, row),
  })
  if (Object.keys(errors).length)
    throw new DomainError('validation_failed', 422, errorMessages.validation_failed, { errors })
  const priceInfo = priceInfoOf(row, row.cartData, priced, state)
  if (!confirm) return { ok: true as const, state, version: row.version, priceInfo }
  const firstConfirmedAt = row.firstConfirmedAt ?? now
  const [saved] = await tx
    .update(orders)
    .set({
      state,
      firstConfirmedAt,
      priceInfo: { ...priceInfo, firstConfirmedAt: firstConfirmedAt.toISOString() },
      version: row.version + 1,
      updatedAt: now,
    })
    .where(eq(orders.id, row.id))
    .returning({ version: orders.version, priceInfo: orders.priceInfo })
  // The tubes of the confirmed cart, in this same transaction (none made twice: they follow the cart).
  await syncOrderTubes(tx, row, row.cartData, priced.calculatedContainers)
  return {
    ok: true as const,
    state,
    version: saved?.version ?? row.version + 1,
    priceInfo: saved?.priceInfo ?? priceInfo,
  }
}

/**
 * PATCH /api/v2/mc-orders/{id}/finish-cart. The order's cash deposit write-off (the part of
 * writeOffSumOfCashDeposit the cart takes, as priced now) leaves the client's deposit in this same
 * transaction, so the order is never confirmed without it nor the money taken without the order.
 */
export async function finishCart(m: MutationScope, id: number, body: FinishCartBody): Promise<McOrder> {
  const { tx, now } = m
  const { payFromInsuranceCompany } = body
  const row = await lockOrder(tx, id)
  assertMayEdit(m.user, row)
  const state = transition(row, 'finish_cart')
  if (payFromInsuranceCompany && row.insuranceCompanyId === null)
    throw new DomainError('validation_failed', 422, errorMessages.validation_failed, {
      errors: {
        pay_from_insurance_company: ['Оплата страховою компанією можлива лише для замовлення зі страховою'],
      },
    })
  // A stock that does not sell beyond its balance refuses the cart before anything is written off.
  const short = await cartStockRefusals(
    tx,
    { orderId: row.id, filialId: row.filialId, products: row.cartData.products },
    now,
  )
  if (short.length > 0)
    throw new DomainError('validation_failed', 422, errorMessages.validation_failed, {
      errors: { cart: [`Недостатньо товару, продаж без залишку вимкнено: ${short.join('; ')}`] },
    })
  if (row.writeOffSumOfCashDeposit > 0)
    await writeOffCashDeposit(tx, {
      orderId: row.id,
      orderCode: row.code,
      clientId: row.clientId,
      amount: (await priceOrder(tx, row, row.cartData, now)).totals.cashDepositAmount,
      confirmNegativeBalance: body.confirmNegativeBalance ?? false,
      userId: m.user.id,
      now,
    })
  const [saved] = await tx
    .update(orders)
    .set({
      state,
      cartFinishedAt: now,
      billingPayment: payFromInsuranceCompany,
      version: row.version + 1,
      updatedAt: now,
    })
    .where(eq(orders.id, row.id))
    .returning()
  // The patient's confirmation and visit reminders, planned in this same transaction.
  await planOrderConfirmed(tx, row.id, now)
  return orderView(tx, saved ?? row)
}
