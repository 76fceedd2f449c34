/**
 * The demo reference data: places, staff, money-side references, lab and catalogue, price lists and
 * dictionaries. Idempotent: every table is filled only while it is empty (dictionaries row by row on
 * their natural key), so a second run changes nothing and an administrator's edits survive.
 */
import { seedProtocolDictionaries } from './protocol-dictionaries'
import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../client'
import { dictionaries } from '../schema/dictionaries'
import { demoDictionaries } from './demo-dictionaries'
import { seedFinance } from './finance'
import { seedInsuranceCoverage } from './insurance-companies'
import { seedCatalogue, seedLab } from './lab'
import { seedPlaces, seedStaff } from './places'
import { seedPriceLists } from './price-lists'
import { seedReferenceExtras } from './reference-extras'
import { seedLabPlaces } from './lab-places'
import { seedWarehouse } from './warehouse'
import { seedNormGroups } from './norm-groups'
import { seedLabIndicators } from './lab-indicators'
import { appSettings } from '../schema/auth'
import { basicSettingsDefaults, type BasicSettings } from '../../../domain/settings/basic-settings'

// Any fixed number: two server processes starting against one empty PostgreSQL seed one after the other.
const SEED_LOCK = 727_002

async function seedDictionaries(tx: Tx): Promise<void> {
  // Row by row on (set_code, key): a set added in a later version reaches existing installations too.
  // Existing keys are skipped before inserting, so a re-run does not even advance the id sequence.
  const have = new Set(
    (await tx.select({ setCode: dictionaries.setCode, key: dictionaries.key }).from(dictionaries)).map(
      (r) => `${r.setCode}\u0000${r.key}`,
    ),
  )
  const rows = Object.entries(demoDictionaries)
    .flatMap(([setCode, entries]) =>
      entries.map(([key, value, extra], i) => ({ setCode, key, value, sort: i * 10, extra: extra ?? {} })),
    )
    .filter((r) => !have.has(`${r.setCode}\u0000${r.key}`))
  if (rows.length) await tx.insert(dictionaries).values(rows).onConflictDoNothing()
}

/** Seeds every reference table that is still empty, in one transaction. */
export async function seedReferences(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`)
    const places = await seedPlaces(tx)
    await seedStaff(tx)
    await seedFinance(tx, places.cities)
    await seedLab(tx)
    await seedCatalogue(tx)
    await seedWarehouse(tx)
    await seedPriceLists(tx, places)
    await seedInsuranceCoverage(tx, places)
    await seedDictionaries(tx)
    await seedReferenceExtras(tx)
    await seedLabPlaces(tx)
    await seedNormGroups(tx)
    await seedLabIndicators(tx)
    await seedBasicSettings(tx)
    await seedProtocolDictionaries(tx)
  })
}

/** The demo medical centre's data, so the basic-settings page opens filled (an administrator's save stays). */
async function seedBasicSettings(tx: Tx) {
  const value: BasicSettings = {
    ...basicSettingsDefaults,
    centreName: 'Медична мережа «Клінік Офіс»',
    centrePhone: '+380443334400',
    centreEmail: 'office@clinic-office.example',
    centreAddress: 'м. Київ, вул. Велика Васильківська, 72',
    legalName: 'ТОВ «Клінік Офіс»',
    legalTaxCode: '43210987',
    legalAddress: 'м. Київ, вул. Велика Васильківська, 72, оф. 12',
    version: 1,
  }
  await tx.insert(appSettings).values({ key: 'basic_settings', value }).onConflictDoNothing()
}
