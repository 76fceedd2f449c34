/** npm run bench — prints every measured figure. Builds the PWA first if needed. */
import { buildIfNeeded } from '../../server/cli/build-if-needed'
import { signInBundleSize } from './bundle-size'
import { coldStart } from './cold-start'

await buildIfNeeded('dist')
const size = signInBundleSize()
console.log(
  `sign-in page initial JS: ${size.gzipKb.toFixed(1)} KB gzipped (${size.rawKb.toFixed(1)} KB raw, ${size.files} files); budget 200 KB gzipped → ${size.gzipKb <= 200 ? 'OK' : 'OVER'}`,
)
const start = await coldStart()
console.log(
  `server start to healthy: fresh data folder ${(start.freshMs / 1000).toFixed(1)} s (initdb, migrate, demo seed); existing data ${(start.warmMs / 1000).toFixed(1)} s`,
)
