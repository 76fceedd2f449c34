/** The price list screens' requests (online only) and their react-query keys. */
import { z } from 'zod'
import {
  historyListSchema,
  itemPositionSchema,
  massAttachmentResultSchema,
  positionListSchema,
  positionMassResultSchema,
  positionSchema,
  positionSetSchema,
  priceListListSchema,
  priceListMaterialsSchema,
  priceListSchema,
  type MassAttachment,
  type PositionAdd,
  type PositionMass,
  type PositionPatch,
  type PositionSetInput,
  type PositionSetPatch,
  type PriceListCreate,
  type PriceListMaterialsPut,
  type PriceListPatch,
} from '../../../domain/price-lists/price-list.schema'
import { api } from '../../lib/api/api'

export const PRICE_LISTS_PER_PAGE = 15
export const POSITIONS_PER_PAGE = 50

export interface PriceListFilters {
  page: number
  search?: string | undefined
  type?: 'services' | 'tests' | undefined
  cityId?: number | undefined
  published?: 'true' | 'false' | undefined
  validOn?: string | undefined
}

export const priceListKeys = {
  all: ['price-lists'] as const,
  list: (f: PriceListFilters, perPage = PRICE_LISTS_PER_PAGE) => ['price-lists', 'list', f, perPage] as const,
  one: (id: number) => ['price-lists', 'one', id] as const,
  positions: (id: number, page: number, search: string) =>
    ['price-lists', 'positions', id, page, search] as const,
  history: (id: number, page: number) => ['price-lists', 'history', id, page] as const,
  sets: (id: number) => ['price-lists', 'sets', id] as const,
  materials: (id: number) => ['price-lists', 'materials', id] as const,
}

const BASE = '/settings/price-lists'
const key = (k: string) => ({ 'Idempotency-Key': k })

export function fetchPriceLists(f: PriceListFilters, signal?: AbortSignal, perPage = PRICE_LISTS_PER_PAGE) {
  const params = new URLSearchParams({ page: String(f.page), perPage: String(perPage) })
  for (const name of ['search', 'type', 'cityId', 'published', 'validOn'] as const) {
    const v = f[name]
    if (v !== undefined && v !== '') params.set(name, String(v))
  }
  return api.request(`${BASE}?${params}`, { schema: priceListListSchema, signal })
}

export const fetchPriceList = (id: number, signal?: AbortSignal) =>
  api.request(`${BASE}/${id}`, { schema: priceListSchema, signal })

export const createPriceList = (body: PriceListCreate, k: string) =>
  api.request(BASE, { method: 'POST', body, schema: priceListSchema, headers: key(k) })

export const updatePriceList = (id: number, body: PriceListPatch) =>
  api.request(`${BASE}/${id}`, { method: 'PATCH', body, schema: priceListSchema })

export const deletePriceList = (id: number) =>
  api.request(`${BASE}/${id}`, { method: 'DELETE', schema: z.object({ id: z.number() }) })

export function fetchPositions(id: number, page: number, search: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(page), perPage: String(POSITIONS_PER_PAGE) })
  if (search) params.set('search', search)
  return api.request(`${BASE}/${id}/group-positions?${params}`, { schema: positionListSchema, signal })
}

export const updatePosition = (listId: number, id: number, body: PositionPatch) =>
  api.request(`${BASE}/${listId}/positions/${id}`, { method: 'PATCH', body, schema: positionSchema })

export const addPositions = (listId: number, body: PositionAdd, k: string) =>
  api.request(`${BASE}/${listId}/positions`, {
    method: 'POST',
    body,
    schema: massAttachmentResultSchema,
    headers: key(k),
  })

export const massPositions = (listId: number, body: PositionMass, k: string) =>
  api.request(`${BASE}/${listId}/positions/mass`, {
    method: 'POST',
    body,
    schema: positionMassResultSchema,
    headers: key(k),
  })

export const massAttachment = (body: MassAttachment, k: string) =>
  api.request(`${BASE}/mass-attachment`, {
    method: 'POST',
    body,
    schema: massAttachmentResultSchema,
    headers: key(k),
  })

export const fetchHistory = (id: number, page: number, signal?: AbortSignal) =>
  api.request(`${BASE}/${id}/history?page=${page}&perPage=15`, { schema: historyListSchema, signal })

export const fetchSets = (id: number, signal?: AbortSignal) =>
  api.request(`${BASE}/${id}/position-sets`, { schema: z.array(positionSetSchema), signal })

export const createSet = (listId: number, body: PositionSetInput, k: string) =>
  api.request(`${BASE}/${listId}/position-sets`, {
    method: 'POST',
    body,
    schema: positionSetSchema,
    headers: key(k),
  })

export const updateSet = (listId: number, id: number, body: PositionSetPatch) =>
  api.request(`${BASE}/${listId}/position-sets/${id}`, { method: 'PATCH', body, schema: positionSetSchema })

export const deleteSet = (listId: number, id: number) =>
  api.request(`${BASE}/${listId}/position-sets/${id}`, {
    method: 'DELETE',
    schema: z.object({ id: z.number() }),
  })

/** Catalogue items to add: services for a services list, tests for a tests list, found by name or code. */
const optionSchema = z.object({
  data: z.array(z.object({ key: z.number(), value: z.string(), code: z.string().optional() })),
})
export function searchCatalogue(type: 'services' | 'tests', search: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ search, limit: '30' })
  const path = type === 'services' ? '/settings/services/reference' : '/api/v2/mc-tests/reference'
  return api.request(`${path}?${params}`, { schema: optionSchema, signal })
}

export const fetchItemPositions = (type: 'services' | 'tests', id: number, signal?: AbortSignal) =>
  api.request(`${BASE}/item-positions?${type === 'services' ? 'serviceId' : 'mcTestId'}=${id}`, {
    schema: z.array(itemPositionSchema),
    signal,
  })

export const fetchMaterials = (id: number, signal?: AbortSignal) =>
  api.request(`${BASE}/${id}/materials`, { schema: priceListMaterialsSchema, signal })

export const saveMaterials = (id: number, body: PriceListMaterialsPut) =>
  api.request(`${BASE}/${id}/materials`, { method: 'PUT', body, schema: priceListMaterialsSchema })
