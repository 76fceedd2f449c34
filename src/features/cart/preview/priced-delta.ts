/**
 * What crosses back from the pricing worker on each edit. A 100-line priced cart is ~75 KB of objects,
 * and cloning it across the thread boundary cost more than pricing it; one keystroke changes one line
 * (or every line, when an order discount changes), so the worker sends only the lines that differ from
 * an answer the page already holds, and the page rebuilds the cart from that answer. Unchanged lines keep
 * their object identity on the page, so memoised rows skip re-rendering.
 */
import type { PricedCart, PricedLine } from '../../../../domain/pricing/priced-cart.schema'

export interface PricedDelta {
  /** This answer's id; the page names it as the base of its next request. */
  id: string
  /** The answer the left-out lines come from; null: every line is here. */
  base: string | null
  /** Everything but the lines. */
  cart: Omit<PricedCart, 'lines'>
  /** The lines in order; null: equal to the base's line at the same position. */
  lines: Array<PricedLine | null>
}

/** Answers kept on each side: enough for the edits one fast typist has in flight at once. */
const kept = 8

/** The start of the error `receive` throws when the base it needs is no longer held. */
export const baseMissing = 'preview_base_missing'

function keep<T>(map: Map<string, T>, id: string, value: T): void {
  map.set(id, value)
  for (const old of map.keys()) if (map.size > kept) map.delete(old)
}

/**
 * Deep equality of two JSON-like values, without allocating (it runs for every line of every answer). A
 * key holding undefined counts as absent, as it is once the value travels as JSON (the server's copy of a
 * priced line lacks the keys the worker's left undefined).
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a) && a.length !== (b as unknown[]).length) return false
  const x = a as Record<string, unknown>
  const y = b as Record<string, unknown>
  for (const k in x) if (!sameJson(x[k], y[k])) return false
  for (const k in y) if (!(k in x) && y[k] !== undefined) return false
  return true
}

/** The worker's side: remembers its latest answers and sends each new one against the page's base. */
export class DeltaSender {
  private readonly answers = new Map<string, PricedLine[]>()
  private count = 0
  /** A new sender's ids never match an old one's (a restarted worker must not diff against the past). */
  private readonly instance = Math.random().toString(36).slice(2, 10)

  send(priced: PricedCart, since: string | null): PricedDelta {
    const id = `${this.instance}:${++this.count}`
    const baseLines = since === null ? undefined : this.answers.get(since)
    keep(this.answers, id, priced.lines)
    const { lines, ...cart } = priced
    if (!baseLines) return { id, base: null, cart, lines }
    return {
      id,
      base: since,
      cart,
      lines: lines.map((line, i) => (sameJson(line, baseLines[i]) ? null : line)),
    }
  }
}

/** The page's side: rebuilds each answer from its base and keeps it as a base for the next request. */
export class DeltaReceiver {
  private readonly answers = new Map<string, PricedCart>()
  private latestId: string | null = null

  /** The base to name in the next request. */
  latest(): string | null {
    return this.latestId
  }

  receive(delta: PricedDelta): PricedCart {
    const base = delta.base === null ? undefined : this.answers.get(delta.base)
    if (delta.base !== null && !base) throw new Error(`${baseMissing}: ${delta.base}`)
    const lines = delta.lines.map((line, i) => {
      const same = line ?? base?.lines[i]
      if (!same) throw new Error(`${baseMissing}: line ${i}`)
      return same
    })
    const priced: PricedCart = { ...delta.cart, lines }
    keep(this.answers, delta.id, priced)
    this.latestId = delta.id
    return priced
  }

  /** Forgets every answer (the worker that sent them is gone). */
  clear(): void {
    this.answers.clear()
    this.latestId = null
  }
}
