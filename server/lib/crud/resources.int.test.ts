/**
 * The generic suite every registered resource passes (domain/resources/registry.ts): reading needs the
 * definition's read permission and writing its write permission; create once per uuid, read back,
 * filter, uniqueness refusals on the field, versioned edit with 409 on a stale version, the change
 * feed, deletion and its "in use" refusal.
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  secretKeys,
  widgetOf,
  type AnyResource,
  type ResourceRow,
} from '../../../domain/resources/define-resource'
import type { PermissionName } from '../../../domain/permissions/catalogue'
import { defaultRoles } from '../../../domain/permissions/roles'
import { allResources } from '../../../domain/resources/registry'
import { queryRows } from '../../db/raw'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { lookupKey, sampleRecord } from '../../../tests/support/resource-samples'
import { lookups, type LookupName, type LookupResponse } from '../../../domain/resources/lookups'
import { snake } from './resource-repo'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const api = (path: string) => `/api${path}`
const write = (login: string, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.as(login, {
    method,
    url: api(url),
    headers: { 'idempotency-key': randomUUID() },
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  })

async function firstId(resource: string): Promise<number> {
  const def = allResources().find((r) => r.name === resource)!
  const res = await t.as('admin', { method: 'GET', url: api(`${def.apiPath}?perPage=1`) })
  expect(res.statusCode, res.body).toBe(200)
  const id = res.json<{ data: ResourceRow[] }>().data[0]?.id
  expect(id, `${resource} has demo rows`).toBeDefined()
  return id!
}

async function firstLookupId(name: LookupName): Promise<number> {
  const res = await t.as('admin', { method: 'GET', url: api(lookups[name].apiPath) })
  expect(res.statusCode, res.body).toBe(200)
  const id = res.json<LookupResponse>().data[0]?.id
  expect(id, `${name} has demo records`).toBeDefined()
  return id!
}

/**
 * A demo login (named as its role) holding the read permission but not the write one where a role has
 * that pair (the registrar reads the dictionaries; the warehouse's own role writes what it reads).
 */
const loginWith = (perm: PermissionName, not?: PermissionName) =>
  Object.keys(defaultRoles).find((role) => {
    const perms: readonly PermissionName[] = defaultRoles[role]!.permissions
    return role !== 'admin' && perms.includes(perm) && (!not || !perms.includes(not))
  })
const loginWithout = (perm: PermissionName) =>
  Object.keys(defaultRoles).find((role) => !defaultRoles[role]!.permissions.includes(perm))
const reader = (def: AnyResource) =>
  loginWith(def.perms.read, def.perms.write) ?? loginWith(def.perms.read) ?? 'admin'

describe.each(allResources().map((d) => [d.name, d] as const))('resource %s', (_name, def) => {
  let refIds: Record<string, number> = {}
  let created: ResourceRow

  beforeAll(async () => {
    const refs = new Set(Object.values(def.form).flatMap((f) => (f.ref ? [f.ref] : [])))
    const sets = new Set(Object.values(def.form).flatMap((f) => (f.lookup ? [f.lookup] : [])))
    refIds = Object.fromEntries(
      await Promise.all([
        ...[...refs].map(async (r): Promise<[string, number]> => [r, await firstId(r)]),
        ...[...sets].map(async (l): Promise<[string, number]> => [lookupKey(l), await firstLookupId(l)]),
      ]),
    )
  })

  it('is read with its read permission and refused a write without its write permission', async () => {
    const list = await t.as(reader(def), { method: 'GET', url: api(def.apiPath) })
    expect(list.statusCode, list.body).toBe(200)
    const outsider = loginWithout(def.perms.read)
    if (outsider)
      expect((await t.as(outsider, { method: 'GET', url: api(def.apiPath) })).statusCode).toBe(403)
    const refused = await write(loginWithout(def.perms.write)!, 'POST', def.apiPath, {
      uuid: randomUUID(),
      ...sampleRecord(def, refIds),
    })
    expect(refused.statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: api(def.apiPath) })).statusCode).toBe(401)
  })

  it('creates a record once per uuid and reads it back by id and through the filters', async () => {
    const body = { uuid: randomUUID(), ...sampleRecord(def, refIds) }
    const res = await write('admin', 'POST', def.apiPath, body)
    expect(res.statusCode, res.body).toBe(201)
    created = res.json<ResourceRow>()
    // A secret is written, never answered back (null; `storedSecrets` names it).
    const secrets = secretKeys(def)
    expect(created).toMatchObject({
      ...body,
      ...Object.fromEntries(secrets.map((k) => [k, null])),
      version: 1,
    })
    if (secrets.length)
      expect(created.storedSecrets).toEqual(secrets.filter((k) => (body as Record<string, unknown>)[k]))
    const again = await write('admin', 'POST', def.apiPath, body)
    expect(again.statusCode).toBe(200)
    expect(again.json<ResourceRow>().id).toBe(created.id)
    const other = await write('admin', 'POST', def.apiPath, { ...sampleRecord(def, refIds), uuid: body.uuid })
    expect(other.statusCode, other.body).toBe(409)
    expect(other.json()).toMatchObject({ code: 'uuid_conflict', current: { id: created.id } })

    const one = await t.as('admin', { method: 'GET', url: api(`${def.apiPath}/${created.id}`) })
    expect(one.json()).toEqual(created)
    // A record created offline is named by its uuid until the device learns its id.
    const byUuid = await t.as('admin', { method: 'GET', url: api(`${def.apiPath}/${created.uuid}`) })
    expect(byUuid.json()).toEqual(created)
    const search = def.filters?.find((f) => f.kind === 'search')
    if (search && search.kind === 'search') {
      const text = String(created[search.fields[0]!])
      const found = await t.as('admin', {
        method: 'GET',
        url: api(`${def.apiPath}?q=${encodeURIComponent(text.toUpperCase())}`),
      })
      expect(found.json<{ data: ResourceRow[] }>().data.map((r) => r.id)).toContain(created.id)
    }
    expect((await t.as('admin', { method: 'GET', url: api(`${def.apiPath}/2147483647`) })).statusCode).toBe(
      404,
    )
    expect((await t.as('admin', { method: 'GET', url: api(`${def.apiPath}/01`) })).statusCode).toBe(422)
  })

  it('refuses a record that repeats a unique value, with the rule’s message on the field', async () => {
    for (const rule of def.unique ?? []) {
      const copy = { uuid: randomUUID(), ...sampleRecord(def, refIds) }
      for (const k of rule.fields) copy[k as keyof typeof copy] = created[k] as never
      // The same text typed differently is the same value.
      const last = rule.fields.at(-1)!
      if (typeof created[last] === 'string')
        copy[last as keyof typeof copy] = ` ${String(created[last]).toLowerCase()} ` as never
      const res = await write('admin', 'POST', def.apiPath, copy)
      expect(res.statusCode, `${rule.message}: ${res.body}`).toBe(422)
      expect(res.json<{ errors: Record<string, string[]> }>().errors[snake(last)]).toEqual([rule.message])
    }
  })

  it('edits against a version, and a stale edit gets 409 with the current record', async () => {
    const [key, spec] = Object.entries(def.form).find(([, f]) => widgetOf(f) === 'text')!
    const value = `${String(sampleRecord(def, refIds)[key])}`
    const res = await write('admin', 'PATCH', `${def.apiPath}/${created.id}`, { version: 1, [key]: value })
    expect(res.statusCode, `${spec.label}: ${res.body}`).toBe(200)
    expect(res.json()).toMatchObject({ [key]: value, version: 2 })
    const stale = await write('admin', 'PATCH', `${def.apiPath}/${created.id}`, {
      version: 1,
      [key]: `${value}x`,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ code: 'version_conflict', current: { id: created.id, version: 2 } })
    created = res.json<ResourceRow>()
  })

  it('is in the change feed of its scope', async () => {
    const res = await t.as(reader(def), {
      method: 'GET',
      url: api(`/api/v2/sync/pull?scopes=${def.name}&limit=1000`),
    })
    expect(res.statusCode, res.body).toBe(200)
    const upserts = res.json<{ upserts: Array<{ uuid: string; data: unknown }> }>().upserts
    expect(upserts.find((u) => u.uuid === created.uuid)?.data).toEqual(created)
  })

  it('deletes a record, and refuses to delete one in use', async () => {
    const gone = await write('admin', 'DELETE', `${def.apiPath}/${created.id}`)
    expect(gone.statusCode, gone.body).toBe(200)
    expect(
      (await t.as('admin', { method: 'GET', url: api(`${def.apiPath}/${created.id}`) })).statusCode,
    ).toBe(404)
    const rules = def.inUse ?? []
    const usedBy = async (rule: (typeof rules)[number], id?: number) =>
      queryRows<{ id: number }>(
        t.db.db,
        sql`SELECT ${sql.identifier(rule.column)} AS id FROM ${sql.identifier(rule.table)} WHERE ${
          id === undefined
            ? sql`${sql.identifier(rule.column)} IS NOT NULL`
            : sql`${sql.identifier(rule.column)} = ${id}`
        } LIMIT 1`,
      )
    for (const rule of rules) {
      const [used] = await usedBy(rule)
      if (!used) continue
      // A record in use in several ways is refused with the first of the definition's rules that holds.
      let first = rule
      for (const r of rules)
        if ((await usedBy(r, used.id)).length) {
          first = r
          break
        }
      const refused = await write('admin', 'DELETE', `${def.apiPath}/${used.id}`)
      expect(refused.statusCode, refused.body).toBe(409)
      expect(refused.json()).toMatchObject({ code: 'in_use', message: first.message })
    }
  })
})
