/**
 * Checks the rows a task payload points at (performer, client, counterparty, topic, document category)
 * and resolves a client given by its offline uuid to its id. Every missing row is reported at once as
 * a 422 keyed by its snake_case field.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { DomainError, errorMessages, type FieldErrors } from '../../../domain/api/errors'
import { can } from '../../../domain/permissions/check'
import { taskMessages } from '../../../domain/tasks/task.schema'
import type { Tx } from '../../db/client'
import { clients } from '../../db/schema/clients'
import { insuranceCompanies } from '../../db/schema/finance'
import { taskDocumentCategories, taskTopics } from '../../db/schema/tasks'
import { loadAuthUser } from '../auth/auth.repo'

export interface TaskRefsInput {
  performerId?: number | undefined
  clientId?: number | string | null | undefined
  counterpartyId?: number | null | undefined
  topicId?: number | null | undefined
  documentCategoryId?: number | null | undefined
}

/** The client's server id; a client named by uuid may have been created offline a moment ago. */
async function clientIdOf(tx: Tx, ref: number | string): Promise<number | undefined> {
  const byRef = typeof ref === 'number' ? eq(clients.id, ref) : eq(clients.uuid, ref)
  const [row] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(byRef, isNull(clients.deletedAt)))
  return row?.id
}

/** True when the query finds a row (Drizzle queries are thenables). */
const found = async (query: PromiseLike<unknown[]>): Promise<boolean> => (await query).length > 0

/** Validates the references that are given; answers `clientId` as a number (or null / undefined). */
export async function checkTaskRefs(
  tx: Tx,
  input: TaskRefsInput,
): Promise<{ clientId: number | null | undefined }> {
  const errors: FieldErrors = {}
  const fail = (field: string, message: string) => void (errors[field] = [message])

  if (input.performerId !== undefined) {
    // A task given to someone who cannot see tasks would never be done.
    const performer = await loadAuthUser(tx, input.performerId)
    if (!performer?.isActive) fail('performer_id', taskMessages.performer_not_found)
    else if (!can(performer.permissions, 'crmTasksSee'))
      fail('performer_id', taskMessages.performer_no_access)
  }
  let clientId: number | null | undefined = input.clientId === null ? null : undefined
  if (input.clientId !== undefined && input.clientId !== null) {
    clientId = await clientIdOf(tx, input.clientId)
    if (clientId === undefined) fail('client_id', taskMessages.client_not_found)
  }
  if (input.counterpartyId != null) {
    const q = tx
      .select({ id: insuranceCompanies.id })
      .from(insuranceCompanies)
      .where(eq(insuranceCompanies.id, input.counterpartyId))
    if (!(await found(q))) fail('counterparty_id', taskMessages.counterparty_not_found)
  }
  if (input.topicId != null) {
    const q = tx.select({ id: taskTopics.id }).from(taskTopics).where(eq(taskTopics.id, input.topicId))
    if (!(await found(q))) fail('topic_id', taskMessages.topic_not_found)
  }
  if (input.documentCategoryId != null) {
    const q = tx
      .select({ id: taskDocumentCategories.id })
      .from(taskDocumentCategories)
      .where(eq(taskDocumentCategories.id, input.documentCategoryId))
    if (!(await found(q))) fail('document_category_id', taskMessages.document_category_not_found)
  }
  if (Object.keys(errors).length > 0)
    throw new DomainError('validation_failed', 422, errorMessages.validation_failed, { errors })
  return { clientId }
}
