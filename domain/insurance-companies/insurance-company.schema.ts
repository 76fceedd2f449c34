/**
 * Contractors (insurance companies) in the settings (spec 001 §3 "Contractor", §5) and in the cart's
 * references: the fields the database holds, and what the contract covers — cities, filials, payment
 * types and price lists. An empty cities, filials or payment types list means "no restriction".
 */
import { z } from 'zod'
import { int4, queryInt, text } from '../api/scalars'
import { phoneField } from '../clients/client-fields'
import { ibanCheckDigitsValid, isMfo, isUaIbanShape, normalizeIban } from './bank-details'

const id = int4().positive().max(2_147_483_647)

export const insuranceCompanyMessages = {
  nameRequired: 'Вкажіть назву контрагента',
  nameSymbols: 'Назва може містити літери, цифри, пробіли та знаки - – . , ( ) « » " \' / № + &',
  codeFormat: 'Код: від 1 до 50 латинських літер, цифр, «-» або «_»',
  codeTaken: 'Такий код вже зайнятий',
  emailRequired: "Поле email обов'язково для заповнення",
  emailFormat: 'Некоректна адреса email',
  contractDates: 'Дата закінчення договору не може бути раніше дати початку',
  cityRepeated: 'Це місто вже обране в контрагента',
  repeated: 'Значення вже обране',
  unknownReference: 'Значення не знайдено в довіднику',
  mfoFormat: 'Код банку (МФО): 6 цифр',
  ibanFormat: 'Розрахунковий рахунок: IBAN з UA та 27 цифр',
  ibanCheckDigits: 'Некоректний IBAN: не збігаються контрольні цифри',
  ordersNeedEmail: 'Вкажіть контактний email, щоб надсилати сповіщення про замовлення',
  resultsNeedEmail: 'Вкажіть email для результатів, щоб надсилати їх',
  statementsNeedEmail: 'Вкажіть фінансовий email, щоб надсилати щомісячні звіти',
} as const
const msg = insuranceCompanyMessages

const trimmed = (max: number) => text().trim().max(max)
/** An optional field where an empty input means "none" (stored as null). */
const blankToNull = (v: string) => (v === '' ? null : v)
const optionalEmail = text({ error: msg.emailFormat })
  .trim()
  .max(255, msg.emailFormat)
  .transform(blankToNull)
  .pipe(z.email(msg.emailFormat).nullable())
  .nullable()
  .optional()
const mfo = text({ error: msg.mfoFormat })
  .trim()
  .max(20, msg.mfoFormat)
  .transform(blankToNull)
  .pipe(text().refine(isMfo, msg.mfoFormat).nullable())
  .nullable()
  .optional()
// Typed with spaces as printed on invoices ("UA21 3223 1300 …"); stored without them.
const iban = text({ error: msg.ibanFormat })
  .max(64, msg.ibanFormat)
  .transform((v) => blankToNull(normalizeIban(v)))
  .pipe(
    text()
      .refine(isUaIbanShape, { message: msg.ibanFormat, abort: true })
      .refine(ibanCheckDigitsValid, msg.ibanCheckDigits)
      .nullable(),
  )
  .nullable()
  .optional()
const links = (repeated: string) =>
  z
    .array(id)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, repeated)

const fields = {
  name: text({ error: msg.nameRequired })
    .trim()
    .min(1, msg.nameRequired)
    .max(255)
    // Ukrainian names carry apostrophes in any of their three spellings (Здоров'я, Здоров’я, Здоровʼя).
    .regex(/^[\p{L}\p{N}\s\-–—.,()«»"'’ʼ/№+&]+$/u, msg.nameSymbols),
  code: text({ error: msg.codeFormat })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,50}$/, msg.codeFormat),
  contactPerson: trimmed(255).nullable().optional(),
  phone: phoneField.optional(),
  email: text({ error: msg.emailRequired })
    .trim()
    .min(1, msg.emailRequired)
    .max(255, msg.emailFormat)
    .pipe(z.email(msg.emailFormat)),
  /** Emails beside the contact `email`, each for its own kind of letters. */
  emergencyEmail: optionalEmail,
  financialEmail: optionalEmail,
  responsibleOfficerEmail: optionalEmail,
  resultsEmail: optionalEmail,
  bankName: trimmed(255).nullable().optional(),
  /** MFO, 6 digits. */
  bankCode: mfo,
  /** Ukrainian IBAN. */
  settlementAccount: iban,
  legalAddress: trimmed(500).nullable().optional(),
  mailingAddress: trimmed(500).nullable().optional(),
  contractNumber: trimmed(100).nullable().optional(),
  contractStartDate: z.iso.date().nullable().optional(),
  contractEndDate: z.iso.date().nullable().optional(),
  autoExtension: z.boolean().optional(),
  /** Days of payment deferral agreed in the contract. */
  postponementDays: int4().min(0).max(365).optional(),
  maxDiscountPercent: int4().min(0).max(100).optional(),
  published: z.boolean().optional(),
  /** Send ready results to `resultsEmail`. */
  notifyResults: z.boolean().optional(),
  /** Tell the contact `email` when an order for one of the contractor's patients is created. */
  notifyOrders: z.boolean().optional(),
  /** Send the monthly statement to `financialEmail`. */
  notifyStatements: z.boolean().optional(),
  /** The contractor's home city; it is always one of its cities. */
  additionalData: z.object({ city: id.nullable().optional() }).strict().optional(),
  cityIds: links(msg.cityRepeated).optional(),
  filialIds: links(msg.repeated).optional(),
  paymentTypeIds: links(msg.repeated).optional(),
  priceListIds: links(msg.repeated).optional(),
}

export const insuranceCompanyCreateSchema = z.object(fields).strict().meta({ id: 'InsuranceCompanyCreate' })
export type InsuranceCompanyCreate = z.infer<typeof insuranceCompanyCreateSchema>

export const insuranceCompanyPatchSchema = z
  .object(fields)
  .partial()
  .extend({ version: int4().min(1) })
  .strict()
  .meta({ id: 'InsuranceCompanyPatch' })
export type InsuranceCompanyPatch = z.infer<typeof insuranceCompanyPatchSchema>

type Maybe<T> = T | null | undefined

/** Cross-field rules of a contractor, as the 422 errors map: the contract's dates, and a notice needs its email. */
export function insuranceCompanyProblems(p: {
  contractStartDate?: Maybe<string>
  contractEndDate?: Maybe<string>
  email?: Maybe<string>
  resultsEmail?: Maybe<string>
  financialEmail?: Maybe<string>
  notifyResults?: Maybe<boolean>
  notifyOrders?: Maybe<boolean>
  notifyStatements?: Maybe<boolean>
}): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  if (p.contractStartDate && p.contractEndDate && p.contractEndDate < p.contractStartDate)
    errors.contract_end_date = [msg.contractDates]
  if (p.notifyOrders && !p.email) errors.email = [msg.ordersNeedEmail]
  if (p.notifyResults && !p.resultsEmail) errors.results_email = [msg.resultsNeedEmail]
  if (p.notifyStatements && !p.financialEmail) errors.financial_email = [msg.statementsNeedEmail]
  return errors
}

/** What a read shows of the contractor's access token: never the token or its hash. */
export const accessTokenInfoSchema = z
  .object({
    /** The token's last 4 characters, to tell tokens apart. */
    tail: text(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'InsuranceCompanyAccessTokenInfo' })

export const insuranceCompanySchema = z
  .object({
    id: int4(),
    uuid: text(),
    version: int4(),
    name: text(),
    code: text(),
    contactPerson: text().nullable(),
    phone: text().nullable(),
    email: text(),
    emergencyEmail: text().nullable(),
    financialEmail: text().nullable(),
    responsibleOfficerEmail: text().nullable(),
    resultsEmail: text().nullable(),
    bankName: text().nullable(),
    bankCode: text().nullable(),
    settlementAccount: text().nullable(),
    legalAddress: text().nullable(),
    mailingAddress: text().nullable(),
    contractNumber: text().nullable(),
    contractStartDate: text().nullable(),
    contractEndDate: text().nullable(),
    autoExtension: z.boolean(),
    postponementDays: int4(),
    maxDiscountPercent: int4(),
    published: z.boolean(),
    notifyResults: z.boolean(),
    notifyOrders: z.boolean(),
    notifyStatements: z.boolean(),
    accessToken: accessTokenInfoSchema.nullable(),
    additionalData: z.object({ city: int4().nullable().optional() }),
    cityIds: z.array(int4()),
    filialIds: z.array(int4()),
    paymentTypeIds: z.array(int4()),
    priceListIds: z.array(int4()),
    /** The contract is in force today (the clinic's calendar), counting auto-extension. */
    contractInForce: z.boolean(),
  })
  .meta({ id: 'InsuranceCompany' })
export type InsuranceCompany = z.infer<typeof insuranceCompanySchema>

export const insuranceCompanyQuerySchema = z
  .object({
    page: queryInt(1, 100_000).default(1),
    perPage: queryInt(1, 100).default(15),
    /** A part of the name. */
    name: text().trim().max(255).optional(),
    /** A part of the code. */
    code: text().trim().max(50).optional(),
    published: z.enum(['true', 'false']).optional(),
  })
  .strict()

export const insuranceCompanyListSchema = z
  .object({
    data: z.array(insuranceCompanySchema),
    meta: z.object({ page: int4(), perPage: int4(), total: int4() }),
  })
  .meta({ id: 'InsuranceCompanyList' })

/**
 * A contractor as the cart offers it (insuranceCompaniesForCart, crmInsuranceCompaniesForCart): the old
 * option fields plus what the contract covers, so the PWA offers only those usable for the order's place.
 */
export const insurerCartOptionSchema = z
  .looseObject({
    key: int4(),
    value: text(),
    code: text(),
    published: z.boolean(),
    maxDiscountPercent: int4(),
    additionalData: z.object({ city: int4().nullable().optional() }),
    cityIds: z.array(int4()),
    filialIds: z.array(int4()),
    paymentTypeIds: z.array(int4()),
    priceListIds: z.array(int4()),
    contractEndDate: text().nullable(),
    autoExtension: z.boolean(),
    /** The contract is in force today (the clinic's calendar), counting auto-extension. */
    contractInForce: z.boolean(),
  })
  .meta({ id: 'InsurerCartOption' })
export type InsurerCartOption = z.infer<typeof insurerCartOptionSchema>
