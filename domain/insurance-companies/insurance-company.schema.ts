/**
 * Contractors (insurance companies) in the settings (spec 001 §3 "Contractor", §5) and in the cart's
 * references: the fields the database holds, and what the contract covers — cities, filials, payment
 * types and price lists. An empty cities, filials or payment types list means "no restriction".
 */
import { z } from 'zod'
import { phoneField } from '../clients/client-fields'
import { ibanCheckDigitsValid, isMfo, isUaIbanShape, normalizeIban } from './bank-details'

const id = z.number().int().positive().max(2_147_483_647)

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

const text = (max: number) => z.string().trim().max(max)
/** An optional field where an empty input means "none" (stored as null). */
const blankToNull = (v: string) => (v === '' ? null : v)
const optionalEmail = z
  .string({ error: msg.emailFormat })
  .trim()
  .max(255, msg.emailFormat)
  .transform(blankToNull)
  .pipe(z.email(msg.emailFormat).nullable())
  .nullable()
  .optional()
const mfo = z
  .string({ error: msg.mfoFormat })
  .trim()
  .max(20, msg.mfoFormat)
  .transform(blankToNull)
  .pipe(z.string().refine(isMfo, msg.mfoFormat).nullable())
  .nullable()
  .optional()
// Typed with spaces as printed on invoices ("UA21 3223 1300 …"); stored without them.
const iban = z
  .string({ error: msg.ibanFormat })
  .max(64, msg.ibanFormat)
  .transform((v) => blankToNull(normalizeIban(v)))
  .pipe(
    z
      .string()
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
  name: z
    .string({ error: msg.nameRequired })
    .trim()
    .min(1, msg.nameRequired)
    .max(255)
    // Ukrainian names carry apostrophes in any of their three spellings (Здоров'я, Здоров’я, Здоровʼя).
    .regex(/^[\p{L}\p{N}\s\-–—.,()«»"'’ʼ/№+&]+$/u, msg.nameSymbols),
  code: z
    .string({ error: msg.codeFormat })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,50}$/, msg.codeFormat),
  contactPerson: text(255).nullable().optional(),
  phone: phoneField.optional(),
  email: z
    .string({ error: msg.emailRequired })
    .trim()
    .min(1, msg.emailRequired)
    .max(255, msg.emailFormat)
    .pipe(z.email(msg.emailFormat)),
  /** Emails beside the contact `email`, each for its own kind of letters. */
  emergencyEmail: optionalEmail,
  financialEmail: optionalEmail,
  responsibleOfficerEmail: optionalEmail,
  resultsEmail: optionalEmail,
  bankName: text(255).nullable().optional(),
  /** MFO, 6 digits. */
  bankCode: mfo,
  /** Ukrainian IBAN. */
  settlementAccount: iban,
  legalAddress: text(500).nullable().optional(),
  mailingAddress: text(500).nullable().optional(),
  contractNumber: text(100).nullable().optional(),
  contractStartDate: z.iso.date().nullable().optional(),
  contractEndDate: z.iso.date().nullable().optional(),
  autoExtension: z.boolean().optional(),
  /** Days of payment deferral agreed in the contract. */
  postponementDays: z.number().int().min(0).max(365).optional(),
  maxDiscountPercent: z.number().int().min(0).max(100).optional(),
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
  .extend({ version: z.number().int().min(1) })
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
    tail: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'InsuranceCompanyAccessTokenInfo' })

export const insuranceCompanySchema = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    version: z.number().int(),
    name: z.string(),
    code: z.string(),
    contactPerson: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string(),
    emergencyEmail: z.string().nullable(),
    financialEmail: z.string().nullable(),
    responsibleOfficerEmail: z.string().nullable(),
    resultsEmail: z.string().nullable(),
    bankName: z.string().nullable(),
    bankCode: z.string().nullable(),
    settlementAccount: z.string().nullable(),
    legalAddress: z.string().nullable(),
    mailingAddress: z.string().nullable(),
    contractNumber: z.string().nullable(),
    contractStartDate: z.string().nullable(),
    contractEndDate: z.string().nullable(),
    autoExtension: z.boolean(),
    postponementDays: z.number().int(),
    maxDiscountPercent: z.number().int(),
    published: z.boolean(),
    notifyResults: z.boolean(),
    notifyOrders: z.boolean(),
    notifyStatements: z.boolean(),
    accessToken: accessTokenInfoSchema.nullable(),
    additionalData: z.object({ city: z.number().int().nullable().optional() }),
    cityIds: z.array(z.number().int()),
    filialIds: z.array(z.number().int()),
    paymentTypeIds: z.array(z.number().int()),
    priceListIds: z.array(z.number().int()),
    /** The contract is in force today (the clinic's calendar), counting auto-extension. */
    contractInForce: z.boolean(),
  })
  .meta({ id: 'InsuranceCompany' })
export type InsuranceCompany = z.infer<typeof insuranceCompanySchema>

export const insuranceCompanyQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    perPage: z.coerce.number().int().min(1).max(100).default(15),
    /** A part of the name. */
    name: z.string().trim().max(255).optional(),
    /** A part of the code. */
    code: z.string().trim().max(50).optional(),
    published: z.enum(['true', 'false']).optional(),
  })
  .strict()

export const insuranceCompanyListSchema = z
  .object({
    data: z.array(insuranceCompanySchema),
    meta: z.object({ page: z.number().int(), perPage: z.number().int(), total: z.number().int() }),
  })
  .meta({ id: 'InsuranceCompanyList' })

/**
 * A contractor as the cart offers it (insuranceCompaniesForCart, crmInsuranceCompaniesForCart): the old
 * option fields plus what the contract covers, so the PWA offers only those usable for the order's place.
 */
export const insurerCartOptionSchema = z
  .looseObject({
    key: z.number().int(),
    value: z.string(),
    code: z.string(),
    published: z.boolean(),
    maxDiscountPercent: z.number().int(),
    additionalData: z.object({ city: z.number().int().nullable().optional() }),
    cityIds: z.array(z.number().int()),
    filialIds: z.array(z.number().int()),
    paymentTypeIds: z.array(z.number().int()),
    priceListIds: z.array(z.number().int()),
    contractEndDate: z.string().nullable(),
    autoExtension: z.boolean(),
    /** The contract is in force today (the clinic's calendar), counting auto-extension. */
    contractInForce: z.boolean(),
  })
  .meta({ id: 'InsurerCartOption' })
export type InsurerCartOption = z.infer<typeof insurerCartOptionSchema>
