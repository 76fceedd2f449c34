/**
 * An order created on this device (the header's button offline): an empty order in state "created"
 * under the uuid the device gives it, shown at once and sent by the outbox as create-new-from-zero
 * with that uuid; until the server answers it has no id (0) and no number, and every request names it
 * by its uuid.
 */
import { emptyCart } from '../../../domain/orders/cart.schema'
import { allowedEvents } from '../../../domain/orders/order-machine'
import type { McOrder } from '../../../domain/orders/order.schema'
import { orderStateLabel } from '../../../domain/orders/order-states'

/** How the order is named in requests: its server id, or its uuid while it has none. */
export const orderRef = (o: Pick<McOrder, 'id' | 'uuid'>): string | number => (o.id > 0 ? o.id : o.uuid)

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** The cart's address names the order by its uuid (created on this device, not yet numbered). */
export const isUuidRef = (ref: string): boolean => UUID.test(ref)

export function draftOrder(uuid: string, userId: number, now = new Date()): McOrder {
  return {
    id: 0,
    uuid,
    version: 0,
    code: '',
    state: 'created',
    stateLabel: orderStateLabel('created'),
    allowedEvents: allowedEvents('created'),
    paymentType: null,
    paymentTypeId: null,
    paymentWaitFlow: false,
    isOnlinePayment: false,
    billingPayment: false,
    paymentStatus: 'not_paid',
    depositableType: null,
    cashDepositableType: null,
    writeOffSumOfCashDeposit: 0,
    writeOffFromCashDepositAt: null,
    insuranceCompany: null,
    callerCrmClientId: null,
    city: null,
    filial: null,
    point: null,
    servicePriceListId: null,
    mcTestPriceListId: null,
    crmClientId: null,
    client: null,
    cartData: emptyCart(),
    priceInfo: null,
    discountPromoCode: null,
    crmOrder: {
      clientState: null,
      operatorComment: null,
      zeroPrice: false,
      zeroPriceComment: null,
      zeroPriceMaterial: false,
      zeroPriceMaterialComment: null,
      manualDiscount: null,
      manualDiscountComment: null,
      discountId: null,
      discountConfirmation: false,
      promoCode: null,
      doctorId: null,
      doctorNotFound: false,
      responsibleDoctorId: null,
      researchTypeId: null,
      researchTypeNumber: null,
      externalApiOrderCode: null,
      manipulationDate: null,
      policeNumber: null,
      franchise: null,
      cito: false,
      guidingOrganisationId: null,
      insuranceCompanyId: null,
      passportData: null,
      personalDataConsent: false,
    },
    externalNumber: null,
    createdAt: now.toISOString(),
    doneAt: null,
    commentToRegistrar: null,
    commentToClient: null,
    npsRating: null,
    npsComment: null,
    referringDoctorId: null,
    fencePointId: null,
    operatorId: null,
    createdBy: userId,
    sum: 0,
    discount: 0,
    toPay: 0,
    manualDiscountPercent: null,
    franchisePercent: null,
    cartFinishedAt: null,
    cancelReasonId: null,
    cancelComment: null,
    canceledAt: null,
    closedAt: null,
    receptionStartedAt: null,
    receptionFinishedAt: null,
  }
}
