/** The promo codes screen's requests (online only) and their react-query keys. */
import { z } from 'zod'
import { promoCodeBatchSchema, type PromoCodeGenerate } from '../../../domain/promo-codes/promo-code-batch'
import {
  promoCodeListSchema,
  promoCodeSchema,
  type PromoCodeCreate,
  type PromoCodePatch,
} from '../../../domain/promo-codes/promo-code.schema'
import { api } from '../../lib/api/api'

export const PROMO_CODES_PER_PAGE = 15

export interface PromoListFilters {
  page: number
  search?: string | undefined
  active?: 'true' | 'false' | undefined
}

export const promoKeys = {
  all: ['promo-codes'] as const,
  list: (f: PromoListFilters) => ['promo-codes', 'list', f] as const,
  one: (id: number) => ['promo-codes', 'one', id] as const,
}

const BASE = '/settings/promo-codes'

export function fetchPromoList(f: PromoListFilters, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(f.page), perPage: String(PROMO_CODES_PER_PAGE) })
  if (f.search) params.set('search', f.search)
  if (f.active) params.set('active', f.active)
  return api.request(`${BASE}?${params}`, { schema: promoCodeListSchema, signal })
}

export const fetchPromoCode = (id: number, signal?: AbortSignal) =>
  api.request(`${BASE}/${id}`, { schema: promoCodeSchema, signal })

/** Creates carry one Idempotency-Key per attempt: a repeat after a lost answer makes nothing twice. */
export const createPromoCode = (body: PromoCodeCreate, key: string) =>
  api.request(BASE, { method: 'POST', body, schema: promoCodeSchema, headers: { 'Idempotency-Key': key } })

export const updatePromoCode = (id: number, body: PromoCodePatch) =>
  api.request(`${BASE}/${id}`, { method: 'PATCH', body, schema: promoCodeSchema })

export const deletePromoCode = (id: number) =>
  api.request(`${BASE}/${id}`, { method: 'DELETE', schema: z.object({ id: z.number() }) })

export const generatePromoCodes = (body: PromoCodeGenerate, key: string) =>
  api.request(`${BASE}/generate`, {
    method: 'POST',
    body,
    schema: promoCodeBatchSchema,
    headers: { 'Idempotency-Key': key },
  })

/** The CSV of the codes `ids` names ("12-61,70"), as the server wrote it (BOM included). */
export async function fetchPromoExport(ids: string): Promise<Blob> {
  const text = await api.request(`${BASE}/export?ids=${encodeURIComponent(ids)}`, {
    schema: z.string(),
    headers: { Accept: 'text/csv' },
  })
  // Reading the answer as text drops its BOM; spreadsheets need it to take the file as UTF-8.
  return new Blob([`\uFEFF${text.replace(/^\uFEFF/, '')}`], { type: 'text/csv;charset=utf-8' })
}
