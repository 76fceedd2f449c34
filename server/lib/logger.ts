/**
 * Structured log settings that keep personal data out: no query strings (client searches carry names
 * and phones), no headers, no bodies. A database error is logged by its SQLSTATE, table, column and
 * constraint only: its message and detail can quote row values ('Failing row contains (…)', 'invalid
 * input syntax for type integer: "…"'), and Drizzle's wrapper lists the bind parameters.
 */
import type { FastifyServerOptions } from 'fastify'

interface ReqLike {
  method: string
  url: string
  id: string
}

interface DbErrorLike {
  code: string
  table?: unknown
  column?: unknown
  constraint?: unknown
  schema?: unknown
  dataType?: unknown
  routine?: unknown
}

const SQLSTATE = /^[0-9A-Z]{5}$/

/** The PostgreSQL error inside `err` (Drizzle wraps the driver's in `cause`), if there is one. */
function findDbError(err: unknown): DbErrorLike | undefined {
  let e: unknown = err
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const c = (e as { code?: unknown }).code
    // node-postgres and PGlite both carry `severity` beside the five-character SQLSTATE.
    if (typeof c === 'string' && SQLSTATE.test(c) && 'severity' in e) return e as unknown as DbErrorLike
    e = (e as { cause?: unknown }).cause
  }
  return undefined
}

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined)

function stackFrames(err: Error) {
  // The stack opens with the message (Drizzle's spans lines, down to its 'params:'): only frames are kept.
  return (err.stack ?? '')
    .split('\n')
    .filter((l) => /^\s+at /.test(l))
    .slice(0, 7)
    .join('\n')
}

/** An error as it may be logged: database errors by their codes, never their texts or parameters. */
export function safeError(err: Error) {
  const e = err as Error & { code?: unknown; statusCode?: unknown }
  const db = findDbError(err)
  if (db) {
    return {
      type: e.name,
      // A fixed text: the driver's message may quote the offending value.
      message: `database error ${db.code}`,
      sqlState: db.code,
      table: str(db.table),
      column: str(db.column),
      constraint: str(db.constraint),
      dataType: str(db.dataType),
      routine: str(db.routine),
      stack: stackFrames(err),
    }
  }
  // Not a database error, yet a Drizzle wrapper (e.g. a dropped connection) still lists parameters.
  const message = (e.message ?? '').split('\nparams:')[0]?.slice(0, 300) ?? ''
  return { type: e.name, code: e.code, statusCode: e.statusCode, message, stack: stackFrames(err) }
}

/** Pino options for Fastify; `stream` captures the lines (tests). */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: ReqLike) => ({ id: req.id, method: req.method, path: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: safeError,
    },
  }
}
