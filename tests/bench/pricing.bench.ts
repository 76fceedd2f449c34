/**
 * Pricing engine speed: a seeded 200-line cart (services, tests, products, materials with caps, a
 * promo code, a manual discount, deposits, franchise and tubes) priced 1,000 times after a short
 * warm-up, so the figure is the steady state the worker and the server see, not JIT start-up.
 */
import { priceCart } from '../../domain/pricing/price-cart'
import { randomCart } from '../../domain/pricing/random-cart'

const now = new Date('2026-03-10T10:00:00Z')

/** Median and 95th percentile milliseconds of pricing a `lines`-line cart `runs` times. */
export async function measurePricing(
  lines = 200,
  runs = 1_000,
  warmup = 100,
): Promise<{ medianMs: number; p95Ms: number }> {
  const input = randomCart(20_260_310, { lines })
  for (let i = 0; i < warmup; i++) priceCart(input, now)
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    priceCart(input, now)
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0
  return { medianMs: at(0.5), p95Ms: at(0.95) }
}

/** Median milliseconds of pricing a 200-line cart, over 1,000 runs. */
export async function pricingBench(): Promise<number> {
  return (await measurePricing(200, 1_000)).medianMs
}
