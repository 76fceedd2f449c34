/**
 * Promo codes in the settings (spec 001 §3): list, read, create (a code is generated when left out),
 * versioned edit and delete (refused once an order used the code). The cart applies them through
 * domain/pricing (server/modules/orders/pricing-refs.repo.ts).
 */
import { randomInt } from 'node:crypto'
import { and, asc, count, eq, ilike, ne, sql, type SQL } from 'drizzle-orm'
import { DomainError, errorMessages, type FieldErrors } from '../../../domain/api/errors'
import {
  generatePromoCode,
  promoCodeMessages as msg,
  promoCodeProblems,
  type PromoCode,
  type PromoCodeCreate,
  type PromoCodePatch,
} from '../../../domain/promo-codes/promo-code.schema'
import type { Db, Tx } from '../../db/client'
import { insuranceCompanies, paymentTypes } from '../../db/schema/finance'
import { promoCodeUses, promoCodes } from '../../db/schema/promo-codes'
import type { MutationScope } from '../../lib/mutation'
import { notFound, updateVersioned } from '../../lib/versioned'
import { containing } from '../../lib/like'

type Row = typeof promoCodes.$inferSelect

const fail = (errors: FieldErrors) =>
  new DomainError('validation_failed', 422, errorMessages.validation_failed, { errors })

async function usedCount(db: Db | Tx, id: number): Promise<number> {
  const [r] = await db.select({ n: count() }).from(promoCodeUses).where(eq(promoCodeUses.promoCodeId, id))
  return r?.n ?? 0
}

async function view(db: Db | Tx, row: Row): Promise<PromoCode> {
  const { createdAt: _c, updatedAt: _u, ...rest } = row
  return { ...rest, usedCount: await usedCount(db, row.id) }
}

export async function listPromoCodes(
  db: Db,
  q: { page: number; perPage: number; search?: string | undefined; active?: 'true' | 'false' | undefined },
) {
  const where: Array<SQL | undefined> = [
    q.search ? ilike(promoCodes.code, containing(q.search.toUpperCase())) : undefined,
    q.active ? eq(promoCodes.active, q.active === 'true') : undefined,
  ]
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(promoCodes)
      .where(and(...where))
      .orderBy(asc(promoCodes.code))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db
      .select({ n: count() })
      .from(promoCodes)
      .where(and(...where)),
  ])
  return {
    data: await Promise.all(rows.map((r) => view(db, r))),
    meta: { page: q.page, perPage: q.perPage, total: total?.n ?? 0 },
  }
}

export async function getPromoCode(db: Db | Tx, id: number): Promise<PromoCode> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id))
  if (!row) throw notFound()
  return view(db, row)
}

/**
 * Promo code writes that add or rename codes run one at a time (a transaction-long advisory lock), so
 * "is this code free?" stays true until the write commits and a batch never waits on another's rows.
 */
export const lockPromoCodes = async (tx: Tx): Promise<void> => {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(727101, hashtext('promo_codes'))`)
}

export async function checkRefs(tx: Tx, p: Partial<PromoCodeCreate>, selfId: number | null): Promise<void> {
  const errors: FieldErrors = {}
  const exists = async (table: typeof insuranceCompanies | typeof paymentTypes, value: number) =>
    (await tx.select({ id: table.id }).from(table).where(eq(table.id, value))).length > 0
  if (p.contractorId && !(await exists(insuranceCompanies, p.contractorId)))
    errors.contractor_id = [msg.unknownReference]
  if (p.insuranceCompanyId && !(await exists(insuranceCompanies, p.insuranceCompanyId)))
    errors.insurance_company_id = [msg.unknownReference]
  if (p.paymentTypeId && !(await exists(paymentTypes, p.paymentTypeId)))
    errors.payment_type_id = [msg.unknownReference]
  if (p.code) {
    const [taken] = await tx
      .select({ id: promoCodes.id })
      .from(promoCodes)
      .where(and(eq(promoCodes.code, p.code), selfId === null ? undefined : ne(promoCodes.id, selfId)))
    if (taken) errors.code = [msg.codeTaken]
  }
  if (Object.keys(errors).length) throw fail(errors)
}

/** A generated code no other promo code has. */
async function freshCode(tx: Tx, p: PromoCodeCreate): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = generatePromoCode(p, () => randomInt(0, 1_000_000) / 1_000_000)
    const [taken] = await tx.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.code, code))
    if (!taken) return code
  }
  throw fail({ symbol_count: ['Не вдалося створити унікальний код: збільште кількість символів'] })
}

export async function createPromoCode(m: MutationScope, body: PromoCodeCreate): Promise<PromoCode> {
  const errors = promoCodeProblems(body)
  if (Object.keys(errors).length) throw fail(errors)
  await lockPromoCodes(m.tx)
  await checkRefs(m.tx, body, null)
  const code = body.code ?? (await freshCode(m.tx, body))
  const [row] = await m.tx
    .insert(promoCodes)
    .values({ ...body, code, dateTo: body.perpetual ? null : body.dateTo })
    .returning()
  if (!row) throw new Error('promo code insert returned no row')
  m.status(201)
  return view(m.tx, row)
}

export async function patchPromoCode(m: MutationScope, id: number, body: PromoCodePatch): Promise<PromoCode> {
  const { tx } = m
  if (body.code !== undefined) await lockPromoCodes(tx)
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id))
  if (!row) throw notFound()
  const { version, ...set } = body
  const merged = { ...row, ...set }
  const errors = promoCodeProblems(merged)
  if (Object.keys(errors).length) throw fail(errors)
  await checkRefs(tx, set, id)
  const saved = await updateVersioned(
    tx,
    promoCodes,
    { id, version },
    { ...set, ...(merged.perpetual ? { dateTo: null } : {}) },
    async () => getPromoCode(tx, id).catch(() => undefined),
  )
  return view(tx, saved)
}

export async function deletePromoCode(m: MutationScope, id: number): Promise<{ id: number }> {
  const [row] = await m.tx
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(eq(promoCodes.id, id))
    .for('update')
  if (!row) throw notFound()
  if ((await usedCount(m.tx, id)) > 0) throw new DomainError('promo_code_used', 409, msg.usedCannotDelete)
  await m.tx.delete(promoCodes).where(eq(promoCodes.id, id))
  return { id }
}
