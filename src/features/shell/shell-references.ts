/**
 * The reference sets the default layout loads as soon as it opens (spec 000 §2.1), so the registry,
 * the cart and the previous-entry form find them ready: referral doctors, doctor services, guiding
 * organisations and the active price list. Each is fetched once per session. A failure never breaks
 * the layout: the loading bar turns red, and the doctors list reads as empty (spec 000 §8).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { optionSchema } from '../../../domain/references/current-state.schema'
import { api } from '../../lib/api/api'

const options = z.array(optionSchema)
const once = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const

const list = (path: string) =>
  queryOptions({
    queryKey: ['references', path],
    queryFn: ({ signal }) => api.request(path, { schema: options, signal }),
    ...once,
  })

export const shellReferences = {
  referralDoctors: list('/api/v2/client-doctors/reference'),
  doctorServices: list('/api/v2/doctor-services/reference'),
  guidingOrganisations: list('/api/v2/crm-guiding-organization/reference'),
  // Its shape belongs to the cart (owners and filials lists); the shell only warms the cache.
  activePriceList: queryOptions({
    queryKey: ['references', '/settings/price-lists/load-active-for-cart'],
    queryFn: ({ signal }) => api.request<unknown>('/settings/price-lists/load-active-for-cart', { signal }),
    ...once,
  }),
}

/** Starts the four loads; returns the referral doctors, empty while missing or failed. */
export function useShellReferences() {
  const doctors = useQuery(shellReferences.referralDoctors)
  useQuery(shellReferences.doctorServices)
  useQuery(shellReferences.guidingOrganisations)
  useQuery(shellReferences.activePriceList)
  return { referralDoctors: doctors.data ?? [] }
}
