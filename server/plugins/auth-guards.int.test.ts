import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { users } from '../db/schema/auth'
import { demoUsers } from '../db/seed/users'
import { defaultRoles } from '../../domain/permissions/roles'
import type { PermissionName } from '../../domain/permissions/catalogue'
import { createTestApp, type TestApp } from '../../tests/support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, '1')
const rolePermissions = (login: string) => {
  const role = demoUsers.find((u) => u.login === login)?.role ?? ''
  return new Set<string>(defaultRoles[role]?.permissions ?? [])
}

/**
 * A permission every role holds (reading the dictionaries): a per-user deny makes the warehouse keeper a
 * user without it, as an administrator would.
 */
async function deniedUser(needed: PermissionName[]) {
  const [row] = await t.db.db.select({ id: users.id }).from(users).where(eq(users.login, 'warehouse'))
  const res = await t.as('admin', {
    method: 'PUT',
    url: `/api/api/v2/users/${row!.id}/permissions`,
    payload: { grants: [], denies: needed },
  })
  expect(res.statusCode, res.body).toBe(200)
  return demoUsers.find((u) => u.login === 'warehouse')!
}

describe('every API route is guarded', () => {
  it('declares its access, and the public ones are only sign-in, refresh and the gateways’ callbacks', () => {
    expect(t.app.routeGuards.length).toBeGreaterThan(5)
    const open = t.app.routeGuards.filter((g) => g.auth === 'public').map((g) => `${g.method} ${g.url}`)
    // The payment gateways call these with no user: each is checked by the gateway's signature over the raw
    // body, size- and rate-limited (online-payments.int.test.ts refuses a forgery).
    expect(open.sort()).toEqual([
      'POST /api/api/public/payments/liqpay/callback',
      'POST /api/api/public/payments/wayforpay/callback',
      'POST /api/auth/refresh',
      'POST /api/login',
    ])
  })

  it('answers 401 without a token on every non-public route', async () => {
    for (const g of t.app.routeGuards.filter((r) => r.auth !== 'public')) {
      const res = await t.app.inject({ method: g.method, url: concrete(g.url) })
      expect(res.statusCode, `${g.method} ${g.url}`).toBe(401)
    }
  })

  it('answers 403 to a user without the permission and lets a user with it through', async () => {
    const guarded = t.app.routeGuards.filter((g) => g.auth !== 'public' && g.auth !== 'user')
    expect(guarded.length).toBeGreaterThan(0)
    for (const g of guarded) {
      const needed: PermissionName[] = [g.auth]
        .flat()
        .filter((a): a is PermissionName => a !== 'user' && a !== 'public')
      const lacking =
        demoUsers.find((u) => !needed.some((p) => rolePermissions(u.login).has(p))) ??
        (await deniedUser(needed))
      const holding = demoUsers.find(
        (u) => u.login !== lacking.login && needed.some((p) => rolePermissions(u.login).has(p)),
      )
      expect(holding, `a demo user with ${needed.join('|')}`).toBeDefined()
      const denied = await t.as(lacking.login ?? '', { method: g.method, url: concrete(g.url) })
      expect(denied.statusCode, `${lacking.login} → ${g.method} ${g.url}`).toBe(403)
      expect(denied.json()).toMatchObject({ code: 'forbidden', message: 'У вас немає доступу до цієї дії' })
      const allowed = await t.as(holding?.login ?? '', { method: g.method, url: concrete(g.url) })
      expect([401, 403], `${holding?.login} → ${g.method} ${g.url}`).not.toContain(allowed.statusCode)
    }
  })
})

describe('per-user grants and denies', () => {
  it('a grant gives a registrar the rights screen; a deny takes it from the administrator whatever the role says', async () => {
    const id = async (login: string) =>
      (await t.db.db.select({ id: users.id }).from(users).where(eq(users.login, login)))[0]!.id
    expect((await t.as('registrar', { method: 'GET', url: '/api/api/v2/roles' })).statusCode).toBe(403)

    const grant = await t.as('admin', {
      method: 'PUT',
      url: `/api/api/v2/users/${await id('registrar')}/permissions`,
      payload: { grants: ['crmRightsEdit'], denies: [] },
    })
    expect(grant.statusCode).toBe(200)
    expect((await t.as('registrar', { method: 'GET', url: '/api/api/v2/roles' })).statusCode).toBe(200)

    const deny = await t.as('registrar', {
      method: 'PUT',
      url: `/api/api/v2/users/${await id('admin')}/permissions`,
      payload: { grants: [], denies: ['crmRightsEdit'] },
    })
    expect(deny.statusCode).toBe(200)
    expect((await t.as('admin', { method: 'GET', url: '/api/api/v2/roles' })).statusCode).toBe(403)
    const profile = await t.as('admin', { method: 'GET', url: '/api/current-profile' })
    expect(
      profile.json<{ user: { permissions: Record<string, boolean> } }>().user.permissions.crmRightsEdit,
    ).toBeUndefined()

    const restore = await t.as('registrar', {
      method: 'PUT',
      url: `/api/api/v2/users/${await id('admin')}/permissions`,
      payload: { grants: [], denies: [] },
    })
    expect(restore.statusCode).toBe(200)
    expect((await t.as('admin', { method: 'GET', url: '/api/api/v2/roles' })).statusCode).toBe(200)
  })

  it('refuses an unknown permission name and a permission both granted and denied', async () => {
    const res = await t.as('admin', {
      method: 'PUT',
      url: '/api/api/v2/users/2/permissions',
      payload: { grants: ['rootAccess'], denies: [] },
    })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ errors: { 'grants.0': ['Невідоме право доступу'] } })
    const both = await t.as('admin', {
      method: 'PUT',
      url: '/api/api/v2/users/2/permissions',
      payload: { grants: ['crmTasksSee'], denies: ['crmTasksSee'] },
    })
    expect(both.statusCode).toBe(422)
    expect(both.json()).toMatchObject({
      errors: { denies: ['Право не може бути одночасно надане і заборонене'] },
    })
  })
})

describe('system modules', () => {
  it('are read by everyone and switched by an administrator only', async () => {
    const read = await t.as('lab', { method: 'GET', url: '/api/api/v2/system-modules' })
    expect(read.json()).toMatchObject({ phoneMask: true, rowsPerPage: 15 })
    const next = { ...read.json<Record<string, unknown>>(), phoneMask: false, rowsPerPage: 20 }
    expect(
      (await t.as('lab', { method: 'PUT', url: '/api/api/v2/system-modules', payload: next })).statusCode,
    ).toBe(403)
    const saved = await t.as('admin', { method: 'PUT', url: '/api/api/v2/system-modules', payload: next })
    expect(saved.statusCode).toBe(200)
    expect((await t.as('lab', { method: 'GET', url: '/api/api/v2/system-modules' })).json()).toMatchObject({
      phoneMask: false,
      rowsPerPage: 20,
    })
  })
})
