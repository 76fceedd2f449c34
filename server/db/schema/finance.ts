/**
 * Money-side references: payment types, contractors (insurance companies), our legal entities,
 * partner companies, contracts and discounts. Percentages are whole numbers 0–100.
 */
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { editable } from './columns'
import { cities, filials } from './places'
import { priceLists } from './price-lists'

export const paymentTypes = pgTable('payment_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  cashType: text('cash_type', { enum: ['cashless', 'in_cash'] }).notNull(),
  /** Paid through the online payment provider (the onlinePayment system module). */
  isOnline: boolean('is_online').notNull().default(false),
  /** A payment of this type needs a fiscal receipt from a software cash register (ПРРО). */
  ppoRequired: boolean('ppo_required').notNull().default(false),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  ...editable,
})

/**
 * Extra contractor data (spec: "Additional data has a city"). `city` is the contractor's home city; the
 * cities it works in are the insurance_company_cities rows, which always include this one.
 */
export interface InsuranceCompanyData {
  city?: number | null
}

export const insuranceCompanies = pgTable('insurance_companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  contactPerson: text('contact_person'),
  phone: text('phone'),
  /** The contact email; the others below are for their own kinds of letters. */
  email: text('email').notNull(),
  emergencyEmail: text('emergency_email'),
  financialEmail: text('financial_email'),
  responsibleOfficerEmail: text('responsible_officer_email'),
  resultsEmail: text('results_email'),
  bankName: text('bank_name'),
  /** MFO, 6 digits. */
  bankCode: text('bank_code'),
  /** Ukrainian IBAN, stored without spaces. */
  settlementAccount: text('settlement_account'),
  legalAddress: text('legal_address'),
  mailingAddress: text('mailing_address'),
  contractNumber: text('contract_number'),
  contractStartDate: date('contract_start_date'),
  contractEndDate: date('contract_end_date'),
  autoExtension: boolean('auto_extension').notNull().default(false),
  /** Days of payment deferral agreed in the contract. */
  postponementDays: integer('postponement_days').notNull().default(0),
  maxDiscountPercent: integer('max_discount_percent').notNull().default(0),
  published: boolean('published').notNull().default(true),
  notifyResults: boolean('notify_results').notNull().default(false),
  notifyOrders: boolean('notify_orders').notNull().default(false),
  notifyStatements: boolean('notify_statements').notNull().default(false),
  /** sha256 (hex) of the contractor's access token; the token itself is never stored. */
  accessTokenHash: text('access_token_hash').unique(),
  /** The token's last 4 characters, shown to tell tokens apart. */
  accessTokenTail: text('access_token_tail'),
  accessTokenCreatedAt: timestamp('access_token_created_at', { withTimezone: true }),
  additionalData: jsonb('additional_data').$type<InsuranceCompanyData>().notNull().default({}),
  ...editable,
})

const company = () =>
  integer('insurance_company_id')
    .notNull()
    .references(() => insuranceCompanies.id, { onDelete: 'cascade' })

/**
 * What a contractor's contract covers (spec 001 §3 "Contractor": payment types, cities, filials, price
 * lists). An empty list means "no restriction" for cities, filials and payment types.
 */
export const insuranceCompanyCities = pgTable(
  'insurance_company_cities',
  {
    insuranceCompanyId: company(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.insuranceCompanyId, t.cityId] }),
    index('insurance_company_cities_city_idx').on(t.cityId),
  ],
)

export const insuranceCompanyFilials = pgTable(
  'insurance_company_filials',
  {
    insuranceCompanyId: company(),
    filialId: integer('filial_id')
      .notNull()
      .references(() => filials.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.insuranceCompanyId, t.filialId] }),
    index('insurance_company_filials_filial_idx').on(t.filialId),
  ],
)

export const insuranceCompanyPaymentTypes = pgTable(
  'insurance_company_payment_types',
  {
    insuranceCompanyId: company(),
    paymentTypeId: integer('payment_type_id')
      .notNull()
      .references(() => paymentTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.insuranceCompanyId, t.paymentTypeId] }),
    index('insurance_company_payment_types_type_idx').on(t.paymentTypeId),
  ],
)

/** The contractor's own price lists, preferred by the cart for its orders. */
export const insuranceCompanyPriceLists = pgTable(
  'insurance_company_price_lists',
  {
    insuranceCompanyId: company(),
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.insuranceCompanyId, t.priceListId] }),
    index('insurance_company_price_lists_list_idx').on(t.priceListId),
  ],
)

/** The network's own legal entities (they issue receipts, invoices and contracts). */
export const legalEntities = pgTable('legal_entities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** ЄДРПОУ (8 digits) or an individual entrepreneur's tax number (10 digits). */
  taxCode: text('tax_code').notNull().unique(),
  address: text('address'),
  iban: text('iban'),
  ...editable,
})

/** Partner companies: corporate clients and referring organisations. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  taxCode: text('tax_code').unique(),
  address: text('address'),
  phone: text('phone'),
  email: text('email'),
  ...editable,
})

export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    name: text('name').notNull(),
    companyId: integer('company_id').references(() => companies.id),
    legalEntityId: integer('legal_entity_id').references(() => legalEntities.id),
    dateFrom: date('date_from'),
    dateTo: date('date_to'),
    ...editable,
  },
  (t) => [
    index('contracts_company_idx').on(t.companyId),
    index('contracts_legal_entity_idx').on(t.legalEntityId),
  ],
)

export const discounts = pgTable('discounts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  percent: integer('percent').notNull(),
  active: boolean('active').notNull().default(true),
  ...editable,
})
