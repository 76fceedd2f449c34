/**
 * /print/prescription?protocolId=N (print layout): the prescription of a protocol — the values of its
 * «Рецепт» template(s) laid out as the template orders them (drug, dose, duration …) — under the
 * centre's legal heading, with the patient, the doctor, the visit's day and a signature line; A5 unless
 * `?format=A4`. An unapproved one is marked a draft, as the protocol's print is. Read from the device's
 * copy of the protocol, so it prints offline once the protocol was opened.
 */
import { useSearchParams } from 'react-router'
import { printMessages, readFormat, readId } from '../../../domain/print/print-query'
import {
  dayText,
  prescriptionSheets,
  printedValue,
  printOrder,
} from '../../../domain/protocols/protocol-print'
import { protocolApiPath, protocolSchema, type Protocol } from '../../../domain/protocols/protocol.schema'
import { isSection } from '../../../domain/protocols/template-rules'
import { kyivDayAndTime } from '../../../domain/time/kyiv'
import { useCachedAnswer } from '../../offline/react/use-cached-answer'
import { PageLoader } from '../../ui/page-loader'
import {
  Facts,
  PrintNotice,
  PrintSheet,
  PrintToolbar,
  type SheetFormat,
} from '../../shared/print/print-frame'
import { ProtocolCentreHeading } from '../../shared/print/protocol-print-heading'

function Prescription({ p, format }: { p: Protocol; format: SheetFormat }) {
  const day = p.visitAt ? kyivDayAndTime(p.visitAt).date : null
  return (
    <PrintSheet label={`Рецепт для друку, ${format}`} format={format}>
      {p.state !== 'approved' && (
        <p className="mb-2 text-center font-semibold text-red-700">НЕ ЗАТВЕРДЖЕНО — чернетка рецепта</p>
      )}
      <ProtocolCentreHeading protocol={p} />
      <h1 className="mt-3 mb-2 text-center text-[1.4em] font-bold tracking-wide">РЕЦЕПТ</h1>
      <Facts
        facts={[
          ['Дата', dayText(day) || '—'],
          ['Пацієнт', p.patient ?? '—'],
          ['Дата народження', dayText(p.birthday) || '—'],
          ['Лікар', p.doctor?.name ?? '—'],
        ]}
      />
      {prescriptionSheets(p).map((s) => (
        <section
          key={s.templateId}
          className="print-keep mt-4 border-t border-black pt-2"
          aria-label={s.name}
        >
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {printOrder(s.indicators).map(({ indicator: i, depth }) => (
              <div key={i.code} className="contents">
                <dt className="font-semibold" style={{ paddingLeft: `${depth * 1.2}em` }}>
                  {i.label}
                </dt>
                {/* A section is a heading over the lines under it: no value of its own. */}
                <dd>
                  {isSection(i) ? '' : printedValue(i, s.values[i.code])}
                  {i.unit && !isSection(i) ? ` ${i.unit}` : ''}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <p className="mt-8">Лікар: ____________________ {p.doctor?.name ?? ''}</p>
      <p className="mt-2 text-[0.9em]">(підпис)</p>
    </PrintSheet>
  )
}

function ProtocolPrescription({ id }: { id: number }) {
  const [params, setParams] = useSearchParams()
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
  if (prescriptionSheets(p).length === 0) return <PrintNotice>{printMessages.noPrescription}</PrintNotice>
  const format = readFormat(params.get('format')) ?? 'A5'
  return (
    <>
      <PrintToolbar
        back={{ to: `/protocol/${p.id}`, label: 'До протоколу' }}
        format={format}
        onFormat={(f) => {
          const next = new URLSearchParams(params)
          next.set('format', f)
          setParams(next, { replace: true })
        }}
      />
      <Prescription p={p} format={format} />
    </>
  )
}

export function PrescriptionPrintPage() {
  const [params] = useSearchParams()
  const raw = params.get('protocolId')
  const id = readId(raw)
  let body
  if (!raw) body = <PrintNotice>{printMessages.noProtocolId}</PrintNotice>
  else if (id === null) body = <PrintNotice>{printMessages.badProtocolId}</PrintNotice>
  else body = <ProtocolPrescription id={id} />
  return <div className="mx-auto grid max-w-3xl gap-4">{body}</div>
}
