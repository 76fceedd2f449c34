/**
 * The reference sets the default layout loads as soon as it opens (spec 000 §2.1), so the registry,
 * the cart and the previous-entry form find them ready: referral doctors, doctor services, guiding
 * organisations and the active price list. Each is fetched once per session. A failure never breaks
 * the layout: the loading bar turns red, and the doctors list reads as empty (spec 000 §8).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { optionSchema } from '../../../domain/references/option.schema'
import { api } from '../../lib/api/api'
import { useSession } from '../../lib/session/session-context'

// Reference calls answer {data: [...]} (spec 000 §7).
const options = z.object({ data: z.array(optionSchema) }).transform((answer) => answer.data)
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

/**
 * Starts the four loads; returns the referral doctors, empty while missing or failed. Only for a
 * signed-in user: at sign-out the session clears the cache while the layout may still be on screen, and
 * the loads must not start again for nobody.
 */
export function useShellReferences() {
  const enabled = useSession().status === 'signed-in'
  const doctors = useQuery({ ...shellReferences.referralDoctors, enabled })
  useQuery({ ...shellReferences.doctorServices, enabled })
  useQuery({ ...shellReferences.guidingOrganisations, enabled })
  useQuery({ ...shellReferences.activePriceList, enabled })
  return { referralDoctors: doctors.data ?? [] }
}
