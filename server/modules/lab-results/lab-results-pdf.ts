/**
 * The patient's results PDF: only approved values are printed — a test not yet approved is named with
 * «результат ще не затверджено» — with unit, range and the flag in words. pdfmake and DejaVu Sans as for
 * protocols (protocol-pdf.ts), so every Ukrainian letter (Ґ Є І Ї ʼ) prints.
 */
import { labFlagLabels, type LabOrderResults } from '../../../domain/laboratory/lab-results.schema'
import { dayText, kyivDateTimeText } from '../../../domain/time/kyiv'
import { pdfmake } from '../protocols/protocol-pdf'

type Node = Record<string, unknown> | string

const bold = (text: string): Node => ({ text, bold: true })

/** The pdfmake document of an order's approved results. */
export function labResultsDocument(r: LabOrderResults, centreName: string): Record<string, unknown> {
  const content: Node[] = [
    { text: centreName || 'Медичний центр', bold: true, fontSize: 14 },
    { text: 'Результати лабораторних досліджень', bold: true, fontSize: 13, margin: [0, 10, 0, 6] },
    {
      table: {
        widths: ['auto', '*'],
        body: [
          [bold('Пацієнт'), r.patient.name],
          [bold('Дата народження'), r.patient.birthday ? dayText(r.patient.birthday) : '—'],
          [bold('Замовлення'), `${r.orderCode} від ${dayText(r.orderDay)}`],
        ],
      },
      layout: 'noBorders',
      margin: [0, 0, 0, 8],
    },
  ]
  const pending: string[] = []
  for (const t of r.tests) {
    if (t.state === 'no_result') continue
    const approved = t.indicators.filter((i) => i.state === 'approved')
    if (approved.length === 0) {
      pending.push(`${t.code} ${t.name}`)
      continue
    }
    const double = t.resultMode === 'doubleResult'
    const rows = approved.map((i) => [
      i.name,
      {
        text: double ? `${i.value ?? ''} / ${i.value2 ?? ''}` : (i.value ?? ''),
        bold: i.flag !== 'normal' && i.flag !== 'none',
      },
      { text: i.unit ?? '', noWrap: true },
      { text: i.norm, noWrap: true },
      { text: labFlagLabels[i.flag], noWrap: true },
    ])
    const last = approved
      .map((i) => i.approvedAt ?? '')
      .sort()
      .at(-1)
    content.push(
      { text: `${t.code} ${t.name}`, bold: true, fontSize: 11, margin: [0, 8, 0, 2] },
      {
        table: {
          headerRows: 1,
          widths: ['*', 'auto', 'auto', 'auto', 'auto'],
          body: [['Показник', 'Результат', 'Од.', 'Норма', ''].map(bold), ...rows],
        },
        layout: 'lightHorizontalLines',
      },
      {
        text: `Затверджено: ${kyivDateTimeText(last)}, ${approved[0]?.approvedBy?.name ?? ''}`,
        italics: true,
        fontSize: 8,
        margin: [0, 2, 0, 4],
      },
    )
    if (approved.length < t.indicators.length) pending.push(`${t.code} ${t.name} (частково)`)
  }
  if (pending.length)
    content.push({
      text: `Результат ще не затверджено: ${pending.join('; ')}. Ці аналізи будуть у наступній версії бланка.`,
      margin: [0, 12, 0, 0],
      italics: true,
    })
  return {
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 48],
    info: { title: `Результати ${r.orderCode}` },
    defaultStyle: { font: 'DejaVuSans', fontSize: 10 },
    footer: (page: number, pages: number) => ({
      text: `Замовлення ${r.orderCode} · сторінка ${page} з ${pages}`,
      alignment: 'right',
      fontSize: 8,
      margin: [40, 16, 40, 0],
    }),
    content,
  }
}

/** The PDF's bytes. */
export async function labResultsPdf(r: LabOrderResults, centreName: string): Promise<Buffer> {
  return Buffer.from(await pdfmake().createPdf(labResultsDocument(r, centreName)).getBuffer())
}
