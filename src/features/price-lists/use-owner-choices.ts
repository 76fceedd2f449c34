/**
 * Who a price list may apply to: filials (the device's copy of the registered resource), blood points
 * and contractors (the cached order and insurer references), each by name.
 */
import { useMemo } from 'react'
import { filials } from '../../../domain/places/places.resources'
import type { AnyResource } from '../../../domain/resources/define-resource'
import { useReference } from '../../offline/react/use-reference'
import { useResourceRows } from '../../ui/resource/use-resource'

export interface OwnerChoice {
  id: number
  name: string
}

export interface OwnerChoices {
  filials: OwnerChoice[]
  bloodPoints: OwnerChoice[]
  companies: OwnerChoice[]
}

type Raw = { key: number | string; value: string }[] | undefined
const byName = (a: OwnerChoice, b: OwnerChoice) => a.name.localeCompare(b.name, 'uk')
const fromRaw = (raw: Raw) =>
  (raw ?? []).flatMap((o) => (o.key === '' ? [] : [{ id: Number(o.key), name: o.value }])).sort(byName)

export function useOwnerChoices(): OwnerChoices {
  const filialRows = useResourceRows(filials as unknown as AnyResource)
  const points = useReference<{ points?: Raw }>('/mc-orders/reference-data').data?.points
  const companies = useReference<{ data: Raw }>('/api/v2/crm-insurance-companies/reference').data?.data
  return useMemo(
    () => ({
      filials: (filialRows ?? [])
        .flatMap(({ row }) => (typeof row.id === 'number' ? [{ id: row.id, name: String(row.name) }] : []))
        .sort(byName),
      bloodPoints: fromRaw(points),
      companies: fromRaw(companies),
    }),
    [filialRows, points, companies],
  )
}
