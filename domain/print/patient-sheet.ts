/**
 * The order as the patient takes it home (/print/patient): every line of the cart with its quantity,
 * price before discounts, discount and sum — from the server's last calculation when it priced that very
 * line, else the line's own final price — and the order's totals as the server counted them.
 */
import type { McOrder } from '../orders/order.schema'

export interface PatientSheetLine {
  kind: 'service' | 'test' | 'product' | 'material'
  name: string
  code: string | null
  quantity: number
  /** Kopiykas: one unit before discounts, the discount on the line, the line's sum. */
  price: number
  discount: number
  total: number
}

export const sheetKindLabels: Record<PatientSheetLine['kind'], string> = {
  service: 'Послуга',
  test: 'Аналіз',
  product: 'Товар',
  material: 'Матеріал',
}

const lists = [
  ['service', 'services'],
  ['test', 'tests'],
  ['product', 'products'],
  ['material', 'materials'],
] as const

/** The order's lines in cart order: services, tests, products, materials. */
export function patientSheetLines(order: Pick<McOrder, 'cartData' | 'priceInfo'>): PatientSheetLine[] {
  const priced = order.priceInfo?.priceCalculation.lines ?? []
  return lists.flatMap(([kind, key]) =>
    order.cartData[key].map((line, index): PatientSheetLine => {
      const p = priced.find((l) => l.kind === kind && l.index === index && l.id === line.id)
      return {
        kind,
        name: line.name,
        code: 'code' in line ? line.code : null,
        quantity: line.quantity,
        price: p?.basePrice ?? line.price,
        discount: p?.discount ?? 0,
        total: p?.total ?? line.price * line.quantity,
      }
    }),
  )
}
