/**
 * GET /taskmanager/tasks/collection-filters (spec 000 §3 "Task manager filters") as key/value options
 * sorted by label: admins (active users who may write tasks, crmTasksEdit: the author filter),
 * priorities, staff groups, users (active users who see tasks, crmTasksSee: the performer filter) and
 * counterparties (insurance companies).
 */
import { asc, eq } from 'drizzle-orm'
import { can, effectivePermissions } from '../../../domain/permissions/check'
import type { Option } from '../../../domain/references/current-state.schema'
import type { TaskCollectionFilters } from '../../../domain/tasks/task-list.schema'
import { taskPriorities, taskPriorityCodes } from '../../../domain/tasks/task-states'
import type { Db } from '../../db/client'
import { roles, userPermissionOverrides, users } from '../../db/schema/auth'
import { insuranceCompanies } from '../../db/schema/finance'
import { staffGroups } from '../../db/schema/staff'

const collator = new Intl.Collator('uk', { numeric: true })
const byLabel = (rows: Option[]): Option[] => [...rows].sort((a, b) => collator.compare(a.value, b.value))

/** Reads every option set of the task filters. */
export async function readCollectionFilters(db: Db): Promise<TaskCollectionFilters> {
  const [userRows, overrideRows, groupRows, counterpartyRows] = await Promise.all([
    db
      .select({ key: users.id, value: users.name, rolePermissions: roles.permissions })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.isActive, true))
      .orderBy(asc(users.id)),
    db.select().from(userPermissionOverrides),
    db.select({ key: staffGroups.id, value: staffGroups.name }).from(staffGroups),
    db.select({ key: insuranceCompanies.id, value: insuranceCompanies.name }).from(insuranceCompanies),
  ])
  const overrides = (userId: number, effect: 'grant' | 'deny') =>
    overrideRows.filter((o) => o.userId === userId && o.effect === effect).map((o) => o.permission)
  const holders = (name: 'crmTasksSee' | 'crmTasksEdit') =>
    userRows
      .filter((u) =>
        can(
          effectivePermissions(u.rolePermissions, overrides(u.key, 'grant'), overrides(u.key, 'deny')),
          name,
        ),
      )
      .map(({ key, value }) => ({ key, value }))
  return {
    admins: byLabel(holders('crmTasksEdit')),
    // Priorities keep their own order (low → superhigh), not the alphabet's.
    priorities: taskPriorityCodes.map((key) => ({ key, value: taskPriorities[key] })),
    groups: byLabel(groupRows),
    users: byLabel(holders('crmTasksSee')),
    counterparties: byLabel(counterpartyRows),
  }
}
