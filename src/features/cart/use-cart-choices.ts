/**
 * The cart's selects and catalogue: order reference data, the cached current-state (filials, blood
 * points, price lists, deposit types) and the whole price lists of the order (GET /api/v2/pricing-refs,
 * kept on the device per pair of lists so the worker can price offline).
 */
import { useMemo } from 'react'
import type { BookingNames } from '../../../domain/orders/booking-text'
import type { CartCatalogue } from '../../../domain/orders/cart-catalogue.schema'
import type { InsurerCartOption } from '../../../domain/insurance-companies/insurance-company.schema'
import type { McOrder } from '../../../domain/orders/order.schema'
import type { PricingRefs } from '../../../domain/pricing/pricing-refs.schema'
import type { CurrentState } from '../../../domain/references/current-state.schema'
import { useReference } from '../../offline/react/use-reference'
import { bookingNamesOf } from '../../shared/orders/booking-names'
import type { SelectOption } from '../../ui/select-field'
import { catalogueEntries, type CatalogueEntry } from './catalogue'
import { favoriteMcTests } from '../../../domain/laboratory/test-lists.resources'
import type { AnyResource } from '../../../domain/resources/define-resource'
import { useResourceRows } from '../../ui/resource/use-resource'

interface ReferenceData {
  points?: Array<{ key: number; value: string; city: number | null }>
  crmInsuranceCompaniesForCart?: InsurerChoice[]
  filterPaymentTypes?: Array<SelectOption & { isOnline?: boolean }>
  discounts?: SelectOption[]
}

/** A contractor the cart may offer, with what its contract covers (absent from an older cached copy). */
export type InsurerChoice = SelectOption &
  Partial<Pick<InsurerCartOption, 'cityIds' | 'filialIds' | 'contractInForce'>>

export interface CartChoices {
  cities: SelectOption[]
  filials: Array<SelectOption & { city: number | null }>
  points: Array<SelectOption & { city: number | null }>
  insurers: InsurerChoice[]
  paymentTypes: Array<SelectOption & { isOnline?: boolean }>
  discounts: SelectOption[]
  priceLists: Array<SelectOption & { type?: string; city?: number | null }>
  depositTypes: SelectOption[]
  /** Doctor and cabinet names of booked lines. */
  bookingNames: BookingNames
  /** The engine's reference data for the order's lists; undefined until loaded (or offline, never opened). */
  refs: PricingRefs | undefined
  refsKey: string
  catalogue: CartCatalogue | undefined
  entries: CatalogueEntry[]
  refsError: boolean
  /** The laboratory's favourite tests (the device's copy of the resource): test id → its place. */
  favourites?: ReadonlyMap<number, number>
}

export const pricingRefsPath = (o: Pick<McOrder, 'servicePriceListId' | 'mcTestPriceListId'>) => {
  const q = new URLSearchParams()
  if (o.servicePriceListId !== null) q.set('servicePriceListId', String(o.servicePriceListId))
  if (o.mcTestPriceListId !== null) q.set('mcTestPriceListId', String(o.mcTestPriceListId))
  const s = q.toString()
  return `/api/v2/pricing-refs${s ? `?${s}` : ''}`
}

function sameLists(refs: PricingRefs, o: Pick<McOrder, 'servicePriceListId' | 'mcTestPriceListId'>): boolean {
  const wanted = [o.servicePriceListId, o.mcTestPriceListId].filter((id): id is number => id !== null).sort()
  const have = refs.priceLists.map((l) => l.id).sort()
  return wanted.length === have.length && wanted.every((id, i) => id === have[i])
}

export function useCartChoices(order: McOrder): CartChoices {
  const state = useReference<{ data: CurrentState }>('/current-state').data?.data
  const refData = useReference<ReferenceData>('/mc-orders/reference-data').data
  const path = pricingRefsPath(order)
  const pricing = useReference<{ data: { refs: PricingRefs; catalogue: CartCatalogue } }>(path)
  // Right after the lists change the live query may still hold the previous lists' copy for a
  // render: use refs only when they are of the order's own lists, keyed by that copy's revision.
  const loaded = pricing.data?.data
  const fits = loaded !== undefined && sameLists(loaded.refs, order)
  const refs = fits ? loaded.refs : undefined
  const catalogue = fits ? loaded.catalogue : undefined
  const refsKey = `${path}#${pricing.rev}`
  const lists = { servicePriceListId: order.servicePriceListId, mcTestPriceListId: order.mcTestPriceListId }
  const entries = useMemo(
    () => (refs && catalogue ? catalogueEntries(refs, catalogue, lists) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the lists are part of the path
    [refs, catalogue, path],
  )
  // One object while nothing it is made of changes: the cart's sections are memoised on it, so a
  // keystroke in a line re-renders the lines, not the selects.
  const refsError = pricing.error !== null && pricing.data === undefined
  const favouriteRows = useResourceRows(favoriteMcTests as unknown as AnyResource)
  const favourites = useMemo(() => {
    const sorted = (favouriteRows ?? [])
      .map(({ row }) => row)
      .filter((r) => typeof r.mcTestId === 'number')
      .sort((a, b) => Number(a.sort) - Number(b.sort) || Number(a.id) - Number(b.id))
    return new Map(sorted.map((r, i) => [r.mcTestId as number, i]))
  }, [favouriteRows])
  return useMemo(
    () => ({
      cities: state?.cities ?? [],
      filials: (state?.filialsForSelect ?? []).filter((f) => f.key !== ''),
      points: refData?.points ?? [],
      insurers: refData?.crmInsuranceCompaniesForCart ?? [],
      paymentTypes: refData?.filterPaymentTypes ?? [],
      discounts: refData?.discounts ?? [],
      priceLists: state?.priceLists ?? [],
      depositTypes: state?.depositTypes ?? [],
      bookingNames: bookingNamesOf(state),
      refs,
      refsKey,
      catalogue,
      entries,
      refsError,
      favourites,
    }),
    [state, refData, refs, refsKey, catalogue, entries, refsError, favourites],
  )
}
