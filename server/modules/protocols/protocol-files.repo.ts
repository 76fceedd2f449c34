/** Reads of a protocol's files (protocol_files) shared by the protocol's read and the file routes. */
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { ProtocolFile, ProtocolFileType } from '../../../domain/protocols/protocol-files.schema'
import type { Db, Tx } from '../../db/client'
import { users } from '../../db/schema/auth'
import { protocolFiles } from '../../db/schema/protocols'

/** The live (not deleted) files of a protocol, oldest first, without their bytes. */
export async function listFiles(db: Db | Tx, protocolId: number): Promise<ProtocolFile[]> {
  const rows = await db
    .select({
      id: protocolFiles.id,
      uuid: protocolFiles.uuid,
      name: protocolFiles.name,
      type: protocolFiles.type,
      size: protocolFiles.size,
      uploadedAt: protocolFiles.uploadedAt,
      uploadedBy: users.name,
    })
    .from(protocolFiles)
    .leftJoin(users, eq(users.id, protocolFiles.uploadedBy))
    .where(and(eq(protocolFiles.protocolId, protocolId), isNull(protocolFiles.deletedAt)))
    .orderBy(asc(protocolFiles.id))
  return rows.map((r) => ({
    ...r,
    type: r.type as ProtocolFileType,
    uploadedAt: r.uploadedAt.toISOString(),
  }))
}
