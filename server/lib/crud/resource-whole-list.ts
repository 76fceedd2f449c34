/**
 * The PUT of a whole list (a resource with `wholeList`, e.g. weekend reasons, spec 001 §7 "PUT
 * /settings/weekend-reasons | payload: list of reasons; returns the list"). Items are matched to rows
 * by id, else by the device's uuid (a resent create finds its row); a changed item is saved against
 * the version it was based on; rows missing from the list are deleted (refused while in use); new
 * ones are created. A stale edit, or an edit of a row deleted meanwhile, refuses the whole list with
 * 409 and `current` = {data: the current list}. The list's own uniqueness is checked as a whole with
 * the definition's messages ("Не всі причини унікальні").
 */
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { DomainError, errorMessages } from '../../../domain/api/errors'
import type { AnyResource, ResourceRow } from '../../../domain/resources/define-resource'
import { idSchema, versionSchema } from '../../../domain/resources/resource-fields'
import type { Tx } from '../../db/client'
import { insertOnce } from '../client-uuid'
import type { MutationScope } from '../mutation'
import { updateVersioned, versionConflict } from '../versioned'
import { deleteRow, listRows, lockOf, toRow, type Bound } from './resource-repo'

export const WHOLE_LIST_MAX = 500

const keyOf = (v: unknown) => (typeof v === 'string' ? v.trim().toLocaleLowerCase('uk') : v)

/** The PUT body: {data: [{id?, uuid, ...fields, version?}]}, each rule's values unique within it. */
export function wholeListSchema(def: AnyResource) {
  const item = z
    .object(def.fields)
    .extend({
      /** Absent for a record created on this device. */
      id: idSchema.optional(),
      uuid: z.uuid(),
      /** The version the edit is based on; required when an existing record changes. */
      version: versionSchema.optional(),
    })
    .strict()
  return z
    .object({ data: z.array(item).max(WHOLE_LIST_MAX, `Не більше ${WHOLE_LIST_MAX} записів`) })
    .strict()
    .superRefine((v, ctx) => {
      for (const rule of def.unique ?? []) {
        const seen = new Set<string>()
        v.data.forEach((r, i) => {
          const k = JSON.stringify(rule.fields.map((f) => keyOf((r as Record<string, unknown>)[f])))
          if (seen.has(k))
            ctx.addIssue({ code: 'custom', path: ['data', i, rule.fields.at(-1)!], message: rule.message })
          seen.add(k)
        })
      }
      const uuids = new Set<string>()
      ;(v.data as Array<{ uuid: string }>).forEach((r, i) => {
        if (uuids.has(r.uuid))
          ctx.addIssue({ code: 'custom', path: ['data', i, 'uuid'], message: 'Повторний uuid' })
        uuids.add(r.uuid)
      })
    })
}

type Item = Record<string, unknown> & { id?: number; uuid: string; version?: number }

const all = async (tx: Tx, b: Bound) =>
  (await listRows(tx, b, { page: 1, perPage: WHOLE_LIST_MAX * 2, filters: {} })).data

/** Replaces the list with `input`; answers the saved list. */
export async function saveWholeList(
  m: MutationScope,
  b: Bound,
  input: Item[],
): Promise<{ data: ResourceRow[] }> {
  const { tx } = m
  await tx.execute(lockOf(b))
  const rows = await all(tx, b)
  const byId = new Map(rows.map((r) => [r.id, r]))
  const byUuid = new Map(rows.map((r) => [r.uuid, r]))
  const edits: Array<{ row: ResourceRow; set: Record<string, unknown> }> = []
  const creates: Item[] = []
  const kept = new Set<number>()
  const errors: Record<string, string[]> = {}
  let stale = false
  input.forEach((item, i) => {
    const row = item.id !== undefined ? byId.get(item.id) : byUuid.get(item.uuid)
    if (item.id !== undefined && row && row.uuid !== item.uuid)
      errors[`data.${i}.id`] = ['Ідентифікатор не відповідає uuid запису']
    else if (item.id !== undefined && !row)
      stale = true // deleted by someone else meanwhile
    else if (!row) creates.push(item)
    else {
      kept.add(row.id)
      const set: Record<string, unknown> = {}
      for (const k of b.fieldKeys) if (item[k] !== undefined && item[k] !== row[k]) set[k] = item[k]
      if (Object.keys(set).length === 0) return
      if (item.version === undefined) errors[`data.${i}.version`] = ['Вкажіть версію запису, яку ви змінюєте']
      else if (item.version !== row.version) stale = true
      else edits.push({ row, set })
    }
  })
  if (Object.keys(errors).length)
    throw new DomainError('validation_failed', 422, errorMessages.validation_failed, { errors })
  if (stale) throw versionConflict({ data: rows })

  const change = (r: { id: number; uuid: string }, op: 'upsert' | 'delete') =>
    m.changed({ scope: b.def.name, entity: b.def.entity, id: r.id, uuid: r.uuid, op })
  for (const row of rows.filter((r) => !kept.has(r.id))) {
    await deleteRow(tx, b, row.id)
    change(row, 'delete')
  }
  // Unique texts first step aside, so swapping two names never trips a unique index half-way.
  const uniqueText = new Set((b.def.unique ?? []).flatMap((r) => r.fields))
  for (const { row, set } of edits) {
    const aside = Object.fromEntries(
      Object.keys(set)
        .filter((k) => uniqueText.has(k) && typeof set[k] === 'string')
        .map((k) => [k, `\u0001${row.uuid}`]),
    )
    if (Object.keys(aside).length) await tx.update(b.table).set(aside).where(eq(b.table.id, row.id))
  }
  for (const { row, set } of edits) {
    const saved = await updateVersioned(
      tx,
      b.table,
      { id: row.id, version: row.version },
      set as never,
      async () => ({
        data: await all(tx, b),
      }),
    )
    change(toRow(b, saved), 'upsert')
  }
  for (const item of creates) {
    const values: Record<string, unknown> = { uuid: item.uuid }
    for (const k of b.fieldKeys) if (item[k] !== undefined) values[k] = item[k]
    const { row } = await insertOnce(tx, b.table, values as never)
    change(toRow(b, row), 'upsert')
  }
  return { data: await all(tx, b) }
}
