/**
 * Demo data of the staff screen: one or two cash registers per filial, and the filials, staff groups,
 * specializations, warehouses and cash registers of the demo logins. Idempotent: each table is filled
 * only while empty, so an administrator's later choices survive a second run.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../client'
import { users } from '../schema/auth'
import { filials, warehouses } from '../schema/places'
import { specializations, staffGroups } from '../schema/staff'
import {
  cashRegisters,
  userCashRegisters,
  userFilials,
  userSpecializations,
  userStaffGroups,
  userWarehouses,
} from '../schema/staff-users'
import { demoFilials } from './demo-places'
import { idsBy, insertIfEmpty } from './seed-helpers'

const SEED_LOCK = 727_030

/** What each demo login works with: filial codes, groups, specializations, warehouses, cash registers. */
const demoLinks: Record<
  string,
  { filials: string[]; groups: string[]; specs?: string[]; warehouses?: string[]; registers?: string[] }
> = {
  admin: { filials: ['KV01', 'KV02'], groups: ['Адміністрація'] },
  registrar: { filials: ['KV01'], groups: ['Реєстратура'] },
  doctor: { filials: ['KV01'], groups: ['Лікарі'], specs: ['Терапевт', 'Сімейний лікар'] },
  cashier: { filials: ['KV01', 'KV02'], groups: ['Реєстратура'], registers: ['KV01 Каса 1', 'KV02 Каса 1'] },
  lab: { filials: ['KV01'], groups: ['Лабораторія'], specs: ['Лікар-лаборант'] },
  callcenter: { filials: ['KV01'], groups: ['Кол-центр'] },
  warehouse: {
    filials: ['KV01'],
    groups: ['Адміністрація'],
    warehouses: ['Центральний склад', 'Склад філії Київ, Хрещатик'],
  },
}

/** Seeds the cash registers and the demo logins' links (after the demo users and the references). */
export async function seedStaffUsers(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`)
    const filialIds = await idsBy(tx, filials, filials.code, filials.id)
    // Big filials have two cash registers, small ones one; fiscal numbers are fictional.
    await insertIfEmpty(tx, cashRegisters, () =>
      demoFilials.flatMap(([code, , , , , , full], i) =>
        [1, ...(full ? [2] : [])].flatMap((n) => {
          const filialId = filialIds.get(code)
          return filialId === undefined
            ? []
            : [{ name: `Каса ${n}`, filialId, fiscalNumber: `40000${String(i * 10 + n).padStart(5, '0')}` }]
        }),
      ),
    )
    const userIds = await idsBy(tx, users, users.login, users.id)
    const groupIds = await idsBy(tx, staffGroups, staffGroups.name, staffGroups.id)
    const specIds = await idsBy(tx, specializations, specializations.name, specializations.id)
    const warehouseIds = await idsBy(tx, warehouses, warehouses.name, warehouses.id)
    const codeOf = new Map([...filialIds].map(([code, id]) => [id, code]))
    const registerRows = await tx
      .select({ id: cashRegisters.id, name: cashRegisters.name, filialId: cashRegisters.filialId })
      .from(cashRegisters)
    const registerIds = new Map(registerRows.map((r) => [`${codeOf.get(r.filialId)} ${r.name}`, r.id]))
    // Pairs whose parent is missing (a renamed filial, a deleted user) are skipped, not invented.
    const pairs = (pick: (l: (typeof demoLinks)[string]) => string[] | undefined, ids: Map<string, number>) =>
      Object.entries(demoLinks).flatMap(([login, links]) => {
        const userId = userIds.get(login)
        if (userId === undefined) return []
        return (pick(links) ?? []).flatMap((k) => {
          const id = ids.get(k)
          return id === undefined ? [] : [{ userId, id }]
        })
      })
    await insertIfEmpty(tx, userFilials, () =>
      pairs((l) => l.filials, filialIds).map(({ userId, id }) => ({ userId, filialId: id })),
    )
    await insertIfEmpty(tx, userStaffGroups, () =>
      pairs((l) => l.groups, groupIds).map(({ userId, id }) => ({ userId, staffGroupId: id })),
    )
    await insertIfEmpty(tx, userSpecializations, () =>
      pairs((l) => l.specs, specIds).map(({ userId, id }) => ({ userId, specializationId: id })),
    )
    await insertIfEmpty(tx, userWarehouses, () =>
      pairs((l) => l.warehouses, warehouseIds).map(({ userId, id }) => ({ userId, warehouseId: id })),
    )
    await insertIfEmpty(tx, userCashRegisters, () =>
      pairs((l) => l.registers, registerIds).map(({ userId, id }) => ({ userId, cashRegisterId: id })),
    )
  })
}
