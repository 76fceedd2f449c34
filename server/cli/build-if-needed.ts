/** Builds the PWA when dist/ is missing or older than any source the bundle is made from. */
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const SOURCES = ['src', 'sw', 'domain', 'public', 'index.html', 'vite.config.ts', 'package.json']

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0
  const st = statSync(p)
  if (!st.isDirectory()) return st.mtimeMs
  let max = st.mtimeMs
  for (const entry of readdirSync(p)) max = Math.max(max, newestMtime(path.join(p, entry)))
  return max
}

/** True when a build is needed for `distDir`. */
export function needsBuild(distDir: string): boolean {
  const stamp = path.join(distDir, 'index.html')
  if (!existsSync(stamp)) return true
  const built = statSync(stamp).mtimeMs
  return SOURCES.some((s) => newestMtime(path.resolve(s)) > built)
}

/** Runs `vite build` in-process when needed. */
export async function buildIfNeeded(distDir: string): Promise<void> {
  if (!needsBuild(distDir)) return
  console.log('Building the PWA (vite build)…')
  const { build } = await import('vite')
  await build({ logLevel: 'warn' })
}
