/** Initial JavaScript of the sign-in page: the entry script and its module preloads in dist/index.html, gzipped. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export function signInBundleSize(dist = 'dist'): { files: number; rawKb: number; gzipKb: number } {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8')
  const srcs = [
    ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g),
  ].map((m) => m[1]!)
  let raw = 0
  let gz = 0
  for (const src of new Set(srcs)) {
    const buf = readFileSync(path.join(dist, src.replace(/^\//, '')))
    raw += buf.length
    gz += gzipSync(buf, { level: 9 }).length
  }
  return { files: new Set(srcs).size, rawKb: raw / 1024, gzipKb: gz / 1024 }
}
