/**
 * What a patient's message says about an order: the facts read once from the order, its patient, its
 * filial and the centre's basic settings, and the template values of spec 001's placeholders
 * (domain/notifications/templates.ts) for the order or one of its visits.
 */
import { eq } from 'drizzle-orm'
import type { NotificationChannel } from '../../../domain/notifications/notifications'
import { plural, type TemplateValues } from '../../../domain/notifications/templates'
import type { OrderCartData } from '../../../domain/orders/cart.schema'
import { formatMoney } from '../../../domain/pricing/money'
import { dayText, kyivDayAndTime } from '../../../domain/time/kyiv'
import type { Db, Tx } from '../../db/client'
import { clients } from '../../db/schema/clients'
import { orders } from '../../db/schema/orders'
import { filials } from '../../db/schema/places'
import { readBasicSettings } from '../settings/basic-settings.routes'

/** Channels that reach a phone number. */
export const PHONE_CHANNELS: readonly NotificationChannel[] = ['sms', 'viber']

export interface OrderFacts {
  orderId: number
  orderCode: string
  clientId: number | null
  /** Name and patronymic, as a message greets the patient. */
  patient: string | null
  phone: string | null
  email: string | null
  filialId: number | null
  filial: string | null
  address: string | null
  toPay: number | null
  lines: number
  centre: string
  centrePhone: string
}

/** The facts of an order's messages, or null when there is no such order. */
export async function loadOrderFacts(db: Db | Tx, orderId: number): Promise<OrderFacts | null> {
  const [row] = await db
    .select({
      code: orders.code,
      clientId: orders.clientId,
      filialId: orders.filialId,
      priceInfo: orders.priceInfo,
      cartData: orders.cartData,
      name: clients.name,
      patronymic: clients.patronymic,
      phone: clients.phone,
      email: clients.email,
      filial: filials.name,
      address: filials.address,
    })
    .from(orders)
    .leftJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(filials, eq(filials.id, orders.filialId))
    .where(eq(orders.id, orderId))
  if (!row) return null
  const basic = await readBasicSettings(db)
  const cart = row.cartData as OrderCartData | null
  const price = row.priceInfo
  return {
    orderId,
    orderCode: row.code,
    clientId: row.clientId,
    patient: row.name ? [row.name, row.patronymic].filter(Boolean).join(' ') : null,
    phone: row.phone || null,
    email: row.email || null,
    filialId: row.filialId,
    filial: row.filial,
    address: row.address,
    toPay: price?.priceCalculation.totals.toPay ?? null,
    lines: cart ? cart.services.length + cart.tests.length + cart.products.length : 0,
    centre: basic.centreName,
    centrePhone: basic.centrePhone,
  }
}

/** The calendar day before a YYYY-MM-DD day. */
export function previousDay(day: string): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10)
}

/** Template values of an order's message, about `visit` when one is named. */
export function templateValues(
  facts: OrderFacts,
  visit: { startsAt: Date; doctor?: string | null } | null,
): TemplateValues {
  const when = visit ? kyivDayAndTime(visit.startsAt) : null
  const values: TemplateValues = {
    orderCode: facts.orderCode,
    services: plural(facts.lines, ['послуга', 'послуги', 'послуг']),
    centre: facts.centre,
    centrePhone: facts.centrePhone,
  }
  if (facts.patient) values.patient = facts.patient
  if (facts.filial) values.filial = facts.filial
  if (facts.address) values.address = facts.address
  if (facts.toPay !== null) values.total = formatMoney(facts.toPay).replace(/\s*грн$/, '')
  if (when) {
    values.date = dayText(when.date)
    values.time = when.time
  }
  if (visit?.doctor) values.doctor = visit.doctor
  return values
}
