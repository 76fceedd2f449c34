/** The sections whose pages are not built yet, for the honest "not available" page and the README. */
import type { NavRoute } from './nav-routes'

export interface NotBuiltSection {
  readonly title: string
  /** Route patterns of the section that still have no page. */
  readonly paths: readonly string[]
  /** How many routes the section has in all. */
  readonly total: number
}

/** Groups the routes without a page by their top-level section, in the tree's order. */
export function notBuiltSections(routes: readonly NavRoute[], built: ReadonlySet<string>): NotBuiltSection[] {
  const sections = new Map<string, { title: string; paths: string[]; total: number }>()
  for (const route of routes) {
    const section = sections.get(route.section.id) ?? { title: route.section.title, paths: [], total: 0 }
    section.total += 1
    if (!built.has(route.path)) section.paths.push(route.path)
    sections.set(route.section.id, section)
  }
  return [...sections.values()].filter((s) => s.paths.length > 0)
}
