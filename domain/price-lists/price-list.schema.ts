/**
 * Price lists in the settings (spec 001 §3 "Price list" and "Position", §5): names, type, discount,
 * maximum discount percent, city, owners, published flag, validity period or perpetual, auto-extension;
 * positions with codes, prices and lead times. Money in integer kopiykas.
 */
import { z } from 'zod'
import { idParam, int4, queryInt, text } from '../api/scalars'

const id = int4().positive()
const kop = int4().min(0).max(100_000_000)

export const priceListMessages = {
  used: 'Прайс-лист неможливо видалити. Він вже був використаний!',
  nameLength: 'Назва прайс-листа має містити від 3 до 255 символів',
  nameSymbols: 'Назва може містити літери, цифри, пробіли та знаки - – . , ( ) « » " \' / № + &',
  daysUnavailable: 'Недоступний проміжок днів!',
  typeRequired: 'Оберіть тип прайс-листа',
  unknownReference: 'Значення не знайдено в довіднику',
  finalAboveNothing: 'Кінцева ціна не може бути від’ємною',
} as const

/** 3–255 characters of text a price list's name is made of (no markup, no statement separators). */
const nameSchema = text()
  .trim()
  .min(3, priceListMessages.nameLength)
  .max(255, priceListMessages.nameLength)
  .regex(/^[\p{L}\p{N}\s\-–—.,()«»"'/№+&]+$/u, priceListMessages.nameSymbols)

export const priceListOwnerInputSchema = z
  .object({
    type: z.enum(['filial', 'blood_point', 'insurance_company']),
    ownerId: id,
    filialId: id.nullable().optional(),
  })
  .strict()

const fields = {
  nameUk: nameSchema,
  nameRu: nameSchema.nullable().optional(),
  type: z.enum(['services', 'tests'], { error: priceListMessages.typeRequired }),
  discount: int4().min(0).max(100).optional(),
  maxDiscountPercent: int4().min(0).max(100).optional(),
  cityId: id.nullable().optional(),
  published: z.boolean().optional(),
  dateFrom: z.iso.date().nullable().optional(),
  dateTo: z.iso.date().nullable().optional(),
  perpetual: z.boolean(),
  autoExtension: z.boolean().optional(),
  owners: z.array(priceListOwnerInputSchema).max(500).optional(),
}

export const priceListCreateSchema = z.object(fields).strict().meta({ id: 'PriceListCreate' })
export type PriceListCreate = z.infer<typeof priceListCreateSchema>

export const priceListPatchSchema = z
  .object(fields)
  .partial()
  .extend({ version: int4().min(1) })
  .strict()
  .meta({ id: 'PriceListPatch' })
export type PriceListPatch = z.infer<typeof priceListPatchSchema>

export const priceListSchema = z
  .object({
    id: int4(),
    uuid: text(),
    version: int4(),
    nameUk: text(),
    nameRu: text().nullable(),
    type: z.enum(['services', 'tests']),
    discount: int4(),
    maxDiscountPercent: int4(),
    cityId: int4().nullable(),
    authorId: int4().nullable(),
    published: z.boolean(),
    dateFrom: text().nullable(),
    dateTo: text().nullable(),
    perpetual: z.boolean(),
    autoExtension: z.boolean(),
    owners: z.array(
      z.object({
        id: int4(),
        type: text(),
        ownerId: int4(),
        filialId: int4().nullable(),
      }),
    ),
    positionCount: int4(),
    /** Orders that use the list; a used list cannot be deleted. */
    usedByOrders: int4(),
  })
  .meta({ id: 'PriceList' })
export type PriceList = z.infer<typeof priceListSchema>

const page = {
  page: queryInt(1, 100_000).default(1),
  perPage: queryInt(1, 100).default(15),
}

export const priceListQuerySchema = z
  .object({
    ...page,
    type: z.enum(['services', 'tests']).optional(),
    cityId: idParam().optional(),
    search: text().trim().max(255).optional(),
  })
  .strict()

export const priceListListSchema = z
  .object({
    data: z.array(priceListSchema),
    meta: z.object({ page: int4(), perPage: int4(), total: int4() }),
  })
  .meta({ id: 'PriceListList' })

export const positionSchema = z
  .object({
    id: int4(),
    version: int4(),
    priceListId: int4(),
    serviceId: int4().nullable(),
    mcTestId: int4().nullable(),
    code: text(),
    name: text(),
    externalCode: text().nullable(),
    externalName: text().nullable(),
    price: int4(),
    cost: int4().nullable(),
    finalPrice: int4(),
    partnerPrice: int4().nullable(),
    costPrice: int4().nullable(),
    manualPrice: z.boolean(),
    leadTime: int4().nullable(),
    citoLeadTime: int4().nullable(),
    leadTimeText: text().nullable(),
  })
  .meta({ id: 'PriceListPosition' })

export const positionQuerySchema = z.object({ ...page, search: text().trim().max(255).optional() }).strict()

export const positionListSchema = z
  .object({
    data: z.array(positionSchema),
    meta: z.object({ page: int4(), perPage: int4(), total: int4() }),
  })
  .meta({ id: 'PriceListPositionList' })

/** A position edit: prices in kopiykas; without `manualPrice` the final price follows the list's discount. */
export const positionPatchSchema = z
  .object({
    version: int4().min(1),
    price: kop.optional(),
    finalPrice: kop.optional(),
    manualPrice: z.boolean().optional(),
    cost: kop.nullable().optional(),
    partnerPrice: kop.nullable().optional(),
    costPrice: kop.nullable().optional(),
    leadTime: int4().min(0).max(365).nullable().optional(),
    citoLeadTime: int4().min(0).max(720).nullable().optional(),
    externalCode: text().trim().max(100).nullable().optional(),
    externalName: text().trim().max(255).nullable().optional(),
  })
  .strict()
  .meta({ id: 'PriceListPositionPatch' })
export type PositionPatch = z.infer<typeof positionPatchSchema>

/** The final price of a position: the list's discount applied (rounded to whole kopiykas), unless typed by hand. */
export function listFinalPrice(price: number, discountPercent: number): number {
  return Math.round((price * (100 - discountPercent)) / 100)
}

/** Cross-field rules of a price list (spec 001 §5), as the 422 errors map. */
export function priceListProblems(p: {
  perpetual?: boolean | undefined
  dateFrom?: string | null | undefined
  dateTo?: string | null | undefined
}) {
  const errors: Record<string, string[]> = {}
  if (p.dateFrom && p.dateTo && p.dateTo < p.dateFrom) errors.date_to = [priceListMessages.daysUnavailable]
  if (p.perpetual === false && !p.dateTo) errors.date_to = [priceListMessages.daysUnavailable]
  return errors
}
