/**
 * Demo stock: two signed incoming invoices per filial warehouse (and the central one), so the stock
 * availability and the order write-offs have goods to show. Posted through the ledger's own writer, so
 * every balance is the sum of its moves. Quantities are in use units. Idempotent: only while no stock
 * document exists.
 */
import { asc, eq, sql } from 'drizzle-orm'
import { kyivDay } from '../../../domain/time/kyiv'
import { postDocument } from '../../modules/warehouse/stock-posting'
import type { Db } from '../client'
import { users } from '../schema/auth'
import { products } from '../schema/catalogue'
import { warehouses } from '../schema/places'
import { stockDocumentLines, stockDocuments } from '../schema/stock'
import { prng } from './seed-helpers'

const SEED_LOCK = 727_241
const DAY = 86_400_000

/** Seeds the demo stock (after the places, the catalogue and the demo users). */
export async function seedDemoStock(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`)
    const [any] = await tx.select({ id: stockDocuments.id }).from(stockDocuments).limit(1)
    if (any) return
    const goods = await tx
      .select({ id: products.id, purchasePrice: products.purchasePrice, sellingPrice: products.sellingPrice })
      .from(products)
      .orderBy(asc(products.id))
    const stores = await tx.select({ id: warehouses.id }).from(warehouses).orderBy(asc(warehouses.id))
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.login, 'admin'))
    if (goods.length === 0) return
    const random = prng(24)
    const day = (offset: number) => kyivDay(new Date(now.getTime() + offset * DAY))
    // Document 1: a delivery to the first warehouse still being entered (saved, not signed).
    const [draft] = await tx
      .insert(stockDocuments)
      .values({
        kind: 'incoming',
        number: 'ДЕМО-ЧЕРНЕТКА',
        documentDate: day(0),
        warehouseId: stores[0]?.id ?? 1,
        comment: 'Поставка вводиться',
        createdBy: admin?.id ?? null,
      })
      .returning()
    if (draft)
      await tx
        .insert(stockDocumentLines)
        .values(
          goods
            .slice(0, 3)
            .map((p, i) => ({ documentId: draft.id, position: i + 1, productId: p.id, quantity: 10 })),
        )
    for (const store of stores) {
      for (const [n, age] of [
        [1, 20],
        [2, 5],
      ] as const) {
        const [doc] = await tx
          .insert(stockDocuments)
          .values({
            kind: 'incoming',
            number: `ДЕМО-${store.id}-${n}`,
            documentDate: day(-age),
            warehouseId: store.id,
            reason: null,
            comment: 'Демонстраційна поставка',
            state: 'signed',
            createdBy: admin?.id ?? null,
            signedAt: now,
            signedBy: admin?.id ?? null,
          })
          .returning()
        if (!doc) continue
        const picked = goods.filter(() => random() < 0.6)
        if (picked.length === 0) continue
        await tx.insert(stockDocumentLines).values(
          picked.map((p, i) => ({
            documentId: doc.id,
            position: i + 1,
            productId: p.id,
            series: `D${store.id}${n}${String(p.id).padStart(3, '0')}`,
            // Some batches expire soon, so the nearest expiry is worth looking at.
            expiresOn: day(Math.floor(random() * 400) + 10),
            quantity: 5 + Math.floor(random() * 60),
            unitCost: (p.purchasePrice ?? Math.round(p.sellingPrice * 0.6)).toFixed(4),
            vatRate: 20,
          })),
        )
        await postDocument(tx, doc, { userId: admin?.id ?? null, now })
      }
    }
  })
}
