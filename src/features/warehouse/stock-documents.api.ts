/**
 * The warehouse documents' requests (online only: a document is numbered, checked against the stock and
 * signed by the server) and their react-query keys. Creating carries an Idempotency-Key made before the
 * first attempt, so a lost answer retried never makes two documents.
 */
import {
  stockDocumentListSchema,
  stockDocumentSchema,
  type StockDocumentCreate,
  type StockDocumentPatch,
} from '../../../domain/warehouse/stock-document.schema'
import { api } from '../../lib/api/api'

/** The permission of every write route (server/modules/warehouse/warehouse.routes.ts). */
export const WAREHOUSE_EDIT = 'crmWarehouseEdit'
export const DOCUMENTS_PER_PAGE = 20
export const DOCUMENTS_ROUTE = '/warehouse'
export const documentRoute = (id: number) => `/warehouse/documents/${id}`

const BASE = '/api/v2/warehouse/documents'

export const documentKeys = {
  all: ['stock-documents'] as const,
  lists: ['stock-documents', 'list'] as const,
  list: (query: string) => ['stock-documents', 'list', query] as const,
  one: (id: number) => ['stock-documents', 'one', id] as const,
}

/** GET …/documents?<query>: a page of documents, 20 a page. */
export const fetchDocuments = (query: string, signal?: AbortSignal) =>
  api.request(`${BASE}?perPage=${DOCUMENTS_PER_PAGE}${query ? `&${query}` : ''}`, {
    schema: stockDocumentListSchema,
    signal,
  })

export const fetchDocument = (id: number, signal?: AbortSignal) =>
  api.request(`${BASE}/${id}`, { schema: stockDocumentSchema, signal })

export const createDocument = (body: StockDocumentCreate, idempotencyKey: string) =>
  api.request(BASE, {
    method: 'POST',
    body,
    schema: stockDocumentSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  })

export const patchDocument = (id: number, body: StockDocumentPatch) =>
  api.request(`${BASE}/${id}`, { method: 'PATCH', body, schema: stockDocumentSchema })

export const signDocument = (id: number, version: number) =>
  api.request(`${BASE}/${id}/sign`, { method: 'POST', body: { version }, schema: stockDocumentSchema })

export const deleteDocument = (id: number) =>
  api.request(`${BASE}/${id}`, { method: 'DELETE', schema: stockDocumentSchema })
