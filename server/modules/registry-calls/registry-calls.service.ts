/**
 * Recording a call (issue 20 item 5). Who may: crmMcRegistrySee (the route) and one of
 * crmMcOrdersEditOwn, crmMcOrdersEditAll, crmPreviousOrdersEdit. A call about an order needs the right
 * to change that order (domain/orders/order-access.ts: own orders for crmMcOrdersEditOwn, any for
 * crmMcOrdersEditAll); an order outside the user's read scope answers as a missing one (422 order_id), one they read but may not change
 * is 403. A call about a previous entry or a client needs any of the three. Runs inside ctx.mutate.
 */
import { eq } from 'drizzle-orm'
import { DomainError, errorMessages } from '../../../domain/api/errors'
import { canSeeOrder, mayEditOrder } from '../../../domain/orders/order-access'
import { canAny } from '../../../domain/permissions/check'
import {
  callMessages as m,
  callWritePermissions,
  closingCallStates,
  type RegistryCall,
  type RegistryCallCreate,
} from '../../../domain/registry/registry-calls.schema'
import { callResults, callTypes } from '../../db/schema/call-center'
import { clients } from '../../db/schema/clients'
import { orders } from '../../db/schema/orders'
import { previousEntries } from '../../db/schema/previous-entries'
import { registryCalls } from '../../db/schema/registry-calls'
import type { MutationScope } from '../../lib/mutation'
import { fieldError } from '../clients/clients.service'
import { dictionarySet } from '../references/dictionary.repo'
import { callByUuid } from './registry-calls.repo'

const forbidden = () => new DomainError('forbidden', 403, errorMessages.forbidden)

/** Records a call (201); the same uuid again answers the stored call (200) and changes nothing. */
export async function recordCall(s: MutationScope, body: RegistryCallCreate): Promise<RegistryCall> {
  const p = s.user.permissions
  if (!canAny(p, callWritePermissions)) throw forbidden()
  const [existing] = await callByUuid(s.tx, body.uuid)
  if (existing) {
    // The same uuid is the same call only from the same user about the same thing: anything else must
    // not read another user's call.
    const same =
      existing.madeBy === s.user.id &&
      existing.orderId === (body.orderId ?? null) &&
      existing.previousEntryId === (body.previousEntryId ?? null)
    if (!same)
      throw new DomainError(
        'uuid_conflict',
        409,
        'Дзвінок з цим ідентифікатором уже записано з іншими даними',
      )
    return existing
  }

  const errors: Record<string, string[]> = {}
  let clientId = body.clientId ?? null
  if (body.orderId != null) {
    const [o] = await s.tx
      .select({ clientId: orders.clientId, createdBy: orders.createdBy, operatorId: orders.operatorId })
      .from(orders)
      .where(eq(orders.id, body.orderId))
    if (!o || !canSeeOrder(p, s.user.id, o)) errors.order_id = [m.orderUnknown]
    else if (!mayEditOrder(p, s.user.id, o)) throw forbidden()
    else clientId ??= o.clientId
  }
  if (body.previousEntryId != null) {
    const [e] = await s.tx
      .select({ clientId: previousEntries.clientId })
      .from(previousEntries)
      .where(eq(previousEntries.id, body.previousEntryId))
    if (!e) errors.previous_entry_id = [m.entryUnknown]
    else clientId ??= e.clientId
  }
  if (body.clientId != null) {
    const [c] = await s.tx.select({ id: clients.id }).from(clients).where(eq(clients.id, body.clientId))
    if (!c) errors.client_id = [m.clientUnknown]
  }
  const [type] = await s.tx
    .select({ id: callTypes.id })
    .from(callTypes)
    .where(eq(callTypes.id, body.callTypeId))
  if (!type) errors.call_type_id = [m.callType]
  const [result] = await s.tx
    .select({ ok: callResults.isSuccessful })
    .from(callResults)
    .where(eq(callResults.id, body.callResultId))
  if (!result) errors.call_result_id = [m.callResult]
  const state = body.orderCallState?.trim() || null
  if (state !== null) {
    const states = await dictionarySet(s.tx, 'orderCallStates')
    if (!states.some((o) => o.key === state)) errors.order_call_state = [m.callState]
  }
  const madeAt = body.madeAt ? new Date(body.madeAt) : s.now
  // A device's clock may run a little ahead; five minutes are forgiven.
  if (madeAt.getTime() > s.now.getTime() + 5 * 60_000) errors.made_at = [m.madeAt]
  if (Object.keys(errors).length) throw fieldError(errors)

  await s.tx.insert(registryCalls).values({
    uuid: body.uuid,
    orderId: body.orderId ?? null,
    previousEntryId: body.previousEntryId ?? null,
    clientId,
    callTypeId: body.callTypeId,
    callResultId: body.callResultId,
    orderCallState: state,
    comment: body.comment?.trim() || null,
    closes: Boolean(result?.ok) || (closingCallStates as readonly string[]).includes(state ?? ''),
    madeBy: s.user.id,
    madeAt,
  })
  s.status(201)
  const [stored] = await callByUuid(s.tx, body.uuid)
  return stored!
}
