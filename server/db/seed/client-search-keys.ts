/**
 * Upkeep of the clients' search keys in bulk: keys for rows stored before the key columns existed, and
 * the near-miss word list (client_name_keys). Row-by-row writes keep both in step in the clients repo.
 */
import { isNull, sql } from 'drizzle-orm'
import { clientSearchKeys } from '../../../domain/clients/client-keys'
import type { Db } from '../client'
import { clients } from '../schema/clients'

const CHUNK = 5000

/**
 * Writes the search keys of clients that have none: rows stored before the key columns existed (a
 * database migrated from an earlier version). Answers how many it filled.
 */
export async function backfillClientKeys(db: Db): Promise<number> {
  let filled = 0
  for (;;) {
    const rows = await db
      .select({
        id: clients.id,
        surname: clients.surname,
        name: clients.name,
        patronymic: clients.patronymic,
      })
      .from(clients)
      .where(isNull(clients.surnameKey))
      .limit(CHUNK)
    if (rows.length === 0) return filled
    const keys = rows.map(clientSearchKeys)
    await db.execute(sql`
      UPDATE clients SET surname_key = k.s, name_key = k.n, patronymic_key = k.p
      FROM unnest(${sql.param(rows.map((r) => r.id))}::int[], ${sql.param(keys.map((k) => k.surnameKey))}::text[],
                  ${sql.param(keys.map((k) => k.nameKey))}::text[], ${sql.param(keys.map((k) => k.patronymicKey))}::text[])
        AS k(id, s, n, p)
      WHERE clients.id = k.id`)
    filled += rows.length
  }
}

/** Adds every stored name key to the near-miss word list (as migration 0007 does once). */
export async function fillNameKeys(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO client_name_keys (field, key)
    SELECT 'surname', surname_key FROM clients WHERE surname_key IS NOT NULL
    UNION SELECT 'name', name_key FROM clients WHERE name_key IS NOT NULL
    UNION SELECT 'patronymic', patronymic_key FROM clients WHERE patronymic_key IS NOT NULL
    ON CONFLICT DO NOTHING`)
}
