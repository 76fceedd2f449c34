/**
 * A settings record: one record per installation (the task manager's general setting) or one per user
 * (personal settings), read whole and saved whole with a PUT against its version — `version` 0 means
 * "never saved" (the defaults). Declared like a resource (fields as a zod shape, the form's FieldSpecs,
 * permissions) and drawn by the same resource form inputs; an installation's record kept in an
 * app_settings row is served by the generic routes (server/lib/crud/settings-record-routes.ts), one the
 * server keeps elsewhere by its own module.
 */
import { z } from 'zod'
import { int4 } from '../api/scalars'
import type { PermissionName } from '../permissions/catalogue'
import type { FieldSpec } from './define-resource'

/** A permission, or any signed-in user. */
export type RecordPermission = PermissionName | 'user'

export interface SettingsRecordSpec<N extends string, F extends z.ZodRawShape> {
  /** Name in the settings-record list, e.g. "task-general-setting". */
  name: N
  /** The outbox entity type of the record. */
  entity: string
  /** The PWA route of the page (a settings route of domain/navigation). */
  route: string
  /** The GET and PUT path under the API base (the spec's own). */
  apiPath: string
  title: string
  description?: string
  /** One record for the installation, or one for each user (saved under the user's own id). */
  owner: 'installation' | 'user'
  fields: F
  form: { readonly [K in keyof F & string]: FieldSpec }
  /** What a record never saved holds. */
  defaults: z.infer<z.ZodObject<F>>
  perms: { read: RecordPermission; write: RecordPermission }
  /** For an installation's record the generic routes serve: its app_settings key. */
  appSettingKey?: string
  /** Options of a select restricted by another field, e.g. filials of the chosen city. */
  dependsOn?: { readonly [K in keyof F & string]?: { field: keyof F & string; column: string } }
}

const versionField = int4().min(0).max(2_147_483_647)

function deriveSchemas<F extends z.ZodRawShape>(fields: F) {
  const body = z.object(fields)
  return {
    /** The record as the API answers it. */
    record: body.extend({ version: versionField.describe('0 until the record is first saved') }),
    /** PUT: every field, with the version the edit is based on (0 at first). */
    put: body
      .extend({ version: versionField.describe('The version the edit is based on (0 at first)') })
      .strict(),
  }
}

export type SettingsRecordDef<
  N extends string = string,
  F extends z.ZodRawShape = z.ZodRawShape,
> = SettingsRecordSpec<N, F> & { schemas: ReturnType<typeof deriveSchemas<F>> }

/** Declares a settings record; see SettingsRecordSpec. */
export function defineSettingsRecord<const N extends string, F extends z.ZodRawShape>(
  spec: SettingsRecordSpec<N, F>,
): SettingsRecordDef<N, F> {
  return { ...spec, schemas: deriveSchemas(spec.fields) }
}

export type AnySettingsRecord = SettingsRecordDef<string, z.ZodRawShape>
