import { sql } from 'drizzle-orm'
import type { Db } from '../../../server/db/client'
import type { RouteExample } from '../route-examples'

/**
 * Orders 13 and 20 are visits of the day the demo was seeded: when Kyiv's midnight has passed since, their
 * creation, bookings and queue moves move forward by the days between, so they are today's queue again.
 */
async function today(db: Db): Promise<void> {
  await db.execute(sql`
    WITH shift AS (
      SELECT make_interval(days => ((now() AT TIME ZONE 'Europe/Kyiv')::date
        - (created_at AT TIME ZONE 'Europe/Kyiv')::date)) AS d
      FROM orders WHERE id = 13
    ), o AS (
      UPDATE orders SET created_at = created_at + (SELECT d FROM shift) WHERE id IN (13, 20) RETURNING id
    ), b AS (
      UPDATE service_bookings SET starts_at = starts_at + (SELECT d FROM shift), ends_at = ends_at + (SELECT d FROM shift)
      WHERE order_id IN (13, 20) RETURNING id
    )
    UPDATE queue_transitions SET moved_at = moved_at + (SELECT d FROM shift) WHERE order_id IN (13, 20)`)
}

// The demo queue (server/db/seed/demo-queue.ts) follows the 12 demo orders: order 13 is today's walk-in
// waiting in KV01, order 20 has four moves (wait → … → payed), both created by the registrar.
export const examples: Record<string, RouteExample> = {
  'POST /api/registry/queue/moves': {
    as: 'registrar',
    url: '/api/registry/queue/moves',
    body: { uuid: '3c8e1f0a-6b2d-4e7a-9c15-7a0d2b4e6f01', orderId: 13, from: 'wait', to: 'clinic' },
    ok: 201,
    prepare: today,
  },
  'POST /api/registry/queue/undo': {
    as: 'registrar',
    url: '/api/registry/queue/undo',
    body: { orderId: 20 },
    ok: 200,
    prepare: today,
  },
  'PATCH /api/registry/queue/out-of-turn': {
    as: 'registrar',
    url: '/api/registry/queue/out-of-turn',
    body: { orderId: 13, outOfTurn: true },
    ok: 200,
    prepare: today,
  },
  'PUT /api/registry/queue/settings': {
    as: 'admin',
    url: '/api/registry/queue/settings',
    body: { onTimeWindowMin: 15, longWaitMin: 75 },
    ok: 200,
  },
}
