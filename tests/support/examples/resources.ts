/**
 * Examples of every registered resource's writes, made from the definitions. A create is sent once
 * before the bad bodies (`seedFirst`), so a mutated body that passes validation reuses an existing uuid
 * with other data and is refused as a uuid conflict; the valid body then answers the same row (200).
 * An edit sends only the version, which changes nothing.
 */
import { randomUUID } from 'node:crypto'
import type { RouteExample } from '../route-examples'
import type { AnyResource } from '../../../domain/resources/define-resource'
import { allResources } from '../../../domain/resources/registry'

function body(def: AnyResource): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, spec] of Object.entries(def.form)) {
    const widget = spec.widget ?? (spec.ref ? 'select' : 'text')
    if (spec.ref) out[key] = 1
    else if (widget === 'checkbox') out[key] = true
    else if (widget === 'color') out[key] = '#2a7ab0'
    else if (/systemName|code/i.test(key)) out[key] = `example_${def.name.replace(/-/g, '_')}`
    else out[key] = `${spec.label}: приклад`
  }
  return out
}

export const examples: Record<string, RouteExample> = Object.fromEntries(
  allResources().flatMap((def): Array<[string, RouteExample]> => {
    const path = `/api${def.apiPath}`
    return [
      [
        `POST ${path}`,
        { as: 'admin', url: path, body: { uuid: randomUUID(), ...body(def) }, ok: 200, seedFirst: true },
      ],
      [`PATCH ${path}/:id`, { as: 'admin', url: `${path}/1`, body: { version: 1 }, ok: 200 }],
    ]
  }),
)
