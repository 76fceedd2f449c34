/**
 * /print/patient?orderId=N (print layout): the order as the patient takes it home — its code and date,
 * the patient, every service, test and product with quantity, price, discount and sum, the totals, the
 * comment meant for the client — and the preparation for its services and tests. The catalogue links no
 * preparation instructions to services or tests yet, so the sheet says so rather than inventing any.
 * Read from the device's copy of the order (the cart's), so it prints offline once the order was opened.
 */
import { useSearchParams } from 'react-router'
import { patientSheetLines, sheetKindLabels } from '../../../domain/print/patient-sheet'
import { printMessages, readId } from '../../../domain/print/print-query'
import { dayText } from '../../../domain/protocols/protocol-print'
import type { McOrder } from '../../../domain/orders/order.schema'
import { kyivDayAndTime } from '../../../domain/time/kyiv'
import { formatMoney } from '../../lib/format/money'
import { useOnline } from '../../offline/react/use-outbox'
import { useOrderRecord } from '../../shared/orders/order-record'
import { PageLoader } from '../../ui/page-loader'
import { Facts, PrintNotice, PrintSheet, PrintToolbar } from '../../shared/print/print-frame'

const patientName = (o: McOrder) =>
  o.client ? [o.client.surname, o.client.name, o.client.patronymic].filter(Boolean).join(' ') : '—'

function PatientSheet({ order }: { order: McOrder }) {
  const lines = patientSheetLines(order)
  const place = [order.filial?.name, order.point?.address].filter(Boolean).join(', ')
  return (
    <PrintSheet label="Замовлення для пацієнта, друк" format="A4">
      <h1 className="mb-2 text-[1.3em] font-bold">Замовлення {order.code}</h1>
      <Facts
        facts={[
          ['Дата', dayText(kyivDayAndTime(order.createdAt).date)],
          ['Пацієнт', patientName(order)],
          ['Дата народження', dayText(order.client?.birthday) || '—'],
          ...(place ? [['Місце', place] as const] : []),
        ]}
      />
      {lines.length === 0 ? (
        <p className="mt-3">У замовленні ще немає послуг чи аналізів.</p>
      ) : (
        <table className="mt-3 w-full border-collapse text-left" aria-label="Послуги й аналізи">
          <thead>
            <tr className="border-b border-black">
              <th className="py-0.5 pr-2 font-semibold">Найменування</th>
              <th className="py-0.5 pr-2 text-right font-semibold">К-сть</th>
              <th className="py-0.5 pr-2 text-right font-semibold">Ціна</th>
              <th className="py-0.5 pr-2 text-right font-semibold">Знижка</th>
              <th className="py-0.5 text-right font-semibold">Сума</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l, i) => (
              <tr key={i} className="border-b border-slate-300 align-top">
                <td className="py-0.5 pr-2">
                  {l.name}
                  <span className="block text-[0.85em]">
                    {[sheetKindLabels[l.kind], l.code].filter(Boolean).join(' · ')}
                  </span>
                </td>
                <td className="py-0.5 pr-2 text-right">{l.quantity}</td>
                <td className="py-0.5 pr-2 text-right whitespace-nowrap">{formatMoney(l.price)}</td>
                <td className="py-0.5 pr-2 text-right whitespace-nowrap">
                  {l.discount ? formatMoney(l.discount) : '—'}
                </td>
                <td className="py-0.5 text-right whitespace-nowrap">{formatMoney(l.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dl className="print-keep mt-3 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-4" aria-label="Разом">
        <dt>Сума</dt>
        <dd className="text-right">{formatMoney(order.sum)}</dd>
        <dt>Знижка</dt>
        <dd className="text-right">{formatMoney(order.discount)}</dd>
        <dt className="font-bold">До сплати</dt>
        <dd className="text-right font-bold">{formatMoney(order.toPay)}</dd>
      </dl>
      {order.commentToClient && (
        <section className="print-keep mt-3">
          <h2 className="text-[1.1em] font-semibold">Коментар</h2>
          <p className="whitespace-pre-line">{order.commentToClient}</p>
        </section>
      )}
      <section className="print-keep mt-4">
        <h2 className="text-[1.1em] font-semibold">Підготовка до послуг і аналізів</h2>
        <p>{printMessages.noPreparation}</p>
      </section>
    </PrintSheet>
  )
}

function OrderSheet({ id }: { id: number }) {
  const record = useOrderRecord(String(id))
  const online = useOnline()
  if (record.loading) return <PageLoader label="Завантаження замовлення…" />
  if (!record.order)
    return (
      <PrintNotice>
        {record.error ?? (online ? printMessages.orderNotFound : printMessages.orderOffline)}
      </PrintNotice>
    )
  return (
    <>
      <PrintToolbar back={{ to: `/mc-cart/${id}`, label: 'До замовлення' }} />
      <PatientSheet order={record.order} />
    </>
  )
}

export function PatientPrintPage() {
  const [params] = useSearchParams()
  const raw = params.get('orderId')
  const id = readId(raw)
  let body
  if (!raw) body = <PrintNotice>{printMessages.noOrderId}</PrintNotice>
  else if (id === null) body = <PrintNotice>{printMessages.badOrderId}</PrintNotice>
  else body = <OrderSheet id={id} />
  return <div className="mx-auto grid max-w-3xl gap-4">{body}</div>
}
