/**
 * The active doctors for the form (GET /api/v2/doctor-actives/reference, cached in the reference
 * store so the form works offline). A failed load with nothing stored shows 'Помилка при завантаженні
 * списку лікарів' (spec 000 §8) and leaves the list empty.
 */
import { useEffect } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { toast } from 'sonner'
import { previousEntryMessages as m } from '../../../domain/previous-entries/previous-entry-rules'
import { useOffline } from '../../offline/react/offline-context'
import { fetchReference } from '../../offline/references/reference-loader'

export const DOCTORS_PATH = '/api/v2/doctor-actives/reference'

export interface Doctor {
  key: number
  value: string
}

const asDoctors = (v: unknown): Doctor[] =>
  Array.isArray(v)
    ? v.filter(
        (d): d is Doctor => typeof (d as Doctor).key === 'number' && typeof (d as Doctor).value === 'string',
      )
    : []

export function useDoctors(): Doctor[] {
  const { db, getReference } = useOffline()
  const record = useLiveQuery(() => db.references.get(DOCTORS_PATH), [db])
  useEffect(() => {
    let active = true
    fetchReference(db, getReference, DOCTORS_PATH).catch(async (e: unknown) => {
      console.error('Doctors failed to load', e)
      if (active && !(await db.references.get(DOCTORS_PATH)))
        toast.error('Помилка', { description: m.doctorsLoadFailed, duration: 5000 })
    })
    return () => {
      active = false
    }
  }, [db, getReference])
  return asDoctors(record?.data)
}
