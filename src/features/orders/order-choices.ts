/**
 * The choices of the list's filters and dialogs, from the cached references (so they show offline too):
 * cities, operators, payment types and cancel reasons from GET /mc-orders/reference-data, filials (with
 * their city) from /current-state.
 */
import { useMemo } from 'react'
import type { CurrentState } from '../../../domain/references/current-state.schema'
import { useReference } from '../../offline/react/use-reference'

export interface Choice {
  key: number
  value: string
  city?: number | null
}

/** The list's selects look like every other select of the app. */
export { selectClass as fieldClass } from '../../ui/select-field'

type Raw = Array<{ key: string | number; value: string; city?: number | null }> | undefined

interface OrderReferenceData {
  cities?: Raw
  operators?: Raw
  filterPaymentTypes?: Raw
  orderCancellationReasons?: Raw
}

const choices = (raw: Raw): Choice[] =>
  (raw ?? [])
    .filter((o) => o.key !== '')
    .map((o) => ({ key: Number(o.key), value: o.value, city: o.city ?? null }))

export function useOrderChoices() {
  const refs = useReference<OrderReferenceData>('/mc-orders/reference-data')
  const state = useReference<{ data: CurrentState }>('/current-state')
  return useMemo(
    () => ({
      cities: choices(refs.data?.cities),
      operators: choices(refs.data?.operators),
      paymentTypes: choices(refs.data?.filterPaymentTypes),
      cancelReasons: choices(refs.data?.orderCancellationReasons),
      filials: choices(state.data?.data.filialsForSelect),
    }),
    [refs.data, state.data],
  )
}
