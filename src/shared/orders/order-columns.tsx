/**
 * The list's columns: the order labels of spec 000 §3 ("Order (mc order)" and its further labels) that
 * a list row carries. One definition drives the header, the cells and the column chooser: a new column
 * is one more entry here (say whether it is shown before the user chooses).
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
  /** Shown until the user chooses otherwise in the column chooser. */
  shown?: boolean
  /** Free text of any length: cut to one line in the dense list, whole on hover. */
  long?: boolean
  /** Always shown: the row's name (the order code). */
  fixed?: boolean
}

const paymentStatuses: Record<string, string> = {
  not_paid: 'Не оплачено',
  partially_paid: 'Частково оплачено',
  paid: 'Оплачено',
}

const percent = (n: number | null) => (n === null ? '' : `${n.toLocaleString('uk-UA')} %`)

/** The slots an order holds, one a line: "07.01.2030 09:30 · Коваленко О. П. · каб. 101". */
/** The first visit of the order on one line ("+2" when there are more); every visit with its service on hover. */
function BookingsCell({ bookings }: Pick<OrderListItem, 'bookings'>) {
  const [first] = bookings
  if (!first) return null
  const all = bookings.map((b) => (b.serviceName ? `${bookingText(b)} — ${b.serviceName}` : bookingText(b)))
  return (
    <span className="whitespace-nowrap" title={all.join('\n')}>
      <span data-testid="order-bookings">{bookingText(first)}</span>
      {bookings.length > 1 && <span className="text-slate-600"> +{bookings.length - 1}</span>}
    </span>
  )
}

export const cartPath = (o: Pick<OrderListItem, 'id'>) => `/mc-cart/${o.id}`

export const orderColumns: OrderColumn[] = [
  {
    key: 'code',
    header: 'Код',
    fixed: true,
    shown: true,
    cell: (o) => (
      <Link
        to={cartPath(o)}
        // A finger's 44 px target on touch screens; a mouse keeps the row one text line high.
        className="inline-flex min-h-11 items-center font-medium whitespace-nowrap text-brand-700 hover:underline pointer-fine:min-h-0"
      >
        {o.code}
      </Link>
    ),
  },
  { key: 'state', header: 'Стан', shown: true, cell: (o) => <OrderStateBadge state={o.state} /> },
  { key: 'createdAt', header: 'Дата створення', shown: true, cell: (o) => formatDateTime(o.createdAt) },
  { key: 'client', header: 'Пацієнт', shown: true, long: true, cell: (o) => o.clientName ?? '—' },
  { key: 'booking', header: 'Запис', shown: true, cell: (o) => <BookingsCell bookings={o.bookings} /> },
  {
    key: 'noSchedule',
    header: 'Послуги без розкладу',
    long: true,
    cell: (o) => o.noScheduleServices.join(', '),
  },
  { key: 'city', header: 'Місто', cell: (o) => o.cityName },
  { key: 'filial', header: 'Філія', shown: true, long: true, cell: (o) => o.filialName },
  { key: 'paymentType', header: 'Тип оплати', cell: (o) => o.paymentTypeName },
  {
    key: 'paymentStatus',
    header: 'Статус оплати',
    shown: true,
    cell: (o) => paymentStatuses[o.paymentStatus] ?? o.paymentStatus,
  },
  { key: 'sum', header: 'Сума', numeric: true, cell: (o) => formatMoney(o.sum) },
  { key: 'discount', header: 'Знижка', numeric: true, cell: (o) => formatMoney(o.discount) },
  { key: 'toPay', header: 'До сплати', numeric: true, shown: true, cell: (o) => formatMoney(o.toPay) },
  { key: 'operator', header: 'Оператор', long: true, cell: (o) => o.operatorName },
  { key: 'externalNumber', header: 'Зовнішній номер', cell: (o) => o.externalNumber },
  { key: 'doneAt', header: 'Дата виконання', cell: (o) => formatDateTime(o.doneAt) },
  {
    key: 'commentToRegistrar',
    header: 'Коментар для реєстратора',
    long: true,
    cell: (o) => o.commentToRegistrar,
  },
  { key: 'commentToClient', header: 'Коментар для клієнта', long: true, cell: (o) => o.commentToClient },
  {
    key: 'nps',
    header: 'Оцінка NPS',
    long: true,
    cell: (o) => [o.npsRating, o.npsComment].filter((x) => x !== null && x !== '').join(' · '),
  },
  { key: 'referringDoctor', header: 'Лікар, що направив', long: true, cell: (o) => o.referringDoctorName },
  { key: 'fencePoint', header: 'Пункт забору', long: true, cell: (o) => o.fencePointName },
  {
    key: 'manualDiscount',
    header: 'Ручна знижка',
    numeric: true,
    cell: (o) => percent(o.manualDiscountPercent),
  },
  { key: 'franchise', header: 'Франшиза', numeric: true, cell: (o) => percent(o.franchisePercent) },
]
