/** POST /api/v2/mc-orders/{id}/check-test-before-remove: the rule is domain/orders/test-removal.ts. */
import { DomainError, errorMessages } from '../../../domain/api/errors'
import { testRemoval, testRemovalMessages, type TestRemoval } from '../../../domain/orders/test-removal'
import type { Db } from '../../db/client'
import { notFound } from '../../lib/versioned'
import type { AuthUser } from '../auth/auth.repo'
import { assertMayEdit } from './order-guard'
import { orderRow } from './order-view'

/** Whether the user may take test `testId` out of order `id`'s cart, and why not. Writes nothing. */
export async function checkTestBeforeRemove(
  db: Db,
  user: AuthUser,
  id: number,
  testId: number,
): Promise<{ data: TestRemoval }> {
  const row = await orderRow(db, id)
  if (!row) throw notFound()
  assertMayEdit(user, row)
  const lines = row.cartData.tests.filter((t) => t.id === testId)
  if (lines.length === 0)
    throw new DomainError('validation_failed', 422, errorMessages.validation_failed, {
      errors: { test_id: [testRemovalMessages.notInOrder] },
    })
  return { data: testRemoval(row.state, lines) }
}
