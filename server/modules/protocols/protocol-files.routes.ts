/**
 * /api/v2/protocols/{id}/files (spec 001 §3 "Protocol: … files"): add a file to a saved protocol, download
 * one, delete one. The list comes with the protocol's read (`files`), which the device keeps offline.
 */
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../../domain/api/errors'
import {
  MAX_FILE_BASE64,
  MAX_FILE_BYTES,
  MAX_PROTOCOL_FILES,
  protocolFileParamsSchema,
  protocolFileSchema,
  protocolFileTypes,
  protocolFileUploadSchema,
} from '../../../domain/protocols/protocol-files.schema'
import { protocolParamsSchema, protocolSchema } from '../../../domain/protocols/protocol.schema'
import type { AppContext } from '../../app-context'
import { attachmentHeader } from '../../lib/excel/sheet-writer'
import { addFile, deleteFile, fileToDownload } from './protocol-files.service'

/** The JSON of one upload: the base64 content and room for the name and the uuid. */
const UPLOAD_BODY_LIMIT = MAX_FILE_BASE64 + 64 * 1024

const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  413: errorBodySchema,
  422: errorBodySchema,
}

const types = Object.values(protocolFileTypes)
  .map((t) => t.label)
  .join(', ')

export function protocolFileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['Протоколи']
    app.post(
      '/api/v2/protocols/:id/files',
      {
        config: { auth: 'crmProtocolsCreate' },
        bodyLimit: UPLOAD_BODY_LIMIT,
        schema: {
          tags,
          summary: 'Додати файл до протоколу',
          description:
            `Adds one file to a saved protocol (not approved, not deleted; 422 on \`file\` otherwise): ${types}, ` +
            `at most ${MAX_FILE_BYTES / 1024 / 1024} MB, at most ${MAX_PROTOCOL_FILES} files a protocol. The bytes ` +
            'come as base64 in `content`; their leading bytes must fit `type` (422 on `content`). The name is ' +
            'stored without path, control characters or unpaired surrogates, at most 200 characters. `uuid` is ' +
            'made on the device: a second upload with the same uuid answers the stored file without storing it ' +
            'again (an outbox replay), one naming another protocol’s uuid is 422. Same scope as the read; the ' +
            'protocol’s version does not change. Answers the file as the protocol lists it (201).',
          params: protocolParamsSchema,
          body: protocolFileUploadSchema,
          response: { 201: protocolFileSchema, ...errors },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, (m) => {
          m.status(201)
          return addFile(m.tx, m.user, req.params.id, req.body, ctx.now())
        }),
    )

    app.get(
      '/api/v2/protocols/:id/files/:fileId',
      {
        config: { auth: ['crmProtocolsCreate', 'crmProtocolsApprove'] },
        schema: {
          tags,
          summary: 'Файл протоколу',
          description:
            'The bytes of a file of the protocol, with its type and name (Content-Disposition: attachment). ' +
            'Same scope as the protocol’s read; 404 for a file deleted, unknown or of another protocol.',
          params: protocolFileParamsSchema,
          response: { 200: z.string().describe('the file'), ...errors },
        },
      },
      async (req, reply) => {
        const file = await fileToDownload(ctx.db, req.user!, req.params.id, req.params.fileId)
        const ext = protocolFileTypes[file.type as keyof typeof protocolFileTypes]?.ext[0] ?? ''
        // The bytes go out as they are: the route's schema only describes them for the API docs.
        return (reply as FastifyReply)
          .type(file.type === 'text/plain' ? 'text/plain; charset=utf-8' : file.type)
          .header(
            'content-disposition',
            attachmentHeader(file.name, `protocol-${req.params.id}-file-${req.params.fileId}${ext}`),
          )
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(file.content)
      },
    )

    app.delete(
      '/api/v2/protocols/:id/files/:fileId',
      {
        config: { auth: 'crmProtocolsCreate' },
        schema: {
          tags,
          summary: 'Видалити файл протоколу',
          description:
            'Deletes a file of a saved protocol (kept in its history, no longer listed or downloaded); 422 on ' +
            '`file` when the protocol is approved or deleted, 404 for an unknown file. Answers the protocol.',
          params: protocolFileParamsSchema,
          response: { 200: protocolSchema, ...errors },
        },
      },
      async (req, reply) =>
        ctx.mutate(req, reply, (m) => deleteFile(m.tx, m.user, req.params.id, req.params.fileId, ctx.now())),
    )
  }
}
