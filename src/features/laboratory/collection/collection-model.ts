/**
 * The collection point's day as the screen shows it (issue 22 item 3): the server's orders and tubes of a
 * filial's day, with this device's marks laid over them — a tube marked collected or handed over here
 * shows so at once, offline too, until the server's copy read after the mark landed says the same. A
 * scanned barcode is looked up in the day on the device: no network needed to find it or to mark it.
 */
import type { LabTube, OrderTubes } from '../../../../domain/laboratory/lab-tubes.schema'
import { moveTube, tubeStateLabels, type TubeState } from '../../../../domain/laboratory/tube-states'
import type { OutboxStatus } from '../../../offline/outbox-types'

export interface CollectionFilters {
  /** The Kyiv day, YYYY-MM-DD. */
  date: string
  /** The collection point's filial: the address's, else the user's own (personal settings). */
  filialId: number | undefined
}

const isDay = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v)
const positive = (v: string | null) => {
  const n = Number(v)
  return v !== null && Number.isInteger(n) && n > 0 ? n : undefined
}

export function readCollectionFilters(
  params: URLSearchParams,
  today: string,
  ownFilialId: number | null | undefined,
): CollectionFilters {
  const date = params.get('date')
  return {
    date: isDay(date) ? date : today,
    filialId: positive(params.get('filialId')) ?? ownFilialId ?? undefined,
  }
}

/** The day's path: also its key in the device's reference store (the day and filial always named). */
export function collectionPath(f: CollectionFilters): string | undefined {
  if (f.filialId === undefined) return undefined
  return `/api/v2/lab/collection?${new URLSearchParams({ date: f.date, filialId: String(f.filialId) })}`
}

export type MarkKind = 'collect' | 'hand_over'

/** One of this device's marks in the outbox. */
export interface TubeMark {
  kind: MarkKind
  barcodes: readonly string[]
  seq: number
  status: OutboxStatus
  doneAt?: number | undefined
  error?: string | undefined
}

export interface ShownTube {
  tube: LabTube
  /** The state shown: the server's, or where this device's marks have taken it. */
  state: TubeState
  stateLabel: string
  /** A mark of this device still waits to be sent. */
  waiting: boolean
  /** The server refused this device's mark (its words). */
  refused: string | undefined
}

export interface ShownOrder {
  order: OrderTubes['order']
  tubes: ShownTube[]
}

const eventOf: Record<MarkKind, 'collect' | 'hand_over'> = { collect: 'collect', hand_over: 'hand_over' }
const isOpen = (s: OutboxStatus) => s !== 'done' && s !== 'rejected' && s !== 'conflict'

/**
 * The day with the marks laid over: a mark still open, or sent after the copy was read (`fetchedAt`),
 * moves its tubes as the server will; a refused one leaves the tube as the server has it, with the reason.
 */
export function shownDay(
  day: readonly OrderTubes[],
  marks: readonly TubeMark[],
  fetchedAt: number | undefined,
): ShownOrder[] {
  const byBarcode = new Map<string, TubeMark[]>()
  for (const mark of [...marks].sort((a, b) => a.seq - b.seq))
    for (const b of mark.barcodes) byBarcode.set(b, [...(byBarcode.get(b) ?? []), mark])
  return day.map(({ order, tubes }) => ({
    order,
    tubes: tubes.map((tube) => {
      let state = tube.state
      let waiting = false
      let refused: string | undefined
      for (const mark of byBarcode.get(tube.barcode) ?? []) {
        if (mark.status === 'rejected' || mark.status === 'conflict') {
          refused = mark.error ?? 'Сервер не прийняв позначку'
          continue
        }
        const landedBefore = mark.status === 'done' && (mark.doneAt ?? 0) <= (fetchedAt ?? Infinity)
        if (landedBefore) continue
        const move = moveTube(state, eventOf[mark.kind])
        if (move.kind === 'move') state = move.to
        if (isOpen(mark.status)) waiting = true
      }
      return { tube, state, stateLabel: tubeStateLabels[state], waiting, refused }
    }),
  }))
}

const normal = (barcode: string) => barcode.trim()

/** The tube of the day with `barcode` (a scanner's trailing CR/LF and spaces ignored). */
export function findTube(
  day: readonly ShownOrder[],
  barcode: string,
): { order: ShownOrder['order']; tube: ShownTube } | undefined {
  const wanted = normal(barcode)
  if (wanted === '') return undefined
  for (const o of day) {
    const tube = o.tubes.find((t) => t.tube.barcode === wanted)
    if (tube) return { order: o.order, tube }
  }
  return undefined
}

export type ScanOutcome =
  | { kind: 'empty' }
  | { kind: 'not-found'; barcode: string }
  | { kind: 'collect'; order: ShownOrder['order']; tube: ShownTube }
  | { kind: 'refused'; message: string; tube: ShownTube }
  | { kind: 'already'; tube: ShownTube }

/** What scanning `barcode` at the collection point does: mark it collected, or say why not. */
export function scanOutcome(day: readonly ShownOrder[], barcode: string): ScanOutcome {
  if (normal(barcode) === '') return { kind: 'empty' }
  const found = findTube(day, barcode)
  if (!found) return { kind: 'not-found', barcode: normal(barcode) }
  const move = moveTube(found.tube.state, 'collect')
  if (move.kind === 'move') return { kind: 'collect', order: found.order, tube: found.tube }
  if (move.kind === 'same') return { kind: 'already', tube: found.tube }
  return { kind: 'refused', message: move.message, tube: found.tube }
}

/** The tubes that may be handed over to the laboratory now (collected, on this device or the server). */
export const handOverReady = (day: readonly ShownOrder[]): ShownTube[] =>
  day.flatMap((o) => o.tubes.filter((t) => t.state === 'collected'))

/** «3 пробірки» — the Ukrainian plural of a count of tubes. */
export function tubesWord(n: number): string {
  const ten = n % 10
  const hundred = n % 100
  const word =
    ten === 1 && hundred !== 11
      ? 'пробірка'
      : ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14)
        ? 'пробірки'
        : 'пробірок'
  return `${n} ${word}`
}
