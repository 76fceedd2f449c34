/**
 * The client a form was opened for (by id, or by the uuid of a client created offline): the local copy
 * first, then the server. When neither has it: 'Помилка при завантаженні профілю клієнта' (spec 000 §8)
 * and the caller closes the form.
 */
import { useEffect } from 'react'
import { toast } from 'sonner'
import { previousEntryMessages as m } from '../../../domain/previous-entries/previous-entry-rules'
import { api } from '../../lib/api/api'
import { useOffline } from '../../offline/react/offline-context'
import { readClient, type ClientView } from '../patients/client-read'
import { localClients } from '../patients/local-clients'
import { today } from '../patients/use-today'

export async function loadClient(db: Parameters<typeof localClients>[0], ref: string): Promise<ClientView> {
  const local = await localClients(db).find(ref)
  if (local !== undefined) return readClient(local, today())
  return readClient(await api.request(`/clients/${encodeURIComponent(ref)}`), today())
}

export function useEntryClient(
  clientRef: string | undefined,
  onLoaded: (c: ClientView) => void,
  onFailed: () => void,
) {
  const { db } = useOffline()
  useEffect(() => {
    if (!clientRef) return
    let active = true
    loadClient(db, clientRef)
      .then((c) => active && onLoaded(c))
      .catch((e: unknown) => {
        console.error('Client profile failed to load', e)
        if (!active) return
        toast.error('Помилка', { description: m.profileLoadFailed, duration: 5000 })
        onFailed()
      })
    return () => {
      active = false
    }
    // Loaded once per client: the callbacks are the caller's fresh closures on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, clientRef])
}
