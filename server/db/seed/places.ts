/** Seeds regions, cities, filials, cabinets, blood points, warehouses, and the staff references. */
import type { Tx } from '../client'
import { bloodPoints } from '../schema/blood-points'
import { cabinets, cities, filials, regions, warehouses } from '../schema/places'
import { specializations, staff, staffGroups } from '../schema/staff'
import { demoBloodPoints, demoCabinetTemplates, demoCities, demoFilials, demoRegions } from './demo-places'
import { demoSpecializations, demoStaff, demoStaffGroups } from './demo-staff'
import { idsBy, insertIfEmpty, need } from './seed-helpers'

export interface PlaceIds {
  /** By Ukrainian city name. */
  cities: Map<string, number>
  /** By filial code. */
  filials: Map<string, number>
}

/** Seeds the places of the network; answers the ids other seeds refer to. */
export async function seedPlaces(tx: Tx): Promise<PlaceIds> {
  await insertIfEmpty(tx, regions, () => demoRegions.map((name) => ({ name })))
  const regionIds = await idsBy(tx, regions, regions.name, regions.id)
  await insertIfEmpty(tx, cities, () =>
    demoCities.map(([nameUk, name, region, isInternal]) => ({
      nameUk,
      name,
      regionId: need(regionIds, region, 'region'),
      isInternal,
      // The cities with the network's own laboratory are its base cities in the demo.
      isBase: isInternal,
    })),
  )
  const cityIds = await idsBy(tx, cities, cities.nameUk, cities.id)

  await insertIfEmpty(tx, filials, () =>
    demoFilials.map(([code, name, city, color, address, isFranchise]) => ({
      code,
      name,
      cityId: need(cityIds, city, 'city'),
      color,
      address,
      isFranchise,
    })),
  )
  const filialIds = await idsBy(tx, filials, filials.code, filials.id)

  await insertIfEmpty(tx, cabinets, () =>
    demoFilials.flatMap(([code, , , , , , full]) =>
      demoCabinetTemplates
        .filter(([, , , , inSmall]) => full || inSmall)
        .map(([name, number, color, simultaneousReception]) => ({
          name,
          number,
          color,
          simultaneousReception,
          // A procedure room takes three patients a slot.
          capacity: simultaneousReception ? 3 : 1,
          filialId: need(filialIds, code, 'filial'),
        })),
    ),
  )

  await insertIfEmpty(tx, bloodPoints, () =>
    demoBloodPoints.map(
      ([city, addressUk, address, phone, worksSaturday, worksSunday, schedule, published]) => ({
        cityId: need(cityIds, city, 'city'),
        addressUk,
        address,
        phone,
        worksSaturday,
        worksSunday,
        schedule,
        published,
      }),
    ),
  )

  await insertIfEmpty(tx, warehouses, () => [
    { name: 'Центральний склад', cityId: need(cityIds, 'Київ', 'city'), filialId: null },
    ...demoFilials.map(([code, name, city]) => ({
      name: `Склад філії ${name}`,
      cityId: need(cityIds, city, 'city'),
      filialId: need(filialIds, code, 'filial'),
    })),
  ])
  return { cities: cityIds, filials: filialIds }
}

/** Seeds specializations, staff groups and staff. */
export async function seedStaff(tx: Tx): Promise<void> {
  await insertIfEmpty(tx, specializations, () => demoSpecializations.map((name) => ({ name })))
  await insertIfEmpty(tx, staffGroups, () => demoStaffGroups.map((name) => ({ name })))
  const specIds = await idsBy(tx, specializations, specializations.name, specializations.id)
  const groupIds = await idsBy(tx, staffGroups, staffGroups.name, staffGroups.id)
  // The demo `doctor` login is linked to its card later (users.ts linkDemoDoctor); other accounts are
  // attached on the staff screen.
  await insertIfEmpty(tx, staff, () =>
    demoStaff.map(([fullName, spec, group, isDoctor, isReferral, isResponsible, active]) => ({
      fullName,
      specializationId: need(specIds, spec, 'specialization'),
      staffGroupId: need(groupIds, group, 'staff group'),
      isDoctor,
      isReferral,
      isResponsible,
      active,
    })),
  )
}
