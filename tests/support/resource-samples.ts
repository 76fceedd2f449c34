/**
 * A valid record of any resource, made from its definition alone, so the generic suites test a new
 * resource the day it is registered: text fields get a unique Ukrainian text, system names and codes a
 * unique Latin one, references the id of an existing row of the referenced resource.
 */
import type { AnyResource } from '../../domain/resources/define-resource'

let n = 0

/** Field values for a create; `refIds` gives an existing id of each referenced resource. */
export function sampleRecord(def: AnyResource, refIds: Record<string, number>): Record<string, unknown> {
  const tag = `${Date.now().toString(36)}${(n++).toString(36)}`
  const out: Record<string, unknown> = {}
  for (const [key, spec] of Object.entries(def.form)) {
    const widget = spec.widget ?? 'text'
    if (spec.ref) out[key] = refIds[spec.ref]
    else if (widget === 'checkbox') out[key] = true
    else if (widget === 'color') out[key] = '#2a7ab0'
    else if (widget === 'number') out[key] = 1
    else if (/systemName|code/i.test(key)) out[key] = `t_${tag}`
    else out[key] = `${spec.label} ${tag}`
  }
  return out
}
