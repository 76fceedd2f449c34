/** What the price list screens share: the permission, the route, type names, validity in words, cities. */
import { cities } from '../../../domain/places/places.resources'
import type { AnyResource } from '../../../domain/resources/define-resource'
import type { PriceList } from '../../../domain/price-lists/price-list.schema'
import { formatDate } from '../../../domain/pricing/calendar'
import { useResourceRows } from '../../ui/resource/use-resource'

export const PRICE_LIST_PERMISSION = 'crmSettingsEdit'
export const PRICE_LISTS_ROUTE = '/settings/finances/price-lists'

export const typeLabels = { services: 'Послуги', tests: 'Аналізи' } as const

export const validityText = (p: Pick<PriceList, 'perpetual' | 'dateFrom' | 'dateTo'>) =>
  p.perpetual
    ? p.dateFrom
      ? `Безстроковий, з ${formatDate(p.dateFrom)}`
      : 'Безстроковий'
    : `${p.dateFrom ? formatDate(p.dateFrom) : '…'} – ${p.dateTo ? formatDate(p.dateTo) : '…'}`

/** The cities of the device's copy (pulled at sign-in), by name. */
export function useCityChoices() {
  const rows = useResourceRows(cities as unknown as AnyResource)
  return (rows ?? [])
    .flatMap(({ row }) =>
      typeof row.id === 'number' ? [{ id: row.id, name: String(row.nameUk ?? row.name) }] : [],
    )
    .sort((a, b) => a.name.localeCompare(b.name, 'uk'))
}
