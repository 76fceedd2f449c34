/**
 * Demo clients in bulk: one `INSERT … SELECT * FROM unnest(…)` per chunk, one array parameter per
 * column (TOOLCHAIN.md: ~2.5× faster than multi-row VALUES, and no 65 535-parameter limit). Rows carry
 * their search keys (domain/clients/client-keys), and clients stored before the keys existed get theirs.
 */
import { between, sql, type SQL } from 'drizzle-orm'
import { clientSearchKeys, type ClientSearchKeys } from '../../../domain/clients/client-keys'
import type { Db, Tx } from '../client'
import { queryRows } from '../raw'
import { clients } from '../schema/clients'
import { backfillClientKeys, fillNameKeys } from './client-search-keys'
import { DEMO_CLIENT_UUID_PREFIX, demoClient, demoClientUuid, type DemoClient } from './demo-client'

const CHUNK = 5000
/** From this many new clients on, the search indexes are built after the load instead of row by row. */
const BULK = 20_000

type SeedRow = DemoClient & ClientSearchKeys

/** Column, its SQL array type, and the field of SeedRow it comes from. */
const columns: Array<[string, string, keyof SeedRow]> = [
  ['uuid', 'uuid', 'uuid'],
  ['surname', 'text', 'surname'],
  ['name', 'text', 'name'],
  ['patronymic', 'text', 'patronymic'],
  ['surname_key', 'text', 'surnameKey'],
  ['name_key', 'text', 'nameKey'],
  ['patronymic_key', 'text', 'patronymicKey'],
  ['birthday', 'date', 'birthday'],
  ['phone', 'text', 'phone'],
  ['email', 'text', 'email'],
  ['male', 'text', 'male'],
  ['special_attention', 'boolean', 'specialAttention'],
  ['special_attention_comment', 'text', 'specialAttentionComment'],
  ['email_verified_at', 'timestamptz', 'emailVerifiedAt'],
  ['phone_verified_at', 'timestamptz', 'phoneVerifiedAt'],
  ['cabinet_enabled_at', 'timestamptz', 'cabinetEnabledAt'],
  ['cabinet_disabled_at', 'timestamptz', 'cabinetDisabledAt'],
  ['deleted_at', 'timestamptz', 'deletedAt'],
  ['delete_reason', 'text', 'deleteReason'],
  ['created_at', 'timestamptz', 'createdAt'],
  ['updated_at', 'timestamptz', 'createdAt'],
]

function insertChunk(rows: SeedRow[]): SQL {
  const names = sql.raw(columns.map(([c]) => c).join(', '))
  const arrays = sql.join(
    columns.map(([, type, field]) => sql`${sql.param(rows.map((r) => r[field]))}::${sql.raw(type)}[]`),
    sql`, `,
  )
  return sql`INSERT INTO clients (${names}) SELECT * FROM unnest(${arrays}) ON CONFLICT (uuid) DO NOTHING`
}

/** How many demo clients exist (they are numbered 0…n-1 by their uuid). */
async function countDemoClients(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clients)
    .where(between(clients.uuid, demoClientUuid(0), DEMO_CLIENT_UUID_PREFIX + 'ffffffffffff'))
  return row?.n ?? 0
}

/**
 * Runs a big load with the clients' secondary indexes dropped and built again afterwards (building
 * one at the end is several times faster than updating it per row, the trigram index most of all).
 * One transaction: a failure leaves the indexes as they were. Unique indexes stay (ON CONFLICT needs them).
 */
async function withIndexesRebuilt(db: Db, load: (tx: Tx) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    const indexes = await queryRows<{ name: string; def: string }>(
      tx,
      sql`SELECT indexname AS name, indexdef AS def FROM pg_indexes
          WHERE schemaname = current_schema() AND tablename = 'clients' AND indexdef NOT LIKE 'CREATE UNIQUE%'`,
    )
    for (const i of indexes) await tx.execute(sql`DROP INDEX ${sql.identifier(i.name)}`)
    await load(tx)
    for (const i of indexes) await tx.execute(sql.raw(i.def))
  })
}

/** Tops the demo clients up to `count`; clients already there (and any others) are left alone, but get their keys. */
export async function seedClients(db: Db, count: number): Promise<void> {
  const backfilled = await backfillClientKeys(db)
  const start = await countDemoClients(db)
  const load = async (tx: Db | Tx) => {
    for (let from = start; from < count; from += CHUNK) {
      const rows: SeedRow[] = []
      for (let n = from; n < Math.min(count, from + CHUNK); n++) {
        const client = demoClient(n)
        rows.push({ ...client, ...clientSearchKeys(client) })
      }
      await tx.execute(insertChunk(rows))
    }
  }
  if (count - start >= BULK) await withIndexesRebuilt(db, load)
  else await load(db)
  if (backfilled > 0 || start < count) await fillNameKeys(db)
}
