/**
 * The integration files of a worker share one module graph (vitest.config.ts: isolate: false). A file that
 * mocks a module must load its own copy of the server after vi.resetModules() and drop it afterwards —
 * otherwise the mock reaches the server only when that file happens to run first in its worker.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

const intFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? intFiles(path.join(dir, e.name))
      : e.name.endsWith('.int.test.ts')
        ? [path.join(dir, e.name)]
        : [],
  )

it('every integration file that mocks a module loads the server anew', () => {
  const files = intFiles('server')
  expect(files.length).toBeGreaterThan(10)
  const offenders = files.filter((f) => {
    const src = readFileSync(f, 'utf8')
    return /\bvi\.(mock|doMock)\(/.test(src) && !/\bvi\.resetModules\(\)/.test(src)
  })
  expect(offenders).toEqual([])
})
