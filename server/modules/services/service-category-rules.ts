/**
 * The service category tree has two levels (spec 001 §2): a parent must be a top-level category, and a
 * category that has sub-categories stays at the top. Run by the resource framework on every create and
 * edit of a category (server/lib/crud/resource-checks.ts).
 */
import { eq } from 'drizzle-orm'
import type { FieldErrors } from '../../../domain/api/errors'
import { serviceCategoryMessages as msg } from '../../../domain/services/service-categories.resource'
import type { Tx } from '../../db/client'
import { serviceCategories } from '../../db/schema/catalogue'

/** Problems of the category `next` (id `selfId` when it exists) with its place in the tree. */
export async function serviceCategoryProblems(
  tx: Tx,
  next: Record<string, unknown>,
  selfId: number | undefined,
): Promise<FieldErrors> {
  const parentId = typeof next.parentId === 'number' ? next.parentId : null
  if (parentId === null) return {}
  if (parentId === selfId) return { parent_id: [msg.self] }
  const [parent] = await tx
    .select({ parentId: serviceCategories.parentId })
    .from(serviceCategories)
    .where(eq(serviceCategories.id, parentId))
  // An unknown parent is refused by its foreign key, as every reference of a resource is.
  if (parent && parent.parentId !== null) return { parent_id: [msg.tooDeep] }
  if (selfId !== undefined) {
    const [child] = await tx
      .select({ id: serviceCategories.id })
      .from(serviceCategories)
      .where(eq(serviceCategories.parentId, selfId))
      .limit(1)
    if (child) return { parent_id: [msg.hasChildren] }
  }
  return {}
}
