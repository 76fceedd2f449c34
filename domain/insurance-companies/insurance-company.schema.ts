/**
 * Contractors (insurance companies) in the settings (spec 001 §3 "Contractor", §5) and in the cart's
 * references: the fields the database holds, and what the contract covers — cities, filials, payment
 * types and price lists. An empty cities, filials or payment types list means "no restriction".
 */
import { z } from 'zod'
import { phoneField } from '../clients/client-fields'

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
} as const
const msg = insuranceCompanyMessages

const text = (max: number) => z.string().trim().max(max)
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
  contractNumber: text(100).nullable().optional(),
  contractStartDate: z.iso.date().nullable().optional(),
  contractEndDate: z.iso.date().nullable().optional(),
  autoExtension: z.boolean().optional(),
  /** Days of payment deferral agreed in the contract. */
  postponementDays: z.number().int().min(0).max(365).optional(),
  maxDiscountPercent: z.number().int().min(0).max(100).optional(),
  published: z.boolean().optional(),
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

/** Cross-field rules of a contractor, as the 422 errors map. */
export function insuranceCompanyProblems(p: {
  contractStartDate?: string | null | undefined
  contractEndDate?: string | null | undefined
}): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  if (p.contractStartDate && p.contractEndDate && p.contractEndDate < p.contractStartDate)
    errors.contract_end_date = [msg.contractDates]
  return errors
}

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
    contractNumber: z.string().nullable(),
    contractStartDate: z.string().nullable(),
    contractEndDate: z.string().nullable(),
    autoExtension: z.boolean(),
    postponementDays: z.number().int(),
    maxDiscountPercent: z.number().int(),
    published: z.boolean(),
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
