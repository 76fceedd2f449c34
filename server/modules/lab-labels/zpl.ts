/**
 * ZPL II for a tube label (domain notes I1): the barcode as Code 128 (^BC) — subset C from the start for
 * an all-digit barcode (digits pack in pairs, half the width on a narrow tube label) — and the
 * Ukrainian text as a ^GFA graphic field drawn here, since ^CI28 with the printer's font 0 prints "?".
 * The user's barcode margins move the label home (^LH); the label's size comes from the barcode settings.
 */
import {
  DEFAULT_DPI,
  labelLayout,
  labelLines,
  mmToDots,
  type LabelSheet,
  type TubeLabel,
} from '../../../domain/laboratory/tube-label'
import { graphicField, renderTextBlock } from './label-text'

/** ^BC's mode and field data for a barcode: explicit subset C for digits, else Zebra's automatic mode. */
export function code128Field(barcode: string): { mode: 'N' | 'A'; data: string } {
  if (/^\d+$/.test(barcode)) {
    // >; starts in subset C; an odd last digit switches to subset B (>6) for itself.
    if (barcode.length % 2 === 0) return { mode: 'N', data: `>;${barcode}` }
    return { mode: 'N', data: `>;${barcode.slice(0, -1)}>6${barcode.slice(-1)}` }
  }
  return { mode: 'A', data: barcode }
}

/** Field data may not hold ZPL's command characters; a barcode here never does (barcodeInput's rule). */
const safe = (s: string) => s.replace(/[\^~]/g, '')

/** One label's ZPL, ^XA…^XZ, with `sheet.copies` copies. */
export function labelZpl(label: TubeLabel, sheet: LabelSheet, dpi = DEFAULT_DPI): string {
  const d = (mm: number) => mmToDots(mm, dpi)
  // The margins go into ^LH, so every ^FO is the layout's place less the margins (sizes keep the margins).
  const layout = labelLayout(sheet)
  const x = (mm: number) => d(mm - sheet.marginLeftMm)
  const y = (mm: number) => d(mm - sheet.marginTopMm)
  const module = Math.max(1, d(layout.barcode.moduleMm))
  const bc = code128Field(safe(label.barcode))
  const text = renderTextBlock({
    lines: labelLines(label),
    width: d(layout.text.width),
    lineHeight: d(layout.text.lineHeight),
    size: d(layout.text.size),
  })
  const caption = d(layout.caption.size)
  return [
    '^XA',
    '^CI28',
    `^PW${d(sheet.widthMm)}`,
    `^LL${d(sheet.heightMm)}`,
    `^LH${d(sheet.marginLeftMm)},${d(sheet.marginTopMm)}`,
    `^BY${module},3,${d(layout.barcode.height)}`,
    `^FO${x(layout.barcode.x)},${y(layout.barcode.y)}^BCN,${d(layout.barcode.height)},N,N,N,${bc.mode}^FD${bc.data}^FS`,
    // The barcode's characters are Latin letters and digits: font 0 prints them.
    `^FO${x(layout.caption.x)},${y(layout.caption.y)}^A0N,${caption},${caption}^FD${safe(label.barcode)}^FS`,
    `^FO${x(layout.text.x)},${y(layout.text.y)}${graphicField(text)}^FS`,
    `^PQ${sheet.copies}`,
    '^XZ',
  ].join('\n')
}

/** The baseline of the bench: the same label with its text as ^CI28 font fields (which print "?"). */
export function plainTextZpl(label: TubeLabel, sheet: LabelSheet, dpi = DEFAULT_DPI): string {
  const d = (mm: number) => mmToDots(mm, dpi)
  const layout = labelLayout(sheet)
  const bc = code128Field(safe(label.barcode))
  const line = d(layout.text.lineHeight)
  return [
    '^XA^CI28',
    `^PW${d(sheet.widthMm)}^LL${d(sheet.heightMm)}`,
    `^BY${Math.max(1, d(layout.barcode.moduleMm))},3,${d(layout.barcode.height)}`,
    `^FO${d(layout.barcode.x)},${d(layout.barcode.y)}^BCN,${d(layout.barcode.height)},Y,N,N,${bc.mode}^FD${bc.data}^FS`,
    ...labelLines(label).map(
      (l, i) => `^FO${d(layout.text.x)},${d(layout.text.y) + i * line}^A0N,${line},${line}^FD${safe(l)}^FS`,
    ),
    `^PQ${sheet.copies}^XZ`,
  ].join('\n')
}
