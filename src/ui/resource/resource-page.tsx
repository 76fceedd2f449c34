/**
 * The page of a settings route that shows registered resources (one or several, e.g. cities and
 * filials on one page). Attached to the route by src/app/route-pages.ts from the registry.
 */
import { useMemo, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { allResources } from '../../../domain/resources/registry'
import type { FormAddons } from './form-addons'
import { ResourceSection } from './resource-section'
import { usePulledResources } from './use-resource'

/** Resources shown on `route`, in registry order. */
export const resourcesOnRoute = (route: string) => allResources().filter((r) => r.route === route)

/**
 * `intro`: what a screen adds under the title, above the resources (e.g. the base-city warnings);
 * `addons`: blocks it adds to a resource's form (e.g. a template's preview).
 */
export function ResourcePage({ intro, addons }: { intro?: ReactNode; addons?: FormAddons } = {}) {
  const { pathname } = useLocation()
  const defs = useMemo(() => resourcesOnRoute(pathname.replace(/\/+$/, '')), [pathname])
  // All of them, as the session does: one cursor, so opening a page asks only for what changed.
  usePulledResources(allResources())
  const several = defs.length > 1
  return (
    <div className="grid gap-10">
      {several && <h1 className="text-2xl font-semibold">{defs.map((d) => d.title).join(', ')}</h1>}
      {intro}
      {defs.map((def) => (
        <ResourceSection
          key={def.name}
          def={def}
          prefix={several ? `${def.name}.` : ''}
          heading={several ? 'h2' : 'h1'}
          addons={addons}
        />
      ))}
    </div>
  )
}
