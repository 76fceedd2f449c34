/**
 * The call list's requests: the list (GET /registry/call-list, read through the device's reference
 * store so the last copy is there offline), a row's call history (GET /registry/calls) and recording a
 * call (POST /registry/calls) through the outbox — recorded offline too, sent exactly once (its uuid).
 */
import {
  registryCallHistorySchema,
  type CallListRow,
  type RegistryCall,
  type RegistryCallCreate,
} from '../../../domain/registry/registry-calls.schema'
import { api } from '../../lib/api/api'
import { REGISTRY_CALL_ENTITY } from '../../offline/entities/registry-calls'
import type { Offline } from '../../offline/react/offline-context'

export const CALLS_PATH = '/registry/calls'
export const CALL_LIST_PAGE_PATH = '/mc-registry/call-list'

export interface CallListFilters {
  scope: 'mine' | 'filial'
  reason: CallListRow['reason'] | undefined
  page: number
}

/** The path of the list under filters: also its key in the device's reference store. */
export function callListPath(f: CallListFilters): string {
  const params = new URLSearchParams({ scope: f.scope })
  if (f.reason) params.set('reason', f.reason)
  if (f.page > 1) params.set('page', String(f.page))
  return `/registry/call-list?${params}`
}

export function callHistory(row: Pick<CallListRow, 'orderId' | 'previousEntryId'>) {
  const params = new URLSearchParams(
    row.orderId !== null
      ? { orderId: String(row.orderId) }
      : { previousEntryId: String(row.previousEntryId) },
  )
  return api.request(`${CALLS_PATH}?${params}`, { schema: registryCallHistorySchema })
}

/** Queues the call: shown at once as waiting, sent when the network allows. */
export async function recordCall(
  w: Pick<Offline, 'userId' | 'outbox'>,
  body: RegistryCallCreate,
  local: RegistryCall,
  patient: string | null,
): Promise<void> {
  await w.outbox.write({
    userId: w.userId,
    entity: { type: REGISTRY_CALL_ENTITY, uuid: body.uuid },
    method: 'POST',
    path: CALLS_PATH,
    body,
    label: `Дзвінок${patient ? ` (${patient})` : ''}`,
    openPath: CALL_LIST_PAGE_PATH,
    local,
  })
}
