/**
 * Keeps the local clients current while a clients screen is open: a sync on mount and whenever the
 * network comes back. Reports whether the local copy is there at all (a first sync needs the network).
 */
import { useEffect, useState } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { CLIENTS_SET } from '../../offline/entities/clients'
import { useOffline } from '../../offline/react/offline-context'
import { syncClients } from './clients-sync'

export interface ClientsSyncState {
  /** The local snapshot exists (offline search works). */
  ready: boolean
  syncing: boolean
  failed: boolean
}

export function useClientsSync(): ClientsSyncState {
  const { db } = useOffline()
  const meta = useLiveQuery(() => db.references.get(CLIENTS_SET), [db], null)
  const [syncing, setSyncing] = useState(false)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let active = true
    const run = () => {
      if (!navigator.onLine) return
      setSyncing(true)
      syncClients(db)
        .then(() => active && setFailed(false))
        .catch((e: unknown) => {
          console.error('Clients sync failed', e)
          if (active) setFailed(true)
        })
        .finally(() => active && setSyncing(false))
    }
    run()
    window.addEventListener('online', run)
    return () => {
      active = false
      window.removeEventListener('online', run)
    }
  }, [db])
  return { ready: meta !== null && meta !== undefined, syncing, failed }
}
