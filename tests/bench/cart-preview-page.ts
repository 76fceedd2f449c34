/**
 * Runs in Chromium (built by cart-preview.ts with Vite, so the worker is the production chunk):
 * 1. `__workerReprice(n)`: the production preview client (comlink → pricing worker) prices the
 *    100-line cart n times, one quantity changed each time, timed from the page around each call;
 * 2. a 100-line cart table whose quantity inputs drive `useCartPreview`; each keydown's time to the
 *    frame that shows the new prices (requestAnimationFrame after the commit that rendered them).
 */
import { createElement as h, memo, useCallback, useLayoutEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { formatMoney } from '../../domain/pricing/money'
import { cartListOf, type CartLine, type PricingCart } from '../../domain/pricing/pricing.schema'
import { sharedPreviewClient } from '../../src/features/cart/preview/preview-client'
import { useCartPreview } from '../../src/features/cart/preview/use-cart-preview'
import { cartPreviewInput } from './cart-preview-data'

declare global {
  interface Window {
    __workerReprice: (runs: number, warmup: number) => Promise<number[]>
    /** keydown → new prices on screen, ms, one per keystroke. */
    __keystrokes: number[]
    /** The floor: keydown in a plain input → a message posted at keydown handled → its frame. */
    __baseline: number[]
    __previewLongTasks: Array<{ start: number; duration: number }>
    __ready: boolean
  }
}

const input = cartPreviewInput()
const refsKey = 'bench-lists-1-2'
const nowIso = () => new Date().toISOString()

window.__previewLongTasks = []
new PerformanceObserver((list) => {
  for (const e of list.getEntries())
    window.__previewLongTasks.push({ start: e.startTime, duration: e.duration })
}).observe({ type: 'longtask', buffered: true })

window.__workerReprice = async (runs, warmup) => {
  const client = sharedPreviewClient()
  const samples: number[] = []
  let cart = input.cart
  for (let i = 0; i < warmup + runs; i++) {
    const services = cart.services.map((l, k) =>
      k === i % cart.services.length ? { ...l, quantity: (i % 5) + 1 } : l,
    )
    cart = { ...cart, services }
    const start = performance.now()
    const priced = await client.price({
      refsKey,
      refs: input.refs,
      order: input.order,
      cart,
      nowIso: nowIso(),
    })
    if (i >= warmup) samples.push(performance.now() - start)
    if (priced.lines.length !== 100) throw new Error(`priced ${priced.lines.length} lines`)
  }
  return samples
}

window.__keystrokes = []
window.__baseline = []
let keydownAt: number | null = null
window.addEventListener(
  'keydown',
  (e) => {
    if ((e.target as HTMLElement).id !== 'plain') keydownAt = e.timeStamp
    else {
      // An asynchronous answer that costs nothing: a message posted at keydown, then its frame.
      const channel = new MessageChannel()
      channel.port1.onmessage = () =>
        requestAnimationFrame(() => window.__baseline.push(performance.now() - e.timeStamp))
      channel.port2.postMessage(null)
    }
  },
  { capture: true },
)

const rows = (cart: PricingCart) =>
  (['service', 'test', 'product', 'material'] as const).flatMap((kind) =>
    cart[cartListOf[kind]].map((line, index) => ({ kind, index, line })),
  )

function setQuantity(
  cart: PricingCart,
  kind: keyof typeof cartListOf,
  index: number,
  quantity: number,
): PricingCart {
  const list = cartListOf[kind]
  return { ...cart, [list]: cart[list].map((l: CartLine, i) => (i === index ? { ...l, quantity } : l)) }
}

interface RowProps {
  row: number
  kind: keyof typeof cartListOf
  index: number
  quantity: number
  name: string
  unitPrice: number | null
  total: number | null
  onQuantity: (kind: keyof typeof cartListOf, index: number, quantity: number) => void
}

// A row re-renders only when what it shows changes, as a cart screen's rows should.
const Row = memo(function Row({ row, kind, index, quantity, name, unitPrice, total, onQuantity }: RowProps) {
  return h(
    'tr',
    null,
    h('td', null, name),
    h(
      'td',
      null,
      h('input', {
        id: `q-${row}`,
        type: 'number',
        min: 0,
        value: quantity,
        onChange: (e: { target: { value: string } }) => onQuantity(kind, index, Number(e.target.value)),
      }),
    ),
    h('td', { 'data-unit': row }, unitPrice === null ? '' : formatMoney(unitPrice)),
    h('td', { 'data-total': row }, total === null ? '' : formatMoney(total)),
  )
})

function Cart() {
  const [cart, setCart] = useState(input.cart)
  const { priced, pending } = useCartPreview({ refsKey, refs: input.refs, order: input.order, cart })
  const onQuantity = useCallback(
    (kind: keyof typeof cartListOf, index: number, quantity: number) =>
      setCart((c) => setQuantity(c, kind, index, quantity)),
    [],
  )
  useLayoutEffect(() => {
    if (pending || !priced) return
    window.__ready = true
    const at = keydownAt
    if (at === null) return
    keydownAt = null
    // The callback runs in the frame that paints the DOM React has just committed.
    requestAnimationFrame(() => window.__keystrokes.push(performance.now() - at))
  }, [priced, pending])
  const byLine = new Map(priced?.lines.map((l) => [`${l.kind}:${l.index}`, l]))
  return h(
    'table',
    { style: { tableLayout: 'fixed', width: '100%' } },
    h(
      'tbody',
      null,
      rows(cart).map(({ kind, index, line }, row) => {
        const p = byLine.get(`${kind}:${index}`)
        return h(Row, {
          key: row,
          row,
          kind,
          index,
          quantity: line.quantity,
          name: p?.name ?? '',
          unitPrice: p?.unitPrice ?? null,
          total: p?.total ?? null,
          onQuantity,
        })
      }),
    ),
    h(
      'tfoot',
      null,
      h(
        'tr',
        null,
        h('td', { colSpan: 3 }, 'Разом'),
        h('td', { 'data-sum': '' }, priced ? formatMoney(priced.totals.total) : ''),
      ),
    ),
  )
}

const plain = document.createElement('input')
plain.id = 'plain'
plain.type = 'number'
plain.value = '1'
document.body.prepend(plain)
createRoot(document.getElementById('root')!).render(h(Cart))
