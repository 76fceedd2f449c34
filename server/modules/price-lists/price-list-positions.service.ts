/**
 * Work over many positions at once (spec 001 §2, §8): adding catalogue items to a list, mass actions
 * over selected positions (price by percent or amount, publish, unpublish, remove) and attaching items
 * to many lists. Each is one transaction — every row is checked first and any refusal stores nothing
 * ('Помилка при збереженні змін', 'Помилка при прикріпленні послуг') — with set-based statements and a
 * history row per changed position.
 */
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm'
import { DomainError, type FieldErrors } from '../../../domain/api/errors'
import {
  listFinalPrice,
  massPrice,
  priceListMessages as msg,
  type HistoryEntry,
  type MassAttachment,
  type PositionAdd,
  type PositionMass,
} from '../../../domain/price-lists/price-list.schema'
import type { Db, Tx } from '../../db/client'
import { anyId } from '../../db/one-trip'
import { users } from '../../db/schema/auth'
import { services } from '../../db/schema/catalogue'
import { mcTests } from '../../db/schema/lab'
import { priceListChanges, priceListPositions, priceLists } from '../../db/schema/price-lists'
import type { MutationScope } from '../../lib/mutation'
import { notFound } from '../../lib/versioned'
import { recordChanges, type ChangeEntry } from './price-list-history'

const MAX_KOP = 100_000_000

type ListRow = { id: number; type: 'services' | 'tests'; discount: number }

async function listsById(tx: Tx, ids: number[]): Promise<Map<number, ListRow>> {
  const rows = await tx
    .select({ id: priceLists.id, type: priceLists.type, discount: priceLists.discount })
    .from(priceLists)
    .where(inArray(priceLists.id, ids))
    .for('update')
  return new Map(rows.map((r) => [r.id, r]))
}

/** The catalogue items named by `items`, with their code and name, by kind. */
async function catalogueItems(tx: Tx, items: PositionAdd['items']) {
  const serviceIds = items.flatMap((i) => (i.serviceId ? [i.serviceId] : []))
  const testIds = items.flatMap((i) => (i.mcTestId ? [i.mcTestId] : []))
  const [svc, tst] = await Promise.all([
    serviceIds.length
      ? tx
          .select({ id: services.id, code: services.code, name: services.name })
          .from(services)
          .where(inArray(services.id, serviceIds))
      : [],
    testIds.length
      ? tx
          .select({ id: mcTests.id, code: mcTests.code, name: mcTests.nameUk })
          .from(mcTests)
          .where(inArray(mcTests.id, testIds))
      : [],
  ])
  return { services: new Map(svc.map((r) => [r.id, r])), tests: new Map(tst.map((r) => [r.id, r])) }
}

/**
 * New positions for `items` in each of `lists`, skipping those already there. Refuses (field errors by
 * item index) an unknown item or one of the other kind than a list.
 */
async function attach(
  m: MutationScope,
  lists: ListRow[],
  items: PositionAdd['items'],
  failMessage: string,
  refuseExisting: boolean,
): Promise<{ created: number; skipped: number }> {
  const { tx } = m
  const found = await catalogueItems(tx, items)
  const errors: FieldErrors = {}
  items.forEach((item, i) => {
    const known = item.serviceId ? found.services.get(item.serviceId) : found.tests.get(item.mcTestId ?? 0)
    if (!known) errors[`items.${i}`] = [msg.unknownReference]
    else if (lists.some((l) => (l.type === 'services') !== (item.serviceId !== undefined)))
      errors[`items.${i}`] = [msg.wrongKind]
  })
  const ids = (kind: 'serviceId' | 'mcTestId') => items.flatMap((i) => (i[kind] ? [i[kind]] : []))
  const existing = await tx
    .select({
      priceListId: priceListPositions.priceListId,
      serviceId: priceListPositions.serviceId,
      mcTestId: priceListPositions.mcTestId,
    })
    .from(priceListPositions)
    .where(
      and(
        inArray(
          priceListPositions.priceListId,
          lists.map((l) => l.id),
        ),
        or(
          anyId(priceListPositions.serviceId, ids('serviceId')),
          anyId(priceListPositions.mcTestId, ids('mcTestId')),
        ),
      ),
    )
  const taken = new Set(existing.map((e) => `${e.priceListId}:${e.serviceId ?? 's'}:${e.mcTestId ?? 't'}`))
  const key = (listId: number, item: PositionAdd['items'][number]) =>
    `${listId}:${item.serviceId ?? 's'}:${item.mcTestId ?? 't'}`
  if (refuseExisting)
    items.forEach((item, i) => {
      if (lists.some((l) => taken.has(key(l.id, item)))) errors[`items.${i}`] ??= [msg.alreadyInList]
    })
  if (Object.keys(errors).length) throw new DomainError('validation_failed', 422, failMessage, { errors })
  const rows = lists.flatMap((list) =>
    items
      .filter((item) => !taken.has(key(list.id, item)))
      .map((item) => {
        const known = (
          item.serviceId ? found.services.get(item.serviceId) : found.tests.get(item.mcTestId ?? 0)
        )!
        return {
          priceListId: list.id,
          serviceId: item.serviceId ?? null,
          mcTestId: item.mcTestId ?? null,
          code: known.code,
          name: known.name,
          price: item.price,
          finalPrice: listFinalPrice(item.price, list.discount),
        }
      }),
  )
  const history: ChangeEntry[] = []
  for (let i = 0; i < rows.length; i += 1_000) {
    const saved = await tx
      .insert(priceListPositions)
      .values(rows.slice(i, i + 1_000))
      .returning({
        id: priceListPositions.id,
        priceListId: priceListPositions.priceListId,
        code: priceListPositions.code,
        name: priceListPositions.name,
        price: priceListPositions.price,
        finalPrice: priceListPositions.finalPrice,
      })
    for (const p of saved)
      history.push({
        priceListId: p.priceListId,
        positionId: p.id,
        subject: `${p.code} ${p.name}`,
        action: 'attach',
        after: { price: p.price, finalPrice: p.finalPrice },
      })
  }
  await recordChanges(tx, m.user.id, history)
  return { created: rows.length, skipped: lists.length * items.length - rows.length }
}

/** Adds catalogue items to one list; an item already in it is refused. */
export async function addPositions(m: MutationScope, listId: number, body: PositionAdd) {
  const list = (await listsById(m.tx, [listId])).get(listId)
  if (!list) throw notFound()
  m.status(201)
  return attach(m, [list], body.items, msg.attachFailed, true)
}

/** Attaches items to many lists at once; lists that already hold an item keep their position. */
export async function massAttachment(m: MutationScope, body: MassAttachment) {
  const ids = [...new Set(body.priceListIds)]
  const lists = await listsById(m.tx, ids)
  const missing = ids.filter((id) => !lists.has(id))
  if (missing.length)
    throw new DomainError('validation_failed', 422, msg.attachFailed, {
      errors: { price_list_ids: [msg.unknownReference] },
    })
  return attach(m, [...lists.values()], body.items, msg.attachFailed, false)
}

/** A mass action over selected positions of one list, stored whole or not at all. */
export async function massPositions(m: MutationScope, listId: number, body: PositionMass) {
  const { tx } = m
  const list = (await listsById(tx, [listId])).get(listId)
  if (!list) throw notFound()
  const wanted = new Map(body.positions.map((p) => [p.id, p.version]))
  const rows = await tx
    .select()
    .from(priceListPositions)
    .where(
      and(eq(priceListPositions.priceListId, listId), inArray(priceListPositions.id, [...wanted.keys()])),
    )
    .for('update')
  const byId = new Map(rows.map((r) => [r.id, r]))
  const errors: FieldErrors = {}
  let stale = false
  for (const [id, version] of wanted) {
    const row = byId.get(id)
    if (!row) errors[`positions.${id}`] = [msg.notInList]
    else if (row.version !== version) {
      errors[`positions.${id}`] = [msg.staleRow]
      stale = true
    }
  }
  const priced =
    body.action === 'price_percent' || body.action === 'price_amount'
      ? rows.map((r) => {
          const change = body.action === 'price_percent' ? { percent: body.percent } : { amount: body.amount }
          const price = massPrice(r.price, change)
          const finalPrice = r.manualPrice
            ? massPrice(r.finalPrice, change)
            : listFinalPrice(price, list.discount)
          if (price < 0 || finalPrice < 0 || price > MAX_KOP || finalPrice > MAX_KOP)
            errors[`positions.${r.id}`] ??= [msg.belowZero]
          return { row: r, price, finalPrice }
        })
      : []
  if (Object.keys(errors).length)
    throw new DomainError(
      stale ? 'version_conflict' : 'validation_failed',
      stale ? 409 : 422,
      msg.massFailed,
      {
        errors,
      },
    )
  const subject = (r: (typeof rows)[number]) => `${r.code} ${r.name}`
  if (body.action === 'remove') {
    await tx.delete(priceListPositions).where(inArray(priceListPositions.id, [...wanted.keys()]))
    await recordChanges(
      tx,
      m.user.id,
      rows.map((r) => ({
        priceListId: listId,
        positionId: r.id,
        subject: subject(r),
        action: 'delete' as const,
        before: { price: r.price, finalPrice: r.finalPrice },
      })),
    )
    return { changed: 0, removed: rows.length }
  }
  if (body.action === 'publish' || body.action === 'unpublish') {
    const published = body.action === 'publish'
    const changing = rows.filter((r) => r.published !== published)
    if (changing.length)
      await tx
        .update(priceListPositions)
        .set({ published, version: sql`${priceListPositions.version} + 1`, updatedAt: sql`now()` })
        .where(
          inArray(
            priceListPositions.id,
            changing.map((r) => r.id),
          ),
        )
    await recordChanges(
      tx,
      m.user.id,
      changing.map((r) => ({
        priceListId: listId,
        positionId: r.id,
        subject: subject(r),
        action: 'mass' as const,
        before: { published: r.published },
        after: { published },
      })),
    )
    return { changed: changing.length, removed: 0 }
  }
  const changing = priced.filter((p) => p.price !== p.row.price || p.finalPrice !== p.row.finalPrice)
  for (let i = 0; i < changing.length; i += 1_000) {
    const part = changing.slice(i, i + 1_000)
    const values = sql.join(
      part.map((p) => sql`(${p.row.id}::int, ${p.price}::int, ${p.finalPrice}::int)`),
      sql`, `,
    )
    await tx.execute(sql`
      UPDATE ${priceListPositions} AS p
         SET price = v.price, final_price = v.final_price, version = p.version + 1, updated_at = now()
        FROM (VALUES ${values}) AS v(id, price, final_price)
       WHERE p.id = v.id`)
  }
  await recordChanges(
    tx,
    m.user.id,
    changing.map((p) => ({
      priceListId: listId,
      positionId: p.row.id,
      subject: subject(p.row),
      action: 'mass' as const,
      before: { price: p.row.price, finalPrice: p.row.finalPrice },
      after: { price: p.price, finalPrice: p.finalPrice },
    })),
  )
  return { changed: changing.length, removed: 0 }
}

/** The history of a list (or of one of its positions), newest first. */
export async function listHistory(
  db: Db,
  listId: number,
  q: { page: number; perPage: number; positionId?: number | undefined },
): Promise<{ data: HistoryEntry[]; meta: { page: number; perPage: number; total: number } }> {
  const [list] = await db.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.id, listId))
  if (!list) throw notFound()
  const where = and(
    eq(priceListChanges.priceListId, listId),
    q.positionId ? eq(priceListChanges.positionId, q.positionId) : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: priceListChanges.id,
        positionId: priceListChanges.positionId,
        subject: priceListChanges.subject,
        action: priceListChanges.action,
        userName: users.name,
        at: priceListChanges.at,
        before: priceListChanges.before,
        after: priceListChanges.after,
      })
      .from(priceListChanges)
      .leftJoin(users, eq(users.id, priceListChanges.userId))
      .where(where)
      .orderBy(desc(priceListChanges.at), desc(priceListChanges.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(priceListChanges).where(where),
  ])
  return {
    data: rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() })),
    meta: { page: q.page, perPage: q.perPage, total: total?.n ?? 0 },
  }
}
