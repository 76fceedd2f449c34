/**
 * Pixel tube labels (issue 22 item 2): a label drawn as SVG in millimetres — Code 128 by bwip-js (its
 * browser build, bundled, so it works offline), the Ukrainian text in the system's fonts — laid out by the
 * same domain layout as the ZPL labels (barcode margins of the personal settings included), and printed
 * through a hidden iframe whose page is the label's size.
 */
import bwipjs from 'bwip-js/browser'
import {
  labelLayout,
  labelLines,
  type LabelSheet,
  type TubeLabel,
} from '../../../domain/laboratory/tube-label'

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** Code 128 modules of a barcode (bwip-js picks subset C for runs of digits). */
function modules(barcode: string): number {
  const [row] = bwipjs.raw('code128', barcode, {}) as { sbs: number[] }[]
  return (row?.sbs ?? []).reduce((a, b) => a + b, 0)
}

/** The barcode's SVG by bwip-js, its inner drawing kept and placed into the label at its size in mm. */
function barcodeSvg(barcode: string, x: number, y: number, width: number, height: number): string {
  const svg = bwipjs.toSVG({ bcid: 'code128', text: barcode, scale: 1, height: 10, paddingwidth: 0 })
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 100 30'
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '')
  return `<svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="none">${inner}</svg>`
}

/** One label as an SVG document whose units are millimetres. */
export function labelSvg(label: TubeLabel, sheet: LabelSheet): string {
  const l = labelLayout(sheet)
  const barWidth = modules(label.barcode) * l.barcode.moduleMm
  const lines = labelLines(label)
  const clip = `clip-${label.tubeId}`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${sheet.widthMm}mm" height="${sheet.heightMm}mm" viewBox="0 0 ${sheet.widthMm} ${sheet.heightMm}" data-barcode="${escape(label.barcode)}">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    barcodeSvg(label.barcode, l.barcode.x, l.barcode.y, barWidth, l.barcode.height),
    `<text x="${l.caption.x}" y="${l.caption.y + l.caption.size}" font-size="${l.caption.size}" font-family="DejaVu Sans, Arial, sans-serif">${escape(label.barcode)}</text>`,
    `<clipPath id="${clip}"><rect x="${l.text.x}" y="${l.text.y}" width="${l.text.width}" height="${l.text.lineHeight * 3}"/></clipPath>`,
    `<g clip-path="url(#${clip})" font-family="DejaVu Sans Condensed, Arial Narrow, Arial, sans-serif" font-size="${l.text.size}">`,
    ...lines.map(
      (t, i) =>
        `<text x="${l.text.x}" y="${round(l.text.y + (i + 0.8) * l.text.lineHeight)}"${i === 0 ? ' font-weight="bold"' : ''}>${escape(t)}</text>`,
    ),
    '</g></svg>',
  ].join('')
}

const round = (n: number) => Math.round(n * 100) / 100

/** The print document: one page per label (copies included), the page the label's size. */
export function labelsDocument(labels: readonly TubeLabel[], sheet: LabelSheet): string {
  const pages = labels.flatMap((label) =>
    Array.from({ length: sheet.copies }, () => `<div class="label">${labelSvg(label, sheet)}</div>`),
  )
  return `<!doctype html><html lang="uk"><head><meta charset="utf-8"><title>Етикетки</title><style>
@page { size: ${sheet.widthMm}mm ${sheet.heightMm}mm; margin: 0 }
html, body { margin: 0; padding: 0 }
.label { width: ${sheet.widthMm}mm; height: ${sheet.heightMm}mm; overflow: hidden; page-break-after: always; break-after: page }
.label svg { display: block }
</style></head><body>${pages.join('')}</body></html>`
}

/**
 * Prints the labels through a hidden iframe (the browser's print dialog, or the kiosk printer) and removes
 * it afterwards. Needs no network: everything is drawn here.
 */
export function printLabels(
  labels: readonly TubeLabel[],
  sheet: LabelSheet,
  doc: Document = document,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const frame = doc.createElement('iframe')
    frame.setAttribute('aria-hidden', 'true')
    frame.dataset.testid = 'label-print-frame'
    frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden'
    frame.onload = () => {
      const win = frame.contentWindow
      if (!win) return reject(new Error('print frame'))
      win.focus()
      win.print()
      // print() returns once the dialog closes; the frame stays a moment for browsers that print later.
      setTimeout(() => frame.remove(), 60_000)
      resolve()
    }
    frame.srcdoc = labelsDocument(labels, sheet)
    doc.body.appendChild(frame)
  })
}
