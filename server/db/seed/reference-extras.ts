/**
 * Seeds the further references behind the reference endpoints: extra dictionary sets (row by row on
 * their natural key), laboratories and their filials, API parameters with values, primary protocols,
 * metro stations, guiding organisations, doctors' services, named settings and legal texts. Every
 * table is filled only while empty, so a second run changes nothing and an administrator's edits stay.
 */
import type { Tx } from '../client'
import { services } from '../schema/catalogue'
import { crmSettings, guidingOrganisations, legalInfo, metros, staffServices } from '../schema/crm-references'
import { dictionaries } from '../schema/dictionaries'
import {
  laboratories,
  mcFilialLaboratories,
  paramApiReferences,
  paramApiReferenceTypes,
  paramApis,
  primaryProtocols,
} from '../schema/lab-network'
import { cities, filials } from '../schema/places'
import { specializations, staff } from '../schema/staff'
import { eq } from 'drizzle-orm'
import * as demo from './demo-references'
import { idsBy, insertIfEmpty, need } from './seed-helpers'

async function seedDictionarySets(tx: Tx): Promise<void> {
  const have = new Set(
    (await tx.select({ setCode: dictionaries.setCode, key: dictionaries.key }).from(dictionaries)).map(
      (r) => `${r.setCode}\u0000${r.key}`,
    ),
  )
  const rows = Object.entries(demo.demoReferenceDictionaries)
    .flatMap(([setCode, entries]) =>
      entries.map(([key, value, extra], i) => ({ setCode, key, value, sort: i * 10, extra: extra ?? {} })),
    )
    .filter((r) => !have.has(`${r.setCode}\u0000${r.key}`))
  if (rows.length) await tx.insert(dictionaries).values(rows).onConflictDoNothing()
}

async function seedLaboratories(tx: Tx): Promise<void> {
  const cityIds = await idsBy(tx, cities, cities.nameUk, cities.id)
  await insertIfEmpty(tx, laboratories, () =>
    demo.demoLaboratories.map(([code, name, kind, city]) => ({
      code,
      name,
      kind,
      cityId: city === null ? null : need(cityIds, city, 'city'),
    })),
  )
  const labIds = await idsBy(tx, laboratories, laboratories.code, laboratories.id)
  const filialIds = await idsBy(tx, filials, filials.code, filials.id)
  await insertIfEmpty(tx, mcFilialLaboratories, () =>
    demo.demoFilialLaboratories
      .filter(([code]) => filialIds.has(code))
      .flatMap(([code, labs]) =>
        labs.map((lab) => ({
          filialId: need(filialIds, code, 'filial'),
          laboratoryId: need(labIds, lab, 'laboratory'),
        })),
      ),
  )
  await insertIfEmpty(tx, paramApiReferenceTypes, () =>
    demo.demoParamApiReferenceTypes.map(([systemName, name]) => ({ systemName, name })),
  )
  const inserted = await insertIfEmpty(tx, paramApis, () =>
    demo.demoParamApis.map(([code, name, referenceType, lab]) => ({
      code,
      name,
      referenceType,
      laboratoryId: need(labIds, lab, 'laboratory'),
    })),
  )
  if (inserted) {
    const paramIds = await idsBy(tx, paramApis, paramApis.code, paramApis.id)
    const values = demo.demoParamApis.flatMap(([code, , , , list]) =>
      list.map(([valueCode, value], i) => ({
        paramApiId: need(paramIds, code, 'param API'),
        code: valueCode,
        value,
        sort: i * 10,
      })),
    )
    if (values.length) await tx.insert(paramApiReferences).values(values)
  }
  await insertIfEmpty(tx, primaryProtocols, () =>
    demo.demoPrimaryProtocols.map(([name, rows, columns, controlCells]) => ({
      name,
      rows,
      columns,
      controlCells,
    })),
  )
}

async function seedStaffServices(tx: Tx): Promise<void> {
  const serviceIds = await idsBy(tx, services, services.code, services.id)
  const rows = await tx
    .select({ id: staff.id, specialization: specializations.name })
    .from(staff)
    .innerJoin(specializations, eq(specializations.id, staff.specializationId))
  await insertIfEmpty(tx, staffServices, () =>
    rows.flatMap((s) =>
      (demo.demoSpecializationServices[s.specialization] ?? [])
        .filter((code) => serviceIds.has(code))
        .map((code) => ({ staffId: s.id, serviceId: need(serviceIds, code, 'service') })),
    ),
  )
}

/** Seeds every further reference table that is still empty (inside seedReferences' transaction). */
export async function seedReferenceExtras(tx: Tx): Promise<void> {
  await seedDictionarySets(tx)
  await seedLaboratories(tx)
  const cityIds = await idsBy(tx, cities, cities.nameUk, cities.id)
  await insertIfEmpty(tx, metros, () =>
    demo.demoMetros
      .filter(([city]) => cityIds.has(city))
      .map(([city, name, line, color]) => ({ cityId: need(cityIds, city, 'city'), name, line, color })),
  )
  await insertIfEmpty(tx, guidingOrganisations, () =>
    demo.demoGuidingOrganisations.map(([name, code, phone]) => ({ name, code, phone })),
  )
  await seedStaffServices(tx)
  await insertIfEmpty(tx, crmSettings, () =>
    Object.entries(demo.demoCrmSettings).map(([name, value]) => ({ name, value })),
  )
  await insertIfEmpty(tx, legalInfo, () =>
    demo.demoLegalInfo.map(([param, title, items]) => ({
      param,
      title,
      items: items.map(([t, text]) => ({ title: t, text })),
    })),
  )
}
