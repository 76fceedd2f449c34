/**
 * Tube label rendering (issue 22 item 2): labels per second for the ZPL we send (Code 128 plus the
 * Ukrainian text drawn as a ^GFA bitmap in DejaVu) and for the pixel label (SVG with bwip-js's Code 128),
 * beside the baseline in the same run: plain ZPL with the text as ^CI28 font fields, which costs nothing
 * to make but prints "?" for Cyrillic on font 0. The font's first load is timed apart.
 * `npx tsx tests/bench/label-render.ts` runs it alone (BENCH_LABELS=n labels per kind, default 300).
 */
import { performance } from 'node:perf_hooks'
import type { LabelSheet, TubeLabel } from '../../domain/laboratory/tube-label'
import { labelSvg } from '../../src/lib/labels/pixel-labels'
import { labelZpl, plainTextZpl } from '../../server/modules/lab-labels/zpl'

export interface LabelRenderFigures {
  labels: number
  fontLoadMs: number
  zplPerSecond: number
  pixelPerSecond: number
  baselinePerSecond: number
  zplBytes: number
}

const sheet: LabelSheet = { widthMm: 58, heightMm: 40, copies: 1, marginTopMm: 1, marginLeftMm: 1.5 }
const names = ['Ґонтаренко Євгенія', 'Їжакевич Ігор', 'Шевченко Тарас', 'Заїка Олександра']
const label = (i: number): TubeLabel => ({
  tubeId: i + 1,
  barcode: `KV${String(i + 1).padStart(8, '0')}`,
  patient: names[i % names.length]!,
  birthDate: '05.03.1987',
  orderCode: `A-${1000 + i}`,
  containerName: i % 2 ? 'Пробірка ЕДТА (фіолетова кришка)' : 'Сироватка (червона кришка)',
})

function perSecond(n: number, make: (l: TubeLabel) => string): number {
  const labels = Array.from({ length: n }, (_, i) => label(i))
  const t0 = performance.now()
  for (const l of labels) make(l)
  return n / ((performance.now() - t0) / 1000)
}

export function labelRenderBench({
  n = Number(process.env.BENCH_LABELS ?? 300),
}: { n?: number } = {}): LabelRenderFigures {
  const t0 = performance.now()
  const first = labelZpl(label(0), sheet)
  const fontLoadMs = performance.now() - t0
  return {
    labels: n,
    fontLoadMs,
    zplPerSecond: perSecond(n, (l) => labelZpl(l, sheet)),
    pixelPerSecond: perSecond(n, (l) => labelSvg(l, sheet)),
    baselinePerSecond: perSecond(n, (l) => plainTextZpl(l, sheet)),
    zplBytes: first.length,
  }
}

export function formatLabelRender(f: LabelRenderFigures): string {
  const r = (x: number) => x.toFixed(0)
  return (
    `tube labels (${f.labels} per kind, 58×40 mm at 203 dpi): ZPL with text bitmap ${r(f.zplPerSecond)}/s ` +
    `(${(f.zplBytes / 1024).toFixed(1)} KB each; font load ${r(f.fontLoadMs)} ms once), pixel SVG ${r(f.pixelPerSecond)}/s; ` +
    `baseline plain ZPL ^CI28 text ${r(f.baselinePerSecond)}/s → ZPL ${(f.baselinePerSecond / f.zplPerSecond).toFixed(0)}× slower than the baseline`
  )
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(formatLabelRender(labelRenderBench()))
