/**
 * The Drizzle table of each registered resource (domain/resources/registry.ts), found by the SQL name
 * its definition gives: adding a resource needs no line here. A definition's field keys are the table's
 * column keys; the table also has the `editable` columns (uuid, version).
 */
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core'
import type { AnyResource } from '../../../domain/resources/define-resource'
import * as schema from '../../db/schema'

export type ResourceTable = PgTable & { id: PgColumn; uuid: PgColumn; version: PgColumn; updatedAt: PgColumn }

const bySqlName = new Map<string, PgTable>()
for (const v of Object.values(schema) as unknown[]) {
  if (!(v instanceof PgTable)) continue
  const table = v as PgTable
  bySqlName.set(getTableConfig(table).name, table)
}

/** The table of `def`; a definition naming no table of the schema fails at start-up. */
export function resourceTable(def: AnyResource): ResourceTable {
  const table = bySqlName.get(def.table)
  if (!table) throw new Error(`Resource ${def.name}: no table "${def.table}" in server/db/schema`)
  return table as ResourceTable
}
