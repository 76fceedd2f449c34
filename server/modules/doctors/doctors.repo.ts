/** Doctors that can be chosen for a previous entry: staff marked as doctors and active. */
import { and, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { staff } from '../../db/schema/staff'

const collator = new Intl.Collator('uk')

/** Active doctors as {key, value}, in Ukrainian alphabetical order of the full name. */
export async function activeDoctors(db: Db): Promise<Array<{ key: number; value: string }>> {
  const rows = await db
    .select({ key: staff.id, value: staff.fullName })
    .from(staff)
    .where(and(eq(staff.isDoctor, true), eq(staff.active, true)))
  return rows.sort((a, b) => collator.compare(a.value, b.value) || a.key - b.key)
}

/** The active doctor with `id`, or undefined (unknown, not a doctor, or no longer active). */
export async function findActiveDoctor(
  db: Db | Tx,
  id: number,
): Promise<{ id: number; fullName: string } | undefined> {
  const [row] = await db
    .select({ id: staff.id, fullName: staff.fullName })
    .from(staff)
    .where(and(eq(staff.id, id), eq(staff.isDoctor, true), eq(staff.active, true)))
  return row
}
