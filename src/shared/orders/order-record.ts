/**
 * One order for the cart screen: live from the local store (`order:<uuid>`; an unsent edit shows at
 * once, offline too), refreshed from the server when online. The cart's address carries the server id,
 * so `order-id:<id>` points to the uuid. An older server copy never replaces a newer one.
 */
import { useEffect, useMemo, useState } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { orderSchema, type McOrder } from '../../../domain/orders/order.schema'
import { api } from '../../lib/api/api'
import { isApiError } from '../../lib/api/api-error'
import type { OfflineDb } from '../../offline/db'
import { ORDER_ENTITY, orderIdKey, orderRecordKey } from '../../offline/entities/orders'
import { restoreLocal, writeLocal } from '../../offline/local-record'
import { useOffline } from '../../offline/react/offline-context'
import { isUuidRef } from './order-draft'

export async function storeServerOrder(db: OfflineDb, order: McOrder): Promise<void> {
  await db.transaction('rw', db.references, db.outbox, async () => {
    const entity = { type: ORDER_ENTITY, uuid: order.uuid }
    const old = await db.references.get(orderRecordKey(order.uuid))
    if (old?.version === undefined || old.version <= order.version) {
      await writeLocal(db, entity, undefined, order)
      await restoreLocal(db, entity)
    }
    await rememberOrderId(db, order.id, order.uuid)
  })
}

/** `order-id:<id>` → the uuid of the local record, so the cart's numbered address finds it offline. */
export function rememberOrderId(db: OfflineDb, id: number, uuid: string): Promise<string> {
  return db.references.put({ key: orderIdKey(id), data: { uuid }, fetchedAt: Date.now(), rev: 1 })
}

export interface OrderRecordState {
  order: McOrder | undefined
  /** The local record's revision: an edit is based on what the user saw. */
  rev: number
  loading: boolean
  /** Neither the server nor this device has it. */
  missing: boolean
  /** The server refused or failed (not a network failure while a local copy exists). */
  error: string | null
}

export function useOrderRecord(id: string): OrderRecordState {
  const { db } = useOffline()
  const local = useLiveQuery(
    async () => {
      const pointer = isUuidRef(id) ? undefined : await db.references.get(orderIdKey(id))
      const uuid = isUuidRef(id) ? id : (pointer?.data as { uuid?: string } | undefined)?.uuid
      return uuid ? ((await db.references.get(orderRecordKey(uuid))) ?? undefined) : undefined
    },
    [db, id],
    null,
  )
  const [fetched, setFetched] = useState<{ state: 'pending' | 'done' | 'failed'; error: string | null }>({
    state: 'pending',
    error: null,
  })
  useEffect(() => {
    let active = true
    api
      .request(`/api/v2/mc-orders/${encodeURIComponent(id)}`, { schema: orderSchema })
      .then(async (o) => {
        await storeServerOrder(db, o)
        if (active) setFetched({ state: 'done', error: null })
      })
      .catch((e: unknown) => {
        const refused = isApiError(e) && e.status > 0 && e.status < 500
        if (!refused) console.error('Order failed to load', e)
        if (active) setFetched({ state: 'failed', error: refused ? e.message : null })
      })
    return () => {
      active = false
    }
  }, [db, id])
  // Parsed once per stored revision: the cart's preview reprices whenever the order object changes.
  const order = useMemo(() => {
    const parsed = local?.data ? orderSchema.safeParse(local.data) : undefined
    return parsed?.success ? parsed.data : undefined
  }, [local])
  return {
    order,
    rev: local?.rev ?? 0,
    loading: local === null || (order === undefined && fetched.state === 'pending'),
    missing: local !== null && order === undefined && fetched.state === 'failed',
    error: fetched.error,
  }
}
