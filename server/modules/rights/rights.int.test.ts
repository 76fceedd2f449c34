import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Role } from '../../../domain/rights/rights.schema'
import { defaultRoles } from '../../../domain/permissions/roles'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const api = (path: string) => `${t.config.apiBase}/api/v2${path}`
const roles = async () =>
  (await t.as('admin', { method: 'GET', url: api('/roles') })).json<{ data: Role[] }>().data
const role = async (code: string) => (await roles()).find((r) => r.code === code)!
/** The permissions the user's profile grants (a name → true/false map in the answer). */
const profilePermissions = async (login: string) => {
  const res = await t.as(login, { method: 'GET', url: `${t.config.apiBase}/current-profile` })
  const map = res.json<{ user: { permissions: Record<string, boolean> } }>().user.permissions
  return Object.entries(map).flatMap(([name, on]) => (on ? [name] : []))
}

describe('a role’s permissions', () => {
  it('an edit takes effect for the role’s signed-in users at once and tells their tabs; a stale edit gets 409', async () => {
    const registrar = await role('registrar')
    expect(await profilePermissions('registrar')).toContain('crmClientsEdit')
    const toUser = vi.spyOn(t.app.realtime, 'toUser')
    const without = registrar.permissions.filter((p) => p !== 'crmClientsEdit')
    const res = await t.as('admin', {
      method: 'PUT',
      url: api(`/roles/${registrar.id}`),
      payload: { permissions: [...without].reverse(), version: registrar.version },
    })
    expect(res.statusCode).toBe(200)
    const saved = res.json<Role>()
    expect(saved.version).toBe(registrar.version + 1)
    // Stored in the catalogue's order, whatever order the editor sent.
    expect([...saved.permissions].sort()).toEqual([...without].sort())
    // The registrar's cached rights were dropped: the very next request sees the new set.
    expect(await profilePermissions('registrar')).not.toContain('crmClientsEdit')
    const newClient = await t.as('registrar', {
      method: 'POST',
      url: `${t.config.apiBase}/clients`,
      payload: {},
    })
    expect(newClient.statusCode).toBe(403)
    expect(toUser.mock.calls.some(([, event]) => event === 'rightsChanged')).toBe(true)
    toUser.mockRestore()

    const stale = await t.as('admin', {
      method: 'PUT',
      url: api(`/roles/${registrar.id}`),
      payload: { permissions: registrar.permissions, version: registrar.version },
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json<{ current: Role }>().current.version).toBe(saved.version)
  })

  it('reset brings back the defaults', async () => {
    const registrar = await role('registrar')
    const res = await t.as('admin', {
      method: 'POST',
      url: api(`/roles/${registrar.id}/reset`),
      payload: { version: registrar.version },
    })
    expect(res.statusCode).toBe(200)
    expect([...res.json<Role>().permissions].sort()).toEqual([...defaultRoles.registrar!.permissions].sort())
    expect(await profilePermissions('registrar')).toContain('crmClientsEdit')
  })

  it('refuses an unknown permission, and a user without the right', async () => {
    const registrar = await role('registrar')
    const bad = await t.as('admin', {
      method: 'PUT',
      url: api(`/roles/${registrar.id}`),
      payload: { permissions: ['crmEverything'], version: registrar.version },
    })
    expect(bad.statusCode).toBe(422)
    const denied = await t.as('registrar', {
      method: 'PUT',
      url: api(`/roles/${registrar.id}`),
      payload: { permissions: [...registrar.permissions, 'crmRightsEdit'], version: registrar.version },
    })
    expect(denied.statusCode).toBe(403)
    expect((await role('registrar')).permissions).not.toContain('crmRightsEdit')
  })

  it('lists users with their roles for the per-user rights', async () => {
    const res = await t.as('admin', { method: 'GET', url: api('/rights/users') })
    expect(res.statusCode).toBe(200)
    const list = res.json<{ data: Array<{ login: string; roleId: number }> }>().data
    expect(list.find((u) => u.login === 'registrar')?.roleId).toBe((await role('registrar')).id)
    expect(JSON.stringify(list)).not.toContain('password')
  })
})
