/**
 * One client for its profile and edit screens: live from the local store (an unsent edit shows at once,
 * offline too), refreshed from the server when online. `missing` when neither has it.
 */
import { useEffect, useState } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { clientSchema } from '../../../domain/clients/client.schema'
import { api } from '../../lib/api/api'
import { isApiError } from '../../lib/api/api-error'
import { useOffline } from '../../offline/react/offline-context'
import { readClient, type ClientView } from '../../shared/patients/client-read'
import { storeServerClient } from '../../shared/patients/clients-sync'
import { localClients, watchClients } from '../../shared/patients/local-clients'
import { today } from '../../shared/patients/use-today'

export interface ClientRecordState {
  client: ClientView | undefined
  loading: boolean
  missing: boolean
}

export function useClientRecord(ref: string): ClientRecordState {
  const { db } = useOffline()
  const local = useLiveQuery(
    async () => {
      await watchClients(db)
      return localClients(db).find(ref)
    },
    [db, ref],
    null,
  )
  const [fetched, setFetched] = useState<'pending' | 'done' | 'failed'>('pending')
  useEffect(() => {
    let active = true
    // Offline the request fails at once and the local copy is what the screen shows.
    api
      .request(`/clients/${encodeURIComponent(ref)}`, { schema: clientSchema })
      .then(async (c) => {
        await storeServerClient(db, c)
        if (active) setFetched('done')
      })
      .catch((e: unknown) => {
        if (!isApiError(e) || e.status !== 404) console.error('Client failed to load', e)
        if (active) setFetched('failed')
      })
    return () => {
      active = false
    }
  }, [db, ref])
  const client = local ? readClient(local, today()) : undefined
  return {
    client,
    loading: local === null || (local === undefined && fetched === 'pending'),
    missing: local === undefined && fetched !== 'pending',
  }
}
