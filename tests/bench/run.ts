/** npm run bench — prints every measured figure. Builds the PWA first if needed. */
import { buildIfNeeded } from '../../server/cli/build-if-needed'
import { signInBundleSize } from './bundle-size'
import { coldStart } from './cold-start'
import { measurePricing } from './pricing.bench'

await buildIfNeeded('dist')
const size = signInBundleSize()
console.log(
  `sign-in page initial JS: ${size.gzipKb.toFixed(1)} KB gzipped (${size.rawKb.toFixed(1)} KB raw, ${size.files} files); budget 200 KB gzipped → ${size.gzipKb <= 200 ? 'OK' : 'OVER'}`,
)
const start = await coldStart()
console.log(
  `server start to healthy: fresh data folder ${(start.freshMs / 1000).toFixed(1)} s (initdb, migrate, demo seed); existing data ${(start.warmMs / 1000).toFixed(1)} s`,
)
const pricing = await measurePricing(200, 1000)
console.log(
  `cart pricing (domain/pricing, 200 lines × 1000 runs): median ${pricing.medianMs.toFixed(2)} ms, p95 ${pricing.p95Ms.toFixed(2)} ms`,
)
