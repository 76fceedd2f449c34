/**
 * Orders (spec 000 §3 "Order (mc order)", its crm part and the further labels). One row holds the mc
 * part and the crm part: both are edited on the same cart screen and share one version, so a stale edit
 * of either gets 409. The cart lines and the last price info are jsonb (domain/orders/order.schema.ts
 * describes them); totals are copied into columns so lists and reports can sum them.
 * Money in integer kopiykas; percents numeric(5,2).
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import type { OrderCartData, OrderPriceInfo } from '../../../domain/orders/cart.schema'
import type { OrderInlineClient } from '../../../domain/orders/order.schema'
import { users } from './auth'
import { clients } from './clients'
import { editable } from './columns'
import { orderCancelReasons } from './dictionaries'
import { discounts, insuranceCompanies, paymentTypes } from './finance'
import { guidingOrganisations } from './crm-references'
import { bloodPoints } from './blood-points'
import { cities, filials } from './places'
import { priceLists } from './price-lists'
import { staff } from './staff'

/** Numbers the human-readable order codes (MC-000123); separate from ids so codes never depend on them. */
export const orderCodeSeq = pgSequence('orders_code_seq', { startWith: 1 })

const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' })
const at = (name: string) => timestamp(name, { withTimezone: true })

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    ...editable,
    code: text('code').notNull().unique(),
    /** A code of domain/orders/order-states.ts; moves only along domain/orders/order-machine.ts. */
    state: text('state').notNull().default('created'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    // Place.
    cityId: integer('city_id').references(() => cities.id),
    filialId: integer('filial_id').references(() => filials.id),
    bloodPointId: integer('blood_point_id').references(() => bloodPoints.id),
    // Client: a crm client, or inline data (null when a crm client is chosen, spec 000 §5).
    clientId: integer('client_id').references(() => clients.id),
    clientData: jsonb('client_data').$type<OrderInlineClient>(),
    callerClientId: integer('caller_client_id').references(() => clients.id),
    /** Passport data checked before Check or Confirm (spec 000 §5); kept on the order as collected. */
    passportData: text('passport_data'),
    personalDataConsent: boolean('personal_data_consent').notNull().default(false),
    // Price lists.
    servicePriceListId: integer('service_price_list_id').references(() => priceLists.id),
    mcTestPriceListId: integer('mc_test_price_list_id').references(() => priceLists.id),
    // Payment.
    paymentTypeId: integer('payment_type_id').references(() => paymentTypes.id),
    paymentWaitFlow: boolean('payment_wait_flow').notNull().default(false),
    isOnlinePayment: boolean('is_online_payment').notNull().default(false),
    billingPayment: boolean('billing_payment').notNull().default(false),
    paymentStatus: text('payment_status', { enum: ['not_paid', 'partially_paid', 'paid'] })
      .notNull()
      .default('not_paid'),
    // Deposits.
    depositableType: text('depositable_type'),
    cashDepositableType: text('cash_depositable_type'),
    writeOffSumOfCashDeposit: integer('write_off_sum_of_cash_deposit').notNull().default(0),
    writeOffFromCashDepositAt: at('write_off_from_cash_deposit_at'),
    // Insurance.
    insuranceCompanyId: integer('insurance_company_id').references(() => insuranceCompanies.id),
    // Cart.
    cartData: jsonb('cart_data')
      .$type<OrderCartData>()
      .notNull()
      .default({ services: [], tests: [], products: [], materials: [] }),
    // json, not jsonb: always written and read whole (never queried inside), and json's input is a syntax
    // check where jsonb's builds a tree — about 2 ms less for a 50-line cart's 36 KB on every recalculation.
    priceInfo: json('price_info').$type<OrderPriceInfo>(),
    cartFinishedAt: at('cart_finished_at'),
    firstConfirmedAt: at('first_confirmed_at'),
    // The crm part.
    clientState: text('client_state'),
    operatorComment: text('operator_comment'),
    zeroPrice: boolean('zero_price').notNull().default(false),
    zeroPriceComment: text('zero_price_comment'),
    zeroPriceMaterial: boolean('zero_price_material').notNull().default(false),
    zeroPriceMaterialComment: text('zero_price_material_comment'),
    manualDiscount: percent('manual_discount'),
    manualDiscountComment: text('manual_discount_comment'),
    discountId: integer('discount_id').references(() => discounts.id),
    discountConfirmation: boolean('discount_confirmation').notNull().default(false),
    promoCode: text('promo_code'),
    /** The promo code the last calculation applied (discountPromoCode of the answer). */
    promoCodeId: integer('promo_code_id'),
    doctorId: integer('doctor_id').references(() => staff.id),
    doctorNotFound: boolean('doctor_not_found').notNull().default(false),
    responsibleDoctorId: integer('responsible_doctor_id').references(() => staff.id),
    referringDoctorId: integer('referring_doctor_id').references(() => staff.id),
    researchTypeId: integer('research_type_id'),
    researchTypeNumber: text('research_type_number'),
    externalApiOrderCode: text('external_api_order_code'),
    manipulationDate: date('manipulation_date'),
    policeNumber: text('police_number'),
    franchise: percent('franchise'),
    cito: boolean('cito').notNull().default(false),
    guidingOrganisationId: integer('guiding_organisation_id').references(() => guidingOrganisations.id),
    // Further labels.
    externalNumber: text('external_number'),
    doneAt: at('done_at'),
    commentToRegistrar: text('comment_to_registrar'),
    commentToClient: text('comment_to_client'),
    npsRating: smallint('nps_rating'),
    npsComment: text('nps_comment'),
    fencePointId: integer('fence_point_id').references(() => bloodPoints.id),
    operatorId: integer('operator_id').references(() => users.id),
    // Totals of the last calculation (kopiykas, percents).
    sum: integer('sum').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    toPay: integer('to_pay').notNull().default(0),
    manualDiscountPercent: percent('manual_discount_percent'),
    franchisePercent: percent('franchise_percent'),
    // Actions.
    cancelReasonId: integer('cancel_reason_id').references(() => orderCancelReasons.id),
    cancelComment: text('cancel_comment'),
    canceledAt: at('canceled_at'),
    closedAt: at('closed_at'),
    /** Who closed the order as paid (done → payed_cash): the cashier of the cashbox report. */
    closedBy: integer('closed_by').references(() => users.id),
    receptionStartedAt: at('reception_started_at'),
    receptionFinishedAt: at('reception_finished_at'),
  },
  (t) => [
    index('orders_created_by_idx').on(t.createdBy),
    index('orders_client_idx').on(t.clientId),
    index('orders_state_idx').on(t.state),
    index('orders_created_at_idx').on(t.createdAt),
    // The reports by confirmation date read a period of it.
    index('orders_cart_finished_at_idx').on(t.cartFinishedAt),
    index('orders_closed_at_idx').on(t.closedAt),
    // A filial's orders by creation time (its prefix serves every filial filter): a filial's report reads
    // only its own rows of the period.
    index('orders_filial_created_idx').on(t.filialId, t.createdAt),
    check('orders_nps_rating_range', sql`${t.npsRating} IS NULL OR ${t.npsRating} BETWEEN 0 AND 10`),
    check('orders_write_off_non_negative', sql`${t.writeOffSumOfCashDeposit} >= 0`),
  ],
)
