/**
 * Saving the whole list of weekend reasons (spec 001 §7). Items are matched to rows by id, else by
 * the device's uuid (so a resent create finds its row); a renamed reason is saved against its
 * version; reasons missing from the list are deleted; new ones go to the end. Any stale edit refuses
 * the whole list with 409 and the current list, so the editor can show mine and theirs.
 */
import { eq, sql } from 'drizzle-orm'
import { DomainError, errorMessages } from '../../../domain/api/errors'
import {
  weekendReasonsMessages as msg,
  type WeekendReason,
  type WeekendReasonInput,
} from '../../../domain/settings/weekend-reasons.schema'
import { weekendReasons } from '../../db/schema/dictionaries'
import type { MutationScope } from '../../lib/mutation'
import { insertOnce } from '../../lib/client-uuid'
import { updateVersioned, versionConflict } from '../../lib/versioned'
import { deleteReasons, listReasons, nextSort } from './weekend-reasons.repo'

export const SCOPE = 'weekend-reasons'
export const ENTITY = 'weekend-reason'
// Any fixed number: two administrators saving the list at once are served one after the other.
const LIST_LOCK = 727_010

type Plan = {
  renames: Array<{ row: WeekendReason; name: string }>
  creates: WeekendReasonInput[]
  kept: Set<number>
}

function plan(input: WeekendReasonInput[], rows: WeekendReason[]): Plan {
  const byId = new Map(rows.map((r) => [r.id, r]))
  const byUuid = new Map(rows.map((r) => [r.uuid, r]))
  const out: Plan = { renames: [], creates: [], kept: new Set() }
  const errors: Record<string, string[]> = {}
  let stale = false
  input.forEach((item, i) => {
    const row = item.id !== undefined ? byId.get(item.id) : byUuid.get(item.uuid)
    if (item.id !== undefined && row && row.uuid !== item.uuid)
      errors[`data.${i}.id`] = [msg.id_uuid_mismatch]
    else if (item.id !== undefined && !row)
      stale = true // deleted by someone else meanwhile
    else if (!row) out.creates.push(item)
    else {
      out.kept.add(row.id)
      if (row.name === item.name) return
      if (item.version === undefined) errors[`data.${i}.version`] = [msg.version_required]
      else if (item.version !== row.version) stale = true
      else out.renames.push({ row, name: item.name })
    }
  })
  if (Object.keys(errors).length)
    throw new DomainError('validation_failed', 422, errorMessages.validation_failed, { errors })
  if (stale) throw versionConflict({ data: rows })
  return out
}

/** Replaces the list with `input`; answers the saved list. */
export async function saveReasons(
  m: MutationScope,
  input: WeekendReasonInput[],
): Promise<{ data: WeekendReason[] }> {
  const { tx } = m
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LIST_LOCK})`)
  const rows = await listReasons(tx)
  const p = plan(input, rows)
  const change = (r: { id: number; uuid: string }, op: 'upsert' | 'delete') =>
    m.changed({ scope: SCOPE, entity: ENTITY, id: r.id, uuid: r.uuid, op })

  const gone = rows.filter((r) => !p.kept.has(r.id))
  await deleteReasons(
    tx,
    gone.map((r) => r.id),
  )
  gone.forEach((r) => change(r, 'delete'))
  // Two steps, so swapping two names never trips the unique index half-way.
  for (const { row } of p.renames)
    await tx
      .update(weekendReasons)
      .set({ name: `\u0001${row.uuid}` })
      .where(eq(weekendReasons.id, row.id))
  for (const { row, name } of p.renames) {
    const match = eq(weekendReasons.id, row.id)
    const saved = await updateVersioned(
      tx,
      weekendReasons,
      { match, version: row.version },
      { name },
      async () => ({
        data: await listReasons(tx),
      }),
    )
    change(saved, 'upsert')
  }
  let sort = await nextSort(tx)
  for (const item of p.creates) {
    const { row } = await insertOnce(tx, weekendReasons, { uuid: item.uuid, name: item.name, sort })
    sort += 10
    change(row, 'upsert')
  }
  return { data: await listReasons(tx) }
}
