/**
 * The two contractor forms' values and their schemas: the main form (contact data, what the contract
 * covers, bank details, addresses) and the contract profile (contract, e-mail variants, notices). Both
 * are built from the domain schema the server checks, with its rules across fields; the form keeps
 * text as typed (numbers too) and rows of the link lists, empty ones included.
 */
import { z } from 'zod'
import {
  insuranceCompanyCreateSchema,
  insuranceCompanyProblems,
  type InsuranceCompany,
} from '../../../domain/insurance-companies/insurance-company.schema'
import { maskPhone } from '../../shared/patients/masks'

const s = insuranceCompanyCreateSchema.shape

export const camel = (k: string) => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())

/** Rows not filled in yet are left out of the request. */
const rows = <T extends z.ZodType>(inner: T) =>
  z.preprocess((v) => (Array.isArray(v) ? v.filter((x) => x !== null) : v), inner)
/** An empty text is "none". */
const blank = <T extends z.ZodType>(inner: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), inner)
/** A whole number typed as text; empty is 0. */
const count = <T extends z.ZodType>(inner: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v
    const t = v.trim().replace(',', '.')
    if (t === '') return 0
    return /^\d+(\.\d*)?$/.test(t) ? Number(t) : v
  }, inner)

export type LinkKey = 'cityIds' | 'filialIds' | 'paymentTypeIds' | 'priceListIds'
export const LINK_KEYS: readonly LinkKey[] = ['cityIds', 'filialIds', 'paymentTypeIds', 'priceListIds']

export interface MainValues {
  name: string
  code: string
  contactPerson: string
  phone: string
  email: string
  published: boolean
  maxDiscountPercent: string
  postponementDays: string
  cityIds: Array<number | null>
  filialIds: Array<number | null>
  paymentTypeIds: Array<number | null>
  priceListIds: Array<number | null>
  bankName: string
  bankCode: string
  settlementAccount: string
  legalAddress: string
  mailingAddress: string
}

export const mainSchema = z.object({
  name: s.name,
  code: s.code,
  contactPerson: blank(s.contactPerson),
  phone: s.phone,
  email: s.email,
  published: s.published,
  maxDiscountPercent: count(s.maxDiscountPercent),
  postponementDays: count(s.postponementDays),
  cityIds: rows(s.cityIds),
  filialIds: rows(s.filialIds),
  paymentTypeIds: rows(s.paymentTypeIds),
  priceListIds: rows(s.priceListIds),
  bankName: blank(s.bankName),
  bankCode: s.bankCode,
  settlementAccount: s.settlementAccount,
  legalAddress: blank(s.legalAddress),
  mailingAddress: blank(s.mailingAddress),
})
export type MainBody = z.output<typeof mainSchema>

export const emptyMain: MainValues = {
  name: '',
  code: '',
  contactPerson: '',
  phone: '',
  email: '',
  published: true,
  maxDiscountPercent: '0',
  postponementDays: '0',
  cityIds: [],
  filialIds: [],
  paymentTypeIds: [],
  priceListIds: [],
  bankName: '',
  bankCode: '',
  settlementAccount: '',
  legalAddress: '',
  mailingAddress: '',
}

export const mainValuesOf = (c: InsuranceCompany): MainValues => ({
  name: c.name,
  code: c.code,
  contactPerson: c.contactPerson ?? '',
  phone: c.phone ? maskPhone(c.phone) : '',
  email: c.email,
  published: c.published,
  maxDiscountPercent: String(c.maxDiscountPercent),
  postponementDays: String(c.postponementDays),
  cityIds: [...c.cityIds],
  filialIds: [...c.filialIds],
  paymentTypeIds: [...c.paymentTypeIds],
  priceListIds: [...c.priceListIds],
  bankName: c.bankName ?? '',
  bankCode: c.bankCode ?? '',
  settlementAccount: c.settlementAccount ?? '',
  legalAddress: c.legalAddress ?? '',
  mailingAddress: c.mailingAddress ?? '',
})

export const mainLabels: Record<keyof MainValues, string> = {
  name: 'Назва',
  code: 'Код',
  contactPerson: 'Контактна особа',
  phone: 'Телефон',
  email: 'Контактний email',
  published: 'Опубліковано',
  maxDiscountPercent: 'Максимальна знижка',
  postponementDays: 'Відтермінування оплати',
  cityIds: 'Міста',
  filialIds: 'Філіали',
  paymentTypeIds: 'Типи оплати',
  priceListIds: 'Прайс-листи',
  bankName: 'Банк',
  bankCode: 'МФО',
  settlementAccount: 'Розрахунковий рахунок',
  legalAddress: 'Юридична адреса',
  mailingAddress: 'Поштова адреса',
}

export interface ProfileValues {
  contractNumber: string
  contractStartDate: string | null
  contractEndDate: string | null
  autoExtension: boolean
  email: string
  emergencyEmail: string
  financialEmail: string
  responsibleOfficerEmail: string
  resultsEmail: string
  notifyOrders: boolean
  notifyResults: boolean
  notifyStatements: boolean
}

/** The server's rules across fields (contract dates, a notice needs its email), each on its own field. */
const crossFieldRules = (v: Parameters<typeof insuranceCompanyProblems>[0], ctx: z.RefinementCtx) => {
  for (const [field, messages] of Object.entries(insuranceCompanyProblems(v)))
    ctx.addIssue({ code: 'custom', path: [camel(field)], message: messages[0] ?? '' })
}

export const profileSchema = z
  .object({
    contractNumber: blank(s.contractNumber),
    contractStartDate: s.contractStartDate,
    contractEndDate: s.contractEndDate,
    autoExtension: s.autoExtension,
    email: s.email,
    emergencyEmail: s.emergencyEmail,
    financialEmail: s.financialEmail,
    responsibleOfficerEmail: s.responsibleOfficerEmail,
    resultsEmail: s.resultsEmail,
    notifyOrders: s.notifyOrders,
    notifyResults: s.notifyResults,
    notifyStatements: s.notifyStatements,
  })
  .superRefine(crossFieldRules)
export type ProfileBody = z.output<typeof profileSchema>

export const profileValuesOf = (c: InsuranceCompany): ProfileValues => ({
  contractNumber: c.contractNumber ?? '',
  contractStartDate: c.contractStartDate,
  contractEndDate: c.contractEndDate,
  autoExtension: c.autoExtension,
  email: c.email,
  emergencyEmail: c.emergencyEmail ?? '',
  financialEmail: c.financialEmail ?? '',
  responsibleOfficerEmail: c.responsibleOfficerEmail ?? '',
  resultsEmail: c.resultsEmail ?? '',
  notifyOrders: c.notifyOrders,
  notifyResults: c.notifyResults,
  notifyStatements: c.notifyStatements,
})

export const profileLabels: Record<keyof ProfileValues, string> = {
  contractNumber: 'Номер договору',
  contractStartDate: 'Дата початку договору',
  contractEndDate: 'Дата закінчення договору',
  autoExtension: 'Автопролонгація',
  email: 'Контактний email',
  emergencyEmail: 'Email для екстрених випадків',
  financialEmail: 'Фінансовий email',
  responsibleOfficerEmail: 'Email відповідальної особи',
  resultsEmail: 'Email для результатів',
  notifyOrders: 'Сповіщення про замовлення',
  notifyResults: 'Надсилати результати',
  notifyStatements: 'Щомісячні звіти',
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Someone saved first (409): a field this user left as it was takes their value; a field this user
 * changed keeps what was typed. Answers the merged values and the labels of both kinds of field.
 */
export function mergeConflict<V extends object>(
  base: V,
  mine: V,
  theirs: V,
): { values: V; taken: Array<keyof V>; both: Array<keyof V> } {
  const keys = Object.keys(base) as Array<keyof V>
  const taken = keys.filter((k) => same(mine[k], base[k]) && !same(theirs[k], base[k]))
  const both = keys.filter(
    (k) => !same(mine[k], base[k]) && !same(theirs[k], base[k]) && !same(theirs[k], mine[k]),
  )
  const values = { ...mine }
  for (const k of taken) values[k] = theirs[k]
  return { values, taken, both }
}

/** The Ukrainian notice after a conflict: what was taken from the other user, what was kept. */
export function conflictNotice<V extends object>(
  labels: Record<keyof V, string>,
  taken: Array<keyof V>,
  both: Array<keyof V>,
): string {
  const names = (ks: Array<keyof V>) => ks.map((k) => labels[k]).join(', ')
  return (
    'Не збережено: цього контрагента щойно змінив інший користувач.' +
    (taken.length ? ` Його зміни підставлено у форму: ${names(taken)}.` : '') +
    (both.length ? ` Змінили ви обидва — залишено ваше: ${names(both)}.` : '') +
    ' Перевірте і збережіть ще раз.'
  )
}

/**
 * A 422's field messages (snake_case keys) by the form's fields: plain fields by name, the link lists'
 * as { '': whole list, '1': row 1 of what was sent }. `other` holds messages for fields not on the form.
 */
export function sortServerErrors(
  errors: Record<string, string[]>,
  fields: readonly string[],
): {
  fields: Record<string, string>
  links: Partial<Record<LinkKey, Record<string, string>>>
  other: string[]
} {
  const out = {
    fields: {} as Record<string, string>,
    links: {} as Partial<Record<LinkKey, Record<string, string>>>,
    other: [] as string[],
  }
  for (const [field, messages] of Object.entries(errors)) {
    const message = messages[0] ?? ''
    const [head = '', index = ''] = field.split('.')
    const key = camel(head)
    if ((LINK_KEYS as readonly string[]).includes(key) && fields.includes(key))
      out.links[key as LinkKey] = { ...out.links[key as LinkKey], [index]: message }
    else if (fields.includes(key) && index === '') out.fields[key] = message
    else out.other.push(message)
  }
  return out
}
