/**
 * The registry's realtime notice (issue 20 item 9): after a committed registry write, every signed-in
 * tab hears `registryChanged` on the channel `mis` and the registry screens showing that day read it
 * again. The notice names the day and the kind of change, never a patient.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { RegistryChangeKind } from '../../../domain/registry/registry-events'
import { kyivDay } from '../../../domain/time/kyiv'
import { requireUser } from '../../plugins/auth'

/**
 * Announces a change of `kind` on the Kyiv day of `at` (default: now) once `reply` succeeded; a
 * failure to announce is logged, never turned into a failed request (the write is committed).
 */
export function announceRegistry(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  kind: RegistryChangeKind,
  at?: Date | string,
): void {
  if (reply.statusCode >= 300) return
  try {
    const now = Date.now()
    const day = kyivDay(at === undefined ? new Date(now) : new Date(at))
    app.realtime.toAll('registryChanged', { date: day, kind, by: requireUser(req).id, at: now })
  } catch (err) {
    app.log.warn({ err, kind }, 'registry notice not sent')
  }
}

/** Runs `write` and announces `kind` after it: the route handler of a registry write. */
export async function withRegistryNotice<T>(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  kind: RegistryChangeKind,
  write: () => Promise<T>,
  at?: Date | string,
): Promise<T> {
  const answer = await write()
  announceRegistry(app, req, reply, kind, at)
  return answer
}
