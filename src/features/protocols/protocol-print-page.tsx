/**
 * /protocol/:id/print (the print layout, signed-in only): the protocol as it goes on paper, A4 or A5
 * (`?format=`, else the protocol's own), with the medical centre's legal data — the same words as the
 * server's PDF (domain/protocols/protocol-print.ts). Read from the device's copy of the protocol, so it
 * prints offline; the browser's print dialog picks the printer, and `@page` sets the sheet size.
 */
import { isSection } from '../../../domain/protocols/template-rules'
import { Link, useParams, useSearchParams } from 'react-router'
import {
  flagText,
  normText,
  printedValue,
  printOrder,
  printedHeading,
} from '../../../domain/protocols/protocol-print'
import {
  protocolApiPath,
  protocolMessages,
  protocolSchema,
  type Protocol,
} from '../../../domain/protocols/protocol.schema'
import { useCachedAnswer } from '../../offline/react/use-cached-answer'
import { Button } from '../../ui/button'
import { PageLoader } from '../../ui/page-loader'
import { Facts } from '../../shared/print/print-frame'
import { ProtocolCentreHeading } from '../../shared/print/protocol-print-heading'

const pageCss = (format: 'A4' | 'A5') =>
  `@page { size: ${format}; margin: ${format === 'A5' ? '10mm' : '15mm'}; }
   thead { display: table-header-group; }
   .protocol-sheet { break-inside: avoid; }`

function Sheet({ sheet }: { sheet: Protocol['sheets'][number] }) {
  return (
    <section className="protocol-sheet mt-4" aria-label={sheet.name}>
      <h2 className="mb-1 text-[1.1em] font-semibold">{sheet.name}</h2>
      <table className="w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-black">
            <th className="py-0.5 pr-2 font-semibold">Показник</th>
            <th className="py-0.5 pr-2 font-semibold">Значення</th>
            <th className="py-0.5 pr-2 font-semibold">Од.</th>
            <th className="py-0.5 pr-2 font-semibold">Норма</th>
            <th className="py-0.5 font-semibold">
              <span className="sr-only">Відхилення</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {printOrder(sheet.indicators).map(({ indicator: i, depth }) => {
            const v = sheet.values[i.code]
            const flag = flagText(i, v)
            const size = i.fontSize ? { fontSize: `${i.fontSize}pt` } : undefined
            if (isSection(i))
              return (
                <tr key={i.code} className="border-b border-slate-300 align-top">
                  <th
                    scope="rowgroup"
                    colSpan={5}
                    className="pt-1.5 pb-0.5 text-left font-semibold"
                    style={{ paddingLeft: `${depth * 1.2}em`, ...size }}
                  >
                    {i.label}
                  </th>
                </tr>
              )
            return (
              <tr key={i.code} className="border-b border-slate-300 align-top">
                <td className="py-0.5 pr-2" style={{ paddingLeft: `${depth * 1.2}em`, ...size }}>
                  {i.label}
                </td>
                <td className={`py-0.5 pr-2 ${flag ? 'font-semibold' : ''}`} style={size}>
                  {printedValue(i, v)}
                </td>
                <td className="py-0.5 pr-2 whitespace-nowrap">{i.unit ?? ''}</td>
                <td className="py-0.5 pr-2 whitespace-nowrap">{normText(i)}</td>
                <td className="py-0.5 whitespace-nowrap">{flag}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}

function Printed({ p, format }: { p: Protocol; format: 'A4' | 'A5' }) {
  const { subject, facts, approval } = printedHeading(p)
  return (
    <article
      aria-label={`Протокол для друку, ${format}`}
      className={format === 'A5' ? 'text-[8pt] leading-snug' : 'text-[10pt] leading-snug'}
    >
      <style>{pageCss(format)}</style>
      {p.state !== 'approved' && (
        <p className="mb-2 text-center font-semibold text-red-700">НЕ ЗАТВЕРДЖЕНО — чернетка протоколу</p>
      )}
      <ProtocolCentreHeading protocol={p} />
      <h1 className="mt-3 mb-2 text-[1.3em] font-bold">Протокол: {subject}</h1>
      <Facts facts={facts} />
      {p.sheets.map((s) => (
        <Sheet key={s.templateId} sheet={s} />
      ))}
      {p.conclusion && (
        <section className="protocol-sheet mt-4">
          <h2 className="text-[1.1em] font-semibold">Висновок</h2>
          <p className="whitespace-pre-line">{p.conclusion}</p>
        </section>
      )}
      {p.comment && (
        <section className="protocol-sheet mt-3">
          <h2 className="text-[1.1em] font-semibold">Коментар</h2>
          <p className="whitespace-pre-line">{p.comment}</p>
        </section>
      )}
      <p className="mt-4 italic">{approval}</p>
      <p className="mt-6">Лікар: ____________________ {p.doctor?.name ?? ''}</p>
    </article>
  )
}

export function ProtocolPrintPage() {
  const { id: raw } = useParams()
  const [params, setParams] = useSearchParams()
  const id = Number(raw)
  const valid = Number.isInteger(id) && id >= 1 && id <= 2_147_483_647
  const answer = useCachedAnswer(protocolApiPath(valid ? id : 0), protocolSchema)
  if (!valid) return <p role="alert">{protocolMessages.notFound}</p>
  if (answer.status === 'loading') return <PageLoader label="Завантаження протоколу…" />
  if (answer.status === 'unavailable')
    return (
      <p role="alert">
        {answer.offline
          ? 'Немає мережі, а цього протоколу на пристрої ще немає: відкрийте його, щойно мережа повернеться.'
          : `${protocolMessages.notFound} або його не вдалося завантажити.`}
      </p>
    )
  const p = answer.data
  const asked = params.get('format')
  const format = asked === 'A4' || asked === 'A5' ? asked : p.pageFormat
  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      <nav className="flex flex-wrap items-center gap-2 print:hidden" aria-label="Друк">
        <Button onClick={() => window.print()}>Друкувати</Button>
        {(['A4', 'A5'] as const).map((f) => (
          <Button
            key={f}
            variant={f === format ? 'secondary' : 'ghost'}
            aria-pressed={f === format}
            onClick={() => setParams({ format: f }, { replace: true })}
          >
            {f}
          </Button>
        ))}
        <Link to={`/protocol/${p.id}`} className="text-brand-800 underline-offset-2 hover:underline">
          До протоколу
        </Link>
      </nav>
      <Printed p={p} format={format} />
    </div>
  )
}
