/**
 * Factories of single pricing entities with overrides, for tests and the benchmark only (nothing in
 * the app imports them). Whole carts: cart.factories.ts.
 */
import type { CartLine, PricingOrder } from './pricing.schema'
import type { PriceListPositionRef, PriceListRef, PromoCodeRef, TestRef } from './pricing-refs.schema'

export const servicePriceListId = 1
export const testPriceListId = 2

/** A cart line of quantity 1 with no deposit use. */
export function buildLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: 1,
    quantity: 1,
    quantityToPay: null,
    quantityFromDeposit: 0,
    debitedFromDepositAt: null,
    paidFromDeposit: false,
    ...overrides,
  }
}

/** A published, perpetual services price list with no discount and no cap. */
export function buildPriceList(overrides: Partial<PriceListRef> = {}): PriceListRef {
  return {
    id: servicePriceListId,
    name: 'Київ 2026',
    type: 'services',
    discount: 0,
    maxDiscountPercent: 100,
    cityId: null,
    published: true,
    dateFrom: null,
    dateTo: null,
    perpetual: true,
    autoExtension: false,
    owners: [],
    ...overrides,
  }
}

/** A position of 850,00 грн with no list discount. */
export function buildPriceListPosition(overrides: Partial<PriceListPositionRef> = {}): PriceListPositionRef {
  return {
    id: 1,
    priceListId: servicePriceListId,
    serviceId: 1,
    mcTestId: null,
    code: 'S-1',
    name: 'Консультація',
    price: 85_000,
    finalPrice: overrides.price ?? 85_000,
    manualPrice: false,
    leadTime: 1,
    citoLeadTime: null,
    ...overrides,
  }
}

/** An active, perpetual, multiple-use promo code SPRING −10% without restrictions. */
export function buildPromoCode(overrides: Partial<PromoCodeRef> = {}): PromoCodeRef {
  return {
    id: 1,
    code: 'SPRING',
    percent: 10,
    dateFrom: null,
    dateTo: null,
    perpetual: true,
    active: true,
    isDefault: false,
    paymentTypeId: null,
    insuranceCompanyId: null,
    contractorId: null,
    multipleUse: true,
    count: null,
    usedCount: 0,
    ...overrides,
  }
}

/** A test in a red-cap tube of the biochemistry department. */
export function buildTestRef(overrides: Partial<TestRef> = {}): TestRef {
  return {
    id: 1,
    name: 'Глюкоза',
    containerId: 1,
    departmentId: 1,
    volumeMl: null,
    isPackage: false,
    packageTestIds: [],
    published: true,
    ...overrides,
  }
}

/** An order in Kyiv with both price lists chosen and nothing else set. */
export function buildOrder(overrides: Partial<PricingOrder> = {}): PricingOrder {
  return {
    cityId: 1,
    filialId: 1,
    bloodPointId: null,
    insuranceCompanyId: null,
    servicePriceListId,
    mcTestPriceListId: testPriceListId,
    paymentTypeId: null,
    discountId: null,
    promoCode: null,
    manualDiscount: null,
    manualDiscountComment: null,
    zeroPrice: false,
    zeroPriceComment: null,
    zeroPriceMaterial: false,
    zeroPriceMaterialComment: null,
    franchise: null,
    cito: false,
    writeOffSumOfCashDeposit: 0,
    ...overrides,
  }
}
