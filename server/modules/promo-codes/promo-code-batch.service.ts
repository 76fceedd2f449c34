/**
 * A batch of generated promo codes and its export (issue 19 item 5). The batch is made in the
 * mutation's one transaction under the promo codes' advisory lock (creates and edits take it too), so
 * the codes are checked against every committed code, a refusal leaves nothing behind, and concurrent
 * batches never wait on each other's rows (no deadlock) but run one after the other.
 */
import { randomBytes } from 'node:crypto'
import { asc, count, eq, inArray, sql } from 'drizzle-orm'
import { DomainError, errorMessages, type FieldErrors } from '../../../domain/api/errors'
import {
  idRanges,
  promoBatchMessages,
  promoBatchProblems,
  promoCombinations,
  promoExportHeaders,
  type PromoCodeBatch,
  type PromoCodeGenerate,
} from '../../../domain/promo-codes/promo-code-batch'
import { generatePromoCode } from '../../../domain/promo-codes/promo-code.schema'
import { formatDate } from '../../../domain/pricing/calendar'
import type { Db, Tx } from '../../db/client'
import { insuranceCompanies, paymentTypes } from '../../db/schema/finance'
import { promoCodeUses, promoCodes } from '../../db/schema/promo-codes'
import type { MutationScope } from '../../lib/mutation'
import { checkRefs, lockPromoCodes } from './promo-codes.service'

const CHUNK = 1_000

const fail = (errors: FieldErrors) =>
  new DomainError('validation_failed', 422, errorMessages.validation_failed, { errors })

const tooFew = () => fail({ symbol_count: [promoBatchMessages.tooFewCombinations] })

/** Uniform numbers in [0, 1) from a pool of crypto-random bytes (a batch draws tens of thousands). */
function randomSource(): () => number {
  let pool = randomBytes(0)
  let at = 0
  return () => {
    if (at + 4 > pool.length) {
      pool = randomBytes(64 * 1024)
      at = 0
    }
    const n = pool.readUInt32BE(at)
    at += 4
    return n / 0x1_0000_0000
  }
}

/** The codes the settings can make that already exist (same length, zeros in front, symbols of the set). */
async function takenInSpace(tx: Tx, p: PromoCodeGenerate): Promise<number> {
  const zeros = Math.max(0, (p.padTo ?? 0) - p.symbolCount)
  const symbols = p.symbolSet === 'digits' ? '[0-9]' : '[0-9A-HJ-NP-Z]'
  const pattern = `^0{${zeros}}${symbols}{${p.symbolCount}}$`
  const [r] = await tx
    .select({ n: count() })
    .from(promoCodes)
    .where(sql`${promoCodes.code} ~ ${pattern}`)
  return r?.n ?? 0
}

async function existing(tx: Tx, codes: string[]): Promise<Set<string>> {
  const found = new Set<string>()
  for (let i = 0; i < codes.length; i += CHUNK) {
    const rows = await tx
      .select({ code: promoCodes.code })
      .from(promoCodes)
      .where(inArray(promoCodes.code, codes.slice(i, i + CHUNK)))
    for (const r of rows) found.add(r.code)
  }
  return found
}

export async function generatePromoCodes(m: MutationScope, body: PromoCodeGenerate): Promise<PromoCodeBatch> {
  const { tx } = m
  const errors = promoBatchProblems(body)
  if (Object.keys(errors).length) throw fail(errors)
  await lockPromoCodes(tx)
  await checkRefs(tx, body, null)
  const free = promoCombinations(body.symbolCount, body.symbolSet) - (await takenInSpace(tx, body))
  if (body.count > free) throw tooFew()

  const { count: wanted, usesAllowed, symbolCount, symbolSet, padTo, ...rest } = body
  const row = {
    ...rest,
    dateTo: rest.perpetual ? null : rest.dateTo,
    count: usesAllowed ?? null,
    symbolCount,
    symbolSet,
    padTo: padTo ?? null,
  }
  const random = randomSource()
  const known = new Set<string>()
  const made: Array<{ id: number; code: string }> = []
  // The lock keeps other writers out, so a round's checked codes are free; the rounds only guard.
  for (let round = 0; made.length < wanted && round < 5; round++) {
    const need = wanted - made.length
    const fresh: string[] = []
    for (let draws = 0; fresh.length < need && draws < 200_000 + 20 * need; draws++) {
      const code = generatePromoCode({ symbolCount, symbolSet, padTo }, random)
      if (known.has(code)) continue
      known.add(code)
      fresh.push(code)
    }
    const taken = await existing(tx, fresh)
    const candidates = fresh.filter((c) => !taken.has(c))
    for (let i = 0; i < candidates.length; i += CHUNK) {
      const inserted = await tx
        .insert(promoCodes)
        .values(candidates.slice(i, i + CHUNK).map((code) => ({ ...row, code })))
        .onConflictDoNothing({ target: promoCodes.code })
        .returning({ id: promoCodes.id, code: promoCodes.code })
      made.push(...inserted)
    }
  }
  // The transaction is rolled back with the refusal: nothing of the batch stays.
  if (made.length < wanted) throw tooFew()
  made.sort((a, b) => a.id - b.id)
  m.status(201)
  const ids = made.map((r) => r.id)
  return { count: made.length, ids, codes: made.map((r) => r.code), exportIds: idRanges(ids) }
}

/** A cell of a `;`-separated file: quoted when needed, and never read as a formula by a spreadsheet. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

const percentText = (n: number) => String(n).replace('.', ',')

/** The promo codes of `ids` (unknown ids are left out) as CSV text with a BOM, ordered by code. */
export async function exportPromoCodes(db: Db, ids: number[]): Promise<{ csv: string; rows: number }> {
  const uses = db
    .select({ promoCodeId: promoCodeUses.promoCodeId, n: count().as('n') })
    .from(promoCodeUses)
    .where(inArray(promoCodeUses.promoCodeId, ids))
    .groupBy(promoCodeUses.promoCodeId)
    .as('uses')
  const rows = ids.length
    ? await db
        .select({
          code: promoCodes.code,
          percent: promoCodes.percent,
          dateFrom: promoCodes.dateFrom,
          dateTo: promoCodes.dateTo,
          perpetual: promoCodes.perpetual,
          contractorId: promoCodes.contractorId,
          paymentType: paymentTypes.name,
          insuranceCompanyId: promoCodes.insuranceCompanyId,
          multipleUse: promoCodes.multipleUse,
          count: promoCodes.count,
          used: uses.n,
          active: promoCodes.active,
        })
        .from(promoCodes)
        .leftJoin(paymentTypes, eq(paymentTypes.id, promoCodes.paymentTypeId))
        .leftJoin(uses, eq(uses.promoCodeId, promoCodes.id))
        .where(inArray(promoCodes.id, ids))
        .orderBy(asc(promoCodes.code))
    : []
  const companyIds = [
    ...new Set(rows.flatMap((r) => [r.contractorId, r.insuranceCompanyId]).filter((v) => v !== null)),
  ]
  const names = new Map(
    companyIds.length
      ? (
          await db
            .select({ id: insuranceCompanies.id, name: insuranceCompanies.name })
            .from(insuranceCompanies)
            .where(inArray(insuranceCompanies.id, companyIds))
        ).map((c) => [c.id, c.name])
      : [],
  )
  const yes = (b: boolean) => (b ? 'так' : 'ні')
  const lines = [
    promoExportHeaders.join(';'),
    ...rows.map((r) =>
      [
        r.code,
        percentText(r.percent),
        r.dateFrom ? formatDate(r.dateFrom) : '',
        r.perpetual ? 'Безстроковий' : r.dateTo ? formatDate(r.dateTo) : '',
        r.contractorId === null ? '' : (names.get(r.contractorId) ?? ''),
        r.paymentType ?? '',
        r.insuranceCompanyId === null ? '' : (names.get(r.insuranceCompanyId) ?? ''),
        yes(r.multipleUse),
        r.multipleUse ? (r.count === null ? 'без обмежень' : String(r.count)) : '1',
        String(r.used ?? 0),
        yes(r.active),
      ]
        .map(cell)
        .join(';'),
    ),
  ]
  return { csv: `\uFEFF${lines.join('\r\n')}\r\n`, rows: rows.length }
}
