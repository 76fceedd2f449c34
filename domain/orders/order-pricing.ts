/**
 * The one mapping from an order and its cart to the pricing engine's input, shared by the server
 * (update-calculation prices the order row) and the PWA's preview worker (the cart screen prices the
 * order it holds), so a preview and the server can never read different fields. Adding a field to
 * `pricingOrderSchema` makes both callers fail to compile until they supply it.
 */
import type { McOrder } from './order.schema'
import type { PricingOrder } from '../pricing/pricing.schema'

/** The engine's order fields, by name, from anything that stores them under those names (the order row). */
export function pricingOrderOf(fields: PricingOrder): PricingOrder {
  return {
    cityId: fields.cityId,
    filialId: fields.filialId,
    bloodPointId: fields.bloodPointId,
    insuranceCompanyId: fields.insuranceCompanyId,
    servicePriceListId: fields.servicePriceListId,
    mcTestPriceListId: fields.mcTestPriceListId,
    paymentTypeId: fields.paymentTypeId,
    discountId: fields.discountId,
    promoCode: fields.promoCode,
    manualDiscount: fields.manualDiscount,
    manualDiscountComment: fields.manualDiscountComment,
    zeroPrice: fields.zeroPrice,
    zeroPriceComment: fields.zeroPriceComment,
    zeroPriceMaterial: fields.zeroPriceMaterial,
    zeroPriceMaterialComment: fields.zeroPriceMaterialComment,
    franchise: fields.franchise,
    cito: fields.cito,
    writeOffSumOfCashDeposit: fields.writeOffSumOfCashDeposit,
  }
}

/** The same fields from the order as the API answers it (GET /api/v2/mc-orders/{id}): the cart's copy. */
export function pricingOrderOfMcOrder(order: McOrder): PricingOrder {
  const { crmOrder } = order
  return pricingOrderOf({
    ...crmOrder,
    cityId: order.city?.id ?? null,
    filialId: order.filial?.id ?? null,
    bloodPointId: order.point?.id ?? null,
    servicePriceListId: order.servicePriceListId,
    mcTestPriceListId: order.mcTestPriceListId,
    paymentTypeId: order.paymentTypeId,
    writeOffSumOfCashDeposit: order.writeOffSumOfCashDeposit,
  })
}

/** What a cart line is posted with (cart.schema.ts): the item, its quantity and the deposit units. */
export interface DepositInput {
  quantity: number
  quantityFromDeposit: number
}

/** The stored deposit fields of the line before this edit, if it was in the cart. */
export interface StoredDeposit {
  debitedFromDepositAt: string | null
}

/** Deposit fields of a cart line: units from deposit are debited when first taken (spec 000 §3, §5). */
export function lineDepositFields(input: DepositInput, before: StoredDeposit | undefined, now: Date) {
  const fromDeposit = input.quantityFromDeposit
  return {
    quantity: input.quantity,
    quantityFromDeposit: fromDeposit,
    quantityToPay: input.quantity - fromDeposit,
    debitedFromDepositAt: fromDeposit > 0 ? (before?.debitedFromDepositAt ?? now.toISOString()) : null,
    paidFromDeposit: fromDeposit > 0 && fromDeposit >= input.quantity,
  }
}
