/**
 * The Ukrainian text of a tube label as a 1-bit bitmap for ZPL's ^GFA: a printer's built-in font 0 has
 * no Cyrillic and ^CI28 alone prints "?" (domain notes I1, I5), so the text travels as a picture. Drawn
 * with pureimage (a pure-JS canvas over opentype.js — no native build) in DejaVu Sans Condensed, the
 * font the results PDF uses, then cut at half grey: a thermal head prints dots, not shades.
 */
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import * as PImage from 'pureimage'

const require = createRequire(import.meta.url)
const FAMILY = 'LabelSans'
const BOLD = 'LabelSansBold'
let loaded = false

/** Loads the two faces once per process (about 1–2 s the first time). */
function loadFonts(): void {
  if (loaded) return
  const ttf = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf')
  PImage.registerFont(join(ttf, 'DejaVuSansCondensed.ttf'), FAMILY).loadSync()
  PImage.registerFont(join(ttf, 'DejaVuSansCondensed-Bold.ttf'), BOLD).loadSync()
  loaded = true
}

/** A 1-bit picture: rows of `bytesPerRow` bytes, the leftmost dot in the highest bit, 1 = black. */
export interface MonoBitmap {
  width: number
  height: number
  bytesPerRow: number
  bits: Uint8Array
}

export interface TextBlock {
  lines: readonly string[]
  /** Width and line height in dots; the glyphs' size in dots; the first line bold. */
  width: number
  lineHeight: number
  size: number
}

/** Cuts a line with '…' until it fits `width` dots. */
function fit(ctx: PImage.Context, line: string, width: number): string {
  if (ctx.measureText(line).width <= width) return line
  let s = line
  while (s.length > 1 && ctx.measureText(`${s}…`).width > width) s = s.slice(0, -1)
  return `${s.trimEnd()}…`
}

/** The lines drawn one under the other, each cut to the width, as a 1-bit bitmap. */
export function renderTextBlock(block: TextBlock): MonoBitmap {
  loadFonts()
  const width = Math.max(8, Math.ceil(block.width / 8) * 8)
  const height = Math.max(1, block.lineHeight * block.lines.length)
  const img = PImage.make(width, height)
  const ctx = img.getContext('2d')
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, width, height)
  ctx.fillStyle = '#000000'
  block.lines.forEach((line, i) => {
    ctx.font = `${block.size}px ${i === 0 ? BOLD : FAMILY}`
    // The baseline sits a fifth of the line above its bottom, leaving room for descenders (у, р, д).
    ctx.fillText(
      fit(ctx, line, width - 1),
      0,
      Math.round((i + 1) * block.lineHeight - block.lineHeight * 0.2),
    )
  })
  const bytesPerRow = width / 8
  const bits = new Uint8Array(bytesPerRow * height)
  const data = img.data
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4
      // Luminance below half grey (on white, alpha-blended) prints.
      const lum = (data[o]! * 299 + data[o + 1]! * 587 + data[o + 2]! * 114) / 1000
      if (lum < 128) bits[y * bytesPerRow + (x >> 3)]! |= 0x80 >> (x & 7)
    }
  return { width, height, bytesPerRow, bits }
}

/** ZPL ^GFA of a bitmap: total bytes, bytes per row, and the rows as hex. */
export function graphicField(bmp: MonoBitmap): string {
  const hex = Buffer.from(bmp.bits).toString('hex').toUpperCase()
  return `^GFA,${bmp.bits.length},${bmp.bits.length},${bmp.bytesPerRow},${hex}`
}
