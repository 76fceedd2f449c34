/**
 * Renders the ZPL subset the label printer module emits (server/modules/lab-labels/zpl.ts) to a 1-bit
 * picture, as a Zebra would print it, and reads its barcodes back with ZXing — so a test checks what a
 * lab's scanner would read off the printed label, not the ZPL text. Understood: ^XA ^XZ ^PW ^LL ^LH ^FO
 * ^BY ^BC (N: with the >; >6 >5 subset invocations; A: automatic) ^GFA ^FS ^PQ; ^A0 text is skipped
 * (font 0 has no Cyrillic: the label carries its text as ^GFA). Code 128's bars come from bwip-js's own
 * encoder of the field's characters; an explicit subset C must hold pairs of digits, as on a printer.
 */
import bwipjs from 'bwip-js/node'
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library'

export interface RenderedLabel {
  width: number
  height: number
  /** 1 = a printed dot. */
  dots: Uint8Array
  /** The graphic fields: where, how big, how many dots print. */
  graphics: { x: number; y: number; width: number; height: number; black: number }[]
  /** The Code 128 fields: where and their characters once the subset invocations are read. */
  barcodes: { x: number; y: number; text: string; width: number }[]
}

/** The characters of a ^BC field in mode N, reading ZPL's >; (start C) >6 (to B) >5 (to C) codes. */
export function code128Text(data: string, mode: string): string {
  if (mode !== 'N') return data
  let out = ''
  let subset: 'B' | 'C' = 'B'
  for (let i = 0; i < data.length; i++) {
    if (data[i] === '>' && i + 1 < data.length) {
      const code = data[i + 1]
      if (code === ';' || code === '5') subset = 'C'
      else if (code === '6' || code === ':') subset = 'B'
      else throw new Error(`ZPL: unsupported invocation >${code}`)
      i++
      continue
    }
    if (subset === 'C') {
      const pair = data.slice(i, i + 2)
      if (!/^\d\d$/.test(pair)) throw new Error(`ZPL: subset C needs pairs of digits, got "${pair}"`)
      out += pair
      i++
    } else out += data[i]
  }
  return out
}

/** Renders one label (^XA…^XZ). */
export function renderZpl(zpl: string): RenderedLabel {
  const cmds = zpl.split('^').slice(1)
  const num = (s: string | undefined, d = 0) => (s === undefined || s === '' ? d : Number(s))
  let width = 0
  let height = 0
  const home = { x: 0, y: 0 }
  const at = { x: 0, y: 0 }
  const by = { module: 2, height: 10 }
  let pendingBc: { height: number; mode: string } | null = null
  const graphics: RenderedLabel['graphics'] = []
  const barcodes: RenderedLabel['barcodes'] = []
  const ops: ((dots: Uint8Array) => void)[] = []
  for (const raw of cmds) {
    const name = raw.slice(0, 2)
    const args = raw.slice(2).replace(/\n$/, '')
    if (name === 'PW') width = num(args)
    else if (name === 'LL') height = num(args)
    else if (name === 'LH') [home.x, home.y] = args.split(',').map((v) => num(v)) as [number, number]
    else if (name === 'FO') {
      const [x, y] = args.split(',').map((v) => num(v))
      at.x = home.x + (x ?? 0)
      at.y = home.y + (y ?? 0)
    } else if (name === 'BY') {
      const [w, , h] = args.split(',')
      by.module = num(w, 2)
      by.height = num(h, by.height)
    } else if (name.startsWith('BC')) {
      const parts = raw.slice(2).split(',')
      pendingBc = { height: num(parts[1], by.height), mode: (parts[5] ?? 'N').trim() || 'N' }
    } else if (name === 'FD' && pendingBc) {
      const text = code128Text(args, pendingBc.mode)
      const bars = (bwipjs.raw('code128', text, {}) as { sbs: number[] }[])[0]!.sbs
      const x0 = at.x
      const y0 = at.y
      const h = pendingBc.height
      const m = by.module
      const total = bars.reduce((a, b) => a + b, 0) * m
      barcodes.push({ x: x0, y: y0, text, width: total })
      ops.push((dots) => {
        let x = x0
        bars.forEach((w, i) => {
          if (i % 2 === 0) fill(dots, width, height, x, y0, w * m, h)
          x += w * m
        })
      })
      pendingBc = null
    } else if (name === 'GF') {
      const [kind, total, , perRow, hex] = args.split(',')
      if (kind !== 'A') throw new Error('ZPL: only ^GFA is rendered')
      const bytes = Buffer.from(hex!.trim(), 'hex')
      if (bytes.length !== num(total)) throw new Error('ZPL: ^GFA byte count does not match its data')
      const bpr = num(perRow)
      const gw = bpr * 8
      const gh = bytes.length / bpr
      const x0 = at.x
      const y0 = at.y
      let black = 0
      for (const b of bytes) for (let k = 0; k < 8; k++) black += (b >> k) & 1
      graphics.push({ x: x0, y: y0, width: gw, height: gh, black })
      ops.push((dots) => {
        for (let y = 0; y < gh; y++)
          for (let x = 0; x < gw; x++)
            if (bytes[y * bpr + (x >> 3)]! & (0x80 >> (x & 7))) set(dots, width, height, x0 + x, y0 + y)
      })
    } else if (name === 'FS') pendingBc = null
  }
  if (!width || !height) throw new Error('ZPL: ^PW and ^LL are needed to render')
  const dots = new Uint8Array(width * height)
  for (const op of ops) op(dots)
  return { width, height, dots, graphics, barcodes }
}

function set(dots: Uint8Array, w: number, h: number, x: number, y: number): void {
  // A dot outside the label does not print (a margin too large pushes things off the paper).
  if (x >= 0 && y >= 0 && x < w && y < h) dots[y * w + x] = 1
}
function fill(dots: Uint8Array, w: number, h: number, x: number, y: number, fw: number, fh: number): void {
  for (let j = 0; j < fh; j++) for (let i = 0; i < fw; i++) set(dots, w, h, x + i, y + j)
}

/** The Code 128 a scanner reads off the rendered label (ZXing), or null when none can be read. */
export function decodeBarcode(label: RenderedLabel): string | null {
  const lum = new Uint8ClampedArray(label.width * label.height)
  for (let i = 0; i < lum.length; i++) lum[i] = label.dots[i] ? 0 : 255
  const reader = new MultiFormatReader()
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ])
  try {
    const bitmap = new BinaryBitmap(
      new HybridBinarizer(new RGBLuminanceSource(lum, label.width, label.height)),
    )
    return reader.decode(bitmap, hints).getText()
  } catch {
    return null
  }
}

/** The labels of a print job (each ^XA…^XZ). */
export const splitLabels = (zpl: string): string[] => zpl.match(/\^XA[\s\S]*?\^XZ/g) ?? []
