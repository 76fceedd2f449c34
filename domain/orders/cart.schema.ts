/**
 * The cart of an order (spec 000 §3 "Cart data"): what update-calculation takes and what the order
 * stores. Requests carry what the registrar chooses (item, quantity, doctor, slot, deposit units);
 * the server fills in names, codes, prices and the paid quantity from the database, so a client can
 * never set a price.
 */
import { z } from 'zod'
import { int4, text } from '../api/scalars'
import { pricedCartSchema } from '../pricing/priced-cart.schema'

const id = int4().positive()
const quantity = int4().min(1).max(1000)
const time = text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Час у форматі ГГ:ХХ')
const short = (max: number) => text().trim().max(max)

const depositInput = {
  quantity: quantity.default(1),
  /** Units paid from the client's deposit; never more than the quantity. */
  quantityFromDeposit: int4().min(0).max(1000).default(0),
}

export const serviceLineInputSchema = z
  .object({
    id,
    ...depositInput,
    doctorId: id.nullable().optional(),
    noSchedule: z.boolean().optional(),
    scheduleId: id.nullable().optional(),
    timeFrom: time.nullable().optional(),
    timeTo: time.nullable().optional(),
  })
  .strict()
export const testLineInputSchema = z
  .object({
    id,
    ...depositInput,
    paramApiReferenceId: id.nullable().optional(),
    paramApiReferenceValue: short(255).nullable().optional(),
    /**
     * The tube's barcode once labelled (null: not labelled yet); never empty, unique across orders (spec
     * 000 §5, spec 001 §5).
     */
    barcode: short(64).min(1, 'Штрихкод не може бути порожнім').nullable().optional(),
  })
  .strict()
export const productLineInputSchema = z.object({ id, ...depositInput }).strict()
export const materialLineInputSchema = z.object({ id, ...depositInput }).strict()

const listMax = 300
/** POST update-calculation / PATCH update-calculation-after-payment: an empty body forces a hard update. */
export const cartInputSchema = z
  .object({
    services: z.array(serviceLineInputSchema).max(listMax).optional(),
    tests: z.array(testLineInputSchema).max(listMax).optional(),
    products: z.array(productLineInputSchema).max(listMax).optional(),
    materials: z.array(materialLineInputSchema).max(listMax).optional(),
  })
  .strict()
  .meta({ id: 'CartInput' })
export type CartInput = z.infer<typeof cartInputSchema>

/** Deposit fields the server keeps on every stored line. */
const depositStored = {
  quantity: int4(),
  quantityToPay: int4(),
  quantityFromDeposit: int4(),
  debitedFromDepositAt: text().nullable(),
  paidFromDeposit: z.boolean(),
}

export const serviceLineSchema = z.object({
  id: int4(),
  name: text(),
  code: text().nullable(),
  doctorId: int4().nullable(),
  noSchedule: z.boolean(),
  standardDuration: int4(),
  timeFrom: text().nullable(),
  timeTo: text().nullable(),
  /** Final unit price of the last calculation, kopiykas. */
  price: int4(),
  scheduleId: int4().nullable(),
  /** The booked slot's start (ISO 8601) and its schedule's cabinet; set by book-service, absent on older lines. */
  startsAt: text().nullable().optional(),
  cabinetId: int4().nullable().optional(),
  maxDiscount: z.number(),
  ...depositStored,
})
export const testLineSchema = z.object({
  id: int4(),
  name: text(),
  code: text().nullable(),
  price: int4(),
  paramApiReferenceId: int4().nullable(),
  paramApiReferenceValue: text().nullable(),
  barcode: text().nullable(),
  ...depositStored,
})
export const productLineSchema = z.object({
  id: int4(),
  name: text(),
  price: int4(),
  ...depositStored,
})
export const materialLineSchema = productLineSchema

export const orderCartDataSchema = z
  .object({
    services: z.array(serviceLineSchema),
    tests: z.array(testLineSchema),
    products: z.array(productLineSchema),
    materials: z.array(materialLineSchema),
  })
  .meta({ id: 'OrderCartData' })
export type OrderCartData = z.infer<typeof orderCartDataSchema>
export type ServiceLine = z.infer<typeof serviceLineSchema>
export type TestLine = z.infer<typeof testLineSchema>
export type ProductLine = z.infer<typeof productLineSchema>

export const emptyCart = (): OrderCartData => ({ services: [], tests: [], products: [], materials: [] })

/** Price info (spec 000 §3): the last calculation, containers and the cart's state. */
export const orderPriceInfoSchema = z
  .object({
    priceCalculation: pricedCartSchema,
    calculatedContainers: pricedCartSchema.shape.calculatedContainers,
    state: text(),
    firstConfirmedAt: text().nullable(),
    /** Lab work on the tests: 'not_started' until the order is confirmed, then 'in_progress'. */
    testState: z.enum(['not_started', 'in_progress', 'done']),
    /** Service ids of lines taken without a schedule slot. */
    orderServicesNoSchedule: z.array(int4()),
  })
  .meta({ id: 'OrderPriceInfo' })
export type OrderPriceInfo = z.infer<typeof orderPriceInfoSchema>
