/**
 * Searchable sets a resource field may point into when the target is too long for a select and is not a
 * resource itself (the lab tests and the contractors today; services or products later). The server answers a set whole, in
 * this compact shape, as a reference the PWA keeps (ETag), so the form's combobox searches the device's
 * copy — also offline — and a list names the chosen record by its code and name. One line per set here,
 * one source on the server (server/lib/crud/lookup-sources.ts).
 */
import { z } from 'zod'
import type { PermissionName } from '../permissions/catalogue'
import { int4, text } from '../api/scalars'

export interface LookupSpec<N extends string = string> {
  name: N
  /** The set's path under the API base; the PWA keeps the answer as a cached reference under it. */
  apiPath: string
  /** What the combobox's list is called, e.g. "Аналізи". */
  title: string
  /** The permission reading the set needs (the pages that show it have it). */
  perm: PermissionName
  /** The combobox's placeholder. */
  placeholder: string
  /** The server's refusal of an id that names no record of the set. */
  missing: string
}

/** One record of a set: id, code (when the set has codes) and name. */
export const lookupItemSchema = z.object({
  id: int4(),
  code: text().nullable(),
  name: text(),
  /** Not offered any more (an unpublished test): still named in lists, marked in the combobox. */
  inactive: z.boolean().optional(),
})
export type LookupItem = z.infer<typeof lookupItemSchema>

export const lookupResponseSchema = z.object({ data: z.array(lookupItemSchema) }).meta({ id: 'LookupSet' })
export type LookupResponse = z.infer<typeof lookupResponseSchema>

/** A record in words, as lists and the combobox show it: "2001 Глюкоза". */
export const lookupItemText = (item: Pick<LookupItem, 'code' | 'name'>): string =>
  item.code ? `${item.code} ${item.name}` : item.name

const defineLookup = <const N extends string>(spec: LookupSpec<N>): LookupSpec<N> => spec

export const lookups = {
  'mc-tests': defineLookup({
    name: 'mc-tests',
    apiPath: '/api/v2/lookups/mc-tests',
    title: 'Аналізи',
    perm: 'crmReferencesSee',
    placeholder: 'Код або назва аналізу',
    missing: 'Такого аналізу немає: оберіть аналіз зі списку',
  }),
  contractors: defineLookup({
    name: 'contractors',
    apiPath: '/api/v2/lookups/contractors',
    title: 'Контрагенти',
    perm: 'crmReferencesSee',
    placeholder: 'Код або назва контрагента',
    missing: 'Такого контрагента немає: оберіть контрагента зі списку',
  }),
  services: defineLookup({
    name: 'services',
    apiPath: '/api/v2/lookups/services',
    title: 'Послуги',
    perm: 'crmReferencesSee',
    placeholder: 'Код або назва послуги',
    missing: 'Такої послуги немає: оберіть послугу зі списку',
  }),
  doctors: defineLookup({
    name: 'doctors',
    apiPath: '/api/v2/lookups/doctors',
    title: 'Лікарі',
    perm: 'crmReferencesSee',
    placeholder: 'Прізвище лікаря',
    missing: 'Такого лікаря немає: оберіть лікаря зі списку',
  }),
} as const

export type LookupName = keyof typeof lookups

/** The set named `name`, if there is one. */
export const lookupByName = (name: string): LookupSpec | undefined =>
  Object.hasOwn(lookups, name) ? lookups[name as LookupName] : undefined

export const allLookups = (): readonly LookupSpec<LookupName>[] => Object.values(lookups)
