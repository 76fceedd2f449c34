/** The services screen's requests (online only) and their react-query keys. */
import { z } from 'zod'
import {
  serviceListSchema,
  serviceSchema,
  type ServiceCreate,
  type ServicePatch,
} from '../../../domain/services/service.schema'
import { api } from '../../lib/api/api'

export const SERVICES_PER_PAGE = 15

export interface ServiceFilters {
  page: number
  search?: string | undefined
  category?: number | undefined
  noSchedule?: 'true' | 'false' | undefined
  published?: 'true' | 'false' | undefined
}

export const serviceKeys = {
  all: ['services'] as const,
  list: (f: ServiceFilters) => ['services', 'list', f] as const,
  one: (id: number) => ['services', 'one', id] as const,
}

const BASE = '/settings/services'

export function fetchServices(f: ServiceFilters, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(f.page), perPage: String(SERVICES_PER_PAGE) })
  if (f.search) params.set('search', f.search)
  if (f.category !== undefined) params.set('category', String(f.category))
  if (f.noSchedule) params.set('noSchedule', f.noSchedule)
  if (f.published) params.set('published', f.published)
  return api.request(`${BASE}?${params}`, { schema: serviceListSchema, signal })
}

export const fetchService = (id: number, signal?: AbortSignal) =>
  api.request(`${BASE}/${id}`, { schema: serviceSchema, signal })

/** A create carries one Idempotency-Key per attempt: a repeat after a lost answer makes nothing twice. */
export const createService = (body: ServiceCreate, key: string) =>
  api.request(BASE, { method: 'POST', body, schema: serviceSchema, headers: { 'Idempotency-Key': key } })

export const updateService = (id: number, body: ServicePatch) =>
  api.request(`${BASE}/${id}`, { method: 'PATCH', body, schema: serviceSchema })

export const deleteService = (id: number) =>
  api.request(`${BASE}/${id}`, { method: 'DELETE', schema: z.object({ id: z.number() }) })
