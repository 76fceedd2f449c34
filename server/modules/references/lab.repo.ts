/** Laboratory references: containers, materials, departments, states, laboratories and their filials, primary protocols. */
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { containers, departments, medicalCenterMaterials, states } from '../../db/schema/lab'
import { laboratories, mcFilialLaboratories, primaryProtocols } from '../../db/schema/lab-network'
import { cities, filials } from '../../db/schema/places'
import { byLabel } from './labels'

/** Containers (tubes) as options, also carrying spec 001's {id, name}. */
export async function containerOptions(db: Db) {
  const rows = await db
    .select({
      key: containers.id,
      value: containers.name,
      code: containers.code,
      color: containers.color,
      volumeMl: containers.volumeMl,
    })
    .from(containers)
  return byLabel(rows).map((r) => ({ ...r, id: r.key, name: r.value }))
}

export async function materialOptions(db: Db) {
  const rows = await db
    .select({
      key: medicalCenterMaterials.id,
      value: medicalCenterMaterials.name,
      code: medicalCenterMaterials.code,
    })
    .from(medicalCenterMaterials)
  return byLabel(rows)
}

export async function departmentOptions(db: Db) {
  return db
    .select({ key: departments.id, value: departments.name })
    .from(departments)
    .orderBy(asc(departments.sort), asc(departments.id))
}

/** Laboratory states in their configured order, keyed by code (spec 001 §7 {code, name}). */
export async function stateOptions(db: Db) {
  const rows = await db
    .select({ code: states.code, name: states.name })
    .from(states)
    .orderBy(asc(states.sort), asc(states.id))
  return rows.map((r) => ({ key: r.code, value: r.name, code: r.code, name: r.name }))
}

/** Laboratories of one kind: the network's own ('internal') or partners reached by API ('api'). */
export async function laboratoryOptions(db: Db, kind: 'internal' | 'api') {
  const rows = await db
    .select({
      key: laboratories.id,
      value: laboratories.name,
      code: laboratories.code,
      city: laboratories.cityId,
      cityName: cities.nameUk,
      active: laboratories.active,
    })
    .from(laboratories)
    .leftJoin(cities, eq(cities.id, laboratories.cityId))
    .where(eq(laboratories.kind, kind))
  return byLabel(rows)
}

/** Which laboratory serves which filial; the PWA builds its internal and API lists from `laboratoryKind`. */
export async function filialLaboratoryOptions(db: Db) {
  const rows = await db
    .select({
      key: mcFilialLaboratories.id,
      filial: filials.id,
      filialName: filials.name,
      laboratory: laboratories.id,
      laboratoryName: laboratories.name,
      laboratoryKind: laboratories.kind,
    })
    .from(mcFilialLaboratories)
    .innerJoin(filials, eq(filials.id, mcFilialLaboratories.filialId))
    .innerJoin(laboratories, eq(laboratories.id, mcFilialLaboratories.laboratoryId))
  return byLabel(rows.map((r) => ({ ...r, value: `${r.filialName} — ${r.laboratoryName}` })))
}

export async function primaryProtocolOptions(db: Db) {
  const rows = await db
    .select({
      key: primaryProtocols.id,
      value: primaryProtocols.name,
      rows: primaryProtocols.rows,
      columns: primaryProtocols.columns,
      controlCells: primaryProtocols.controlCells,
    })
    .from(primaryProtocols)
  return byLabel(rows)
}
