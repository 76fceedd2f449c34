/**
 * HL7 v2 over MLLP, pure (domain notes B3): a chunk-safe MLLP framer (<VT> message <FS><CR>; bytes
 * between frames skipped; a frame split anywhere, or several in one chunk, comes out the same), the
 * segments and fields of a message with the delimiters of its MSH, the results of an ORU^R01, and the
 * original-mode ACK whose MSA-2 echoes MSH-10.
 *
 * @medplum/hl7 4.5.2's connection only ends a message when a TCP chunk ends with FS CR, so two messages
 * in one chunk, or FS and CR in two chunks, are misread; its client still serves as the tests' peer.
 */
import { astmTimestamp } from '../astm/e1394'

export const VT = 0x0b
export const FS = 0x1c
export const CR = 0x0d

/** Splits an MLLP byte stream into messages; `push` answers the messages completed by the chunk. */
export class MllpFramer {
  private buf: Buffer[] = []
  private inFrame = false
  private sawFs = false

  /** Bytes of a message begun and not yet ended (for a broken-off transfer). */
  get pending(): Buffer {
    return Buffer.concat(this.buf)
  }

  push(chunk: Buffer): Buffer[] {
    const out: Buffer[] = []
    let start = 0
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i]!
      if (!this.inFrame) {
        if (b === VT) {
          this.inFrame = true
          this.sawFs = false
          this.buf = []
          start = i + 1
        }
        continue
      }
      if (this.sawFs) {
        if (b === CR) {
          const whole = Buffer.concat([...this.buf, chunk.subarray(start, i)])
          out.push(whole.subarray(0, whole.length - 1)) // without the FS
          this.buf = []
          this.inFrame = false
          this.sawFs = false
          continue
        }
        this.sawFs = false
      }
      if (b === FS) this.sawFs = true
      else if (b === VT) {
        // A new start inside a frame: the broken one is dropped.
        this.buf = []
        start = i + 1
      }
    }
    if (this.inFrame) this.buf.push(chunk.subarray(start))
    return out
  }

  reset(): void {
    this.buf = []
    this.inFrame = false
    this.sawFs = false
  }
}

export const frame = (message: Buffer): Buffer =>
  Buffer.concat([Buffer.from([VT]), message, Buffer.from([FS, CR])])

export class Hl7ParseError extends Error {}

export interface Hl7Segment {
  name: string
  /** fields[n] is field n (MSH: fields[1] is the field separator, fields[2] the encoding characters). */
  fields: string[]
}

export interface Hl7Message {
  segments: Hl7Segment[]
  field: string
  component: string
  repetition: string
  escape: string
  subcomponent: string
}

export function parseHl7(text: string): Hl7Message {
  const lines = text.split(/\r\n|\r|\n/).filter((l) => l.trim() !== '')
  const msh = lines[0]
  if (!msh?.startsWith('MSH') || msh.length < 8) throw new Hl7ParseError('Повідомлення не починається з MSH')
  const field = msh[3]!
  const enc = msh.slice(4, msh.indexOf(field, 4) === -1 ? 8 : msh.indexOf(field, 4))
  const [component = '^', repetition = '~', escape = '\\', subcomponent = '&'] = enc.split('')
  const segments = lines.map((line, i) => {
    const parts = line.split(field)
    const name = parts[0]!.trim()
    if (!/^[A-Z][A-Z0-9]{2}$/.test(name))
      throw new Hl7ParseError(`Некоректний сегмент «${name.slice(0, 10)}»`)
    // MSH-1 is the separator itself: MSH fields are numbered one on.
    const fields = i === 0 ? [name, field, ...parts.slice(1)] : parts
    return { name, fields }
  })
  return { segments, field, component, repetition, escape, subcomponent }
}

/** Undoes \F\ \S\ \T\ \R\ \E\ (and drops other escapes such as \H\ \N\). */
export function unescapeHl7(s: string, m: Hl7Message): string {
  const e = m.escape
  if (!s.includes(e)) return s
  const re = new RegExp(
    `${e.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}([A-Z.0-9]*)${e.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}`,
    'g',
  )
  return s.replace(re, (_, code: string) =>
    code === 'F'
      ? m.field
      : code === 'S'
        ? m.component
        : code === 'T'
          ? m.subcomponent
          : code === 'R'
            ? m.repetition
            : code === 'E'
              ? m.escape
              : '',
  )
}

/** Field `n` of a segment, component `c` (1-based; 0 = the whole first repetition), unescaped. */
export function get(m: Hl7Message, seg: Hl7Segment, n: number, c = 0): string {
  const rep = (seg.fields[n] ?? '').split(m.repetition)[0] ?? ''
  if (c === 0) return unescapeHl7(rep, m)
  return unescapeHl7((rep.split(m.component)[c - 1] ?? '').split(m.subcomponent)[0] ?? '', m)
}

export interface Hl7Result {
  sampleId: string
  code: string
  value: string
  units: string
  range: string
  flag: string
  status: string
  /** OBX-14 (else OBR-7) as sent. */
  measuredAt: string
}

/**
 * The results of an ORU^R01: each OBX under the OBR before it, the sample id from `sampleIdField`
 * ('hl7:OBR-3' filler order number, 'hl7:OBR-2' placer order number, 'hl7:SPM-2' specimen id — the
 * first component, trimmed); the code is OBX-3 component 1.
 */
export function oruResults(m: Hl7Message, sampleIdField: string): Hl7Result[] {
  const type = get(m, m.segments[0]!, 9, 1)
  if (type !== 'ORU')
    throw new Hl7ParseError(`Тип повідомлення ${type.slice(0, 10) || '—'} не містить результатів`)
  const results: Hl7Result[] = []
  let obrSample = ''
  let obrTime = ''
  const spm = m.segments.find((s) => s.name === 'SPM')
  const spmId = spm ? get(m, spm, 2, 1).trim() : ''
  for (const seg of m.segments) {
    if (seg.name === 'OBR') {
      obrSample = get(m, seg, sampleIdField === 'hl7:OBR-2' ? 2 : 3, 1).trim()
      obrTime = get(m, seg, 7).trim()
    } else if (seg.name === 'OBX') {
      const code = get(m, seg, 3, 1).trim()
      if (!code) throw new Hl7ParseError('OBX без коду тесту (OBX-3)')
      results.push({
        sampleId: sampleIdField === 'hl7:SPM-2' ? spmId || obrSample : obrSample,
        code,
        value: get(m, seg, 5).trim(),
        units: get(m, seg, 6, 1).trim(),
        range: get(m, seg, 7).trim(),
        flag: get(m, seg, 8).trim(),
        status: get(m, seg, 11).trim(),
        measuredAt: get(m, seg, 14).trim() || obrTime,
      })
    }
  }
  return results
}

/** HL7 TS: Kyiv's wall clock, as the instruments' (the same as ASTM's). */
const hl7Time = astmTimestamp

/**
 * An original-mode ACK: MSH with sender and receiver swapped, MSA-1 `code`, MSA-2 = MSH-10 of the
 * message; `text` goes to MSA-3. For an unreadable message the raw MSH-10 is sought by hand.
 */
export function buildAck(messageText: string, code: 'AA' | 'AE' | 'AR', now: Date, text = ''): string {
  let m: Hl7Message | undefined
  try {
    m = parseHl7(messageText)
  } catch {
    m = undefined
  }
  const f = m?.field ?? '|'
  const raw = m?.segments[0]?.fields ?? []
  const at = (n: number) => raw[n] ?? ''
  const control = m ? at(10) : (/^MSH\|[^\r]*/.exec(messageText)?.[0].split('|')[9] ?? '')
  const version = at(12) || '2.5'
  const trigger = m ? get(m, m.segments[0]!, 9, 2) : ''
  const safe = text.replace(/[|^~\\&\r\n]/g, ' ')
  return (
    [
      [
        'MSH',
        at(2) || '^~\\&',
        at(5),
        at(6),
        at(3),
        at(4),
        hl7Time(now),
        '',
        `ACK^${trigger}^ACK`,
        `ACK${control}`,
        'P',
        version,
      ].join(f),
      ['MSA', code, control, safe].join(f),
    ].join('\r') + '\r'
  )
}

/** A query for a sample's work (query mode): its kind, the barcodes asked about, its tag. */
export interface Hl7Query {
  kind: 'QRY' | 'QBP'
  sampleIds: string[]
  /** QRD-4 query id / QPD-2 query tag, echoed in the answer's QAK-1. */
  tag: string
  /** QPD-1, echoed in QAK-3 and QPD (QBP only). */
  queryName: string
}

/**
 * The query an HL7 message asks, or null when it is no query: QRY^Q02 (HL7 2.3.1, as Mindray BS
 * instruments send it: the barcode in QRD-8, each repetition) or QBP^Q11 (2.5, IHE LAW work order step:
 * the specimen id in QPD-3). A query naming no barcode, or one longer than 64 characters, is an
 * incorrect query (Hl7ParseError).
 */
export function hl7Query(m: Hl7Message): Hl7Query | null {
  const type = get(m, m.segments[0]!, 9, 1)
  if (type !== 'QRY' && type !== 'QBP') return null
  const seg = m.segments.find((s) => s.name === (type === 'QRY' ? 'QRD' : 'QPD'))
  if (!seg) throw new Hl7ParseError(`Запит ${type} без сегмента ${type === 'QRY' ? 'QRD' : 'QPD'}`)
  const n = type === 'QRY' ? 8 : 3
  const sampleIds = (seg.fields[n] ?? '')
    .split(m.repetition)
    .map((rep) => unescapeHl7((rep.split(m.component)[0] ?? '').split(m.subcomponent)[0] ?? '', m).trim())
    .filter(Boolean)
  if (sampleIds.length === 0) throw new Hl7ParseError(`Запит ${type} не називає штрихкод`)
  if (sampleIds.some((s) => s.length > 64)) throw new Hl7ParseError(`Запит ${type}: задовгий штрихкод`)
  return {
    kind: type,
    sampleIds,
    tag: get(m, seg, type === 'QRY' ? 4 : 2).trim(),
    queryName: type === 'QBP' ? (seg.fields[1] ?? '') : '',
  }
}

const escapeHl7 = (s: string) =>
  s
    .replace(/\\/g, '\\E\\')
    .replace(/\|/g, '\\F\\')
    .replace(/\^/g, '\\S\\')
    .replace(/&/g, '\\T\\')
    .replace(/~/g, '\\R\\')
    .replace(/[\r\n]/g, ' ')

/**
 * The answers to a query on the same connection, each a message text: for QBP^Q11 one RSP^K11 (MSA,
 * QAK with OK or NF "no data found", the QPD echoed, then per barcode with tests an ORC NW and an OBR
 * per test, OBR-4 the analyzer's code); for QRY^Q02 a QCK^Q02 (MSA, QAK OK / NF), then, per barcode
 * with tests, an ORM^O01 with the same ORC and OBRs. A barcode unknown or without mapped tests has none.
 */
export function buildQueryAnswer(
  queryText: string,
  q: Hl7Query,
  samples: Array<{ sampleId: string; codes: string[] }>,
  now: Date,
): string[] {
  const m = parseHl7(queryText)
  const raw = m.segments[0]!.fields
  const at = (n: number) => raw[n] ?? ''
  const control = at(10)
  const version = at(12) || (q.kind === 'QBP' ? '2.5' : '2.3.1')
  let seq = 0
  const msh = (type: string) =>
    [
      'MSH',
      '^~\\&',
      at(5),
      at(6),
      at(3),
      at(4),
      hl7Time(now),
      '',
      type,
      `${control}-${++seq}`,
      'P',
      version,
    ].join('|')
  const found = samples.some((s) => s.codes.length > 0)
  const qak = ['QAK', escapeHl7(q.tag), found ? 'OK' : 'NF', q.queryName].join('|')
  const orders = (s: { sampleId: string; codes: string[] }) => {
    const id = escapeHl7(s.sampleId)
    return [
      ['ORC', 'NW', id, id].join('|'),
      ...s.codes.map((c, i) => ['OBR', String(i + 1), id, id, `${escapeHl7(c)}^^^`].join('|')),
    ]
  }
  const withTests = samples.filter((s) => s.codes.length > 0)
  if (q.kind === 'QBP') {
    const qpd = m.segments.find((s) => s.name === 'QPD')!
    return [
      [
        msh('RSP^K11^RSP_K11'),
        ['MSA', 'AA', control].join('|'),
        qak,
        qpd.fields.join(m.field),
        ...withTests.flatMap(orders),
      ].join('\r') + '\r',
    ]
  }
  return [
    [msh('QCK^Q02^QCK_Q02'), ['MSA', 'AA', control].join('|'), qak].join('\r') + '\r',
    ...withTests.map((s) => [msh('ORM^O01^ORM_O01'), ['PID', '1'].join('|'), ...orders(s)].join('\r') + '\r'),
  ]
}
