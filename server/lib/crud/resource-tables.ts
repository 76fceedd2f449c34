/**
 * The Drizzle table of each registered resource (domain/resources/registry.ts). A definition's field
 * keys are the table's column keys; the table also has the `editable` columns (uuid, version).
 */
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { ResourceName } from '../../../domain/resources/registry'
import { callResults, callTypes } from '../../db/schema/call-center'
import { orderCancelReasons, protocolDeleteReasons } from '../../db/schema/dictionaries'
import { cabinets, cities, filials, regions } from '../../db/schema/places'
import { specializations, staffGroups } from '../../db/schema/staff'

export type ResourceTable = PgTable & { id: PgColumn; uuid: PgColumn; version: PgColumn; updatedAt: PgColumn }

export const resourceTables: Record<ResourceName, ResourceTable> = {
  regions,
  cities,
  filials,
  cabinets,
  specializations,
  'staff-groups': staffGroups,
  'call-results': callResults,
  'call-types': callTypes,
  'order-cancel-reasons': orderCancelReasons,
  'protocol-delete-reasons': protocolDeleteReasons,
}
