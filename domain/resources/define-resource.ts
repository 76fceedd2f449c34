/**
 * One declarative definition per back-office resource (a dictionary or a simple entity): its fields as
 * a zod shape, how the list and the form show them, filters, permissions, uniqueness and "in use"
 * rules with their Ukrainian messages, and how a record is named in words. The server's routes, the
 * change feed, the device's store, the outbox adapter, the screens and the generic tests are all
 * derived from it (ARCHITECTURE.md §7); a resource that needs more overrides only what differs.
 */
import { z } from 'zod'
import type { PermissionName } from '../permissions/catalogue'
import type { LookupName } from './lookups'
import { idSchema, versionSchema } from './resource-fields'

export type Widget =
  | 'text'
  | 'textarea'
  | 'number'
  | 'decimal'
  /** An amount typed in hryvnias ('45,50') and held as whole kopiykas (4550), as every sum is kept. */
  | 'money'
  | 'checkbox'
  | 'color'
  | 'select'
  | 'date'
  | 'time'
  | 'lookup'
  | 'list'
  | 'rows'
  /** A key or password: typed hidden, never answered back (a settings record keeps it when left empty). */
  | 'secret'

/** How the form shows one field. */
export interface FieldSpec {
  label: string
  widget?: Widget
  help?: string
  placeholder?: string
  /** A select over the rows of another resource (its id, named by its `describe`). */
  ref?: string
  /** The select offers only the referenced rows whose `column` holds `value` (e.g. top-level categories). */
  refOnly?: { column: string; value: string | number | boolean | null }
  /** A select over fixed options. */
  options?: readonly { value: string; label: string }[]
  /** The options stand for whole numbers (e.g. ISO weekdays): the field holds the number. */
  numeric?: boolean
  /**
   * A combobox over a long searchable set that is not a resource (domain/resources/lookups.ts, e.g.
   * "mc-tests"): the user types part of a code or name and picks a match; the value is its id, which
   * the server checks exists.
   */
  lookup?: LookupName
  /** What a new record's form starts with (default: the widget's empty value), e.g. 1 for a capacity. */
  initial?: string | number | boolean
  /**
   * Shown in the list and kept on the device, never written through the API or the form (e.g. an
   * analyzer's listener state, which only the listener sets): the form leaves it out and create/patch
   * refuse it. Its zod field must be optional (the table's default fills it).
   */
  readOnly?: boolean
  /** A select's label of "nothing chosen" (default «Не обрано»), e.g. «Будь-яка» where none means any. */
  empty?: string
  /**
   * A short list of sub-rows kept in one jsonb column (widget 'rows', schema `rowList` of
   * resource-fields.ts): a small table of inputs, one line per row, with add and remove buttons.
   */
  rows?: { fields: Readonly<Record<string, FieldSpec>>; add: string }
}

/**
 * How a field is drawn when its spec does not say: a select over a `ref`, a combobox over a `lookup`,
 * a table over `rows`. 'list' is a short list of words typed on one line (commas or spaces between).
 */
export const widgetOf = (spec: FieldSpec): Widget =>
  spec.widget ?? (spec.ref ? 'select' : spec.lookup ? 'lookup' : spec.rows ? 'rows' : 'text')

export interface ColumnSpec {
  key: string
  label: string
  /**
   * How a value shows: a yes/no mark, a colour swatch, the referenced row's name, the looked-up record's
   * code and name, a day as DD.MM.YYYY, how many items a list holds, or kopiykas as '45,50 грн'.
   */
  kind?: 'text' | 'boolean' | 'color' | 'ref' | 'lookup' | 'date' | 'count' | 'money'
  ref?: string
  lookup?: LookupName
  /** A value of fixed options shows as its label. */
  options?: readonly { value: string; label: string }[]
}

export type FilterSpec =
  | { key: 'q'; kind: 'search'; label: string; fields: readonly string[] }
  | { key: string; kind: 'boolean'; label: string }
  | { key: string; kind: 'ref'; label: string; ref: string }
  /** A record of a lookup set (a searchable combobox), e.g. the doctor of schedule rows. */
  | { key: string; kind: 'lookup'; label: string; lookup: LookupName }

/** Rows may not share these fields' values (text compared trimmed and case-insensitively). */
export interface UniqueRule {
  fields: readonly string[]
  message: string
}

/** A record named by rows of `table.column` cannot be deleted. */
export interface InUseRule {
  table: string
  column: string
  message: string
}

/**
 * Fields that may no longer change once rows of `table.column` name the record (e.g. how many use units a
 * storage unit holds, once the stock ledger counts in them): the change is refused on the field.
 */
export interface FixedOnceUsedRule extends InUseRule {
  fields: readonly string[]
  /**
   * Only naming rows whose `column` holds `value` count (e.g. a cash register's shift still open): the
   * fields are fixed while such a row exists, and free again after.
   */
  only?: { column: string; value: string }
}

export interface ResourceSpec<N extends string, F extends z.ZodRawShape> {
  /** Name in the registry, in API paths and as the change-feed scope, e.g. "call-results". */
  name: N
  /** The outbox entity type of one record, e.g. "call-result". */
  entity: string
  /** The PWA route of the list (a settings route of domain/navigation). */
  route: string
  /** The SQL table the server binds (server/lib/crud/resource-tables.ts). */
  table: string
  title: string
  /** One record in words, e.g. "Результат дзвінка". */
  one: string
  /** What the list page says under its title. */
  description?: string
  fields: F
  form: { readonly [K in keyof F & string]: FieldSpec }
  columns: readonly ColumnSpec[]
  filters?: readonly FilterSpec[]
  sort: { field: keyof F & string; dir?: 'asc' | 'desc' }
  perms: { read: PermissionName; write: PermissionName }
  unique?: readonly UniqueRule[]
  inUse?: readonly InUseRule[]
  fixedOnceUsed?: readonly FixedOnceUsedRule[]
  /**
   * Rules across fields (e.g. cells inside a plate of so many rows): field key or dotted path → message.
   * Pure; the form runs it with the schema and the server on the record as it will be stored.
   */
  check?(row: z.infer<z.ZodObject<F>>): Readonly<Record<string, string>>
  /** The record in words: list of the sync screen, conflicts, selects of other resources. */
  describe(row: z.infer<z.ZodObject<F>>): string
  /**
   * What the form says when the server refuses a save (spec 001 §8 names some, e.g. "Promotional test
   * not added"), besides the refusal's own words on the fields.
   */
  failed?: { create?: string; edit?: string }
  /** Records are deleted (default) or only edited. */
  deletable?: boolean
  /**
   * The API path of the list when the spec names its own (e.g. "/taskmanager/topics"); by default
   * "/settings/resources/<name>".
   */
  apiPath?: string
  /**
   * A short list kept whole: GET answers every record (up to 500) unless paged, and PUT of the list's
   * path replaces the whole list at once ({data: [{id?, uuid, ...fields, version?}]}), besides the
   * per-record writes.
   */
  wholeList?: boolean
}

/** A resource definition with the payload schemas derived from its fields. */
export type ResourceDef<N extends string = string, F extends z.ZodRawShape = z.ZodRawShape> = ResourceSpec<
  N,
  F
> & {
  /** The API path of the list under the API base, e.g. "/settings/resources/call-results". */
  apiPath: string
  schemas: ReturnType<typeof deriveSchemas<F>>
}

function deriveSchemas<F extends z.ZodRawShape>(fields: F, form: Readonly<Record<string, FieldSpec>>) {
  const body = z.object(fields)
  // Read-only fields are answered, never written (typed as the whole body: they are optional anyway).
  const writable = z.object(
    Object.fromEntries(Object.entries(fields).filter(([k]) => !form[k]?.readOnly)),
  ) as unknown as typeof body
  return {
    /**
     * A record as the API answers it; a secret field is answered null, and `storedSecrets` names the
     * secret fields that hold a value (the form shows them as «збережено»).
     */
    row: body.extend({
      id: idSchema,
      uuid: z.uuid(),
      version: versionSchema,
      storedSecrets: z.array(z.string()).optional(),
    }),
    /** POST: every field, with the device's uuid (a resent create answers the same record). */
    create: writable.extend({ uuid: z.uuid() }).strict(),
    /** PATCH: any fields, with the version the edit is based on. */
    patch: writable.partial().extend({ version: versionSchema }).strict(),
  }
}

/**
 * The fields typed hidden (widget 'secret'): written, never answered back (null in every answer, the
 * change feed and the device's copy); one sent empty keeps what is stored.
 */
export const secretKeys = (def: { form: Readonly<Record<string, FieldSpec>> }): string[] =>
  Object.keys(def.form).filter((k) => def.form[k]?.widget === 'secret')

/** The keys of the fields the form and the API write (all but the read-only ones). */
export const writableKeys = (def: { form: Readonly<Record<string, FieldSpec>> }): string[] =>
  Object.keys(def.form).filter((k) => !def.form[k]?.readOnly)

/** Declares a resource; see ResourceSpec. */
export function defineResource<const N extends string, F extends z.ZodRawShape>(
  spec: ResourceSpec<N, F>,
): ResourceDef<N, F> {
  return {
    ...spec,
    apiPath: spec.apiPath ?? `/settings/resources/${spec.name}`,
    schemas: deriveSchemas(spec.fields, spec.form),
  }
}

/** Loosely typed view of a definition, for the generic code that serves every resource. */
export type AnyResource = ResourceDef<string, z.ZodRawShape>
export type ResourceRow = { id: number; uuid: string; version: number; storedSecrets?: string[] } & Record<
  string,
  unknown
>
