/**
 * The nested module permission tree (spec 000 §3 User, §6): modules with sub-modules, each with a
 * numeric value; a dotted path is granted when its value exists and is not 0.
 */
import { z } from 'zod'
import { text } from '../api/scalars'

export type ModuleTree = { [name: string]: number | ModuleTree }
export const moduleTreeSchema: z.ZodType<ModuleTree> = z.lazy(() =>
  z.record(text(), z.union([z.number(), moduleTreeSchema])),
)

/** True when `path` (e.g. "laboratory.results.approve") resolves to a non-zero number. */
export function moduleAllowed(tree: ModuleTree | undefined, path: string): boolean {
  let node: number | ModuleTree | undefined = tree
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'number') return false
    node = node[part]
  }
  return typeof node === 'number' && node !== 0
}

/** Merges `override` into `base`; override values win, sub-trees merge. */
export function mergeModuleTrees(base: ModuleTree, override: ModuleTree): ModuleTree {
  const out: ModuleTree = { ...base }
  for (const [k, v] of Object.entries(override)) {
    const b = out[k]
    out[k] = typeof v === 'object' && typeof b === 'object' ? mergeModuleTrees(b, v) : v
  }
  return out
}
