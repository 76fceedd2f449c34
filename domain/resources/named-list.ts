/**
 * The simplest dictionaries: a list of unique names (reasons, specializations, groups…). One call gives
 * the whole definition; the name is required, unique (trimmed, case-insensitive) and searched.
 */
import { defineResource, type InUseRule } from './define-resource'
import { requiredText } from './resource-fields'
import type { PermissionName } from '../permissions/catalogue'

export interface NamedListSpec<N extends string> {
  name: N
  entity: string
  route: string
  table: string
  title: string
  one: string
  description?: string
  /** The label of the name field (default "Назва"). */
  label?: string
  /** The message when the name is taken. */
  unique: string
  inUse?: readonly InUseRule[]
  perms?: { read: PermissionName; write: PermissionName }
  /** The spec's own API path, if it names one. */
  apiPath?: string
  /** Served whole as well (GET unpaged, PUT of the whole list); see ResourceSpec.wholeList. */
  wholeList?: boolean
}

/** A resource whose records are just unique names. */
export function defineNamedList<const N extends string>(spec: NamedListSpec<N>) {
  const label = spec.label ?? 'Назва'
  return defineResource({
    name: spec.name,
    entity: spec.entity,
    route: spec.route,
    table: spec.table,
    title: spec.title,
    one: spec.one,
    ...(spec.description && { description: spec.description }),
    fields: { name: requiredText(label) },
    form: { name: { label } },
    columns: [{ key: 'name', label }],
    filters: [{ key: 'q', kind: 'search', label: 'Пошук', fields: ['name'] }],
    sort: { field: 'name' },
    perms: spec.perms ?? { read: 'crmReferencesSee', write: 'crmSettingsEdit' },
    unique: [{ fields: ['name'], message: spec.unique }],
    ...(spec.inUse && { inUse: spec.inUse }),
    describe: (r) => r.name,
    ...(spec.apiPath && { apiPath: spec.apiPath }),
    ...(spec.wholeList && { wholeList: true }),
  })
}
