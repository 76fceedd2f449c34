/**
 * What a contractor's contract may cover: cities and filials from the cached current-state reference,
 * payment types from the device's copy of the registered resource (pulled at sign-in), and price lists
 * from the server (the screens are online only).
 */
import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { paymentTypes } from '../../../domain/finances/finance.resources'
import type { CurrentState } from '../../../domain/references/current-state.schema'
import type { AnyResource } from '../../../domain/resources/define-resource'
import { useReference } from '../../offline/react/use-reference'
import { useResourceRows } from '../../ui/resource/use-resource'
import { contractorKeys, fetchPriceListChoices } from './contractors.api'

export interface Choice {
  id: number
  name: string
}

export interface ContractorChoices {
  cities: Choice[]
  filials: Choice[]
  paymentTypes: Choice[]
  priceLists: Choice[]
}

const byName = (a: Choice, b: Choice) => a.name.localeCompare(b.name, 'uk')

export function useContractorChoices(enabled = true): ContractorChoices {
  const state = useReference<{ data: CurrentState }>('/current-state').data?.data
  const paymentRows = useResourceRows(paymentTypes as unknown as AnyResource)
  const priceLists = useQuery({
    queryKey: contractorKeys.priceLists,
    queryFn: ({ signal }) => fetchPriceListChoices(signal),
    enabled,
  }).data
  return useMemo(
    () => ({
      cities: (state?.cities ?? []).map((c) => ({ id: Number(c.key), name: c.value })).sort(byName),
      filials: (state?.filialsForSelect ?? [])
        .filter((f) => f.key !== '')
        .map((f) => ({ id: Number(f.key), name: f.value }))
        .sort(byName),
      paymentTypes: (paymentRows ?? [])
        .flatMap(({ row }) => (typeof row.id === 'number' ? [{ id: row.id, name: String(row.name) }] : []))
        .sort(byName),
      priceLists: [...(priceLists ?? [])].sort(byName),
    }),
    [state, paymentRows, priceLists],
  )
}

/** The name of `id` among `list` ('№ id' while the list has not got it). */
export const choiceName = (list: Choice[], id: number) => list.find((c) => c.id === id)?.name ?? `№ ${id}`
