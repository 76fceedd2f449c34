import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type {
  StaffUser,
  StaffUserChoices,
  StaffUserCreate,
  StaffUserList,
} from '../../../domain/staff/staff-users.schema'
import { eq } from 'drizzle-orm'
import { DomainError } from '../../../domain/api/errors'
import { staff } from '../../db/schema/staff'
import { writeLinks } from './staff-users.repo'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

let t: TestApp
let choices: StaffUserChoices
beforeAll(async () => {
  t = await createTestApp()
  choices = (await t.as('admin', { method: 'GET', url: api('/staff-users/choices') })).json()
})
afterAll(() => t.close())

const api = (path: string) => `${t.config.apiBase}/api/v2${path}`
const roleId = (name: string) => choices.roles.find((r) => r.name === name)!.id
const filialId = (name: string) => choices.filials.find((f) => f.name === name)!.id
const registerOf = (filial: number) => choices.cashRegisters.find((c) => c.filialId === filial)!.id

let keys = 0
const create = (body: Partial<StaffUserCreate>) =>
  t.as('admin', {
    method: 'POST',
    url: api('/staff-users'),
    headers: { 'idempotency-key': `staff-test-${++keys}-${Date.now()}` },
    payload: {
      login: 'new.user',
      name: 'Нова Користувачка',
      password: 'first-pass-1',
      roleId: roleId('Реєстратор'),
      extraRoleIds: [],
      filialIds: [],
      staffGroupIds: [],
      specializationIds: [],
      warehouseIds: [],
      cashRegisterIds: [],
      clientId: null,
      mustApproveOnline: false,
      ...body,
    },
  })

const signIn = (login: string, password: string) =>
  t.app.inject({ method: 'POST', url: `${t.config.apiBase}/login`, payload: { login, password } })
const tokenOf = async (login: string, password: string) => {
  const res = await signIn(login, password)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ token: string }>().token
}
const profile = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: `${t.config.apiBase}/current-profile`,
    headers: { authorization: `Bearer ${token}` },
  })
const permissionsOf = async (token: string) =>
  (await profile(token)).json<{ user: { permissions: Record<string, boolean> } }>().user.permissions
const edit = (user: StaffUser, change: Partial<StaffUser>) => {
  const { id, clientName: _n, isActive: _a, doctorName: _d, ...rest } = { ...user, ...change }
  return t.as('admin', { method: 'PUT', url: api(`/staff-users/${id}`), payload: rest })
}
const fieldErrors = (res: { json: <T>() => T }) => res.json<{ errors?: Record<string, string[]> }>().errors

describe('the staff-users API', () => {
  it('needs a signed-in user with crmStaffEdit', async () => {
    expect((await t.app.inject({ method: 'GET', url: api('/staff-users') })).statusCode).toBe(401)
    expect((await t.as('registrar', { method: 'GET', url: api('/staff-users') })).statusCode).toBe(403)
    const denied = await t.as('registrar', {
      method: 'POST',
      url: api('/staff-users'),
      payload: { login: 'x' },
    })
    expect(denied.statusCode).toBe(403)
    expect((await t.as('admin', { method: 'GET', url: api('/staff-users') })).statusCode).toBe(200)
  })

  it('creates a user with an extra role, filials and a cash register; the login is unique in any case', async () => {
    const kyiv = filialId('Київ, Хрещатик')
    const res = await create({
      login: 'Olha.K',
      extraRoleIds: [roleId('Лаборант')],
      filialIds: [kyiv],
      cashRegisterIds: [registerOf(kyiv)],
      mustApproveOnline: true,
    })
    expect(res.statusCode, res.body).toBe(201)
    const user = res.json<StaffUser>()
    expect(user).toMatchObject({
      login: 'Olha.K',
      filialIds: [kyiv],
      mustApproveOnline: true,
      isActive: true,
    })
    expect(JSON.stringify(user)).not.toContain('pass')

    const again = await create({ login: 'olha.k' })
    expect(again.statusCode).toBe(422)
    expect(fieldErrors(again)).toEqual({ login: ['Такий логін вже зайнятий'] })

    // The list finds it by any part of the login or the name, in any case, with its role and filial names.
    const list = (
      await t.as('admin', { method: 'GET', url: api('/staff-users?q=OLHA') })
    ).json<StaffUserList>()
    expect(list.data.map((u) => u.login)).toEqual(['Olha.K'])
    expect(list.data[0]).toMatchObject({
      roleNames: ['Реєстратор', 'Лаборант'],
      filialNames: ['Київ, Хрещатик'],
      blocked: false,
    })
    const byRole = await t.as('admin', {
      method: 'GET',
      url: api(`/staff-users?roleId=${roleId('Лаборант')}`),
    })
    expect(
      byRole
        .json<StaffUserList>()
        .data.map((u) => u.login)
        .sort(),
    ).toEqual(['Olha.K', 'lab'])
  })

  it('refuses a cash register of a filial the user is not in, and a stale edit', async () => {
    const kyiv = filialId('Київ, Хрещатик')
    const lviv = filialId('Львів, Городоцька')
    const wrong = await create({
      login: 'wrong.register',
      filialIds: [kyiv],
      cashRegisterIds: [registerOf(lviv)],
    })
    expect(wrong.statusCode).toBe(422)
    expect(fieldErrors(wrong)).toEqual({ cash_register_ids: ['Каса не належить обраним філіалам'] })

    const user = (await create({ login: 'stale.edit', filialIds: [kyiv] })).json<StaffUser>()
    const first = await edit(user, { name: 'Перша Зміна' })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json<StaffUser>().version).toBe(user.version + 1)
    const stale = await edit(user, { name: 'Друга Зміна' })
    expect(stale.statusCode).toBe(409)
    expect(stale.json<{ current: StaffUser }>().current.name).toBe('Перша Зміна')
    // Dropping the filial while keeping its cash register is refused too.
    const current = first.json<StaffUser>()
    const dropped = await edit(current, { filialIds: [], cashRegisterIds: [registerOf(kyiv)] })
    expect(dropped.statusCode).toBe(422)
  })

  it('gives the extra role’s permissions at once, and a deny still wins', async () => {
    await create({ login: 'two.roles' })
    const token = await tokenOf('two.roles', 'first-pass-1')
    expect((await permissionsOf(token)).crmReportsLabSee).toBeUndefined()
    const user = (
      await t.as('admin', { method: 'GET', url: api('/staff-users?q=two.roles') })
    ).json<StaffUserList>().data[0]!
    const full = (
      await t.as('admin', { method: 'GET', url: api(`/staff-users/${user.id}`) })
    ).json<StaffUser>()
    const toUser = vi.spyOn(t.app.realtime, 'toUser')
    expect((await edit(full, { extraRoleIds: [roleId('Лаборант')] })).statusCode).toBe(200)
    expect(toUser).toHaveBeenCalledWith(user.id, 'rightsChanged', {})
    toUser.mockRestore()
    const withLab = await permissionsOf(token)
    expect(withLab.crmReportsLabSee).toBe(true)
    expect(withLab.crmClientsEdit).toBe(true) // the main role's still there

    const denied = await t.as('admin', {
      method: 'PUT',
      url: api(`/users/${user.id}/permissions`),
      payload: { grants: [], denies: ['crmReportsLabSee'] },
    })
    expect(denied.statusCode).toBe(200)
    expect((await permissionsOf(token)).crmReportsLabSee).toBeUndefined()
  })

  it('a block refuses the user’s token and sign-in; unblock lets them in again; nobody blocks themself', async () => {
    const user = (await create({ login: 'to.block' })).json<StaffUser>()
    const token = await tokenOf('to.block', 'first-pass-1')
    expect((await profile(token)).statusCode).toBe(200)
    const blocked = await t.as('admin', {
      method: 'POST',
      url: api(`/staff-users/${user.id}/block`),
      payload: {},
    })
    expect(blocked.statusCode, blocked.body).toBe(200)
    expect(blocked.json()).toMatchObject({ id: user.id, isActive: false })
    expect((await profile(token)).statusCode).toBe(401)
    expect((await signIn('to.block', 'first-pass-1')).statusCode).not.toBe(200)
    const listed = await t.as('admin', { method: 'GET', url: api('/staff-users?blocked=true&q=to.block') })
    expect(listed.json<StaffUserList>().data.map((u) => u.login)).toEqual(['to.block'])

    const unblocked = await t.as('admin', {
      method: 'POST',
      url: api(`/staff-users/${user.id}/unblock`),
      payload: {},
    })
    expect(unblocked.json()).toMatchObject({ isActive: true })
    expect((await signIn('to.block', 'first-pass-1')).statusCode).toBe(200)

    const adminId = (await t.as('admin', { method: 'GET', url: api('/staff-users?q=admin') }))
      .json<StaffUserList>()
      .data.find((u) => u.login === 'admin')!.id
    const self = await t.as('admin', {
      method: 'POST',
      url: api(`/staff-users/${adminId}/block`),
      payload: {},
    })
    expect(self.statusCode).toBe(422)
    expect(self.json<{ message: string }>().message).toBe('Не можна заблокувати себе')
  })

  it('a new password ends the sessions: the old one fails, the new one works', async () => {
    const user = (await create({ login: 'new.password' })).json<StaffUser>()
    const token = await tokenOf('new.password', 'first-pass-1')
    // The trigger refuses tokens issued before the change's second: let that second pass first.
    await new Promise((r) => setTimeout(r, 1100))
    const short = await t.as('admin', {
      method: 'POST',
      url: api(`/staff-users/${user.id}/password`),
      payload: { password: 'short' },
    })
    expect(short.statusCode).toBe(422)
    expect(fieldErrors(short)?.password?.[0]).toMatch(/щонайменше 8/)
    const res = await t.as('admin', {
      method: 'POST',
      url: api(`/staff-users/${user.id}/password`),
      payload: { password: 'second-pass-2' },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect((await profile(token)).statusCode).toBe(401)
    expect((await signIn('new.password', 'first-pass-1')).statusCode).not.toBe(200)
    expect((await signIn('new.password', 'second-pass-2')).statusCode).toBe(200)
  })

  it('answers bad input with 4xx, never 5xx', async () => {
    const nul = await create({ login: 'bad\u0000login' })
    expect(nul.statusCode).toBe(422)
    const surrogate = await create({ login: 'surrogate', name: 'Ім\ud800я' })
    expect(surrogate.statusCode).toBe(422)
    const tooBig = await t.as('admin', { method: 'GET', url: api('/staff-users/2147483648') })
    expect(tooBig.statusCode).toBe(422)
    const missingRef = await create({ login: 'missing.ref', filialIds: [2_147_483_647] })
    expect(missingRef.statusCode).toBe(422)
    expect(Object.keys(fieldErrors(missingRef) ?? {})).toEqual(['filial_ids'])
    const bigRole = await create({ login: 'big.role', roleId: 2_147_483_648 })
    expect(bigRole.statusCode).toBe(422)
    const missing = await t.as('admin', {
      method: 'POST',
      url: api('/staff-users/999999/block'),
      payload: {},
    })
    expect(missing.statusCode).toBe(404)
    const q = await t.as('admin', { method: 'GET', url: api('/staff-users?q=%00') })
    expect(q.statusCode).toBe(422)
  })
})

describe('the account’s doctor card', () => {
  const doctorOf = (name: string) => choices.doctors.find((d) => d.name === name)!
  const readUser = async (id: number) =>
    (await t.as('admin', { method: 'GET', url: api(`/staff-users/${id}`) })).json<StaffUser>()

  it('lists the active doctors with the account each is linked to (the demo doctor’s card is linked)', async () => {
    const linked = choices.doctors.filter((d) => d.userId !== null)
    expect(linked.map((d) => d.name)).toEqual(['Шевчук Андрій Миколайович'])
    expect(choices.doctors.length).toBeGreaterThan(5)
  })

  it('links on create, moves to another card, keeps the link when left out, unlinks with null', async () => {
    const kovalenko = doctorOf('Коваленко Олена Петрівна')
    const made = await create({ login: 'doc.link', doctorId: kovalenko.id })
    expect(made.statusCode, made.body).toBe(201)
    const user = made.json<StaffUser>()
    expect(user).toMatchObject({ doctorId: kovalenko.id, doctorName: 'Коваленко Олена Петрівна' })
    expect(await readUser(user.id)).toMatchObject({
      doctorId: kovalenko.id,
      doctorName: 'Коваленко Олена Петрівна',
    })

    const other = doctorOf('Бондаренко Ірина Василівна')
    const moved = await edit(user, { doctorId: other.id })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json<StaffUser>().doctorId).toBe(other.id)
    // One card per account: the first card is free again.
    const now = (
      await t.as('admin', { method: 'GET', url: api('/staff-users/choices') })
    ).json<StaffUserChoices>()
    expect(now.doctors.find((d) => d.id === kovalenko.id)!.userId).toBeNull()
    expect(now.doctors.find((d) => d.id === other.id)!.userId).toBe(user.id)

    const { doctorId: _left, ...withoutDoctor } = moved.json<StaffUser>()
    const kept = await edit(withoutDoctor as StaffUser, { name: 'Лікарка Бондаренко' })
    expect(kept.statusCode, kept.body).toBe(200)
    expect((await readUser(user.id)).doctorId).toBe(other.id)

    const unlinked = await edit(await readUser(user.id), { doctorId: null })
    expect(unlinked.statusCode, unlinked.body).toBe(200)
    expect(unlinked.json<StaffUser>()).toMatchObject({ doctorId: null, doctorName: null })
    const after = (
      await t.as('admin', { method: 'GET', url: api('/staff-users/choices') })
    ).json<StaffUserChoices>()
    expect(after.doctors.find((d) => d.id === other.id)!.userId).toBeNull()
  })

  it('refuses a card another account holds, and a staff member who is not a doctor', async () => {
    const taken = await create({ login: 'doc.taken', doctorId: doctorOf('Шевчук Андрій Миколайович').id })
    expect(taken.statusCode).toBe(422)
    expect(fieldErrors(taken)).toEqual({
      doctor_id: ['Цього лікаря вже пов’язано з іншим обліковим записом'],
    })
    // A staff member who is not a doctor (a nurse, a lab doctor …).
    const [nurse] = await t.db.db
      .select({ id: staff.id })
      .from(staff)
      .where(eq(staff.isDoctor, false))
      .limit(1)
    const notDoctor = await create({ login: 'doc.nurse', doctorId: nurse!.id })
    expect(notDoctor.statusCode).toBe(422)
    expect(fieldErrors(notDoctor)).toEqual({ doctor_id: ['Оберіть лікаря зі списку'] })
    const missing = await create({ login: 'doc.missing', doctorId: 999_999 })
    expect(fieldErrors(missing)).toEqual({ doctor_id: ['Оберіть лікаря зі списку'] })

    // A doctor's card no longer active is not offered, and not taken either.
    const leaving = doctorOf('Коваленко Олена Петрівна')
    await t.db.db.update(staff).set({ active: false }).where(eq(staff.id, leaving.id))
    try {
      const inactive = await create({ login: 'doc.inactive', doctorId: leaving.id })
      expect(inactive.statusCode).toBe(422)
      expect(fieldErrors(inactive)).toEqual({ doctor_id: ['Оберіть лікаря зі списку'] })
    } finally {
      await t.db.db.update(staff).set({ active: true }).where(eq(staff.id, leaving.id))
    }
  })

  it('keeps a card the account holds after it is deactivated: the rest of the user stays editable', async () => {
    const card = doctorOf('Ткаченко Марія Іванівна')
    const made = await create({ login: 'doc.kept', doctorId: card.id })
    expect(made.statusCode, made.body).toBe(201)
    await t.db.db.update(staff).set({ active: false }).where(eq(staff.id, card.id))
    try {
      const saved = await edit(made.json<StaffUser>(), { name: 'Лікарка у відпустці' })
      expect(saved.statusCode, saved.body).toBe(200)
      expect(saved.json<StaffUser>()).toMatchObject({ name: 'Лікарка у відпустці', doctorId: card.id })
    } finally {
      await t.db.db.update(staff).set({ active: true }).where(eq(staff.id, card.id))
    }
  })

  it('refuses a card taken between the check and the write (a race), leaving the holder’s link', async () => {
    const made = await create({ login: 'doc.race' })
    expect(made.statusCode, made.body).toBe(201)
    const { id, clientName: _n, doctorName: _d, isActive: _a, version: _v, ...input } = made.json<StaffUser>()
    const held = doctorOf('Шевчук Андрій Миколайович')
    const refusal = await t.db.db
      .transaction((tx) => writeLinks(tx, id, { ...input, doctorId: held.id }))
      .catch((e: unknown) => e)
    expect(refusal).toBeInstanceOf(DomainError)
    expect((refusal as DomainError).details.errors).toEqual({
      doctor_id: ['Цього лікаря вже пов’язано з іншим обліковим записом'],
    })
    const [card] = await t.db.db.select({ userId: staff.userId }).from(staff).where(eq(staff.id, held.id))
    expect(card!.userId).toBe(held.userId)
  })
})
