/**
 * Seeds one published, perpetual price list of services and one of tests for every city with a
 * filial, with a position for every service or test, owned by that city's filials.
 */
import { asc, eq, inArray } from 'drizzle-orm'
import type { Tx } from '../client'
import { services } from '../schema/catalogue'
import { mcTests, medicalCenterMaterials } from '../schema/lab'
import { cities } from '../schema/places'
import {
  priceListMaterials,
  priceListOwners,
  priceListPositionSetItems,
  priceListPositionSets,
  priceListPositions,
  priceLists,
} from '../schema/price-lists'
import { demoServiceTree } from './demo-catalogue'
import { demoTestTree } from './demo-lab'
import { cityPriceFactor, demoFilials } from './demo-places'
import type { PlaceIds } from './places'
import { cityPrice, insertIfEmpty, need } from './seed-helpers'

/** Base prices in UAH and lead times by code, from the demo data set. */
const servicePrice = new Map(
  demoServiceTree.flatMap((b) => b.groups.flatMap((g) => g.services.map((s) => [s[0], s[3]] as const))),
)
const testInfo = new Map(
  demoTestTree.flatMap((b) =>
    b.groups.flatMap((g) => g.tests.map((t) => [t[0], { uah: t[7], days: t[6] }] as const)),
  ),
)

const leadTimeText = (days: number) =>
  days === 0 ? 'У день забору' : days === 1 ? '1 робочий день' : `${days} робочі дні`

type Position = typeof priceListPositions.$inferInsert
type Item = { id: number; code: string; name: string }

function servicePosition(priceListId: number, s: Item, factor: number): Position {
  const price = cityPrice(servicePrice.get(s.code) ?? 500, factor)
  return {
    priceListId,
    serviceId: s.id,
    code: s.code,
    name: s.name,
    price,
    finalPrice: price,
    costPrice: Math.round(price * 0.4),
  }
}

function testPosition(priceListId: number, t: Item, factor: number): Position {
  const info = testInfo.get(t.code) ?? { uah: 300, days: 2 }
  const price = cityPrice(info.uah, factor)
  return {
    priceListId,
    mcTestId: t.id,
    code: t.code,
    name: t.name,
    price,
    finalPrice: price,
    partnerPrice: Math.round(price * 0.85),
    costPrice: Math.round(price * 0.35),
    leadTime: info.days,
    // Urgent (CITO) results of next-day tests come within hours; longer tests cannot be hurried.
    citoLeadTime: info.days === 1 ? 4 : null,
    leadTimeText: leadTimeText(info.days),
  }
}

/** Seeds the price lists, their positions and owners. */
export async function seedPriceLists(tx: Tx, ids: PlaceIds): Promise<void> {
  const filialCities = [...new Set(demoFilials.map((f) => f[2]))]
  const inserted = await insertIfEmpty(tx, priceLists, () => [
    ...filialCities.flatMap((city) =>
      (['services', 'tests'] as const).map((type) => ({
        nameUk: `${type === 'services' ? 'Послуги' : 'Аналізи'} — ${city}`,
        nameRu: `${type === 'services' ? 'Услуги' : 'Анализы'} — ${city}`,
        type,
        cityId: need(ids.cities, city, 'city'),
        maxDiscountPercent: 30,
        published: true,
        dateFrom: '2024-01-01',
        perpetual: true,
      })),
    ),
    // Next year's list an administrator has started: not published yet and still without positions.
    {
      nameUk: 'Послуги 2027 (чернетка)',
      nameRu: 'Услуги 2027 (черновик)',
      type: 'services' as const,
      cityId: null,
      maxDiscountPercent: 30,
      published: false,
      dateFrom: '2027-01-01',
      dateTo: '2027-12-31',
      perpetual: false,
    },
  ])
  // Positions and owners belong to the lists just created; lists an administrator made stay as they are.
  if (!inserted) return
  const lists = await tx
    .select({ id: priceLists.id, type: priceLists.type, city: cities.nameUk })
    .from(priceLists)
    .innerJoin(cities, eq(cities.id, priceLists.cityId))
    .where(eq(priceLists.published, true))
  const svc = await tx.select({ id: services.id, code: services.code, name: services.name }).from(services)
  const tests = await tx.select({ id: mcTests.id, code: mcTests.code, name: mcTests.nameUk }).from(mcTests)

  const positions = lists.flatMap((list): Position[] => {
    const factor = cityPriceFactor[list.city] ?? 1
    return list.type === 'services'
      ? svc.map((s) => servicePosition(list.id, s, factor))
      : tests.map((t) => testPosition(list.id, t, factor))
  })
  for (let i = 0; i < positions.length; i += 500)
    await tx.insert(priceListPositions).values(positions.slice(i, i + 500))

  const owners = lists.flatMap((list) =>
    demoFilials
      .filter((f) => f[2] === list.city)
      .map(([code]) => {
        const filialId = need(ids.filials, code, 'filial')
        return { priceListId: list.id, type: 'filial' as const, ownerId: filialId, filialId }
      }),
  )
  await tx.insert(priceListOwners).values(owners)

  // Multimaterials: every tests list prices the collection kits (sampling a swab or a stool container
  // costs the patient something; blood and urine come with the tests themselves).
  const materialPrices: Record<string, number> = { UGS: 8_000, NPS: 6_500, STL: 4_000 }
  const materialRows = await tx
    .select({ id: medicalCenterMaterials.id, code: medicalCenterMaterials.code })
    .from(medicalCenterMaterials)
    .where(inArray(medicalCenterMaterials.code, Object.keys(materialPrices)))
  const pricedMaterials = lists
    .filter((l) => l.type === 'tests')
    .flatMap((list) =>
      materialRows.map((m) => ({
        priceListId: list.id,
        materialId: m.id,
        price: Math.round((materialPrices[m.code]! * (cityPriceFactor[list.city] ?? 1)) / 100) * 100,
      })),
    )
  if (pricedMaterials.length) await tx.insert(priceListMaterials).values(pricedMaterials)

  // A position set in every tests list: the three tests a basic check-up starts with.
  for (const list of lists.filter((l) => l.type === 'tests')) {
    const first = await tx
      .select({ id: priceListPositions.id })
      .from(priceListPositions)
      .where(eq(priceListPositions.priceListId, list.id))
      .orderBy(asc(priceListPositions.code))
      .limit(3)
    const [set] = await tx
      .insert(priceListPositionSets)
      .values({ priceListId: list.id, name: 'Базовий чекап', code: 'CHECK-1' })
      .returning({ id: priceListPositionSets.id })
    if (set && first.length)
      await tx
        .insert(priceListPositionSetItems)
        .values(first.map((p) => ({ setId: set.id, positionId: p.id })))
  }
}
