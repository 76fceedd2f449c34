/** Reads one order in the answer shape of GET /api/v2/mc-orders/{id} (domain/orders/order.schema.ts). */
import { eq } from 'drizzle-orm'
import { emptyCart } from '../../../domain/orders/cart.schema'
import { allowedEvents } from '../../../domain/orders/order-machine'
import type { McOrder } from '../../../domain/orders/order.schema'
import { orderStateLabel } from '../../../domain/orders/order-states'
import type { Db, Tx } from '../../db/client'
import { clients } from '../../db/schema/clients'
import { insuranceCompanies, paymentTypes } from '../../db/schema/finance'
import { orders } from '../../db/schema/orders'
import { bloodPoints, cities, filials } from '../../db/schema/places'
import { promoCodes } from '../../db/schema/promo-codes'

export type OrderRow = typeof orders.$inferSelect

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** The order row, optionally locked FOR UPDATE inside a transaction. */
export async function orderRow(db: Db | Tx, id: number, lock = false): Promise<OrderRow | undefined> {
  const q = db.select().from(orders).where(eq(orders.id, id))
  const [row] = lock ? await q.for('update') : await q
  return row
}

async function one<T>(rows: Promise<T[]>): Promise<T | null> {
  return (await rows)[0] ?? null
}

/** The patient: the crm card's summary, else the inline data, else null. */
export async function orderClient(db: Db | Tx, row: OrderRow): Promise<McOrder['client']> {
  if (row.clientId !== null) {
    const c = await one(
      db
        .select({
          id: clients.id,
          surname: clients.surname,
          name: clients.name,
          patronymic: clients.patronymic,
          birthday: clients.birthday,
          phone: clients.phone,
        })
        .from(clients)
        .where(eq(clients.id, row.clientId)),
    )
    if (c) return c
  }
  const d = row.clientData
  if (!d) return null
  return {
    id: null,
    surname: d.surname,
    name: d.name,
    patronymic: d.patronymic ?? null,
    birthday: d.birthday ?? null,
    phone: d.phone ?? null,
  }
}

/** Shapes a row (with its named references) as the API answers it. */
export async function orderView(db: Db | Tx, row: OrderRow): Promise<McOrder> {
  const [paymentType, insuranceCompany, city, filial, point, promo, client] = await Promise.all([
    row.paymentTypeId === null
      ? null
      : one(
          db
            .select({ id: paymentTypes.id, name: paymentTypes.name, cashType: paymentTypes.cashType })
            .from(paymentTypes)
            .where(eq(paymentTypes.id, row.paymentTypeId)),
        ),
    row.insuranceCompanyId === null
      ? null
      : one(
          db
            .select({ id: insuranceCompanies.id, name: insuranceCompanies.name })
            .from(insuranceCompanies)
            .where(eq(insuranceCompanies.id, row.insuranceCompanyId)),
        ),
    row.cityId === null
      ? null
      : one(db.select({ id: cities.id, name: cities.nameUk }).from(cities).where(eq(cities.id, row.cityId))),
    row.filialId === null
      ? null
      : one(
          db
            .select({ id: filials.id, name: filials.name, cityId: filials.cityId })
            .from(filials)
            .where(eq(filials.id, row.filialId)),
        ),
    row.bloodPointId === null
      ? null
      : one(
          db
            .select({ id: bloodPoints.id, address: bloodPoints.addressUk })
            .from(bloodPoints)
            .where(eq(bloodPoints.id, row.bloodPointId)),
        ),
    row.promoCodeId === null
      ? null
      : one(
          db
            .select({ code: promoCodes.code, paymentTypeId: promoCodes.paymentTypeId })
            .from(promoCodes)
            .where(eq(promoCodes.id, row.promoCodeId)),
        ),
    orderClient(db, row),
  ])
  return {
    id: row.id,
    uuid: row.uuid,
    version: row.version,
    code: row.code,
    state: row.state,
    stateLabel: orderStateLabel(row.state),
    allowedEvents: allowedEvents(row.state),
    paymentType,
    paymentTypeId: row.paymentTypeId,
    paymentWaitFlow: row.paymentWaitFlow,
    isOnlinePayment: row.isOnlinePayment,
    billingPayment: row.billingPayment,
    paymentStatus: row.paymentStatus,
    depositableType: row.depositableType,
    cashDepositableType: row.cashDepositableType,
    writeOffSumOfCashDeposit: row.writeOffSumOfCashDeposit,
    writeOffFromCashDepositAt: iso(row.writeOffFromCashDepositAt),
    insuranceCompany,
    callerCrmClientId: row.callerClientId,
    city,
    filial,
    point,
    servicePriceListId: row.servicePriceListId,
    mcTestPriceListId: row.mcTestPriceListId,
    crmClientId: row.clientId,
    client,
    cartData: { ...emptyCart(), ...row.cartData },
    priceInfo: row.priceInfo ?? null,
    discountPromoCode: promo,
    crmOrder: {
      clientState: row.clientState,
      operatorComment: row.operatorComment,
      zeroPrice: row.zeroPrice,
      zeroPriceComment: row.zeroPriceComment,
      zeroPriceMaterial: row.zeroPriceMaterial,
      zeroPriceMaterialComment: row.zeroPriceMaterialComment,
      manualDiscount: row.manualDiscount,
      manualDiscountComment: row.manualDiscountComment,
      discountId: row.discountId,
      discountConfirmation: row.discountConfirmation,
      promoCode: row.promoCode,
      doctorId: row.doctorId,
      doctorNotFound: row.doctorNotFound,
      responsibleDoctorId: row.responsibleDoctorId,
      researchTypeId: row.researchTypeId,
      researchTypeNumber: row.researchTypeNumber,
      externalApiOrderCode: row.externalApiOrderCode,
      manipulationDate: row.manipulationDate,
      policeNumber: row.policeNumber,
      franchise: row.franchise,
      cito: row.cito,
      guidingOrganisationId: row.guidingOrganisationId,
      insuranceCompanyId: row.insuranceCompanyId,
      passportData: row.passportData,
      personalDataConsent: row.personalDataConsent,
    },
    externalNumber: row.externalNumber,
    createdAt: row.createdAt.toISOString(),
    doneAt: iso(row.doneAt),
    commentToRegistrar: row.commentToRegistrar,
    commentToClient: row.commentToClient,
    npsRating: row.npsRating,
    npsComment: row.npsComment,
    referringDoctorId: row.referringDoctorId,
    fencePointId: row.fencePointId,
    operatorId: row.operatorId,
    createdBy: row.createdBy,
    sum: row.sum,
    discount: row.discount,
    toPay: row.toPay,
    manualDiscountPercent: row.manualDiscountPercent,
    franchisePercent: row.franchisePercent,
    cartFinishedAt: iso(row.cartFinishedAt),
    cancelReasonId: row.cancelReasonId,
    cancelComment: row.cancelComment,
    canceledAt: iso(row.canceledAt),
    closedAt: iso(row.closedAt),
    receptionStartedAt: iso(row.receptionStartedAt),
    receptionFinishedAt: iso(row.receptionFinishedAt),
  }
}
