/**
 * What the cart-preview worker exposes (pricing.worker.ts), also run on the main thread where a
 * browser has no Worker. Reference data — whole price lists, thousands of positions — arrives once per
 * key and is parsed and indexed once; each edit then sends only the order's pricing fields and the
 * cart lines, which are parsed with the engine's schemas and priced by the same `priceCart` the server runs.
 */
import { z } from 'zod'
import { defaultTimeZone } from '../../../../domain/pricing/calendar'
import { priceCart } from '../../../../domain/pricing/price-cart'
import type { PricedCart } from '../../../../domain/pricing/priced-cart.schema'
import {
  promoCodeRefSchema,
  pricingRefsSchema,
  type PricingRefs,
} from '../../../../domain/pricing/pricing-refs.schema'
import { pricingCartSchema, pricingOrderSchema } from '../../../../domain/pricing/pricing.schema'
import { indexRefs, type RefsIndex } from '../../../../domain/pricing/refs-index'
import { DeltaSender, type PricedDelta } from './priced-delta'
import {
  refsMissing,
  type PreviewCart,
  type PreviewOrder,
  type PreviewPromoCode,
  type PreviewRefs,
} from './preview-protocol'

/** Reference sets kept at once (a tab rarely has more than one cart's price lists in use). */
const keptSets = 3

const keySchema = z.string().min(1).max(200)
const nowSchema = z.iso.datetime({ offset: true })
const promoSchema = promoCodeRefSchema.nullable()
const sinceSchema = z.string().max(100).nullable()

interface RefsSet {
  refs: PricingRefs
  index: RefsIndex
}

/** A pricing service holding its own reference sets; one per worker (or per main-thread fallback). */
export function createPricingService() {
  const sets = new Map<string, RefsSet>()
  const sender = new DeltaSender()
  const service = {
    /** Parses and indexes `refs` under `key`, replacing what the key held; forgets the oldest sets. */
    setRefs(key: string, refs: PreviewRefs): void {
      const k = keySchema.parse(key)
      const parsed = pricingRefsSchema.parse(refs)
      sets.delete(k)
      sets.set(k, { refs: parsed, index: indexRefs(parsed) })
      for (const old of sets.keys()) if (sets.size > keptSets) sets.delete(old)
    },
    /** Prices the cart as of `nowIso` over `key`'s refs; `promoCode` replaces the refs' promo code. */
    price(
      key: string,
      order: PreviewOrder,
      cart: PreviewCart,
      nowIso: string,
      promoCode?: PreviewPromoCode,
    ): PricedCart {
      const set = sets.get(key)
      if (!set) throw new Error(`${refsMissing}: ${key}`)
      const refs =
        promoCode === undefined ? set.refs : { ...set.refs, promoCode: promoSchema.parse(promoCode) }
      const input = {
        order: pricingOrderSchema.parse(order),
        cart: pricingCartSchema.parse(cart),
        refs,
        timeZone: defaultTimeZone,
      }
      return priceCart(input, new Date(nowSchema.parse(nowIso)), set.index)
    },
    /**
     * `price`, answered as the lines that differ from the answer `since` (priced-delta.ts): what the
     * page calls, so a keystroke's answer crosses the thread boundary as one line, not a whole cart.
     */
    priceSince(
      since: string | null,
      key: string,
      order: PreviewOrder,
      cart: PreviewCart,
      nowIso: string,
      promoCode?: PreviewPromoCode,
    ): PricedDelta {
      const priced = service.price(key, order, cart, nowIso, promoCode)
      return sender.send(priced, sinceSchema.parse(since))
    },
  }
  return service
}

export type PricingService = ReturnType<typeof createPricingService>
