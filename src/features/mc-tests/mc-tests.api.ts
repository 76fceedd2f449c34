/** The test editor's requests (online only) and their react-query keys. */
import { z } from 'zod'
import {
  mcTestChoicesSchema,
  mcTestListSchema,
  mcTestSchema,
  type McTestCreate,
  type McTestPatch,
} from '../../../domain/laboratory/mc-test.schema'
import { api } from '../../lib/api/api'

export const MC_TESTS_PER_PAGE = 15

export interface McTestFilters {
  page: number
  search?: string | undefined
  category?: number | undefined
  package?: 'true' | 'false' | undefined
  published?: 'true' | 'false' | undefined
  testType?: '1' | '2' | undefined
}

export const mcTestKeys = {
  all: ['mc-tests'] as const,
  list: (f: McTestFilters) => ['mc-tests', 'list', f] as const,
  one: (id: number) => ['mc-tests', 'one', id] as const,
  choices: ['mc-tests', 'choices'] as const,
}

const BASE = '/settings/mc-tests'

export function fetchMcTests(f: McTestFilters, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(f.page), perPage: String(MC_TESTS_PER_PAGE) })
  for (const key of ['search', 'category', 'package', 'published', 'testType'] as const) {
    const v = f[key]
    if (v !== undefined && v !== '') params.set(key, String(v))
  }
  return api.request(`${BASE}?${params}`, { schema: mcTestListSchema, signal })
}

export const fetchMcTest = (id: number, signal?: AbortSignal) =>
  api.request(`${BASE}/${id}`, { schema: mcTestSchema, signal })

export const fetchMcTestChoices = (signal?: AbortSignal) =>
  api.request(`${BASE}/choices`, { schema: mcTestChoicesSchema, signal })

/** A create carries one Idempotency-Key per attempt: a repeat after a lost answer makes nothing twice. */
export const createMcTest = (body: McTestCreate, key: string) =>
  api.request(BASE, { method: 'POST', body, schema: mcTestSchema, headers: { 'Idempotency-Key': key } })

export const updateMcTest = (id: number, body: McTestPatch) =>
  api.request(`${BASE}/${id}`, { method: 'PATCH', body, schema: mcTestSchema })

export const deleteMcTest = (id: number) =>
  api.request(`${BASE}/${id}`, { method: 'DELETE', schema: z.object({ id: z.number() }) })
