/**
 * Exactly-once writes (ARCHITECTURE.md §4). Every mutating route runs its work through `mutate`: one
 * transaction claims the Idempotency-Key, runs the work, writes the change log and stores the answer,
 * so an effect is never committed without its stored answer (nor the other way round). A repeat with
 * the same key and request gets the stored answer without running the work again.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { DomainError, errorMessages } from '../../domain/api/errors'
import { idempotencyKeySchema, idempotentReplayHeader } from '../../domain/sync/sync.schema'
import type { Db, Tx } from '../db/client'
import { requireUser } from '../plugins/auth'
import type { AuthUser } from '../modules/auth/auth.repo'
import { writeChanges, type ChangeEntry } from './change-log'
import { currentBatch } from './batch'
import { claimKey, storeAnswer, storeRefusal } from './idempotency-store'
import { requestHash } from './request-hash'

/** What the work of a mutation gets. */
export interface MutationScope {
  tx: Tx
  user: AuthUser
  now: Date
  /** Records a change of a synced entity; written to the change log in this transaction. */
  changed(entry: ChangeEntry): void
  /** Sets the status of the successful answer (default 200, e.g. 201 for a create). */
  status(code: number): void
  /**
   * What is stored with the Idempotency-Key for a repeat of the request, when the answer holds a secret
   * that must not be kept (e.g. a token shown once): the repeat gets this view instead of the answer.
   */
  storeForRepeat(view: (answer: unknown) => unknown): void
}

export type Mutate = <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (m: MutationScope) => Promise<T>,
) => Promise<T>

/** The Idempotency-Key of a request, or undefined without one; a malformed key is refused. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key']
  if (raw === undefined) return undefined
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(raw) ? raw[0] : raw)
  if (!parsed.success)
    throw new DomainError('validation_failed', 422, errorMessages.validation_failed, {
      errors: { idempotency_key: ['Некоректний ключ ідемпотентності'] },
    })
  return parsed.data
}

/** The body as the route's response schema serialises it for `status`: the JSON text the client gets. */
function serialized(reply: FastifyReply, body: unknown, status: number): string {
  try {
    return String(reply.serializeInput(body as Record<string, unknown>, String(status)))
  } catch {
    return JSON.stringify(body ?? null)
  }
}

/** The body as sent, as plain JSON (a batch keeps it to answer repeats within the batch). */
const asSent = (reply: FastifyReply, body: unknown, status: number): unknown =>
  JSON.parse(serialized(reply, body, status)) as unknown

/** A 4xx raised by the work: stored with the key, so a replay gets the same refusal. */
const isStorableRefusal = (e: unknown): e is DomainError =>
  e instanceof DomainError && e.status >= 400 && e.status < 500

/** Marks a refusal raised by the work itself (not by the key checks, which are never stored). */
class WorkRefusal extends Error {
  constructor(readonly error: DomainError) {
    super(error.message)
  }
}

export interface MutateOptions {
  /**
   * Take the change-log lock before writing changes. PostgreSQL needs it (concurrent transactions may
   * commit out of order); PGlite runs one transaction at a time, so commits are already in order.
   */
  lockChangeLog: boolean
}

type Stored = { statusCode: number; response: unknown }

function sendStored(reply: FastifyReply, stored: Stored): never {
  void reply
    .code(stored.statusCode)
    .header(idempotentReplayHeader, 'true')
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => JSON.stringify(payload))
    .send(stored.response)
  // Fastify ignores a handler's result that is the reply itself: the stored answer is already sent.
  return reply as never
}

/** Sends JSON text already made by the route's serializer (and stored with the key) as it is. */
function sendText(reply: FastifyReply, status: number, text: string): never {
  void reply
    .code(status)
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => payload as string)
    .send(text)
  return reply as never
}

/** Builds `ctx.mutate` over the database and the clock. */
export function createMutate(db: Db, clock: () => Date, opts: MutateOptions): Mutate {
  return async <T>(request: FastifyRequest, reply: FastifyReply, work: (m: MutationScope) => Promise<T>) => {
    const user = requireUser(request)
    const key = idempotencyKeyOf(request)
    const now = clock()
    let status = 200
    let forRepeat: ((answer: unknown) => unknown) | undefined
    const changes: ChangeEntry[] = []
    const scope = (tx: Tx): MutationScope => ({
      tx,
      user,
      now,
      changed: (e) => void changes.push(e),
      status: (code) => void (status = code),
      storeForRepeat: (view) => void (forRepeat = view),
    })
    const finish = async (tx: Tx, result: T) => {
      await writeChanges(tx, changes, now, opts.lockChangeLog)
      return result
    }

    if (key === undefined) {
      const result = await db.transaction(async (tx) => finish(tx, await work(scope(tx))))
      void reply.code(status)
      return result
    }

    const f = {
      key,
      userId: user.id,
      method: request.method,
      path: request.url,
      requestHash: requestHash(request.method, request.url, request.body),
    }
    const batch = currentBatch()
    if (batch && batch.userId === user.id) {
      const known = batch.answers.get(key)
      if (known) {
        if (known.requestHash !== f.requestHash)
          throw new DomainError('idempotency_key_reused', 422, errorMessages.idempotency_key_reused)
        return sendStored(reply, known)
      }
      let result: T
      try {
        result = await work(scope(batch.tx))
      } catch (e) {
        // Its partial writes cannot be undone alone: the batch is rolled back and replayed item by item.
        batch.aborted = true
        throw e
      }
      // Serialised once, as outside a batch: the text is sent as it is and kept (parsed) for the key.
      const text = serialized(reply, result, status)
      const answer = {
        statusCode: status,
        response: forRepeat ? asSent(reply, forRepeat(result), status) : (JSON.parse(text) as unknown),
      }
      batch.changes.push(...changes.map((c) => ({ ...c, at: now })))
      batch.pending.push({ ...f, ...answer })
      batch.answers.set(key, { requestHash: f.requestHash, ...answer })
      return sendText(reply, status, text)
    }
    try {
      const outcome = await db.transaction(async (tx): Promise<{ stored: Stored } | { text: string }> => {
        const stored = await claimKey(tx, f)
        if (stored) return { stored }
        const body = await work(scope(tx)).catch((e: unknown) => {
          throw isStorableRefusal(e) ? new WorkRefusal(e) : e
        })
        await finish(tx, body)
        // Serialised once: the same text is stored with the key and sent (a large cart's answer is
        // tens of kilobytes; encoding it twice through the response schema cost milliseconds).
        const text = serialized(reply, body, status)
        await storeAnswer(tx, f, status, forRepeat ? serialized(reply, forRepeat(body), status) : text)
        return { text }
      })
      if ('stored' in outcome) return sendStored(reply, outcome.stored)
      return sendText(reply, status, outcome.text)
    } catch (e) {
      if (!(e instanceof WorkRefusal)) throw e
      // The work's writes are rolled back; the refusal is stored on its own (no savepoint needed).
      const stored = await storeRefusal(db, f, e.error.status, e.error.toBody())
      if (stored) return sendStored(reply, stored)
      throw e.error
    }
  }
}
