/**
 * The text and page sizes of a PDF, read by pdf.js (its Node build; text only, nothing drawn), so tests
 * check what a reader of the file sees — every Ukrainian letter included — rather than its bytes.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

export interface PdfContent {
  /** Each page's text, white space read as single spaces. */
  pages: string[]
  /** Each page's width and height in millimetres, rounded. */
  sizes: Array<[number, number]>
}

const mm = (pt: number) => Math.round((pt * 25.4) / 72)

export async function pdfContent(bytes: Uint8Array): Promise<PdfContent> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
  }).promise
  const pages: string[] = []
  const sizes: Array<[number, number]> = []
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n)
    const [x0, y0, x1, y1] = page.view as [number, number, number, number]
    sizes.push([mm(x1 - x0), mm(y1 - y0)])
    const text = await page.getTextContent()
    // pdf.js gives words and the spaces between them as pieces; a line's end is a break. Runs of
    // white space read as one space, as a reader sees them.
    const raw = text.items.map((i) => ('str' in i ? i.str + (i.hasEOL ? '\n' : '') : '')).join('')
    pages.push(raw.replace(/\s+/g, ' ').trim())
  }
  await doc.destroy()
  return { pages, sizes }
}
