/**
 * Position sets of a price list ("group positions", spec 001 §2): a named group of the list's own
 * positions, created, edited (versioned) and deleted; its total is the sum of its positions' final prices.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { DomainError } from '../../../domain/api/errors'
import {
  priceListMessages as msg,
  type PositionSet,
  type PositionSetInput,
  type PositionSetPatch,
} from '../../../domain/price-lists/price-list.schema'
import type { Db, Tx } from '../../db/client'
import {
  priceListPositionSetItems as items,
  priceListPositionSets as sets,
  priceListPositions,
  priceLists,
} from '../../db/schema/price-lists'
import type { MutationScope } from '../../lib/mutation'
import { notFound, updateVersioned } from '../../lib/versioned'

type SetRow = typeof sets.$inferSelect

async function views(db: Db | Tx, rows: SetRow[]): Promise<PositionSet[]> {
  if (!rows.length) return []
  const members = await db
    .select({
      setId: items.setId,
      id: priceListPositions.id,
      code: priceListPositions.code,
      name: priceListPositions.name,
      finalPrice: priceListPositions.finalPrice,
    })
    .from(items)
    .innerJoin(priceListPositions, eq(priceListPositions.id, items.positionId))
    .where(
      inArray(
        items.setId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(priceListPositions.code))
  return rows.map((r) => {
    const mine = members.filter((m) => m.setId === r.id)
    return {
      id: r.id,
      version: r.version,
      priceListId: r.priceListId,
      name: r.name,
      code: r.code,
      published: r.published,
      positionIds: mine.map((m) => m.id),
      positions: mine.map(({ setId: _s, ...p }) => p),
      total: mine.reduce((sum, m) => sum + m.finalPrice, 0),
    }
  })
}

async function listExists(db: Db | Tx, listId: number) {
  const [list] = await db.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.id, listId))
  if (!list) throw notFound()
}

export async function listSets(db: Db, listId: number): Promise<PositionSet[]> {
  await listExists(db, listId)
  return views(db, await db.select().from(sets).where(eq(sets.priceListId, listId)).orderBy(asc(sets.name)))
}

export async function getSet(db: Db | Tx, listId: number, id: number): Promise<PositionSet> {
  const [row] = await db
    .select()
    .from(sets)
    .where(and(eq(sets.id, id), eq(sets.priceListId, listId)))
  if (!row) throw notFound()
  return (await views(db, [row]))[0]!
}

/** Replaces the set's positions; every one must belong to the list. */
async function replaceItems(tx: Tx, listId: number, setId: number, positionIds: number[] | undefined) {
  if (positionIds === undefined) return
  const ids = [...new Set(positionIds)]
  const own = ids.length
    ? await tx
        .select({ id: priceListPositions.id })
        .from(priceListPositions)
        .where(and(eq(priceListPositions.priceListId, listId), inArray(priceListPositions.id, ids)))
    : []
  if (own.length !== ids.length)
    throw new DomainError('validation_failed', 422, msg.setsFailed, {
      errors: { position_ids: [msg.notInList] },
    })
  await tx.delete(items).where(eq(items.setId, setId))
  if (ids.length) await tx.insert(items).values(ids.map((positionId) => ({ setId, positionId })))
}

export async function createSet(m: MutationScope, listId: number, body: PositionSetInput) {
  await listExists(m.tx, listId)
  const { positionIds, ...values } = body
  const [row] = await m.tx
    .insert(sets)
    .values({ ...values, priceListId: listId })
    .returning()
  if (!row) throw new Error('position set insert returned no row')
  await replaceItems(m.tx, listId, row.id, positionIds)
  m.status(201)
  return getSet(m.tx, listId, row.id)
}

export async function patchSet(m: MutationScope, listId: number, id: number, body: PositionSetPatch) {
  const { version, positionIds, ...set } = body
  await updateVersioned(
    m.tx,
    sets,
    { id, version, extra: eq(sets.priceListId, listId) },
    Object.keys(set).length ? set : { name: sql`${sets.name}` },
    () => getSet(m.tx, listId, id).catch(() => undefined),
  )
  await replaceItems(m.tx, listId, id, positionIds)
  return getSet(m.tx, listId, id)
}

export async function deleteSet(m: MutationScope, listId: number, id: number) {
  const gone = await m.tx
    .delete(sets)
    .where(and(eq(sets.id, id), eq(sets.priceListId, listId)))
    .returning({ id: sets.id })
  if (!gone.length) throw notFound()
  return { id }
}
