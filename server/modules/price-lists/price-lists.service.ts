/**
 * Price lists in the settings (spec 001 §3, §5, §7): list, read, create, versioned edit, delete (refused
 * once an order used the list: 'Прайс-лист неможливо видалити. Він вже був використаний!'), positions
 * with versioned edits. A changed list discount re-derives every final price not typed by hand.
 */
import { and, asc, count, eq, gte, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import { DomainError, errorMessages, type FieldErrors } from '../../../domain/api/errors'
import {
  listFinalPrice,
  priceListMessages as msg,
  priceListProblems,
  type PositionPatch,
  type PriceList,
  type PriceListCreate,
  type PriceListPatch,
} from '../../../domain/price-lists/price-list.schema'
import type { Db, Tx } from '../../db/client'
import { insuranceCompanies } from '../../db/schema/finance'
import { orders } from '../../db/schema/orders'
import { bloodPoints } from '../../db/schema/blood-points'
import { cities, filials } from '../../db/schema/places'
import { priceListOwners, priceListPositions, priceLists } from '../../db/schema/price-lists'
import type { MutationScope } from '../../lib/mutation'
import { notFound, updateVersioned } from '../../lib/versioned'
import { containing } from '../../lib/like'
import { changedFields, recordChanges } from './price-list-history'

type Row = typeof priceLists.$inferSelect

/** What history keeps of a list: its own fields, not the bookkeeping ones. */
function listFacts(r: Row): Record<string, unknown> {
  const { id: _i, uuid: _u, version: _v, createdAt: _c, updatedAt: _up, authorId: _a, ...facts } = r
  return facts
}
const fail = (errors: FieldErrors) =>
  new DomainError('validation_failed', 422, errorMessages.validation_failed, { errors })

async function view(db: Db | Tx, row: Row): Promise<PriceList> {
  const [owners, [positions], [used]] = await Promise.all([
    db
      .select({
        id: priceListOwners.id,
        type: priceListOwners.type,
        ownerId: priceListOwners.ownerId,
        filialId: priceListOwners.filialId,
      })
      .from(priceListOwners)
      .where(eq(priceListOwners.priceListId, row.id))
      .orderBy(asc(priceListOwners.id)),
    db.select({ n: count() }).from(priceListPositions).where(eq(priceListPositions.priceListId, row.id)),
    db
      .select({ n: count() })
      .from(orders)
      .where(or(eq(orders.servicePriceListId, row.id), eq(orders.mcTestPriceListId, row.id))),
  ])
  const { createdAt: _c, updatedAt: _u, ...rest } = row
  return { ...rest, owners, positionCount: positions?.n ?? 0, usedByOrders: used?.n ?? 0 }
}

export async function listPriceLists(
  db: Db,
  q: {
    page: number
    perPage: number
    type?: 'services' | 'tests' | undefined
    cityId?: number | undefined
    search?: string | undefined
    published?: 'true' | 'false' | undefined
    validOn?: string | undefined
  },
) {
  const where = and(
    q.type ? eq(priceLists.type, q.type) : undefined,
    q.cityId ? eq(priceLists.cityId, q.cityId) : undefined,
    q.search ? ilike(priceLists.nameUk, containing(q.search)) : undefined,
    q.published ? eq(priceLists.published, q.published === 'true') : undefined,
    q.validOn
      ? and(
          or(isNull(priceLists.dateFrom), lte(priceLists.dateFrom, q.validOn)),
          or(eq(priceLists.perpetual, true), gte(priceLists.dateTo, q.validOn)),
        )
      : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(priceLists)
      .where(where)
      .orderBy(asc(priceLists.nameUk), asc(priceLists.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(priceLists).where(where),
  ])
  return {
    data: await Promise.all(rows.map((r) => view(db, r))),
    meta: { page: q.page, perPage: q.perPage, total: total?.n ?? 0 },
  }
}

export async function getPriceList(db: Db | Tx, id: number): Promise<PriceList> {
  const [row] = await db.select().from(priceLists).where(eq(priceLists.id, id))
  if (!row) throw notFound()
  return view(db, row)
}

async function checkRefs(tx: Tx, p: Partial<PriceListCreate>): Promise<void> {
  const errors: FieldErrors = {}
  if (
    p.cityId &&
    (await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, p.cityId))).length === 0
  )
    errors.city_id = [msg.unknownReference]
  for (const [i, o] of (p.owners ?? []).entries()) {
    const table = o.type === 'filial' ? filials : o.type === 'blood_point' ? bloodPoints : insuranceCompanies
    if ((await tx.select({ id: table.id }).from(table).where(eq(table.id, o.ownerId))).length === 0)
      errors[`owners.${i}.owner_id`] = [msg.unknownReference]
    if (
      o.filialId &&
      (await tx.select({ id: filials.id }).from(filials).where(eq(filials.id, o.filialId))).length === 0
    )
      errors[`owners.${i}.filial_id`] = [msg.unknownReference]
  }
  if (Object.keys(errors).length) throw fail(errors)
}

async function replaceOwners(tx: Tx, listId: number, owners: PriceListCreate['owners']): Promise<void> {
  if (owners === undefined) return
  await tx.delete(priceListOwners).where(eq(priceListOwners.priceListId, listId))
  if (owners.length)
    await tx.insert(priceListOwners).values(
      owners.map((o) => ({
        priceListId: listId,
        type: o.type,
        ownerId: o.ownerId,
        filialId: o.filialId ?? null,
      })),
    )
}

export async function createPriceList(m: MutationScope, body: PriceListCreate): Promise<PriceList> {
  const errors = priceListProblems(body)
  if (Object.keys(errors).length) throw fail(errors)
  await checkRefs(m.tx, body)
  const { owners, ...values } = body
  const [row] = await m.tx
    .insert(priceLists)
    .values({ ...values, dateTo: body.perpetual ? null : body.dateTo, authorId: m.user.id })
    .returning()
  if (!row) throw new Error('price list insert returned no row')
  await replaceOwners(m.tx, row.id, owners)
  await recordChanges(m.tx, m.user.id, [
    { priceListId: row.id, subject: row.nameUk, action: 'create', after: listFacts(row) },
  ])
  m.status(201)
  return view(m.tx, row)
}

export async function patchPriceList(m: MutationScope, id: number, body: PriceListPatch): Promise<PriceList> {
  const { tx } = m
  const [row] = await tx.select().from(priceLists).where(eq(priceLists.id, id))
  if (!row) throw notFound()
  const { version, owners, ...set } = body
  const merged = { ...row, ...set }
  const errors = priceListProblems(merged)
  if (Object.keys(errors).length) throw fail(errors)
  await checkRefs(tx, body)
  const saved = await updateVersioned(
    tx,
    priceLists,
    { id, version },
    { ...set, ...(merged.perpetual ? { dateTo: null } : {}) },
    async () => getPriceList(tx, id).catch(() => undefined),
  )
  await replaceOwners(tx, id, owners)
  const diff = changedFields(listFacts(row), listFacts(saved))
  if (diff)
    await recordChanges(tx, m.user.id, [
      { priceListId: id, subject: saved.nameUk, action: 'update', ...diff },
    ])
  if (set.discount !== undefined && set.discount !== row.discount)
    await tx
      .update(priceListPositions)
      .set({
        finalPrice: sql`round(${priceListPositions.price} * (100 - ${set.discount}) / 100.0)::int`,
        version: sql`${priceListPositions.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(priceListPositions.priceListId, id), eq(priceListPositions.manualPrice, false)))
  return view(tx, saved)
}

export async function deletePriceList(m: MutationScope, id: number): Promise<{ id: number }> {
  const [row] = await m.tx.select().from(priceLists).where(eq(priceLists.id, id)).for('update')
  if (!row) throw notFound()
  const [used] = await m.tx
    .select({ n: count() })
    .from(orders)
    .where(or(eq(orders.servicePriceListId, id), eq(orders.mcTestPriceListId, id)))
  if ((used?.n ?? 0) > 0) throw new DomainError('price_list_used', 409, msg.used)
  await m.tx.delete(priceLists).where(eq(priceLists.id, id))
  return { id }
}

const positionColumns = {
  id: priceListPositions.id,
  version: priceListPositions.version,
  priceListId: priceListPositions.priceListId,
  serviceId: priceListPositions.serviceId,
  mcTestId: priceListPositions.mcTestId,
  code: priceListPositions.code,
  name: priceListPositions.name,
  externalCode: priceListPositions.externalCode,
  externalName: priceListPositions.externalName,
  price: priceListPositions.price,
  cost: priceListPositions.cost,
  finalPrice: priceListPositions.finalPrice,
  partnerPrice: priceListPositions.partnerPrice,
  costPrice: priceListPositions.costPrice,
  manualPrice: priceListPositions.manualPrice,
  leadTime: priceListPositions.leadTime,
  citoLeadTime: priceListPositions.citoLeadTime,
  leadTimeText: priceListPositions.leadTimeText,
  published: priceListPositions.published,
}
export type PositionRow = { [K in keyof typeof positionColumns]: (typeof priceListPositions.$inferSelect)[K] }

/** What history keeps of a position: its prices, lead times and names. */
export function positionFacts(p: Partial<PositionRow>): Record<string, unknown> {
  const {
    id: _i,
    version: _v,
    priceListId: _l,
    serviceId: _s,
    mcTestId: _t,
    code: _c,
    name: _n,
    ...facts
  } = p
  return facts
}

export async function listPositions(
  db: Db,
  listId: number,
  q: { page: number; perPage: number; search?: string | undefined },
) {
  await getPriceList(db, listId)
  const where: SQL | undefined = and(
    eq(priceListPositions.priceListId, listId),
    q.search
      ? or(
          ilike(priceListPositions.name, containing(q.search)),
          ilike(priceListPositions.code, containing(q.search)),
        )
      : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select(positionColumns)
      .from(priceListPositions)
      .where(where)
      .orderBy(asc(priceListPositions.code), asc(priceListPositions.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(priceListPositions).where(where),
  ])
  return { data: rows, meta: { page: q.page, perPage: q.perPage, total: total?.n ?? 0 } }
}

export async function patchPosition(m: MutationScope, listId: number, id: number, body: PositionPatch) {
  const { tx } = m
  const [list] = await tx
    .select({ discount: priceLists.discount })
    .from(priceLists)
    .where(eq(priceLists.id, listId))
  const [pos] = await tx
    .select(positionColumns)
    .from(priceListPositions)
    .where(and(eq(priceListPositions.id, id), eq(priceListPositions.priceListId, listId)))
  if (!list || !pos) throw notFound()
  const { version, ...set } = body
  const manual = set.manualPrice ?? (set.finalPrice !== undefined ? true : pos.manualPrice)
  const price = set.price ?? pos.price
  const finalPrice = manual ? (set.finalPrice ?? pos.finalPrice) : listFinalPrice(price, list.discount)
  const current = async () => {
    const [now] = await tx
      .select(positionColumns)
      .from(priceListPositions)
      .where(eq(priceListPositions.id, id))
    return now
  }
  await updateVersioned(
    tx,
    priceListPositions,
    { id, version },
    { ...set, manualPrice: manual, finalPrice },
    current,
  )
  const now = await current()
  const diff = now ? changedFields(positionFacts(pos), positionFacts(now)) : null
  if (diff)
    await recordChanges(tx, m.user.id, [
      { priceListId: listId, positionId: id, subject: `${pos.code} ${pos.name}`, action: 'update', ...diff },
    ])
  return now
}

/** Every list's position of one service or test, by list name. */
export async function itemPositions(
  db: Db,
  q: { serviceId?: number | undefined; mcTestId?: number | undefined },
) {
  return db
    .select({
      ...positionColumns,
      priceListName: priceLists.nameUk,
      priceListDiscount: priceLists.discount,
      priceListPublished: priceLists.published,
    })
    .from(priceListPositions)
    .innerJoin(priceLists, eq(priceLists.id, priceListPositions.priceListId))
    .where(
      q.serviceId !== undefined
        ? eq(priceListPositions.serviceId, q.serviceId)
        : eq(priceListPositions.mcTestId, q.mcTestId ?? 0),
    )
    .orderBy(asc(priceLists.nameUk), asc(priceLists.id))
}
