/** Database access of the staff screen: the user list, one user with every link, and writing the links. */
import { and, asc, count, eq, exists, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { DomainError, errorMessages } from '../../../domain/api/errors'
import {
  staffUserMessages,
  type StaffUser,
  type StaffUserCreate,
  type StaffUserListQuery,
  type StaffUserRow,
} from '../../../domain/staff/staff-users.schema'
import type { Db, Tx } from '../../db/client'
import { roles, userRoles, users } from '../../db/schema/auth'
import { clients } from '../../db/schema/clients'
import { filials, warehouses } from '../../db/schema/places'
import { specializations, staff, staffGroups } from '../../db/schema/staff'
import {
  cashRegisters,
  userCashRegisters,
  userFilials,
  userSpecializations,
  userStaffGroups,
  userWarehouses,
} from '../../db/schema/staff-users'
import { containing } from '../../lib/like'

type Pair = [userId: number, ref: number]

type Links = Pick<
  StaffUser,
  'extraRoleIds' | 'filialIds' | 'staffGroupIds' | 'specializationIds' | 'warehouseIds' | 'cashRegisterIds'
>

/** The user's join tables: the form field, its user and reference columns, and how a row is built. */
const linkTables = [
  {
    field: 'extraRoleIds',
    table: userRoles,
    user: userRoles.userId,
    ref: userRoles.roleId,
    insert: (tx: Tx, rows: Pair[]) =>
      tx.insert(userRoles).values(rows.map(([userId, roleId]) => ({ userId, roleId }))),
  },
  {
    field: 'filialIds',
    table: userFilials,
    user: userFilials.userId,
    ref: userFilials.filialId,
    insert: (tx: Tx, rows: Pair[]) =>
      tx.insert(userFilials).values(rows.map(([userId, filialId]) => ({ userId, filialId }))),
  },
  {
    field: 'staffGroupIds',
    table: userStaffGroups,
    user: userStaffGroups.userId,
    ref: userStaffGroups.staffGroupId,
    insert: (tx: Tx, rows: Pair[]) =>
      tx.insert(userStaffGroups).values(rows.map(([userId, staffGroupId]) => ({ userId, staffGroupId }))),
  },
  {
    field: 'specializationIds',
    table: userSpecializations,
    user: userSpecializations.userId,
    ref: userSpecializations.specializationId,
    insert: (tx: Tx, rows: Pair[]) =>
      tx
        .insert(userSpecializations)
        .values(rows.map(([userId, specializationId]) => ({ userId, specializationId }))),
  },
  {
    field: 'warehouseIds',
    table: userWarehouses,
    user: userWarehouses.userId,
    ref: userWarehouses.warehouseId,
    insert: (tx: Tx, rows: Pair[]) =>
      tx.insert(userWarehouses).values(rows.map(([userId, warehouseId]) => ({ userId, warehouseId }))),
  },
  {
    field: 'cashRegisterIds',
    table: userCashRegisters,
    user: userCashRegisters.userId,
    ref: userCashRegisters.cashRegisterId,
    insert: (tx: Tx, rows: Pair[]) =>
      tx
        .insert(userCashRegisters)
        .values(rows.map(([userId, cashRegisterId]) => ({ userId, cashRegisterId }))),
  },
] as const satisfies ReadonlyArray<{
  field: keyof Links
  table: PgTable
  user: PgColumn
  ref: PgColumn
  insert: (tx: Tx, rows: Pair[]) => Promise<unknown>
}>

/** A page of users for the list, with their role and filial names. */
export async function listStaffUsers(
  db: Db,
  q: StaffUserListQuery,
): Promise<{ rows: StaffUserRow[]; total: number }> {
  const where: SQL[] = []
  if (q.q) where.push(or(ilike(users.login, containing(q.q)), ilike(users.name, containing(q.q)))!)
  if (q.roleId !== undefined) {
    const extra = db
      .select({ one: sql`1` })
      .from(userRoles)
      .where(and(eq(userRoles.userId, users.id), eq(userRoles.roleId, q.roleId)))
    where.push(or(eq(users.roleId, q.roleId), exists(extra))!)
  }
  if (q.filialId !== undefined) {
    const inFilial = db
      .select({ one: sql`1` })
      .from(userFilials)
      .where(and(eq(userFilials.userId, users.id), eq(userFilials.filialId, q.filialId)))
    where.push(exists(inFilial))
  }
  if (q.blocked !== undefined) where.push(eq(users.isActive, q.blocked === 'false'))
  const condition = where.length ? and(...where) : undefined
  const [totalRow] = await db.select({ n: count() }).from(users).where(condition)
  const page = await db
    .select({
      id: users.id,
      login: users.login,
      name: users.name,
      isActive: users.isActive,
      role: roles.name,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(condition)
    // Logins are Latin letters: one order whatever the database's collation (names in Cyrillic are not).
    .orderBy(asc(sql`lower(${users.login})`), asc(users.id))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage)
  const ids = page.map((r) => r.id)
  const [extra, places] = ids.length
    ? await Promise.all([
        db
          .select({ userId: userRoles.userId, name: roles.name })
          .from(userRoles)
          .innerJoin(roles, eq(roles.id, userRoles.roleId))
          .where(inArray(userRoles.userId, ids))
          .orderBy(asc(roles.name)),
        db
          .select({ userId: userFilials.userId, name: filials.name })
          .from(userFilials)
          .innerJoin(filials, eq(filials.id, userFilials.filialId))
          .where(inArray(userFilials.userId, ids))
          .orderBy(asc(filials.name)),
      ])
    : [[], []]
  const namesOf = (list: Array<{ userId: number; name: string }>, id: number) =>
    list.filter((x) => x.userId === id).map((x) => x.name)
  return {
    total: totalRow?.n ?? 0,
    rows: page.map((r) => ({
      id: r.id,
      login: r.login,
      name: r.name,
      roleNames: [r.role, ...namesOf(extra, r.id)],
      filialNames: namesOf(places, r.id),
      blocked: !r.isActive,
    })),
  }
}

/** One user with every link, as the form edits it. */
export async function readStaffUser(db: Db | Tx, id: number): Promise<StaffUser | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      login: users.login,
      name: users.name,
      roleId: users.roleId,
      clientId: users.clientId,
      surname: clients.surname,
      clientFirstName: clients.name,
      patronymic: clients.patronymic,
      mustApproveOnline: users.mustApproveOnline,
      isActive: users.isActive,
      version: users.version,
    })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(eq(users.id, id))
  if (!row) return undefined
  const links = {} as Links
  for (const l of linkTables) {
    const found = await db.select({ ref: l.ref }).from(l.table).where(eq(l.user, id)).orderBy(asc(l.ref))
    links[l.field] = found.map((f) => f.ref)
  }
  const [card] = await db
    .select({ id: staff.id, name: staff.fullName })
    .from(staff)
    .where(eq(staff.userId, id))
  const { surname, clientFirstName, patronymic, ...user } = row
  const clientName =
    surname === null ? null : [surname, clientFirstName, patronymic].filter(Boolean).join(' ').trim()
  return { ...user, ...links, clientName, doctorId: card?.id ?? null, doctorName: card?.name ?? null }
}

const refused = (field: string, message: string) =>
  new DomainError('validation_failed', 422, errorMessages.validation_failed, {
    errors: { [field]: [message] },
  })

/** Which referenced table each id list (and the client id) must exist in. */
const refTables: Array<{ field: string; table: PgTable; id: PgColumn }> = [
  { field: 'role_id', table: roles, id: roles.id },
  { field: 'extra_role_ids', table: roles, id: roles.id },
  { field: 'filial_ids', table: filials, id: filials.id },
  { field: 'staff_group_ids', table: staffGroups, id: staffGroups.id },
  { field: 'specialization_ids', table: specializations, id: specializations.id },
  { field: 'warehouse_ids', table: warehouses, id: warehouses.id },
  { field: 'cash_register_ids', table: cashRegisters, id: cashRegisters.id },
  { field: 'client_id', table: clients, id: clients.id },
]

type Input = Omit<StaffUserCreate, 'password'>

const idsOfField = (input: Input, field: string): number[] => {
  const value = {
    role_id: [input.roleId],
    extra_role_ids: input.extraRoleIds,
    filial_ids: input.filialIds,
    staff_group_ids: input.staffGroupIds,
    specialization_ids: input.specializationIds,
    warehouse_ids: input.warehouseIds,
    cash_register_ids: input.cashRegisterIds,
    client_id: input.clientId === null ? [] : [input.clientId],
  }[field]
  return [...new Set(value ?? [])]
}

/**
 * Refuses (422 on the field) a choice that names no record, a login another user has (any case) and a
 * cash register outside the chosen filials.
 */
export async function checkStaffUser(tx: Tx, input: Input, self: number | null): Promise<void> {
  const clash = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.login})`, input.login.toLowerCase()))
  if (clash.some((c) => c.id !== self)) throw refused('login', staffUserMessages.loginTaken)
  for (const r of refTables) {
    const wanted = idsOfField(input, r.field)
    if (!wanted.length) continue
    const found = await tx.select({ id: r.id }).from(r.table).where(inArray(r.id, wanted))
    if (found.length !== wanted.length) throw refused(r.field, staffUserMessages.unknownRef)
  }
  if (input.cashRegisterIds.length) {
    const registers = await tx
      .select({ filialId: cashRegisters.filialId })
      .from(cashRegisters)
      .where(inArray(cashRegisters.id, input.cashRegisterIds))
    if (registers.some((r) => !input.filialIds.includes(r.filialId)))
      throw refused('cash_register_ids', staffUserMessages.registerNotInFilials)
  }
  if (input.doctorId != null) {
    const [card] = await tx
      .select({ userId: staff.userId, active: staff.active, isDoctor: staff.isDoctor })
      .from(staff)
      .where(eq(staff.id, input.doctorId))
    // The card the account already holds is kept as it is, even one deactivated since: the rest of the
    // user stays editable (the workstation reads active cards only).
    const kept = self !== null && card?.userId === self
    if (!kept && (!card?.active || !card.isDoctor)) throw refused('doctor_id', staffUserMessages.notADoctor)
    if (card && card.userId !== null && card.userId !== self) throw doctorTaken()
  }
}

/**
 * Replaces every link of the user with the form's choice (the main role is not repeated as an extra);
 * the doctor's card only when the input names one or null. Two accounts racing for one card: the unique
 * index staff_user_uq lets one win, the other is answered doctorTaken.
 */
export async function writeLinks(tx: Tx, userId: number, input: Input): Promise<void> {
  if (input.doctorId !== undefined) {
    const doctorId = input.doctorId
    await tx
      .update(staff)
      .set({ userId: null })
      .where(and(eq(staff.userId, userId), doctorId === null ? undefined : ne(staff.id, doctorId)))
    if (doctorId !== null)
      await tx
        .transaction((sp) =>
          sp
            .update(staff)
            .set({ userId })
            .where(and(eq(staff.id, doctorId), or(isNull(staff.userId), eq(staff.userId, userId))))
            .returning({ id: staff.id }),
        )
        .then((rows) => {
          if (!rows.length) throw doctorTaken()
        })
        .catch((e: unknown) => {
          throw isUniqueViolation(e) ? doctorTaken() : e
        })
  }
  for (const l of linkTables) {
    await tx.delete(l.table).where(eq(l.user, userId))
    const refs = [...new Set(input[l.field])].filter((r) => l.field !== 'extraRoleIds' || r !== input.roleId)
    if (refs.length)
      await l.insert(
        tx,
        refs.map((ref): Pair => [userId, ref]),
      )
  }
}

/** Whether an error is PostgreSQL's unique violation (two saves of one login at once). */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: unknown } | undefined
  if (err?.code === '23505') return true
  return err?.cause ? isUniqueViolation(err.cause) : false
}

export const loginTaken = () => refused('login', staffUserMessages.loginTaken)
const doctorTaken = () => refused('doctor_id', staffUserMessages.doctorTaken)

/** The users whose permissions follow a role: main holders and additional holders. */
export async function usersOfRole(db: Db, roleId: number): Promise<number[]> {
  const main = await db.select({ id: users.id }).from(users).where(eq(users.roleId, roleId))
  const extra = await db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, roleId))
  return [...new Set([...main, ...extra].map((r) => r.id))]
}
