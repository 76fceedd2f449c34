/**
 * Contractors (insurance companies) in the settings (spec 001 §3 "Contractor", §5): list, read, create
 * and versioned edit, with what the contract covers — cities, filials, payment types, price lists —
 * replaced as a whole when sent. The home city (additionalData.city) is always one of its cities.
 */
import { and, asc, count, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { DomainError, errorMessages, type FieldErrors } from '../../../domain/api/errors'
import {
  insuranceCompanyMessages as msg,
  insuranceCompanyProblems,
  type InsuranceCompany,
  type InsuranceCompanyCreate,
  type InsuranceCompanyPatch,
} from '../../../domain/insurance-companies/insurance-company.schema'
import { contractInForce } from '../../../domain/insurance-companies/insurer-rules'
import type { Db, Tx } from '../../db/client'
import {
  insuranceCompanies,
  insuranceCompanyCities,
  insuranceCompanyFilials,
  insuranceCompanyPaymentTypes,
  insuranceCompanyPriceLists,
  paymentTypes,
} from '../../db/schema/finance'
import { cities, filials } from '../../db/schema/places'
import { priceLists } from '../../db/schema/price-lists'
import type { MutationScope } from '../../lib/mutation'
import { notFound, updateVersioned } from '../../lib/versioned'
import { kyivDate } from '../references/active-price-list.repo'
import { insurerLinks, type InsurerLinks } from './insurer-links.repo'
import { containing } from '../../lib/like'

type Row = typeof insuranceCompanies.$inferSelect
type LinkKey = keyof InsurerLinks

const fail = (errors: FieldErrors) =>
  new DomainError('validation_failed', 422, errorMessages.validation_failed, { errors })

async function views(db: Db | Tx, rows: Row[], now: Date): Promise<InsuranceCompany[]> {
  const links = await insurerLinks(
    db,
    rows.map((r) => r.id),
  )
  const today = kyivDate(now)
  return rows.map(
    ({ createdAt: _c, updatedAt: _u, accessTokenHash: _h, accessTokenTail, accessTokenCreatedAt, ...r }) => ({
      ...r,
      // The hash never leaves the server; the tail tells tokens apart.
      accessToken:
        accessTokenTail && accessTokenCreatedAt
          ? { tail: accessTokenTail, createdAt: accessTokenCreatedAt.toISOString() }
          : null,
      cityIds: [],
      filialIds: [],
      paymentTypeIds: [],
      priceListIds: [],
      ...links.get(r.id),
      contractInForce: contractInForce(r, today),
    }),
  )
}

async function view(db: Db | Tx, row: Row, now: Date): Promise<InsuranceCompany> {
  const [one] = await views(db, [row], now)
  if (!one) throw new Error('contractor view lost its row')
  return one
}

export async function listInsuranceCompanies(
  db: Db,
  now: Date,
  q: { page: number; perPage: number; name?: string; code?: string; published?: 'true' | 'false' },
) {
  const where: SQL | undefined = and(
    q.name ? ilike(insuranceCompanies.name, containing(q.name)) : undefined,
    q.code ? ilike(insuranceCompanies.code, containing(q.code)) : undefined,
    q.published ? eq(insuranceCompanies.published, q.published === 'true') : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(insuranceCompanies)
      .where(where)
      .orderBy(asc(insuranceCompanies.name), asc(insuranceCompanies.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(insuranceCompanies).where(where),
  ])
  return {
    data: await views(db, rows, now),
    meta: { page: q.page, perPage: q.perPage, total: total?.n ?? 0 },
  }
}

export async function getInsuranceCompany(db: Db | Tx, id: number, now: Date): Promise<InsuranceCompany> {
  const [row] = await db.select().from(insuranceCompanies).where(eq(insuranceCompanies.id, id))
  if (!row) throw notFound()
  return view(db, row, now)
}

const linkTables = {
  cityIds: { ref: { table: cities, id: cities.id }, field: 'city_ids' },
  filialIds: { ref: { table: filials, id: filials.id }, field: 'filial_ids' },
  paymentTypeIds: { ref: { table: paymentTypes, id: paymentTypes.id }, field: 'payment_type_ids' },
  priceListIds: { ref: { table: priceLists, id: priceLists.id }, field: 'price_list_ids' },
} satisfies Record<LinkKey, { ref: { table: PgTable; id: PgColumn }; field: string }>

/** 422 for a taken code and for every id that is not in its reference table. */
async function checkRefs(tx: Tx, p: Partial<InsuranceCompanyCreate>, selfId?: number): Promise<void> {
  const errors: FieldErrors = {}
  if (p.code !== undefined) {
    const taken = await tx
      .select({ id: insuranceCompanies.id })
      .from(insuranceCompanies)
      .where(and(eq(insuranceCompanies.code, p.code), selfId ? ne(insuranceCompanies.id, selfId) : undefined))
    if (taken.length) errors.code = [msg.codeTaken]
  }
  for (const [key, { ref, field }] of Object.entries(linkTables) as Array<
    [LinkKey, (typeof linkTables)[LinkKey]]
  >) {
    const ids = p[key]
    if (!ids?.length) continue
    const found = new Set(
      (await tx.select({ id: ref.id }).from(ref.table).where(inArray(ref.id, ids))).map((r) => Number(r.id)),
    )
    ids.forEach((id, i) => {
      if (!found.has(id)) errors[`${field}.${i}`] = [msg.unknownReference]
    })
  }
  const home = p.additionalData?.city
  if (
    home != null &&
    (await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, home))).length === 0
  )
    errors['additional_data.city'] = [msg.unknownReference]
  if (Object.keys(errors).length) throw fail(errors)
}

/** Replaces the link lists that were sent; the home city joins the cities. */
async function replaceLinks(
  tx: Tx,
  id: number,
  p: Partial<Pick<InsuranceCompanyCreate, LinkKey>>,
  homeCity: number | null | undefined,
): Promise<void> {
  let cityIds = p.cityIds
  if (homeCity != null) {
    const current =
      cityIds ??
      (
        await tx
          .select({ v: insuranceCompanyCities.cityId })
          .from(insuranceCompanyCities)
          .where(eq(insuranceCompanyCities.insuranceCompanyId, id))
      ).map((r) => r.v)
    if (!current.includes(homeCity)) cityIds = [...current, homeCity]
  }
  if (cityIds) {
    await tx.delete(insuranceCompanyCities).where(eq(insuranceCompanyCities.insuranceCompanyId, id))
    if (cityIds.length)
      await tx
        .insert(insuranceCompanyCities)
        .values(cityIds.map((cityId) => ({ insuranceCompanyId: id, cityId })))
  }
  if (p.filialIds) {
    await tx.delete(insuranceCompanyFilials).where(eq(insuranceCompanyFilials.insuranceCompanyId, id))
    if (p.filialIds.length)
      await tx
        .insert(insuranceCompanyFilials)
        .values(p.filialIds.map((filialId) => ({ insuranceCompanyId: id, filialId })))
  }
  if (p.paymentTypeIds) {
    await tx
      .delete(insuranceCompanyPaymentTypes)
      .where(eq(insuranceCompanyPaymentTypes.insuranceCompanyId, id))
    if (p.paymentTypeIds.length)
      await tx
        .insert(insuranceCompanyPaymentTypes)
        .values(p.paymentTypeIds.map((paymentTypeId) => ({ insuranceCompanyId: id, paymentTypeId })))
  }
  if (p.priceListIds) {
    await tx.delete(insuranceCompanyPriceLists).where(eq(insuranceCompanyPriceLists.insuranceCompanyId, id))
    if (p.priceListIds.length)
      await tx
        .insert(insuranceCompanyPriceLists)
        .values(p.priceListIds.map((priceListId) => ({ insuranceCompanyId: id, priceListId })))
  }
}

export async function createInsuranceCompany(
  m: MutationScope,
  body: InsuranceCompanyCreate,
): Promise<InsuranceCompany> {
  const errors = insuranceCompanyProblems(body)
  if (Object.keys(errors).length) throw fail(errors)
  await checkRefs(m.tx, body)
  const { cityIds, filialIds, paymentTypeIds, priceListIds, additionalData, ...values } = body
  const [row] = await m.tx
    .insert(insuranceCompanies)
    .values({ ...values, additionalData: additionalData ?? {} })
    .returning()
  if (!row) throw new Error('contractor insert returned no row')
  await replaceLinks(
    m.tx,
    row.id,
    { cityIds: cityIds ?? [], filialIds, paymentTypeIds, priceListIds },
    additionalData?.city,
  )
  m.status(201)
  return view(m.tx, row, m.now)
}

export async function patchInsuranceCompany(
  m: MutationScope,
  id: number,
  body: InsuranceCompanyPatch,
): Promise<InsuranceCompany> {
  const { tx } = m
  const [row] = await tx.select().from(insuranceCompanies).where(eq(insuranceCompanies.id, id))
  if (!row) throw notFound()
  const { version, cityIds, filialIds, paymentTypeIds, priceListIds, additionalData, ...set } = body
  const errors = insuranceCompanyProblems({ ...row, ...set })
  if (Object.keys(errors).length) throw fail(errors)
  await checkRefs(tx, body, id)
  const saved = await updateVersioned(
    tx,
    insuranceCompanies,
    { id, version },
    { ...set, ...(additionalData ? { additionalData: { ...row.additionalData, ...additionalData } } : {}) },
    async () => getInsuranceCompany(tx, id, m.now).catch(() => undefined),
  )
  await replaceLinks(tx, id, { cityIds, filialIds, paymentTypeIds, priceListIds }, saved.additionalData.city)
  return view(tx, saved, m.now)
}
