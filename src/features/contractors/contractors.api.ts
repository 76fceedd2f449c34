/** The contractors screens' requests (online only) and their react-query keys. */
import { z } from 'zod'
import { accessTokenIssuedSchema } from '../../../domain/insurance-companies/access-token.schema'
import {
  insuranceCompanyListSchema,
  insuranceCompanySchema,
  type InsuranceCompanyCreate,
  type InsuranceCompanyPatch,
} from '../../../domain/insurance-companies/insurance-company.schema'
import { api } from '../../lib/api/api'
import { newUuid } from '../../lib/new-uuid'

export const CONTRACTORS_PER_PAGE = 15
export const CONTRACTORS_PATH = '/settings/finances/insurance-companies'
/** Every contractor route needs it, so does every contractor page. */
export const CONTRACTOR_PERMISSION = 'crmSettingsEdit'

export interface ContractorListFilters {
  page: number
  name?: string | undefined
  code?: string | undefined
  published?: 'true' | 'false' | undefined
}

export const contractorKeys = {
  all: ['contractors'] as const,
  list: (f: ContractorListFilters) => ['contractors', 'list', f] as const,
  one: (id: number) => ['contractors', 'one', id] as const,
  priceLists: ['contractors', 'price-lists'] as const,
}

const BASE = '/settings/insurance-companies'

export function fetchContractorList(f: ContractorListFilters, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(f.page), perPage: String(CONTRACTORS_PER_PAGE) })
  if (f.name) params.set('name', f.name)
  if (f.code) params.set('code', f.code)
  if (f.published) params.set('published', f.published)
  return api.request(`${BASE}?${params}`, { schema: insuranceCompanyListSchema, signal })
}

export const fetchContractor = (id: number, signal?: AbortSignal) =>
  api.request(`${BASE}/${id}`, { schema: insuranceCompanySchema, signal })

/** A create carries one Idempotency-Key per attempt: a repeat after a lost answer makes nothing twice. */
export const createContractor = (body: InsuranceCompanyCreate, key: string) =>
  api.request(BASE, {
    method: 'POST',
    body,
    schema: insuranceCompanySchema,
    headers: { 'Idempotency-Key': key },
  })

export const updateContractor = (id: number, body: InsuranceCompanyPatch) =>
  api.request(`${BASE}/${id}`, {
    method: 'PATCH',
    body,
    schema: insuranceCompanySchema,
    headers: { 'Idempotency-Key': newUuid() },
  })

/** A new access token after the user confirmed; the answer holds it in plain text this once. */
export const regenerateAccessToken = (id: number, version: number) =>
  api.request(`${BASE}/${id}/access-token`, {
    method: 'POST',
    body: { confirm: true, version },
    schema: accessTokenIssuedSchema,
    headers: { 'Idempotency-Key': newUuid() },
  })

// Only what the choice needs: the price-list screens own the full record.
const priceListPageSchema = z.object({
  data: z.array(z.looseObject({ id: z.number(), nameUk: z.string() })),
  meta: z.looseObject({ total: z.number() }),
})

export interface PriceListChoice {
  id: number
  name: string
}

/** Every price list (the API pages them by 100 at most), for the contractor's choice of lists. */
export async function fetchPriceListChoices(signal?: AbortSignal): Promise<PriceListChoice[]> {
  const out: PriceListChoice[] = []
  for (let page = 1; page <= 20; page += 1) {
    const res = await api.request(`/settings/price-lists?page=${page}&perPage=100`, {
      schema: priceListPageSchema,
      signal,
    })
    for (const p of res.data) out.push({ id: p.id, name: p.nameUk })
    if (out.length >= res.meta.total || res.data.length === 0) break
  }
  return out
}
