/**
 * A protocol as a PDF (spec 001 §3; spec 000 §9 A4 210 mm, A5), in the words of the browser's print view
 * (domain/protocols/protocol-print.ts): the medical centre's legal data at the
 * top, the patient, the order, the doctor and the visit, each template's indicators as a table (value,
 * unit, norm and its flag), the conclusion and the comment, and the doctor's signature line; an
 * unapproved protocol says so on every page. pdfmake lays it out with DejaVu Sans (npm dejavu-fonts-ttf),
 * which has every Ukrainian letter — Ґ Є І Ї and the apostrophe ʼ (U+02BC) included.
 */
import { isSection } from '../../../domain/protocols/template-rules'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Protocol, ProtocolSheet } from '../../../domain/protocols/protocol.schema'
import {
  flagText,
  normText,
  printedValue,
  printOrder,
  printedHeading,
} from '../../../domain/protocols/protocol-print'

const require = createRequire(import.meta.url)

type Node = Record<string, unknown> | string
export interface PdfDocument {
  pageSize: 'A4' | 'A5'
  pageMargins: number[]
  info: { title: string }
  defaultStyle: { font: string; fontSize: number }
  header: (page: number, pages: number) => Node
  footer: (page: number, pages: number) => Node
  content: Node[]
}

const heading = (text: string, fontSize: number): Node => ({
  text,
  bold: true,
  fontSize: fontSize + 1,
  margin: [0, 8, 0, 2],
})

function sheetTable(s: ProtocolSheet, fontSize: number): Node[] {
  const rows = printOrder(s.indicators).map(({ indicator: i, depth }) => {
    // A section: its heading across the row.
    if (isSection(i))
      return [
        {
          text: i.label,
          bold: true,
          colSpan: 5,
          margin: [depth * 8, 2, 0, 0],
          fontSize: i.fontSize ?? fontSize,
        },
        '',
        '',
        '',
        '',
      ]
    const v = s.values[i.code]
    const flag = flagText(i, v)
    return [
      { text: i.label, margin: [depth * 8, 0, 0, 0], fontSize: i.fontSize ?? fontSize },
      { text: printedValue(i, v), bold: flag !== '', fontSize: i.fontSize ?? fontSize },
      { text: i.unit ?? '', noWrap: true },
      { text: normText(i), noWrap: true },
      { text: flag, noWrap: true },
    ]
  })
  return [
    heading(s.name, fontSize),
    {
      table: {
        headerRows: 1,
        widths: ['*', 'auto', 'auto', 'auto', 'auto'],
        body: [['Показник', 'Значення', 'Од.', 'Норма', ''].map((t) => ({ text: t, bold: true })), ...rows],
      },
      layout: 'lightHorizontalLines',
      margin: [0, 2, 0, 8],
    },
  ]
}

/** The pdfmake document of a protocol on A4 or A5. */
export function protocolDocument(p: Protocol, format: 'A4' | 'A5'): PdfDocument {
  const centre = p.centre
  const small = format === 'A5'
  const fontSize = small ? 8 : 10
  const approved = p.state === 'approved'
  const { legal, contact, subject, facts, approval } = printedHeading(p)
  return {
    pageSize: format,
    pageMargins: small ? [28, 40, 28, 40] : [40, 56, 40, 56],
    info: { title: `Протокол ${p.id}: ${subject}` },
    defaultStyle: { font: 'DejaVuSans', fontSize },
    header: () => ({
      text: approved ? '' : 'НЕ ЗАТВЕРДЖЕНО — чернетка протоколу',
      alignment: 'center',
      color: '#b91c1c',
      margin: [0, small ? 16 : 24, 0, 0],
      fontSize,
    }),
    footer: (page, pages) => ({
      columns: [
        { text: `${centre.name || 'Медичний центр'} · протокол №${p.id}`, fontSize: fontSize - 2 },
        { text: `Сторінка ${page} з ${pages}`, alignment: 'right', fontSize: fontSize - 2 },
      ],
      margin: small ? [28, 12, 28, 0] : [40, 20, 40, 0],
    }),
    content: [
      { text: centre.name || 'Медичний центр', bold: true, fontSize: fontSize + 4 },
      ...(legal ? [{ text: legal, fontSize: fontSize - 1 }] : []),
      ...(contact ? [{ text: contact, fontSize: fontSize - 1 }] : []),
      { text: `Протокол: ${subject}`, bold: true, fontSize: fontSize + 3, margin: [0, 10, 0, 6] },
      {
        table: { widths: ['auto', '*'], body: facts.map(([k, v]) => [{ text: k, bold: true }, v]) },
        layout: 'noBorders',
        margin: [0, 0, 0, 8],
      },
      ...p.sheets.flatMap((s) => sheetTable(s, fontSize)),
      ...(p.conclusion ? [heading('Висновок', fontSize), p.conclusion] : []),
      ...(p.comment ? [heading('Коментар', fontSize), p.comment] : []),
      {
        text: approval,
        margin: [0, 12, 0, 0],
        italics: true,
      },
      { text: `Лікар: ____________________ ${p.doctor?.name ?? ''}`, margin: [0, 18, 0, 0] },
    ],
  }
}

let printer: { createPdf: (doc: unknown) => { getBuffer: () => Promise<Buffer> } } | undefined

/** pdfmake with DejaVu Sans registered (once); the lab results PDF uses it too. */
export function pdfmake() {
  if (printer) return printer
  const fonts = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf')
  const lib = require('pdfmake') as {
    addFonts: (f: Record<string, Record<string, string>>) => void
    setUrlAccessPolicy: (policy: (url: string) => boolean) => void
    setLocalAccessPolicy: (policy: (path: string) => boolean) => void
    createPdf: (doc: unknown) => { getBuffer: () => Promise<Buffer> }
  }
  lib.addFonts({
    DejaVuSans: {
      normal: join(fonts, 'DejaVuSans.ttf'),
      bold: join(fonts, 'DejaVuSans-Bold.ttf'),
      italics: join(fonts, 'DejaVuSans-Oblique.ttf'),
      bolditalics: join(fonts, 'DejaVuSans-BoldOblique.ttf'),
    },
  })
  // The document names no outside resources: nothing is fetched, and only the fonts are read from disk.
  lib.setUrlAccessPolicy(() => false)
  lib.setLocalAccessPolicy((path) => path.startsWith(fonts))
  printer = lib
  return lib
}

/** The PDF's bytes. */
export async function protocolPdf(p: Protocol, format: 'A4' | 'A5'): Promise<Buffer> {
  return Buffer.from(await pdfmake().createPdf(protocolDocument(p, format)).getBuffer())
}
