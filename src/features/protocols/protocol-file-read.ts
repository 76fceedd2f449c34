/**
 * A picked file made ready to queue: the device's checks (count, type, size, name, leading bytes — the
 * same rules as the server's, domain/protocols/protocol-files.schema.ts) and its bytes as base64.
 */
import {
  bytesFitType,
  deviceFileProblem,
  fileTypeOf,
  HEAD_BYTES,
  protocolFileMessages,
  sanitizeFileName,
  type ProtocolFileType,
} from '../../../domain/protocols/protocol-files.schema'

export type FileToSend =
  | { ok: true; name: string; type: ProtocolFileType; size: number; content: string }
  | { ok: false; problem: string }

/** base64 of `bytes`, in chunks (String.fromCharCode takes a limited number of arguments). */
function toBase64(bytes: Uint8Array): string {
  let bin = ''
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(bin)
}

/** Checks `file` against the limits, `already` being the files the protocol has or waits to send. */
export async function readFileToSend(
  file: Pick<File, 'name' | 'type' | 'size' | 'arrayBuffer'>,
  already: number,
): Promise<FileToSend> {
  const problem = deviceFileProblem(file, already)
  if (problem) return { ok: false, problem }
  const type = fileTypeOf(file.type, file.name)!
  const bytes = new Uint8Array(await file.arrayBuffer())
  if (!bytesFitType(bytes.subarray(0, HEAD_BYTES), type))
    return { ok: false, problem: protocolFileMessages.mismatch }
  return { ok: true, name: sanitizeFileName(file.name), type, size: bytes.length, content: toBase64(bytes) }
}
