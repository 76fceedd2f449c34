/** The staff screen's requests (online only) and their react-query keys. */
import {
  staffUserChoicesSchema,
  staffUserListSchema,
  staffUserSchema,
  staffUserStateSchema,
  type StaffUserCreate,
  type StaffUserListQuery,
  type StaffUserUpdate,
} from '../../../domain/staff/staff-users.schema'
import { api } from '../../lib/api/api'

export const staffKeys = {
  all: ['staff-users'] as const,
  list: (q: Partial<StaffUserListQuery>) => ['staff-users', 'list', q] as const,
  one: (id: number) => ['staff-users', 'one', id] as const,
  choices: ['staff-users', 'choices'] as const,
}

const BASE = '/api/v2/staff-users'

export function fetchStaffList(q: Partial<StaffUserListQuery>, signal?: AbortSignal) {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') params.set(k, String(v))
  return api.request(`${BASE}?${params}`, { schema: staffUserListSchema, signal })
}

export const fetchStaffUser = (id: number, signal?: AbortSignal) =>
  api.request(`${BASE}/${id}`, { schema: staffUserSchema, signal })

export const fetchStaffChoices = (signal?: AbortSignal) =>
  api.request(`${BASE}/choices`, { schema: staffUserChoicesSchema, signal })

/** A create carries one Idempotency-Key per form: a repeat after a lost answer creates nobody twice. */
export const createStaffUser = (body: StaffUserCreate, key: string) =>
  api.request(BASE, {
    method: 'POST',
    body,
    schema: staffUserSchema,
    headers: { 'Idempotency-Key': key },
  })

export const updateStaffUser = (id: number, body: StaffUserUpdate) =>
  api.request(`${BASE}/${id}`, { method: 'PUT', body, schema: staffUserSchema })

export const setStaffPassword = (id: number, password: string) =>
  api.request(`${BASE}/${id}/password`, { method: 'POST', body: { password }, schema: staffUserStateSchema })

export const setStaffBlocked = (id: number, blocked: boolean) =>
  api.request(`${BASE}/${id}/${blocked ? 'block' : 'unblock'}`, {
    method: 'POST',
    body: {},
    schema: staffUserStateSchema,
  })
