/** The laboratory results' requests (online: values are flagged and approved by the server). */
import {
  labOrderResultsSchema,
  labWorklistSchema,
  type LabResultsSave,
} from '../../../domain/laboratory/lab-results.schema'
import { api } from '../../lib/api/api'

export const labResultsKeys = {
  order: (orderId: number) => ['lab-results', 'order', orderId] as const,
  worklist: (query: string) => ['lab-results', 'worklist', query] as const,
}

const orderBase = (orderId: number) => `/api/v2/lab/orders/${orderId}/results`

export const fetchOrderResults = (orderId: number, signal?: AbortSignal) =>
  api.request(orderBase(orderId), { schema: labOrderResultsSchema, signal })

export const saveOrderResults = (orderId: number, body: LabResultsSave) =>
  api.request(orderBase(orderId), { method: 'PUT', body, schema: labOrderResultsSchema })

export const approveOrderResults = (orderId: number, testIds?: number[]) =>
  api.request(`${orderBase(orderId)}/approve`, {
    method: 'POST',
    body: testIds ? { testIds } : {},
    schema: labOrderResultsSchema,
  })

export const fetchResultsPdf = (orderId: number) =>
  api.request<Blob>(`/api/v2/lab/orders/${orderId}/results.pdf`, { as: 'blob' })

export const fetchWorklist = (query: string, signal?: AbortSignal) =>
  api.request(`/api/v2/lab/worklist?${query}`, { schema: labWorklistSchema, signal })
