/**
 * /print/doctor?date=YYYY-MM-DD&doctorId=N (print layout): the doctor's day sheet — the visits of one
 * Kyiv day in time order with the patient (name, birth date), the services booked and each one's
 * protocol state, the same answer the doctor's workstation reads (GET /registry/doctors-arm, same path,
 * so the day last opened there prints offline). The day is today without `date`, the doctor the
 * signed-in user's own without `doctorId`.
 */
import { useSearchParams } from 'react-router'
import { printMessages, readDay, readId } from '../../../domain/print/print-query'
import { dayText } from '../../../domain/protocols/protocol-print'
import { protocolStateLabels, type ProtocolState } from '../../../domain/protocols/protocol.schema'
import {
  doctorsArmPath,
  doctorsArmResponseSchema,
  type DoctorsArm,
} from '../../../domain/registry/doctors-arm'
import { kyivDayAndTime } from '../../../domain/time/kyiv'
import { useCachedAnswer } from '../../offline/react/use-cached-answer'
import { today } from '../../shared/patients/use-today'
import { PageLoader } from '../../ui/page-loader'
import { Facts, PrintNotice, PrintSheet, PrintToolbar } from '../../shared/print/print-frame'

const time = (iso: string) => kyivDayAndTime(iso).time

/** «Збережено»; «не створено» without a protocol; the raw state when this app does not know it. */
const protocolText = (p: { state: string } | null) =>
  p === null
    ? 'не створено'
    : Object.hasOwn(protocolStateLabels, p.state)
      ? protocolStateLabels[p.state as ProtocolState]
      : p.state

function DaySheet({ data }: { data: DoctorsArm }) {
  const visits = [...data.visits].sort(
    (a, b) => a.startsAt.localeCompare(b.startsAt) || a.orderId - b.orderId,
  )
  return (
    <PrintSheet label="Лист прийому лікаря для друку" format="A4">
      <h1 className="mb-2 text-[1.3em] font-bold">Лист прийому лікаря</h1>
      <Facts
        facts={[
          ['Лікар', data.doctor ? data.doctor.name : '—'],
          ...(data.doctor?.specialization ? [['Спеціалізація', data.doctor.specialization] as const] : []),
          ['Дата', dayText(data.date)],
          ['Пацієнтів', String(visits.length)],
        ]}
      />
      {data.hidden > 0 && (
        <p className="mt-1">Ще {data.hidden} — замовлення, яких ви не бачите: їх не надруковано.</p>
      )}
      {visits.length === 0 ? (
        <p className="mt-3">На цей день записів немає.</p>
      ) : (
        <table className="mt-3 w-full border-collapse text-left" aria-label="Записи дня">
          <thead>
            <tr className="border-b border-black">
              <th className="py-0.5 pr-2 font-semibold">Час</th>
              <th className="py-0.5 pr-2 font-semibold">Пацієнт</th>
              <th className="py-0.5 pr-2 font-semibold">Послуги</th>
              <th className="py-0.5 pr-2 font-semibold">Протокол</th>
              <th className="py-0.5 font-semibold">Каб.</th>
            </tr>
          </thead>
          <tbody>
            {visits.map((v) => (
              <tr key={v.orderId} className="border-b border-slate-300 align-top">
                <td className="py-0.5 pr-2 whitespace-nowrap">
                  {time(v.startsAt)}–{time(v.endsAt)}
                </td>
                <td className="py-0.5 pr-2">
                  {v.patient ?? 'Пацієнта не вказано'}
                  {v.birthday && <span className="block">д. н. {dayText(v.birthday)}</span>}
                  <span className="block text-[0.9em]">{v.code}</span>
                </td>
                <td className="py-0.5 pr-2">
                  {v.lines.map((l) => (
                    <span key={l.serviceId} className="block">
                      {time(l.startsAt)} {l.name}
                    </span>
                  ))}
                </td>
                <td className="py-0.5 pr-2">
                  {v.lines.map((l) => (
                    <span key={l.serviceId} className="block">
                      {protocolText(l.protocol)}
                    </span>
                  ))}
                </td>
                <td className="py-0.5">{v.cabinet ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PrintSheet>
  )
}

function DoctorDay({ date, doctorId }: { date: string; doctorId: number | undefined }) {
  const answer = useCachedAnswer(doctorsArmPath({ date, doctorId }), doctorsArmResponseSchema)
  if (answer.status === 'loading') return <PageLoader label="Завантаження дня лікаря…" />
  if (answer.status === 'unavailable')
    return <PrintNotice>{answer.offline ? printMessages.dayOffline : printMessages.dayFailed}</PrintNotice>
  if (!answer.data.doctor) return <PrintNotice>{printMessages.notLinked}</PrintNotice>
  const back = new URLSearchParams({ date })
  if (doctorId !== undefined) back.set('doctorId', String(doctorId))
  return (
    <>
      <PrintToolbar back={{ to: `/mc-registry/doctors-arm?${back}`, label: 'До АРМ лікаря' }} />
      <DaySheet data={answer.data} />
    </>
  )
}

export function DoctorDayPrintPage() {
  const [params] = useSearchParams()
  const rawDate = params.get('date')
  const rawDoctor = params.get('doctorId')
  const date = rawDate ? readDay(rawDate) : today()
  const doctorId = rawDoctor ? readId(rawDoctor) : undefined
  let body
  if (date === null) body = <PrintNotice>{printMessages.badDate}</PrintNotice>
  else if (doctorId === null) body = <PrintNotice>{printMessages.badDoctorId}</PrintNotice>
  else body = <DoctorDay date={date} doctorId={doctorId} />
  return <div className="mx-auto grid max-w-4xl gap-4">{body}</div>
}
