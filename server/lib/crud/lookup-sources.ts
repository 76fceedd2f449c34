/**
 * Where each lookup set (domain/resources/lookups.ts) lives: its table and the columns that give a
 * record's code, name and whether it is still offered. The set's route and the resources' reference
 * checks are derived from it; a new set is one line here.
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { LookupItem, LookupName } from '../../../domain/resources/lookups'
import type { Db, Tx } from '../../db/client'
import { insuranceCompanies } from '../../db/schema/finance'
import { mcTests } from '../../db/schema/lab'
import { services } from '../../db/schema/catalogue'
import { staff } from '../../db/schema/staff'

interface LookupSource {
  table: PgTable
  id: PgColumn
  code: PgColumn | null
  name: PgColumn
  /** A boolean column: false marks a record no longer offered (kept in the set to name old choices). */
  active?: PgColumn
  /** Only the rows it holds for belong to the set (e.g. the staff who are doctors). */
  only?: SQL
}

const sources: Readonly<Record<LookupName, LookupSource>> = {
  'mc-tests': {
    table: mcTests,
    id: mcTests.id,
    code: mcTests.code,
    name: mcTests.nameUk,
    active: mcTests.published,
  },
  // Contractors (insurance companies) are edited on their own page; blood points name them.
  contractors: {
    table: insuranceCompanies,
    id: insuranceCompanies.id,
    code: insuranceCompanies.code,
    name: insuranceCompanies.name,
    active: insuranceCompanies.published,
  },
  // Services (edited on /settings/finances/services); protocol templates are linked to them.
  services: {
    table: services,
    id: services.id,
    code: services.code,
    name: services.name,
    active: services.published,
  },
  // Staff who may be chosen as a doctor (their schedules are edited on medical-center/schedule).
  doctors: {
    table: staff,
    id: staff.id,
    code: null,
    name: staff.fullName,
    active: staff.active,
    only: eq(staff.isDoctor, true),
  },
}

/** Every record of the set, in code (then id) order. */
export async function lookupItems(db: Db, name: LookupName): Promise<LookupItem[]> {
  const s = sources[name]
  const rows = await db
    .select({
      id: s.id,
      name: s.name,
      ...(s.code && { code: s.code }),
      ...(s.active && { active: s.active }),
    })
    .from(s.table)
    .where(s.only)
    .orderBy(...(s.code ? [asc(s.code)] : [asc(s.name)]), asc(s.id))
  return (rows as Array<{ id: number; name: string; code?: string; active?: boolean }>).map((r) => ({
    id: r.id,
    code: r.code ?? null,
    name: r.name,
    ...(r.active === false && { inactive: true }),
  }))
}

/** Which of `ids` name a record of the set. */
export async function existingLookupIds(tx: Db | Tx, name: LookupName, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const s = sources[name]
  const rows = await tx
    .select({ id: s.id })
    .from(s.table)
    .where(and(inArray(s.id, ids), s.only))
  return new Set(rows.map((r) => Number(r.id)))
}
