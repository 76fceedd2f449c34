/**
 * /protocol/:id/print/calendar (print layout): the protocol's visit plan on one A4 sheet — the patient,
 * the doctor, the visit's day and the next visit's day, and the patient's open previous entries still
 * ahead (the registry's planned visits, when the user may read clients) — as month calendars from
 * Monday with those days marked, and the same days listed under them. Read from the device's copies of
 * the protocol and of the client's entries, so it prints offline once they were opened.
 */
import { useParams } from 'react-router'
import { can } from '../../../domain/permissions/check'
import { clientRead } from '../../../domain/clients/client-access'
import {
  planCalendar,
  planMarkLabels,
  ukWeekdayShort,
  type MonthGrid,
  type PlanMark,
} from '../../../domain/print/month-calendar'
import { printMessages, readId } from '../../../domain/print/print-query'
import { previousEntryTypes } from '../../../domain/previous-entries/previous-entry-rules'
import {
  previousEntryListSchema,
  type PreviousEntry,
} from '../../../domain/previous-entries/previous-entry.schema'
import { dayText, kyivDateTimeText } from '../../../domain/protocols/protocol-print'
import { protocolApiPath, protocolSchema, type Protocol } from '../../../domain/protocols/protocol.schema'
import { kyivDayAndTime } from '../../../domain/time/kyiv'
import { useSignedInUser } from '../../lib/session/session-context'
import { useCachedAnswer } from '../../offline/react/use-cached-answer'
import { today } from '../../shared/patients/use-today'
import { previousEntriesPath } from '../../shared/previous-entries/client-entries'
import { PageLoader } from '../../ui/page-loader'
import { Facts, PrintNotice, PrintSheet, PrintToolbar } from '../../shared/print/print-frame'
import { ProtocolCentreHeading } from '../../shared/print/protocol-print-heading'

/** The entries' part of the plan: read, not readable now (said under the list), or not asked for. */
type Entries = { status: 'shown'; rows: PreviousEntry[] } | { status: 'loading' | 'unavailable' | 'none' }

function marksOf(p: Protocol, entries: PreviousEntry[], from: string): PlanMark[] {
  const marks: PlanMark[] = []
  const doctor = p.doctor?.name ?? ''
  if (p.visitAt)
    marks.push({
      day: kyivDayAndTime(p.visitAt).date,
      kind: 'visit',
      text: [p.subject.name, doctor].filter(Boolean).join(' · '),
    })
  if (p.nextVisitDate) marks.push({ day: p.nextVisitDate, kind: 'next', text: doctor })
  for (const e of entries)
    if (e.orderId === null && e.deadlineAt >= from)
      marks.push({
        day: e.deadlineAt,
        kind: 'entry',
        text: [e.doctorName, previousEntryTypes[e.type as 1 | 2] ?? '', e.comment ?? '']
          .filter(Boolean)
          .join(' · '),
      })
  return marks
}

function Month({ grid, marks }: { grid: MonthGrid; marks: PlanMark[] }) {
  return (
    <table className="print-keep mt-3 w-full table-fixed border-collapse text-center">
      <caption className="mb-1 text-left text-[1.1em] font-semibold">{grid.title}</caption>
      <thead>
        <tr>
          {ukWeekdayShort.map((d) => (
            <th key={d} className="border border-slate-400 py-0.5 font-semibold">
              {d}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.weeks.map((week, i) => (
          <tr key={i}>
            {week.map((day, j) => {
              if (!day) return <td key={j} className="border border-slate-300" />
              const here = marks.filter((m) => m.day === day)
              const kinds = [...new Set(here.map((m) => planMarkLabels[m.kind]))]
              return (
                <td
                  key={day}
                  aria-label={kinds.length ? `${dayText(day)}: ${kinds.join(', ')}` : dayText(day)}
                  className={`h-10 border align-top ${
                    kinds.length ? 'border-2 border-black font-bold' : 'border-slate-300'
                  }`}
                >
                  <span>{Number(day.slice(8))}</span>
                  {kinds.length > 0 && (
                    <span className="block text-[0.7em] leading-tight">{kinds.join(', ')}</span>
                  )}
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function CalendarSheet({ p, entries }: { p: Protocol; entries: Entries }) {
  const from = today()
  const plan = planCalendar(marksOf(p, entries.status === 'shown' ? entries.rows : [], from))
  return (
    <PrintSheet label="Календар візитів для друку" format="A4">
      <ProtocolCentreHeading protocol={p} />
      <h1 className="mt-3 mb-2 text-[1.3em] font-bold">Календар візитів</h1>
      <Facts
        facts={[
          ['Пацієнт', p.patient ?? '—'],
          ['Дата народження', dayText(p.birthday) || '—'],
          ['Лікар', p.doctor?.name ?? '—'],
          ['Послуга', p.subject.name],
          ['Дата і час прийому', kyivDateTimeText(p.visitAt) || '—'],
          ['Наступний візит', dayText(p.nextVisitDate) || 'не призначено'],
        ]}
      />
      {plan.months.length === 0 ? (
        <p className="mt-3">У протоколі ще немає ні дати прийому, ні наступного візиту.</p>
      ) : (
        plan.months.map((m) => <Month key={`${m.year}-${m.month}`} grid={m} marks={plan.marks} />)
      )}
      {plan.cut && <p className="mt-1">Показано перші 12 місяців.</p>}
      {plan.marks.length > 0 && (
        <table className="mt-4 w-full border-collapse text-left" aria-label="Візити">
          <thead>
            <tr className="border-b border-black">
              <th className="py-0.5 pr-2 font-semibold">Дата</th>
              <th className="py-0.5 pr-2 font-semibold">Візит</th>
              <th className="py-0.5 font-semibold">Деталі</th>
            </tr>
          </thead>
          <tbody>
            {plan.marks.map((m, i) => (
              <tr key={i} className="border-b border-slate-300 align-top">
                <td className="py-0.5 pr-2 whitespace-nowrap">{dayText(m.day)}</td>
                <td className="py-0.5 pr-2">{planMarkLabels[m.kind]}</td>
                <td className="py-0.5">{m.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {entries.status === 'loading' && <p className="mt-2 print:hidden">Завантаження попередніх записів…</p>}
      {entries.status === 'unavailable' && (
        <p className="mt-2">
          Попередніх записів пацієнта на цьому пристрої немає: у календарі їх не показано.
        </p>
      )}
    </PrintSheet>
  )
}

function WithEntries({ p, clientId }: { p: Protocol; clientId: number }) {
  const answer = useCachedAnswer(previousEntriesPath(clientId), previousEntryListSchema)
  const entries: Entries =
    answer.status === 'shown' ? { status: 'shown', rows: answer.data.data } : { status: answer.status }
  return <CalendarSheet p={p} entries={entries} />
}

function ProtocolCalendar({ id }: { id: number }) {
  const user = useSignedInUser()
  const answer = useCachedAnswer(protocolApiPath(id), protocolSchema)
  if (answer.status === 'loading') return <PageLoader label="Завантаження протоколу…" />
  if (answer.status === 'unavailable')
    return (
      <PrintNotice>
        {answer.offline ? printMessages.protocolOffline : printMessages.protocolNotFound}
      </PrintNotice>
    )
  const p = answer.data
  if (p.state === 'deleted') return <PrintNotice>{printMessages.protocolDeleted}</PrintNotice>
  return (
    <>
      <PrintToolbar back={{ to: `/protocol/${p.id}`, label: 'До протоколу' }} />
      {p.clientId !== null && can(user.permissions, clientRead) ? (
        <WithEntries p={p} clientId={p.clientId} />
      ) : (
        <CalendarSheet p={p} entries={{ status: 'none' }} />
      )}
    </>
  )
}

export function ProtocolCalendarPage() {
  const { id: raw } = useParams()
  const id = readId(raw)
  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      {id === null ? (
        <PrintNotice>{printMessages.protocolNotFound}</PrintNotice>
      ) : (
        <ProtocolCalendar id={id} />
      )}
    </div>
  )
}
