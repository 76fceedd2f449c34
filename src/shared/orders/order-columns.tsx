/**
 * The list's columns: the order labels of spec 000 §3 ("Order (mc order)" and its further labels) that
 * a list row carries. One definition drives the header and the cells.
 */
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { bookingText } from '../../../domain/orders/booking-text'
import type { OrderListItem } from '../../../domain/orders/order-list.schema'
import { formatDateTime } from '../../lib/format/date'
import { formatMoney } from '../../lib/format/money'
import { OrderStateBadge } from './order-state-badge'

export interface OrderColumn {
  key: string
  header: string
  cell: (o: OrderListItem) => ReactNode
  /** Numbers line up on the right. */
  numeric?: boolean
}

const paymentStatuses: Record<string, string> = {
  not_paid: 'Не оплачено',
  partially_paid: 'Частково оплачено',
  paid: 'Оплачено',
}

const percent = (n: number | null) => (n === null ? '' : `${n.toLocaleString('uk-UA')} %`)

/** The slots an order holds, one a line: "07.01.2030 09:30 · Коваленко О. П. · каб. 101". */
function BookingsCell({ bookings }: Pick<OrderListItem, 'bookings'>) {
  if (bookings.length === 0) return null
  return (
    <ul className="grid gap-0.5 whitespace-nowrap" data-testid="order-bookings">
      {bookings.map((b) => (
        <li key={`${b.serviceId}@${b.startsAt}`} title={b.serviceName ?? undefined}>
          {bookingText(b)}
        </li>
      ))}
    </ul>
  )
}

export const cartPath = (o: Pick<OrderListItem, 'id'>) => `/mc-cart/${o.id}`

export const orderColumns: OrderColumn[] = [
  {
    key: 'code',
    header: 'Код',
    cell: (o) => (
      <Link to={cartPath(o)} className="font-medium whitespace-nowrap text-brand-700 hover:underline">
        {o.code}
      </Link>
    ),
  },
  { key: 'state', header: 'Стан', cell: (o) => <OrderStateBadge state={o.state} /> },
  { key: 'createdAt', header: 'Дата створення', cell: (o) => formatDateTime(o.createdAt) },
  { key: 'client', header: 'Пацієнт', cell: (o) => o.clientName ?? '—' },
  { key: 'booking', header: 'Запис', cell: (o) => <BookingsCell bookings={o.bookings} /> },
  { key: 'city', header: 'Місто', cell: (o) => o.cityName },
  { key: 'filial', header: 'Філія', cell: (o) => o.filialName },
  { key: 'paymentType', header: 'Тип оплати', cell: (o) => o.paymentTypeName },
  {
    key: 'paymentStatus',
    header: 'Статус оплати',
    cell: (o) => paymentStatuses[o.paymentStatus] ?? o.paymentStatus,
  },
  { key: 'sum', header: 'Сума', numeric: true, cell: (o) => formatMoney(o.sum) },
  { key: 'discount', header: 'Знижка', numeric: true, cell: (o) => formatMoney(o.discount) },
  { key: 'toPay', header: 'До сплати', numeric: true, cell: (o) => formatMoney(o.toPay) },
  { key: 'operator', header: 'Оператор', cell: (o) => o.operatorName },
  { key: 'externalNumber', header: 'Зовнішній номер', cell: (o) => o.externalNumber },
  { key: 'doneAt', header: 'Дата виконання', cell: (o) => formatDateTime(o.doneAt) },
  { key: 'commentToRegistrar', header: 'Коментар для реєстратора', cell: (o) => o.commentToRegistrar },
  { key: 'commentToClient', header: 'Коментар для клієнта', cell: (o) => o.commentToClient },
  {
    key: 'nps',
    header: 'Оцінка NPS',
    cell: (o) => [o.npsRating, o.npsComment].filter((x) => x !== null && x !== '').join(' · '),
  },
  { key: 'referringDoctor', header: 'Лікар, що направив', cell: (o) => o.referringDoctorName },
  { key: 'fencePoint', header: 'Пункт забору', cell: (o) => o.fencePointName },
  {
    key: 'manualDiscount',
    header: 'Ручна знижка',
    numeric: true,
    cell: (o) => percent(o.manualDiscountPercent),
  },
  { key: 'franchise', header: 'Франшиза', numeric: true, cell: (o) => percent(o.franchisePercent) },
]
