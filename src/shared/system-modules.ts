/**
 * The installation's system modules (spec 000 §6) on this device: read from the cached current state,
 * and kept current for every signed-in user — an administrator's switch arrives as
 * `systemModulesChanged` on the realtime channel and is written into that cache at once (every tab and
 * every screen reading it follows), and each (re)connection of the channel asks the server again, so a
 * switch made while the channel was down is not missed.
 */
import type { CurrentState } from '../../domain/references/current-state.schema'
import { systemModulesSchema, type SystemModules } from '../../domain/settings/system-modules'
import { api } from '../lib/api/api'
import { useRealtimeEvent } from '../lib/realtime/use-realtime'
import type { OfflineDb } from '../offline/db'
import { useLiveQuery } from 'dexie-react-hooks'
import { useOffline, useOptionalOffline } from '../offline/react/offline-context'

const STATE = '/current-state'

/**
 * The modules as this device last heard them; undefined before the current state is first loaded (it is
 * among the sets loaded at sign-in) or outside a signed-in user's store — unknown switches hide nothing.
 */
export function useSystemModules(): SystemModules | undefined {
  const db = useOptionalOffline()?.db
  return useLiveQuery(
    async () =>
      db
        ? ((await db.references.get(STATE))?.data as { data?: CurrentState } | undefined)?.data?.modules
        : undefined,
    [db],
  )
}

/** Writes `modules` into the cached current state (nothing to do before that is loaded). */
export async function storeSystemModules(db: OfflineDb, modules: SystemModules): Promise<void> {
  await db.transaction('rw', db.references, async () => {
    const rec = await db.references.get(STATE)
    const body = rec?.data as { data?: CurrentState } | undefined
    if (!rec || !body?.data) return
    const next = { ...body, data: { ...body.data, modules } }
    // The ETag named the copy before the switch: the next refresh takes the server's whole answer.
    await db.references.put({ ...rec, data: next, server: next, etag: undefined, rev: (rec.rev ?? 0) + 1 })
  })
}

/** Mounted once per signed-in session (src/app/session-services.tsx). */
export function useSystemModulesKeptCurrent(): void {
  const { db } = useOffline()
  useRealtimeEvent('systemModulesChanged', (modules) => void storeSystemModules(db, modules))
  // Sent by the server on every connection: the moment to catch up on a switch made meanwhile.
  useRealtimeEvent('serverVersion', () => {
    api
      .request('/api/v2/system-modules', { schema: systemModulesSchema })
      .then((modules) => storeSystemModules(db, modules))
      .catch((e: unknown) => console.warn('System modules not refreshed', e))
  })
}
