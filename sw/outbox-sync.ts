/**
 * The worker's side of the outbox: on a Background Sync 'sync' event it runs the same flusher as the
 * page, for the user the page last mirrored (src/offline/device-session.ts), with that user's access
 * token read at send time. The worker never refreshes tokens: an expired one leaves the queue to the
 * page, whose API client can refresh.
 */
import { openUserDb } from '../src/offline/db'
import { readDeviceSession } from '../src/offline/device-session'
import { flush, type FlushReport } from '../src/offline/flusher'
import { SYNC_TAG } from '../src/offline/sync-tag'
import { createTransport } from '../src/offline/transport'
import { send } from '../src/lib/api/http'

export { SYNC_TAG }

const base = (import.meta.env.VITE_API_BASE ?? '/api').replace(/\/+$/, '')
const basicAuth = import.meta.env.VITE_BASIC_AUTH || undefined

/** Flushes the signed-in user's outbox; resolves undefined when there is no usable session. */
export async function flushFromWorker(): Promise<FlushReport | undefined> {
  const session = await readDeviceSession()
  if (!session || session.expiresAt <= Date.now()) return undefined
  const transport = createTransport(async (path, init) => {
    // Read again for every request: the page may have refreshed the token or signed out meanwhile.
    const current = await readDeviceSession()
    const bearer = current?.userId === session.userId ? current.token : undefined
    return send((input, req) => fetch(input, req), `${base}${path}`, { ...init, bearer, basicAuth })
  })
  const report = await flush({ db: openUserDb(session.userId), transport })
  // Still waiting (offline again, server trouble): a rejected promise makes the browser schedule another sync.
  if (report.wakeAt !== undefined) throw new Error('outbox still has items to retry')
  return report
}
