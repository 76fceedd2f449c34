/** Roles and the demo logins (one per role, password demo12345). Demo only: SEED=none creates none. */
import { hash } from '@node-rs/argon2'
import { and, eq, isNull, notExists } from 'drizzle-orm'
import type { Db } from '../client'
import { roles, users } from '../schema/auth'
import { staff } from '../schema/staff'
import { defaultRoles } from '../../../domain/permissions/roles'

export const DEMO_PASSWORD = 'demo12345'

export const demoUsers = [
  { login: 'admin', name: 'Олена Адміністраторка', role: 'admin' },
  { login: 'registrar', name: 'Ірина Реєстраторка', role: 'registrar' },
  { login: 'doctor', name: 'Андрій Лікар', role: 'doctor' },
  { login: 'cashier', name: 'Марія Касирка', role: 'cashier' },
  { login: 'lab', name: 'Оксана Лаборантка', role: 'lab' },
  { login: 'callcenter', name: 'Тарас Оператор', role: 'callcenter' },
  { login: 'warehouse', name: 'Богдан Комірник', role: 'warehouse' },
] as const

/** argon2id with the library's defaults (OWASP-recommended parameters). */
export const hashPassword = (password: string) => hash(password, { algorithm: 2 })

/** Creates the default roles that are missing; existing roles (maybe edited by an admin) stay as they are. */
export async function seedRoles(db: Db): Promise<Map<string, number>> {
  await db
    .insert(roles)
    .values(
      Object.entries(defaultRoles).map(([code, r]) => ({
        code,
        name: r.name,
        permissions: [...r.permissions],
      })),
    )
    .onConflictDoNothing({ target: roles.code })
  const rows = await db.select({ id: roles.id, code: roles.code }).from(roles)
  return new Map(rows.map((r) => [r.code, r.id]))
}

/** Creates the demo logins that are missing. */
export async function seedDemoUsers(db: Db): Promise<void> {
  const roleIds = await seedRoles(db)
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  for (const u of demoUsers) {
    const roleId = roleIds.get(u.role)
    if (roleId === undefined) throw new Error(`role ${u.role} missing`)
    await db
      .insert(users)
      .values({ login: u.login, name: u.name, roleId, passwordHash, isDemo: true })
      .onConflictDoNothing({ target: users.login })
  }
}

/** The demo staff card the demo `doctor` login is linked to: the doctor's workstation shows their day. */
export const DEMO_DOCTOR_CARD = 'Шевчук Андрій Миколайович'

/** Links the demo `doctor` login to its staff card, unless the login or the card is linked already. */
export async function linkDemoDoctor(db: Db): Promise<void> {
  const [doctor] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'doctor'))
  if (!doctor) return
  await db
    .update(staff)
    .set({ userId: doctor.id })
    .where(
      and(
        eq(staff.fullName, DEMO_DOCTOR_CARD),
        isNull(staff.userId),
        notExists(db.select({ id: staff.id }).from(staff).where(eq(staff.userId, doctor.id))),
      ),
    )
}

/** For a production start (SEED=none): creates `admin` with the given password when no user exists. */
export async function ensureAdmin(db: Db, password: string): Promise<boolean> {
  const [any] = await db.select({ id: users.id }).from(users).limit(1)
  if (any) return false
  const roleIds = await seedRoles(db)
  const roleId = roleIds.get('admin')
  if (roleId === undefined) throw new Error('admin role missing')
  await db
    .insert(users)
    .values({ login: 'admin', name: 'Адміністратор', roleId, passwordHash: await hashPassword(password) })
  return true
}

/** True when no user exists yet (a fresh database). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.isActive, true)).limit(1)
  return row === undefined
}
