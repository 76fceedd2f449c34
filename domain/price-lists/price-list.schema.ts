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
  massFailed: 'Помилка при збереженні змін',
  attachFailed: 'Помилка при прикріпленні послуг',
  belowZero: 'Ціна стала б від’ємною',
  staleRow: 'Позицію щойно змінив інший користувач',
  notInList: 'Позиції немає в цьому прайс-листі',
  alreadyInList: 'Вже є в цьому прайс-листі',
  wrongKind: 'Не того типу, що прайс-лист',
  setNameLength: 'Назва набору має містити від 3 до 255 символів',
  setsFailed: 'Набір позицій не збережено',
  materialsFailed: 'Ціни матеріалів не збережено',
  materialsTestsOnly: 'Матеріали мають лише прайс-листи аналізів',
  materialTwice: 'Матеріал уже є в цьому прайс-листі',
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
    published: z.enum(['true', 'false']).optional(),
    /** Lists valid on this day: begun by then (or without a start) and perpetual or not yet ended. */
    validOn: z.iso.date().optional(),
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
    published: z.boolean(),
  })
  .meta({ id: 'PriceListPosition' })

export const positionQuerySchema = z
  .object({
    page: queryInt(1, 100_000).default(1),
    perPage: queryInt(1, 500).default(15),
    search: text().trim().max(255).optional(),
  })
  .strict()

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
    leadTimeText: text().trim().max(255).nullable().optional(),
    published: z.boolean().optional(),
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

/** The positions a mass action works on, each with the version the user saw. */
const selection = z
  .array(z.object({ id, version: int4().min(1) }).strict())
  .min(1, 'Оберіть позиції')
  .max(5_000, 'Не більше 5 000 позицій за раз')

/**
 * A mass action over selected positions (spec 001 §2 "mass actions"): all of it is stored in one
 * transaction or nothing is ('Помилка при збереженні змін' with the rows that failed).
 */
export const positionMassSchema = z
  .discriminatedUnion('action', [
    z
      .object({
        action: z.literal('price_percent'),
        positions: selection,
        /** Percent to add (negative lowers), -99…1000, up to two decimals. */
        percent: z.number().min(-99).max(1000).multipleOf(0.01),
      })
      .strict(),
    z
      .object({
        action: z.literal('price_amount'),
        positions: selection,
        /** Kopiykas to add (negative lowers). */
        amount: int4().min(-100_000_000).max(100_000_000),
      })
      .strict(),
    z.object({ action: z.literal('publish'), positions: selection }).strict(),
    z.object({ action: z.literal('unpublish'), positions: selection }).strict(),
    z.object({ action: z.literal('remove'), positions: selection }).strict(),
  ])
  .meta({ id: 'PriceListPositionMass' })
export type PositionMass = z.infer<typeof positionMassSchema>

export const positionMassResultSchema = z
  .object({ changed: int4(), removed: int4() })
  .meta({ id: 'PriceListPositionMassResult' })

/** A mass price change: the new base price, rounded to whole kopiykas. */
export function massPrice(price: number, change: { percent?: number; amount?: number }): number {
  if (change.percent !== undefined) return Math.round((price * (100 + change.percent)) / 100)
  return price + (change.amount ?? 0)
}

/** Catalogue items added to a list as new positions, each with its price in kopiykas. */
export const positionAddSchema = z
  .object({
    items: z
      .array(
        z
          .object({
            serviceId: id.optional(),
            mcTestId: id.optional(),
            price: kop,
          })
          .strict()
          .refine((i) => (i.serviceId === undefined) !== (i.mcTestId === undefined), {
            message: 'Вкажіть послугу або аналіз',
          }),
      )
      .min(1)
      .max(1_000),
  })
  .strict()
  .meta({ id: 'PriceListPositionAdd' })
export type PositionAdd = z.infer<typeof positionAddSchema>

/** Attach services (or tests) to many lists at once (spec 001 §2 mass-attachment). */
export const massAttachmentSchema = z
  .object({
    priceListIds: z.array(id).min(1, 'Оберіть прайс-листи').max(500),
    items: positionAddSchema.shape.items,
  })
  .strict()
  .meta({ id: 'PriceListMassAttachment' })
export type MassAttachment = z.infer<typeof massAttachmentSchema>

export const massAttachmentResultSchema = z
  .object({ created: int4(), skipped: int4() })
  .meta({ id: 'PriceListMassAttachmentResult' })

export const historyQuerySchema = z.object({ ...page, positionId: idParam().optional() }).strict()

export const historyEntrySchema = z
  .object({
    id: int4(),
    positionId: int4().nullable(),
    subject: text(),
    action: z.enum(['create', 'update', 'delete', 'import', 'mass', 'attach']),
    userName: text().nullable(),
    at: text(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'PriceListChange' })
export type HistoryEntry = z.infer<typeof historyEntrySchema>

export const historyListSchema = z
  .object({
    data: z.array(historyEntrySchema),
    meta: z.object({ page: int4(), perPage: int4(), total: int4() }),
  })
  .meta({ id: 'PriceListChangeList' })

/** How history names the fields that changed. */
export const historyFieldLabels: Readonly<Record<string, string>> = {
  nameUk: 'Назва',
  nameRu: 'Назва (рос.)',
  type: 'Тип',
  discount: 'Знижка, %',
  maxDiscountPercent: 'Макс. знижка, %',
  cityId: 'Місто',
  published: 'Опубліковано',
  dateFrom: 'Діє з',
  dateTo: 'Діє до',
  perpetual: 'Безстроковий',
  autoExtension: 'Автопродовження',
  price: 'Ціна',
  finalPrice: 'Кінцева ціна',
  manualPrice: 'Ручна ціна',
  cost: 'Вартість',
  partnerPrice: 'Ціна партнера',
  costPrice: 'Собівартість',
  leadTime: 'Термін, днів',
  citoLeadTime: 'Термін CITO, год',
  leadTimeText: 'Термін (текст)',
  externalCode: 'Зовнішній код',
  externalName: 'Зовнішня назва',
}

/** Position sets ("group positions"): a name, an optional code and the list's positions in it. */
const setFields = {
  name: text().trim().min(3, priceListMessages.setNameLength).max(255, priceListMessages.setNameLength),
  code: text().trim().max(50).nullable().optional(),
  published: z.boolean().optional(),
  positionIds: z.array(id).max(2_000),
}

export const positionSetInputSchema = z.object(setFields).strict().meta({ id: 'PriceListPositionSetCreate' })
export type PositionSetInput = z.infer<typeof positionSetInputSchema>

export const positionSetPatchSchema = z
  .object(setFields)
  .partial()
  .extend({ version: int4().min(1) })
  .strict()
  .meta({ id: 'PriceListPositionSetPatch' })
export type PositionSetPatch = z.infer<typeof positionSetPatchSchema>

export const positionSetSchema = z
  .object({
    id: int4(),
    version: int4(),
    priceListId: int4(),
    name: text(),
    code: text().nullable(),
    published: z.boolean(),
    positionIds: z.array(int4()),
    positions: z.array(z.object({ id: int4(), code: text(), name: text(), finalPrice: int4() })),
    /** Sum of the final prices of its positions, in kopiykas. */
    total: int4(),
  })
  .meta({ id: 'PriceListPositionSet' })
export type PositionSet = z.infer<typeof positionSetSchema>

/** One catalogue item's positions across every list (the settings' "position" page). */
export const itemPositionsQuerySchema = z
  .object({ serviceId: idParam().optional(), mcTestId: idParam().optional() })
  .strict()
  .refine((q) => (q.serviceId === undefined) !== (q.mcTestId === undefined), {
    message: 'Вкажіть послугу або аналіз',
  })

export const itemPositionSchema = positionSchema
  .extend({
    priceListName: text(),
    priceListDiscount: int4(),
    priceListPublished: z.boolean(),
  })
  .meta({ id: 'PriceListItemPosition' })
export type ItemPosition = z.infer<typeof itemPositionSchema>

/**
 * Multimaterials (spec 001 §3 Price list): the prices a tests list gives collection materials. The
 * screen saves the whole set at once; a material left out is removed from the list.
 */
export const priceListMaterialInputSchema = z
  .object({ materialId: id, price: kop, published: z.boolean().optional() })
  .strict()

export const priceListMaterialsPutSchema = z
  .object({
    materials: z.array(priceListMaterialInputSchema).max(500, 'Не більше 500 матеріалів у прайс-листі'),
  })
  .strict()
  .meta({ id: 'PriceListMaterialsPut' })
export type PriceListMaterialsPut = z.infer<typeof priceListMaterialsPutSchema>

export const priceListMaterialSchema = z.object({
  id: int4(),
  materialId: int4(),
  code: text(),
  name: text(),
  price: int4(),
  published: z.boolean(),
})
export type PriceListMaterial = z.infer<typeof priceListMaterialSchema>

export const priceListMaterialsSchema = z
  .object({ data: z.array(priceListMaterialSchema) })
  .meta({ id: 'PriceListMaterials' })
