/**
 * Files attached to a medical protocol (spec 001 §3 "Protocol: … files"): scans, photos, documents a
 * doctor adds to a saved protocol. The same limits run on the device (before anything is queued) and on
 * the server: at most 10 files a protocol, 5 MB each, a short list of types whose leading bytes must
 * match what the file claims to be (a renamed executable is refused). Sent as base64 in JSON with a
 * client uuid, so an offline upload replayed by the outbox is stored once.
 */
import { z } from 'zod'
import { idParam, int4, isSafeText, text } from '../api/scalars'

/** The outbox's entity type of file uploads (src/offline/entities/protocol-files.ts). */
export const PROTOCOL_FILE_ENTITY = 'protocol-file'
export const protocolFilesPath = (protocolId: number): string => `/api/v2/protocols/${protocolId}/files`

export const MAX_PROTOCOL_FILES = 10
export const MAX_FILE_BYTES = 5 * 1024 * 1024
/** base64 of MAX_FILE_BYTES (4 characters per 3 bytes). */
export const MAX_FILE_BASE64 = Math.ceil(MAX_FILE_BYTES / 3) * 4
export const MAX_FILE_NAME = 200

/** The types a protocol takes, with the extensions a file picker offers for them. */
export const protocolFileTypes = {
  'application/pdf': { label: 'PDF', ext: ['.pdf'] },
  'image/jpeg': { label: 'JPEG', ext: ['.jpg', '.jpeg'] },
  'image/png': { label: 'PNG', ext: ['.png'] },
  'image/webp': { label: 'WebP', ext: ['.webp'] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    label: 'DOCX',
    ext: ['.docx'],
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { label: 'XLSX', ext: ['.xlsx'] },
  'text/plain': { label: 'TXT', ext: ['.txt'] },
} as const
export type ProtocolFileType = keyof typeof protocolFileTypes
const typeNames = Object.keys(protocolFileTypes) as [ProtocolFileType, ...ProtocolFileType[]]

/** For a file input's `accept`. */
export const protocolFileAccept = Object.entries(protocolFileTypes)
  .flatMap(([mime, t]) => [mime, ...t.ext])
  .join(',')
const typeList = Object.values(protocolFileTypes)
  .map((t) => t.label)
  .join(', ')

export const protocolFileMessages = {
  tooMany: `До протоколу можна додати не більше ${MAX_PROTOCOL_FILES} файлів`,
  tooLarge: 'Файл завеликий: не більше 5 МБ',
  empty: 'Файл порожній',
  type: `Такий тип файлу не підтримується: можна ${typeList}`,
  mismatch: 'Вміст файлу не відповідає його типу',
  name: 'Вкажіть назву файлу',
  content: 'Файл пошкоджено: не вдалося прочитати вміст',
  notSaved: 'Спершу збережіть протокол: файли додаються до збереженого',
  notFound: 'Файл не знайдено',
  uuidTaken: 'Цей файл уже додано до іншого протоколу',
} as const

/**
 * The name as stored and offered for download: the last path segment, without control characters,
 * NUL or unpaired surrogates, trimmed to 200 characters (the extension kept when it fits).
 */
export function sanitizeFileName(raw: string): string {
  const last = raw.split(/[/\\]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  let name = [...last.replace(/[\u0000-\u001f\u007f]/g, '')].filter((ch) => isSafeText(ch)).join('')
  name = name.replace(/^[\s.]+/, '').trim()
  if (name.length <= MAX_FILE_NAME) return name
  const dot = name.lastIndexOf('.')
  const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : ''
  return (trimTo(name.slice(0, name.length - ext.length), MAX_FILE_NAME - ext.length) + ext).trim()
}

/** The first `max` UTF-16 units of `s`, never cutting a surrogate pair in two. */
function trimTo(s: string, max: number): string {
  let out = s.slice(0, max)
  if (/[\uD800-\uDBFF]$/.test(out)) out = out.slice(0, -1)
  return out
}

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) => sig.every((v, i) => b[at + i] === v)
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0))

/**
 * Whether the leading bytes fit the claimed type: PDF "%PDF-", JPEG FF D8 FF, PNG's signature, WebP
 * "RIFF….WEBP", DOCX and XLSX a zip ("PK\3\4"); a text file must not start like any binary format above
 * or an executable ("MZ", ELF) and must hold no NUL byte in its first bytes.
 */
export function bytesFitType(head: Uint8Array, type: ProtocolFileType): boolean {
  const zip = startsWith(head, [0x50, 0x4b, 0x03, 0x04])
  switch (type) {
    case 'application/pdf':
      return startsWith(head, ascii('%PDF-'))
    case 'image/jpeg':
      return startsWith(head, [0xff, 0xd8, 0xff])
    case 'image/png':
      return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    case 'image/webp':
      return startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
    case 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet':
      return zip
    case 'text/plain': {
      const binary =
        zip ||
        startsWith(head, ascii('MZ')) ||
        startsWith(head, [0x7f, 0x45, 0x4c, 0x46]) ||
        startsWith(head, ascii('%PDF-')) ||
        startsWith(head, [0xff, 0xd8, 0xff]) ||
        startsWith(head, [0x89, 0x50, 0x4e, 0x47])
      return !binary && !head.includes(0)
    }
  }
}

/** How many leading bytes bytesFitType reads (a text file's NUL check reads them all). */
export const HEAD_BYTES = 512

// A plain character class: a repeated group recurses per match and overflows the stack on megabytes.
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** The byte length of a valid base64 text. */
export const base64Bytes = (b64: string): number =>
  (b64.length / 4) * 3 - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0)

/** The first bytes of a valid base64 text (no Buffer: runs on the device and the server alike). */
export function base64Head(b64: string, bytes = HEAD_BYTES): Uint8Array {
  const bin = atob(b64.slice(0, Math.ceil(bytes / 3) * 4))
  return Uint8Array.from(bin.slice(0, bytes), (c) => c.charCodeAt(0))
}

/** A type the device or the server was told, by MIME type or, failing that, by the name's extension. */
export function fileTypeOf(mime: string, name: string): ProtocolFileType | undefined {
  if (mime in protocolFileTypes) return mime as ProtocolFileType
  const lower = name.toLowerCase()
  return typeNames.find((t) => protocolFileTypes[t].ext.some((e) => lower.endsWith(e)))
}

/** A file as the protocol lists it (no content). */
export const protocolFileSchema = z
  .object({
    id: int4(),
    uuid: z.uuid(),
    name: text(),
    type: z.enum(typeNames),
    /** Bytes. */
    size: int4(),
    uploadedAt: text(),
    uploadedBy: text().nullable(),
  })
  .meta({ id: 'ProtocolFile' })
export type ProtocolFile = z.infer<typeof protocolFileSchema>

/** POST /api/v2/protocols/{id}/files: one file, its bytes as base64, with the device's uuid. */
export const protocolFileUploadSchema = z
  .object({
    uuid: z.uuid({ error: 'Некоректний ідентифікатор файлу' }),
    name: text({ error: protocolFileMessages.name })
      .max(1000, `Назва файлу: не довше ${MAX_FILE_NAME} символів`)
      .transform(sanitizeFileName)
      .refine((n) => n.length > 0, protocolFileMessages.name),
    type: z.enum(typeNames, { error: protocolFileMessages.type }),
    content: z
      .string({ error: protocolFileMessages.content })
      .max(MAX_FILE_BASE64, { message: protocolFileMessages.tooLarge, abort: true })
      .regex(BASE64, { message: protocolFileMessages.content, abort: true })
      .refine((s) => s.length % 4 === 0, { message: protocolFileMessages.content, abort: true }),
  })
  .strict()
  .superRefine((v, ctx) => {
    // Zod still runs this when a field failed: only well-formed base64 is measured and decoded.
    if (typeof v.content !== 'string' || v.content.length % 4 !== 0 || !BASE64.test(v.content)) return
    if (v.content.length > MAX_FILE_BASE64 || typeof v.type !== 'string') return
    const size = base64Bytes(v.content)
    if (size === 0) ctx.addIssue({ code: 'custom', path: ['content'], message: protocolFileMessages.empty })
    else if (size > MAX_FILE_BYTES)
      ctx.addIssue({ code: 'custom', path: ['content'], message: protocolFileMessages.tooLarge })
    else if (!bytesFitType(base64Head(v.content), v.type))
      ctx.addIssue({ code: 'custom', path: ['content'], message: protocolFileMessages.mismatch })
  })
  .meta({ id: 'ProtocolFileUpload' })
export type ProtocolFileUpload = z.input<typeof protocolFileUploadSchema>

export const protocolFileParamsSchema = z.object({ id: idParam(), fileId: idParam() }).strict()

/**
 * What the device checks before queueing a picked file: its type (by MIME or extension), its size, the
 * count already on the protocol (stored and waiting); undefined when it may go.
 */
export function deviceFileProblem(
  file: { name: string; type: string; size: number },
  already: number,
): string | undefined {
  if (already >= MAX_PROTOCOL_FILES) return protocolFileMessages.tooMany
  if (!fileTypeOf(file.type, file.name)) return protocolFileMessages.type
  if (file.size === 0) return protocolFileMessages.empty
  if (file.size > MAX_FILE_BYTES) return protocolFileMessages.tooLarge
  if (!sanitizeFileName(file.name)) return protocolFileMessages.name
  return undefined
}

/** "12 КБ", "3,4 МБ" in uk-UA. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Б`
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('uk-UA')} КБ`
  return `${(bytes / 1024 / 1024).toLocaleString('uk-UA', { maximumFractionDigits: 1 })} МБ`
}
