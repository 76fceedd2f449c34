/**
 * The protocol screen's calls (spec 000 §2.2 /protocol/{id}). The protocol is read through the device's
 * reference store (a network-first entry of the catalogue), so a protocol once opened stays readable
 * offline; saving, approving and deleting need the network. Every write names the version it read and
 * answers the protocol as it now is (409 on a stale version).
 */
import { protocolSchema, type ProtocolSave } from '../../../domain/protocols/protocol.schema'
import { api } from '../../lib/api/api'
import { newUuid } from '../../lib/new-uuid'

/** The protocol's path: also its key in the device's reference store. */
export const protocolPath = (id: number) => `/api/v2/protocols/${id}`

export function saveProtocol(id: number, body: ProtocolSave) {
  return api.request(protocolPath(id), {
    method: 'PUT',
    body,
    headers: { 'Idempotency-Key': newUuid() },
    schema: protocolSchema,
  })
}

export function approveProtocol(id: number, version: number) {
  return api.request(`${protocolPath(id)}/approve`, {
    method: 'POST',
    body: { version },
    schema: protocolSchema,
  })
}

export function deleteProtocol(id: number, version: number, reasonId: number) {
  return api.request(`${protocolPath(id)}/delete`, {
    method: 'POST',
    body: { version, reasonId },
    schema: protocolSchema,
  })
}

/** The protocol as a PDF on A4 or A5, made by the server (online only). */
export const downloadProtocolPdf = (id: number, format: 'A4' | 'A5'): Promise<Blob> =>
  api.request<Blob>(`${protocolPath(id)}/pdf?format=${format}`, {
    as: 'blob',
    headers: { Accept: 'application/pdf, application/json' },
  })

/** One attached file's bytes (online only). */
export const downloadProtocolFile = (id: number, fileId: number): Promise<Blob> =>
  api.request<Blob>(`${protocolPath(id)}/files/${fileId}`, { as: 'blob', headers: { Accept: '*/*' } })

/** Deletes an attached file (online only); answers the protocol as it now is. */
export function deleteProtocolFile(id: number, fileId: number) {
  return api.request(`${protocolPath(id)}/files/${fileId}`, {
    method: 'DELETE',
    headers: { 'Idempotency-Key': newUuid() },
    schema: protocolSchema,
  })
}
