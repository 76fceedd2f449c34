/**
 * Suggestions of the patient search form: from the server's client search when online, from the local
 * copy when offline or when the request cannot reach the server (same normalisation, domain/search).
 * Clients created on this device and not yet sent are suggested either way. Only the newest keystroke's
 * answer is shown; a failed search shows 'Помилка' / 'Помилка при пошуку клієнта' and empties the list.
 */
import { useRef, useState } from 'react'
import { toast } from 'sonner'
import { clientListResponseSchema } from '../../../domain/clients/client.schema'
import { api } from '../../lib/api/api'
import { isApiError } from '../../lib/api/api-error'
import { useOffline } from '../../offline/react/offline-context'
import { readClient, type ClientView } from './client-read'
import type { ClientQuery } from './client-match'
import { localClients } from './local-clients'
import { patientQuery, searchParams, type PatientFields, type PatientTextField } from './patient-fields'
import { today } from './use-today'

const LIMIT = 20
const DEBOUNCE_MS = 200

export function useClientSuggestions() {
  const { db } = useOffline()
  const [list, setList] = useState<ClientView[]>([])
  const [field, setField] = useState<PatientTextField | null>(null)
  const seq = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const local = async (q: ClientQuery) =>
    (await localClients(db).search(q, LIMIT)).map((r) => readClient(r, today()))
  const online = async (q: ClientQuery) => {
    const answer = await api.request(`/clients?${searchParams(q, LIMIT)}`, {
      schema: clientListResponseSchema,
    })
    const unsent = (await local(q)).filter((c) => c.id === undefined)
    return [...unsent, ...answer.data.map((r) => readClient(r, today()))]
  }

  const run = async (n: number, q: ClientQuery) => {
    let rows: ClientView[]
    try {
      rows = navigator.onLine ? await online(q) : await local(q)
    } catch (e) {
      if (isApiError(e) && e.status === 0) rows = await local(q)
      else {
        if (n !== seq.current) return
        console.error('Client search failed', e)
        toast.error('Помилка', { description: 'Помилка при пошуку клієнта', duration: 5000 })
        setList([])
        return
      }
    }
    if (n === seq.current) setList(rows)
  }

  return {
    list,
    field,
    /** The user typed into `active`; `fields` are the whole form after the keystroke. */
    search(active: PatientTextField, fields: PatientFields) {
      clearTimeout(timer.current)
      const n = ++seq.current
      if (fields[active].trim() === '') {
        setList([])
        setField(null)
        return
      }
      setField(active)
      const q = patientQuery(fields)
      timer.current = setTimeout(() => void run(n, q), navigator.onLine ? DEBOUNCE_MS : 0)
    },
    clear() {
      clearTimeout(timer.current)
      seq.current++
      setList([])
      setField(null)
    },
  }
}
