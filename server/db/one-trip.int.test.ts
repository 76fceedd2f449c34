/**
 * One-trip reads answer exactly what plain Drizzle selects answer: every column type the schema uses
 * (and a few more), nulls, and every table of the seeded database.
 */
import { getTableColumns, getTableName, is, sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  integer,
  interval,
  json,
  jsonb,
  numeric,
  pgTable,
  PgTable,
  real,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb } from '../../tests/support/test-db'
import type { DbHandle } from './client'
import { anyId, jsonFirstRow, jsonRows, nested, noRows, selectInOneTrip } from './one-trip'
import * as schema from './schema'

const kinds = pgTable('one_trip_kinds', {
  id: serial('id').primaryKey(),
  small: smallint('small'),
  big: bigint('big', { mode: 'number' }),
  bigExact: bigint('big_exact', { mode: 'bigint' }),
  money: numeric('money', { precision: 8, scale: 2 }),
  percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }),
  ratio: doublePrecision('ratio'),
  approx: real('approx'),
  flag: boolean('flag'),
  label: text('label'),
  tags: text('tags').array(),
  counts: integer('counts').array(),
  day: date('day'),
  dayAsDate: date('day_as_date', { mode: 'date' }),
  at: timestamp('at', { withTimezone: true }),
  local: timestamp('local'),
  atText: timestamp('at_text', { withTimezone: true, mode: 'string' }),
  clock: time('clock'),
  span: interval('span'),
  doc: jsonb('doc'),
  plain: json('plain'),
  ref: uuid('ref'),
})

let db: DbHandle
beforeAll(async () => {
  db = await createTestDb()
  await db.exec(`CREATE TABLE one_trip_kinds (
    id serial PRIMARY KEY, small smallint, big bigint, big_exact bigint, money numeric(8,2),
    percent numeric(5,2), ratio double precision, approx real, flag boolean, label text, tags text[],
    counts integer[], day date, day_as_date date, at timestamptz, local timestamp, at_text timestamptz,
    clock time, span interval, doc jsonb, plain json, ref uuid)`)
  await db.db.insert(kinds).values([
    {
      small: -3,
      big: 9_007_199_254_740_991,
      bigExact: 9_223_372_036_854_775_807n,
      money: '1250.50',
      percent: 12.5,
      ratio: 0.1 + 0.2,
      approx: 1.5,
      flag: true,
      label: 'Київ «центр», \\ "лапки"',
      tags: ['а', 'b c', 'd,e', ''],
      counts: [1, 2, 3],
      day: '2026-02-28',
      dayAsDate: new Date('2026-03-01T00:00:00Z'),
      at: new Date('2026-11-22T10:00:00.123Z'),
      local: new Date('2026-11-22T10:00:00.456Z'),
      atText: '2026-11-22 10:00:00.789+00',
      clock: '08:30:00',
      span: '1 day 02:00:00',
      doc: { a: [1, 'x', null], b: { c: true }, s: 'текст' },
      plain: ['json', 2],
      ref: '4b6f4f7e-6a0c-4f43-9a55-2f5a4bdfc1a1',
    },
    {},
  ])
  // Microseconds, which a JavaScript date cannot hold, must be dropped the same way.
  await db.exec(`UPDATE one_trip_kinds SET at = '2026-11-22 10:00:00.123456+02', local = '2026-01-01 00:00:00.5'
    WHERE id = 1`)
})
afterAll(() => db.close())

describe('one-trip reads', () => {
  it('decode every column type as a plain select does, nulls included', async () => {
    const plain = await db.db.select().from(kinds).orderBy(kinds.id)
    const { rows } = await selectInOneTrip(db.db, { rows: jsonRows(kinds, { orderBy: kinds.id }) })
    expect(rows).toEqual(plain)
    expect(rows[0]!.bigExact).toBe(9_223_372_036_854_775_807n)
    expect(rows[0]!.money).toBe('1250.50')
  })

  it('read every table of the seeded database as a plain select does', async () => {
    const tables = (Object.values(schema) as unknown[]).filter((t): t is PgTable => is(t, PgTable))
    expect(tables.length).toBeGreaterThan(30)
    for (const table of tables) {
      // A total order of the rows; json columns have no ordering operator (and never decide it).
      const order = Object.values(getTableColumns(table)).filter((c) => c.columnType !== 'PgJson')
      const plain = await db.db
        .select()
        .from(table)
        .orderBy(...order)
      const { rows } = await selectInOneTrip(db.db, {
        rows: jsonRows(table, { orderBy: sql.join(order, sql`, `) }),
      })
      expect(rows, getTableName(table)).toEqual(plain)
    }
  })

  it('filter by a list of ids, take the first row, nest parts and skip some, in one statement', async () => {
    const { services: svc } = schema
    const ids = (await db.db.select({ id: svc.id }).from(svc).orderBy(svc.id).limit(3)).map((r) => r.id)
    const answer = await selectInOneTrip(db.db, {
      some: jsonRows(svc, {
        fields: { id: svc.id, name: svc.name },
        where: anyId(svc.id, ids),
        orderBy: svc.id,
      }),
      none: jsonRows(svc, { fields: { id: svc.id }, where: anyId(svc.id, []), orderBy: svc.id }),
      last: jsonFirstRow(svc, {
        fields: { id: svc.id },
        extra: { twice: sql<number>`${svc.id} * ${2}` },
        orderBy: sql`${svc.id} DESC`,
      }),
      missing: jsonFirstRow(svc, { fields: { id: svc.id }, where: anyId(svc.id, [0]), orderBy: svc.id }),
      inner: nested({ skipped: noRows<number>(), empty: nested({}) }),
    })
    expect(answer.some.map((r) => r.id)).toEqual(ids)
    expect(answer.none).toEqual([])
    const [max] = await db.db
      .select({ id: svc.id })
      .from(svc)
      .orderBy(sql`${svc.id} DESC`)
      .limit(1)
    expect(answer.last).toEqual({ id: max!.id, twice: max!.id * 2 })
    expect(answer.missing).toBeNull()
    expect(answer.inner).toEqual({ skipped: [], empty: {} })
  })
})
