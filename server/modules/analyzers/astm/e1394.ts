/**
 * ASTM E1394 (CLSI LIS2-A2) records, pure: delimiters read from the H record (`H|\^&|…`: field, repeat,
 * component, escape), the escapes &F& &S& &R& &E&, and the results of a message — sample id and test code
 * taken where the analyzer puts them (domain notes B2: Pentra O-3 / R-3 component 4, Sysmex O-4
 * component 3 space-padded / R-3 component 5).
 */
import { TZDate } from '@date-fns/tz'
import { KYIV, inKyiv } from '../../../../domain/time/kyiv'

export interface Delimiters {
  field: string
  repeat: string
  component: string
  escape: string
}

export const defaultDelimiters: Delimiters = { field: '|', repeat: '\\', component: '^', escape: '&' }

/** One record: its type letter and fields (field 1 is the type; index i holds field i+1… see `field`). */
export interface AstmRecord {
  type: string
  /** fields[0] is the record type, fields[n-1] is field n in the standard's numbering. */
  fields: string[]
}

export class AstmParseError extends Error {}

/** Field `n` (1-based, as the standard numbers them; 1 is the record type) of a record, raw. */
export const field = (r: AstmRecord, n: number): string => r.fields[n - 1] ?? ''

/** Undoes the E1394 escapes of a field or component. */
export function unescape(s: string, d: Delimiters): string {
  if (!s.includes(d.escape)) return s
  const e = d.escape
  return s
    .split(`${e}F${e}`)
    .join(d.field)
    .split(`${e}S${e}`)
    .join(d.component)
    .split(`${e}R${e}`)
    .join(d.repeat)
    .split(`${e}E${e}`)
    .join(e)
}

/** The components of a raw field, each unescaped (first repeat only). */
export function components(raw: string, d: Delimiters): string[] {
  const first = raw.split(d.repeat)[0] ?? ''
  return first.split(d.component).map((c) => unescape(c, d))
}

/** Splits a message's text into records (CR separates them; LF and empty lines are ignored). */
export function parseRecords(text: string): { delimiters: Delimiters; records: AstmRecord[] } {
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((l) => l.replace(/^\d(?=[A-Za-z]\|)/, '')) // a frame number left on a record (lenient)
    .filter((l) => l.trim() !== '')
  const head = lines[0]
  if (!head || head[0] !== 'H' || head.length < 5)
    throw new AstmParseError('Повідомлення не починається із запису заголовка H')
  const d: Delimiters = { field: head[1]!, repeat: head[2]!, component: head[3]!, escape: head[4]! }
  if (new Set([d.field, d.repeat, d.component, d.escape]).size !== 4 || /[A-Za-z0-9 ]/.test(head.slice(1, 5)))
    throw new AstmParseError('Заголовок H має некоректні роздільники')
  const records = lines.map((line) => {
    const fields = line.split(d.field)
    const type = (fields[0] ?? '').trim().toUpperCase()
    if (!/^[HPOROCQLM]$/.test(type) && type !== 'S')
      throw new AstmParseError(`Невідомий тип запису «${type.slice(0, 10)}»`)
    return { type, fields }
  })
  return { delimiters: d, records }
}

export interface AstmLayout {
  /** The O field with the sample id: 3 (specimen id) or 4 (instrument specimen id). */
  sampleField: 3 | 4
  /** The component of that field (1-based); by default the first non-empty one. */
  sampleComponent?: number
  /** The component of R-3 with the test code; by default the first non-empty one from component 4. */
  codeComponent?: number
}

/** Layout of an analyzer's `sample_id_field` setting ('astm:O.3' / 'astm:O.4'). */
export const layoutOf = (sampleIdField: string): AstmLayout => ({
  sampleField: sampleIdField === 'astm:O.4' ? 4 : 3,
})

export interface AstmResult {
  sampleId: string
  code: string
  value: string
  units: string
  range: string
  flag: string
  status: string
  /** R-13 as YYYYMMDDHHMMSS, or empty. */
  measuredAt: string
  /** The R record's sequence within its order, for the result's identity. */
  seq: string
}

export interface AstmQuery {
  /** The barcodes asked about (Q-3 component 2, each repeat). */
  sampleIds: string[]
}

export interface AstmMessage {
  delimiters: Delimiters
  records: AstmRecord[]
  /** H-5, the sender's name (for logs; analyzers are identified by port and peer). */
  sender: string
  patientName: string
  results: AstmResult[]
  queries: AstmQuery[]
}

const firstNonEmpty = (parts: string[], from: number): string =>
  parts
    .slice(from - 1)
    .find((p) => p.trim() !== '')
    ?.trim() ?? ''

/** Parses a whole message's text into records, results (with their order's sample id) and queries. */
export function parseMessage(text: string, layout: AstmLayout): AstmMessage {
  const { delimiters: d, records } = parseRecords(text)
  const results: AstmResult[] = []
  const queries: AstmQuery[] = []
  let sampleId = ''
  let patientName = ''
  for (const r of records) {
    if (r.type === 'P') patientName = components(field(r, 6), d).filter(Boolean).join(' ').trim()
    else if (r.type === 'O') {
      const parts = components(field(r, layout.sampleField), d)
      sampleId = layout.sampleComponent
        ? (parts[layout.sampleComponent - 1] ?? '').trim()
        : firstNonEmpty(parts, 1)
    } else if (r.type === 'R') {
      const parts = components(field(r, 3), d)
      const code = layout.codeComponent
        ? (parts[layout.codeComponent - 1] ?? '').trim()
        : firstNonEmpty(parts, 4)
      if (!code) throw new AstmParseError('Запис результату R без коду тесту')
      results.push({
        sampleId,
        code,
        value: unescape(field(r, 4), d).trim(),
        units: unescape(field(r, 5), d).trim(),
        range: unescape(field(r, 6), d).trim(),
        flag: unescape(field(r, 7), d).trim(),
        status: unescape(field(r, 9), d).trim(),
        measuredAt: field(r, 13).trim(),
        seq: field(r, 2).trim(),
      })
    } else if (r.type === 'Q') {
      const ids = field(r, 3)
        .split(d.repeat)
        .map((rep) => {
          const parts = rep.split(d.component).map((c) => unescape(c, d).trim())
          return parts[1] || parts[0] || ''
        })
        .filter(Boolean)
      queries.push({ sampleIds: ids })
    }
  }
  const head = records[0]!
  return {
    delimiters: d,
    records,
    sender: components(field(head, 5), d).filter(Boolean).join('^'),
    patientName,
    results,
    queries,
  }
}

/**
 * YYYYMMDD[HHMM[SS]] as an instant: the instrument's clock is Kyiv's wall clock (its results are compared
 * with values typed in the laboratory, lab-results analyzer rules), or null.
 */
export function astmDate(s: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2})?)?/.exec(s)
  if (!m) return null
  const [, y, mo, da, h = '0', mi = '0', se = '0'] = m
  const ms = new TZDate(
    Number(y),
    Number(mo) - 1,
    Number(da),
    Number(h),
    Number(mi),
    Number(se),
    KYIV,
  ).getTime()
  return Number.isNaN(ms) ? null : new Date(ms)
}

/** An instant as the YYYYMMDDHHMMSS of Kyiv's wall clock (the time fields of outgoing messages). */
export function astmTimestamp(at: Date): string {
  const k = inKyiv(at)
  return [k.getFullYear(), k.getMonth() + 1, k.getDate(), k.getHours(), k.getMinutes(), k.getSeconds()]
    .map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0'))
    .join('')
}

/** Escapes text for a field of an outgoing record. */
export function escapeField(s: string, d: Delimiters = defaultDelimiters): string {
  const e = d.escape
  return s
    .split(e)
    .join(`${e}E${e}`)
    .split(d.field)
    .join(`${e}F${e}`)
    .split(d.component)
    .join(`${e}S${e}`)
    .split(d.repeat)
    .join(`${e}R${e}`)
}

/**
 * The records answering a query (query mode): H, then for each barcode asked about a P and an O whose
 * universal test ids are the analyzer's codes of the tests ordered on that tube (`^^^CODE` repeated),
 * then L. An unknown barcode (no tests) gets an O with no tests and report type 'Y' ("no information
 * available"), the convention instruments read as "nothing to run".
 */
export function queryAnswer(samples: Array<{ sampleId: string; codes: string[] }>, now: Date): string[] {
  const ts = astmTimestamp(now)
  const out = [`H|\\^&|||ClinicOffice^LIS|||||||P|1|${ts}`]
  samples.forEach(({ sampleId, codes }, i) => {
    const tests = codes.map((c) => `^^^${escapeField(c)}`).join('\\')
    const reportType = codes.length ? 'Q' : 'Y'
    out.push(`P|${i + 1}`, `O|1|${escapeField(sampleId)}||${tests}|R||||||N||||||||||||||${reportType}`)
  })
  out.push('L|1|N')
  return out
}
