/**
 * A protocol's files (domain/protocols/protocol-files.schema.ts): add one to a saved protocol, read its
 * bytes, delete it (kept, marked deleted). Within the protocol's own scope (loadInScope); a change needs
 * a saved protocol — not one requested only, approved or deleted — and goes into protocol_log. The
 * device's uuid makes an upload idempotent beyond its Idempotency-Key: the same uuid answers the stored
 * file. The request row is locked, so two uploads at once cannot pass the 10-file limit together.
 */
import { and, count, eq, isNull } from 'drizzle-orm'
import { DomainError } from '../../../domain/api/errors'
import { can } from '../../../domain/permissions/check'
import {
  MAX_PROTOCOL_FILES,
  protocolFileMessages as fileMsg,
  type ProtocolFile,
  type ProtocolFileType,
} from '../../../domain/protocols/protocol-files.schema'
import { protocolMessages as msg, type Protocol } from '../../../domain/protocols/protocol.schema'
import type { Db, Tx } from '../../db/client'
import { protocolFiles, protocolLog } from '../../db/schema/protocols'
import type { AuthUser } from '../auth/auth.repo'
import { listFiles } from './protocol-files.repo'
import { loadInScope, protocolView, type Loaded } from './protocols.service'

const refuse = (field: string, message: string) =>
  new DomainError('validation_failed', 422, message, { errors: { [field]: [message] } })
const fileNotFound = () => new DomainError('not_found', 404, fileMsg.notFound)

/** The protocol row of a protocol whose files may change now; 422 on the `file` field otherwise. */
function changeable(row: Loaded, user: AuthUser) {
  const p = row.protocol
  if (!can(user.permissions, 'crmProtocolsCreate'))
    throw new DomainError('forbidden', 403, 'У вас немає права змінювати протоколи')
  if (!p) throw refuse('file', fileMsg.notSaved)
  if (p.state === 'approved') throw refuse('file', msg.approved)
  if (p.state === 'deleted') throw refuse('file', msg.deleted)
  return p
}

/** Upload as validated: the name sanitised, the content base64 of an allowed, matching type. */
export interface FileToStore {
  uuid: string
  name: string
  type: ProtocolFileType
  content: string
}

/** POST …/files: stores the file once per uuid; answers it as the protocol lists it. */
export async function addFile(
  tx: Tx,
  user: AuthUser,
  id: number,
  body: FileToStore,
  now: Date,
): Promise<ProtocolFile> {
  const row = await loadInScope(tx, user, id, true)
  const [known] = await tx
    .select({ id: protocolFiles.id, protocolId: protocolFiles.protocolId })
    .from(protocolFiles)
    .where(eq(protocolFiles.uuid, body.uuid))
  if (known) {
    if (known.protocolId !== id) throw refuse('uuid', fileMsg.uuidTaken)
    const stored = (await listFiles(tx, id)).find((f) => f.id === known.id)
    if (stored) return stored
    throw fileNotFound()
  }
  const p = changeable(row, user)
  const [live] = await tx
    .select({ n: count() })
    .from(protocolFiles)
    .where(and(eq(protocolFiles.protocolId, id), isNull(protocolFiles.deletedAt)))
  if ((live?.n ?? 0) >= MAX_PROTOCOL_FILES) throw refuse('file', fileMsg.tooMany)
  const content = Buffer.from(body.content, 'base64')
  const [file] = await tx
    .insert(protocolFiles)
    .values({
      uuid: body.uuid,
      protocolId: id,
      name: body.name,
      type: body.type,
      size: content.length,
      content,
      uploadedAt: now,
      uploadedBy: user.id,
    })
    .returning({ id: protocolFiles.id })
  await tx.insert(protocolLog).values({
    protocolId: id,
    action: 'file_added',
    version: p.version,
    userId: user.id,
    at: now,
    fileId: file!.id,
  })
  return (await listFiles(tx, id)).find((f) => f.id === file!.id)!
}

/** The bytes of a live file of a protocol the user may read. */
export async function fileToDownload(db: Db, user: AuthUser, id: number, fileId: number) {
  await loadInScope(db, user, id)
  const [file] = await db
    .select({ name: protocolFiles.name, type: protocolFiles.type, content: protocolFiles.content })
    .from(protocolFiles)
    .where(
      and(eq(protocolFiles.id, fileId), eq(protocolFiles.protocolId, id), isNull(protocolFiles.deletedAt)),
    )
  if (!file) throw fileNotFound()
  return file
}

/** DELETE …/files/{fileId}: marks the file deleted; answers the protocol as it now is. */
export async function deleteFile(
  tx: Tx,
  user: AuthUser,
  id: number,
  fileId: number,
  now: Date,
): Promise<Protocol> {
  const row = await loadInScope(tx, user, id, true)
  const p = changeable(row, user)
  const [deleted] = await tx
    .update(protocolFiles)
    .set({ deletedAt: now, deletedBy: user.id })
    .where(
      and(eq(protocolFiles.id, fileId), eq(protocolFiles.protocolId, id), isNull(protocolFiles.deletedAt)),
    )
    .returning({ id: protocolFiles.id })
  if (!deleted) throw fileNotFound()
  await tx
    .insert(protocolLog)
    .values({ protocolId: id, action: 'file_deleted', version: p.version, userId: user.id, at: now, fileId })
  return protocolView(tx, user, row)
}
