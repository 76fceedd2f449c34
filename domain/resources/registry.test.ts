import { describe, expect, it } from 'vitest'
import { navRoutes } from '../navigation/nav-routes'
import { permissionNames } from '../permissions/catalogue'
import { lookupByName } from './lookups'
import { allResources, resourceByName } from './registry'

describe('the resource registry', () => {
  const defs = allResources()

  it('names each resource, entity and API path once', () => {
    for (const key of ['name', 'entity', 'apiPath', 'table'] as const)
      expect(new Set(defs.map((d) => d[key])).size, key).toBe(defs.length)
  })

  it('puts every resource on a route of the navigation', () => {
    const paths = new Set(navRoutes.map((r) => r.path))
    for (const d of defs) expect(paths.has(d.route), `${d.name}: ${d.route}`).toBe(true)
  })

  it('refers only to registered resources, its own fields and known permissions', () => {
    for (const d of defs) {
      const fields = new Set(Object.keys(d.fields))
      expect(new Set(Object.keys(d.form)), d.name).toEqual(fields)
      for (const c of d.columns) expect(fields.has(c.key), `${d.name} column ${c.key}`).toBe(true)
      for (const f of d.filters ?? []) {
        if (f.kind === 'search')
          for (const k of f.fields) expect(fields.has(k), `${d.name} search ${k}`).toBe(true)
        else expect(fields.has(f.key), `${d.name} filter ${f.key}`).toBe(true)
        if (f.kind === 'ref') expect(resourceByName(f.ref), `${d.name} filter ref ${f.ref}`).toBeDefined()
      }
      for (const [k, f] of Object.entries(d.form)) {
        if (f.ref) expect(resourceByName(f.ref), `${d.name}.${k} → ${f.ref}`).toBeDefined()
        if (f.lookup) expect(lookupByName(f.lookup), `${d.name}.${k} → ${f.lookup}`).toBeDefined()
      }
      for (const c of d.columns) {
        if (c.kind === 'ref') expect(resourceByName(c.ref ?? ''), `${d.name} column ${c.key}`).toBeDefined()
        if (c.kind === 'lookup')
          expect(lookupByName(c.lookup ?? ''), `${d.name} column ${c.key}`).toBeDefined()
      }
      for (const rule of d.unique ?? [])
        for (const k of rule.fields) expect(fields.has(k), `${d.name} unique ${k}`).toBe(true)
      expect(permissionNames).toContain(d.perms.read)
      expect(permissionNames).toContain(d.perms.write)
    }
  })

  it('derives the payloads: a create needs the uuid and the required fields, an edit a version', () => {
    const d = resourceByName('call-types')!
    expect(d.schemas.create.safeParse({ name: 'Вхідний', systemName: 'incoming' }).success).toBe(false)
    const uuid = '3f0c6c8e-1a4b-4c1d-9a7e-2b1c3d4e5f60'
    expect(d.schemas.create.safeParse({ uuid, name: 'Вхідний', systemName: 'incoming' }).success).toBe(true)
    expect(d.schemas.create.safeParse({ uuid, name: '  ', systemName: 'incoming' }).success).toBe(false)
    expect(d.schemas.create.safeParse({ uuid, name: 'Вхідний\u0000', systemName: 'incoming' }).success).toBe(
      false,
    )
    expect(d.schemas.create.safeParse({ uuid, name: 'Вхідний', systemName: 'вхідний' }).success).toBe(false)
    expect(d.schemas.patch.safeParse({ name: 'Інший' }).success).toBe(false)
    expect(d.schemas.patch.safeParse({ version: 2, name: 'Інший' }).success).toBe(true)
    expect(d.schemas.patch.safeParse({ version: 2_147_483_648 }).success).toBe(false)
  })
})
