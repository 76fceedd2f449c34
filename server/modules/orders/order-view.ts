/** Reads one order in the answer shape of GET /api/v2/mc-orders/{id} (domain/orders/order.schema.ts). */
import { eq, getTableColumns, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { emptyCart } from '../../../domain/orders/cart.schema'
import { allowedEvents } from '../../../domain/orders/order-machine'
import type { McOrder } from '../../../domain/orders/order.schema'
import { orderStateLabel } from '../../../domain/orders/order-states'
import type { Db, Tx } from '../../db/client'
import { jsonFirstRow, selectInOneTrip, type JsonPart, type RowOf } from '../../db/one-trip'
import { clients } from '../../db/schema/clients'
import { insuranceCompanies, paymentTypes } from '../../db/schema/finance'
import { orders } from '../../db/schema/orders'
import { bloodPoints } from '../../db/schema/blood-points'
import { cities, filials } from '../../db/schema/places'
import { promoCodes } from '../../db/schema/promo-codes'

export type OrderRow = typeof orders.$inferSelect

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** An order row without its price info: all a recalculation, which replaces the price info, reads. */
export type OrderCore = Omit<OrderRow, 'priceInfo'>

const { priceInfo: _priceInfo, ...coreColumns } = getTableColumns(orders)

/** The order row without its price info (~40 KB of JSON for 50 lines), locked FOR UPDATE. */
export async function lockedOrderCore(tx: Tx, id: number): Promise<OrderCore | undefined> {
  const [row] = await tx.select(coreColumns).from(orders).where(eq(orders.id, id)).for('update')
  return row
}

/** The order row, optionally locked FOR UPDATE inside a transaction. */
export async function orderRow(db: Db | Tx, id: number, lock = false): Promise<OrderRow | undefined> {
  const q = db.select().from(orders).where(eq(orders.id, id))
  const [row] = lock ? await q.for('update') : await q
  return row
}

const clientSummary = {
  id: clients.id,
  surname: clients.surname,
  name: clients.name,
  patronymic: clients.patronymic,
  birthday: clients.birthday,
  phone: clients.phone,
}

/** The patient without a crm card: the inline data, else null. */
function inlineClient(row: OrderCore): McOrder['client'] {
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

/** The patient as a part of a one-trip read (db/one-trip.ts): the crm card's summary, else the inline
 * data, else null. */
export function orderClientPart(row: OrderCore): JsonPart<McOrder['client']> {
  if (row.clientId === null) return { sql: sql`NULL::json`, decode: () => inlineClient(row) }
  const card = jsonFirstRow(clients, {
    fields: clientSummary,
    where: eq(clients.id, row.clientId),
    orderBy: clients.id,
  })
  return { sql: card.sql, decode: (value) => card.decode(value) ?? inlineClient(row) }
}

// Field sets are module constants: db/one-trip.ts renders each set once.
const paymentTypeFields = { id: paymentTypes.id, name: paymentTypes.name, cashType: paymentTypes.cashType }
const insurerFields = { id: insuranceCompanies.id, name: insuranceCompanies.name }
const cityFields = { id: cities.id, name: cities.nameUk }
const filialFields = { id: filials.id, name: filials.name, cityId: filials.cityId }
const pointFields = { id: bloodPoints.id, address: bloodPoints.addressUk }
const promoFields = { code: promoCodes.code, paymentTypeId: promoCodes.paymentTypeId }

/** A row by id as a part of a one-trip read, or a part answering null when there is no id. */
function byId<F extends Record<string, PgColumn>>(
  table: PgTable,
  idColumn: PgColumn,
  id: number | null,
  fields: F,
): JsonPart<RowOf<F> | null> {
  if (id === null) return { sql: sql`NULL::json`, decode: () => null }
  return jsonFirstRow(table, { fields, where: eq(idColumn, id), orderBy: idColumn })
}

/**
 * Shapes a row (with its named references) as the API answers it. The references come in one round
 * trip: a transaction has one connection, and queries queued on it in parallel are deprecated by the
 * driver (and slower than one statement).
 */
export async function orderView(db: Db | Tx, row: OrderRow): Promise<McOrder> {
  const { paymentType, insuranceCompany, city, filial, point, promo, client } = await selectInOneTrip(db, {
    paymentType: byId(paymentTypes, paymentTypes.id, row.paymentTypeId, paymentTypeFields),
    insuranceCompany: byId(insuranceCompanies, insuranceCompanies.id, row.insuranceCompanyId, insurerFields),
    city: byId(cities, cities.id, row.cityId, cityFields),
    filial: byId(filials, filials.id, row.filialId, filialFields),
    point: byId(bloodPoints, bloodPoints.id, row.bloodPointId, pointFields),
    promo: byId(promoCodes, promoCodes.id, row.promoCodeId, promoFields),
    client: orderClientPart(row),
  })
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
