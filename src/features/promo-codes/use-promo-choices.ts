/**
 * What the promo code forms offer: contractors (also the insurance company: both are insurance
 * companies, spec 001 §3) from the cached reference, and payment types from the device's copy of the
 * registered resource (pulled at sign-in).
 */
import { useMemo } from 'react'
import { paymentTypes } from '../../../domain/finances/finance.resources'
import type { AnyResource } from '../../../domain/resources/define-resource'
import { useReference } from '../../offline/react/use-reference'
import { useResourceRows } from '../../ui/resource/use-resource'

export interface Choice {
  id: number
  name: string
}

export interface PromoChoices {
  companies: Choice[]
  paymentTypes: Choice[]
}

const byName = (a: Choice, b: Choice) => a.name.localeCompare(b.name, 'uk')

export function usePromoChoices(): PromoChoices {
  const companies = useReference<{ data: Array<{ key: number; value: string }> }>(
    '/api/v2/crm-insurance-companies/reference',
  ).data?.data
  const paymentRows = useResourceRows(paymentTypes as unknown as AnyResource)
  return useMemo(
    () => ({
      companies: (companies ?? []).map((c) => ({ id: c.key, name: c.value })).sort(byName),
      paymentTypes: (paymentRows ?? [])
        .flatMap(({ row }) => (typeof row.id === 'number' ? [{ id: row.id, name: String(row.name) }] : []))
        .sort(byName),
    }),
    [companies, paymentRows],
  )
}

/** The name of `id` among `list` ('—' for none, '№ id' while the list has not got it). */
export const choiceName = (list: Choice[], id: number | null) =>
  id === null ? '—' : (list.find((c) => c.id === id)?.name ?? `№ ${id}`)
