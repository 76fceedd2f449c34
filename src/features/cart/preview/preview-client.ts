/**
 * The tab's one connection to the cart-preview worker: created on the first preview, reused by every
 * cart after it. It remembers which reference sets it has posted, so whole price lists cross the
 * thread boundary once per key; a worker that forgot a set (or was restarted) gets it again.
 * Without Worker (happy-dom tests, very old browsers) the same service runs on the main thread.
 */
import { wrap } from 'comlink'
import type { PricedCart } from '../../../../domain/pricing/priced-cart.schema'
import { baseMissing, DeltaReceiver, type PricedDelta } from './priced-delta'
import {
  refsMissing,
  type PreviewCart,
  type PreviewOrder,
  type PreviewPromoCode,
  type PreviewRefs,
} from './preview-protocol'
import type { PricingService } from './pricing-service'

/** The service's calls, answered directly (main thread) or through comlink (worker). */
export interface PricingBackend {
  setRefs(key: string, refs: PreviewRefs): void | Promise<void>
  priceSince(
    since: string | null,
    key: string,
    order: PreviewOrder,
    cart: PreviewCart,
    nowIso: string,
    promoCode?: PreviewPromoCode,
  ): PricedDelta | Promise<PricedDelta>
}

export interface PreviewRequest {
  refsKey: string
  refs: PreviewRefs
  order: PreviewOrder
  cart: PreviewCart
  /** Left out: the promo code inside `refs`. */
  promoCode?: PreviewPromoCode
  nowIso: string
}

const workerFailed = 'pricing_worker_failed'

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

export class PreviewClient {
  private backend: Promise<PricingBackend> | null = null
  private readonly posted = new Set<string>()
  private readonly answers = new DeltaReceiver()

  constructor(private readonly connect: () => Promise<PricingBackend>) {}

  /** Prices one version of a cart, posting its reference set first if this backend lacks it. */
  async price(request: PreviewRequest): Promise<PricedCart> {
    const backend = await (this.backend ??= this.connect())
    const run = async (since: string | null) => {
      await this.ensureRefs(backend, request.refsKey, request.refs)
      const { refsKey, order, cart, nowIso, promoCode } = request
      const delta = await backend.priceSince(since, refsKey, order, cart, nowIso, promoCode)
      return this.answers.receive(delta)
    }
    try {
      return await run(this.answers.latest())
    } catch (error) {
      const text = errorText(error)
      if (text.startsWith(workerFailed)) {
        // A dead worker answers nothing: start a new one on the next edit.
        this.backend = null
        this.posted.clear()
        this.answers.clear()
      }
      if (text.startsWith(refsMissing)) this.posted.delete(request.refsKey)
      else if (!text.startsWith(baseMissing)) throw error
      return run(null)
    }
  }

  private async ensureRefs(backend: PricingBackend, key: string, refs: PreviewRefs): Promise<void> {
    if (this.posted.has(key)) return
    // Marked before the post: calls queued behind it reach the worker after the refs (messages keep order).
    this.posted.add(key)
    try {
      await backend.setRefs(key, refs)
    } catch (error) {
      this.posted.delete(key)
      throw error
    }
  }
}

/** The worker, with a failure (script not loaded, crash) turned into rejected calls instead of silence. */
function workerBackend(): PricingBackend {
  const worker = new Worker(new URL('./pricing.worker.ts', import.meta.url), {
    type: 'module',
    name: 'cart-pricing',
  })
  const remote = wrap<PricingService>(worker)
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', () => reject(new Error(workerFailed)), { once: true })
  })
  failed.catch(() => undefined)
  return {
    setRefs: (key, refs) => Promise.race([remote.setRefs(key, refs), failed]),
    priceSince: (...args) => Promise.race([remote.priceSince(...args), failed]),
  }
}

async function connect(): Promise<PricingBackend> {
  if (typeof Worker !== 'undefined') return workerBackend()
  const { createPricingService } = await import('./pricing-service')
  return createPricingService()
}

let shared: PreviewClient | undefined

/** The tab's preview client; its worker starts on the first price call. */
export function sharedPreviewClient(): PreviewClient {
  return (shared ??= new PreviewClient(connect))
}
