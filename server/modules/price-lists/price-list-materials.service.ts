/**
 * Multimaterials of a tests price list (spec 001 §3): the prices it gives collection materials, which
 * a cart's material lines are charged (domain/pricing/price-source.ts). The screen saves the whole set
 * at once, in one transaction with a history row per added, changed or removed material; any bad row
 * stores nothing ('Ціни матеріалів не збережено', errors keyed materials.<index>).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { DomainError, type FieldErrors } from '../../../domain/api/errors'
import {
  priceListMessages as msg,
  type PriceListMaterial,
  type PriceListMaterialsPut,
} from '../../../domain/price-lists/price-list.schema'
import type { Db, Tx } from '../../db/client'
import { medicalCenterMaterials } from '../../db/schema/lab'
import { priceListMaterials, priceLists } from '../../db/schema/price-lists'
import type { MutationScope } from '../../lib/mutation'
import { notFound } from '../../lib/versioned'
import { recordChanges, type ChangeEntry } from './price-list-history'

async function materialsOf(db: Db | Tx, listId: number): Promise<PriceListMaterial[]> {
  return db
    .select({
      id: priceListMaterials.id,
      materialId: priceListMaterials.materialId,
      code: medicalCenterMaterials.code,
      name: medicalCenterMaterials.name,
      price: priceListMaterials.price,
      published: priceListMaterials.published,
    })
    .from(priceListMaterials)
    .innerJoin(medicalCenterMaterials, eq(medicalCenterMaterials.id, priceListMaterials.materialId))
    .where(eq(priceListMaterials.priceListId, listId))
    .orderBy(asc(medicalCenterMaterials.name), asc(priceListMaterials.id))
}

/** The materials a list prices, by name; a list that does not exist is 404. */
export async function listMaterials(db: Db, listId: number) {
  const [list] = await db.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.id, listId))
  if (!list) throw notFound()
  return { data: await materialsOf(db, listId) }
}

/** Replaces the materials a tests list prices with `body.materials`. */
export async function putMaterials(m: MutationScope, listId: number, body: PriceListMaterialsPut) {
  const { tx } = m
  const [list] = await tx
    .select({ id: priceLists.id, type: priceLists.type })
    .from(priceLists)
    .where(eq(priceLists.id, listId))
    .for('update')
  if (!list) throw notFound()
  const fail = (errors: FieldErrors) => {
    throw new DomainError('validation_failed', 422, msg.materialsFailed, { errors })
  }
  if (list.type !== 'tests') fail({ materials: [msg.materialsTestsOnly] })
  const ids = body.materials.map((r) => r.materialId)
  const known = new Map(
    (ids.length
      ? await tx
          .select({
            id: medicalCenterMaterials.id,
            code: medicalCenterMaterials.code,
            name: medicalCenterMaterials.name,
          })
          .from(medicalCenterMaterials)
          .where(inArray(medicalCenterMaterials.id, ids))
      : []
    ).map((r) => [r.id, r]),
  )
  const errors: FieldErrors = {}
  const seen = new Set<number>()
  body.materials.forEach((row, i) => {
    if (!known.has(row.materialId)) errors[`materials.${i}.materialId`] = [msg.unknownReference]
    else if (seen.has(row.materialId)) errors[`materials.${i}.materialId`] = [msg.materialTwice]
    seen.add(row.materialId)
  })
  if (Object.keys(errors).length) fail(errors)

  const before = new Map((await materialsOf(tx, listId)).map((r) => [r.materialId, r]))
  const history: ChangeEntry[] = []
  const subject = (r: { code: string; name: string }) => `Матеріал ${r.code} ${r.name}`
  for (const row of body.materials) {
    const material = known.get(row.materialId)!
    const published = row.published ?? true
    const old = before.get(row.materialId)
    if (!old) {
      history.push({
        priceListId: listId,
        subject: subject(material),
        action: 'create',
        after: { price: row.price, published },
      })
      continue
    }
    if (old.price === row.price && old.published === published) continue
    history.push({
      priceListId: listId,
      subject: subject(material),
      action: 'update',
      before: { price: old.price, published: old.published },
      after: { price: row.price, published },
    })
  }
  for (const old of before.values())
    if (!seen.has(old.materialId))
      history.push({
        priceListId: listId,
        subject: subject(old),
        action: 'delete',
        before: { price: old.price, published: old.published },
      })

  const removed = [...before.keys()].filter((id) => !seen.has(id))
  if (removed.length)
    await tx
      .delete(priceListMaterials)
      .where(and(eq(priceListMaterials.priceListId, listId), inArray(priceListMaterials.materialId, removed)))
  if (body.materials.length)
    await tx
      .insert(priceListMaterials)
      .values(
        body.materials.map((r) => ({
          priceListId: listId,
          materialId: r.materialId,
          price: r.price,
          published: r.published ?? true,
        })),
      )
      .onConflictDoUpdate({
        target: [priceListMaterials.priceListId, priceListMaterials.materialId],
        set: {
          price: sql`excluded.price`,
          published: sql`excluded.published`,
          updatedAt: m.now,
        },
      })
  await recordChanges(tx, m.user.id, history)
  return { data: await materialsOf(tx, listId) }
}
