/**
 * Money-side references: payment types, contractors (insurance companies), our legal entities,
 * partner companies, contracts and discounts. Percentages are whole numbers 0–100.
 */
import { boolean, date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { editable } from './columns'

export const paymentTypes = pgTable('payment_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  cashType: text('cash_type', { enum: ['cashless', 'in_cash'] }).notNull(),
  /** Paid through the online payment provider (the onlinePayment system module). */
  isOnline: boolean('is_online').notNull().default(false),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  ...editable,
})

/** Extra contractor data; `city` is the city id the contractor serves in the cart. */
export interface InsuranceCompanyData {
  city?: number | null
}

export const insuranceCompanies = pgTable('insurance_companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  contactPerson: text('contact_person'),
  phone: text('phone'),
  email: text('email').notNull(),
  contractNumber: text('contract_number'),
  contractStartDate: date('contract_start_date'),
  contractEndDate: date('contract_end_date'),
  autoExtension: boolean('auto_extension').notNull().default(false),
  /** Days of payment deferral agreed in the contract. */
  postponementDays: integer('postponement_days').notNull().default(0),
  maxDiscountPercent: integer('max_discount_percent').notNull().default(0),
  published: boolean('published').notNull().default(true),
  additionalData: jsonb('additional_data').$type<InsuranceCompanyData>().notNull().default({}),
  ...editable,
})

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
