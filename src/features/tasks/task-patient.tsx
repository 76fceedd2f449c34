/**
 * The task's patient (spec 001 §3 "Task": patient data, a link to a client), picked with the same
 * patient search and card as the cart and the previous-entry form, offline too. A client created on
 * this device and not sent yet may be picked: the task then names it by its uuid (task-writes.ts).
 */
import { useState } from 'react'
import { Button } from '../../ui/button'
import { type ClientView } from '../../shared/patients/client-read'
import { PatientBlock } from '../../shared/patients/patient-block'
import { PatientCard } from '../../shared/patients/patient-card'
import { emptyPatientState, type PatientState } from '../../shared/patients/patient-fields'

/** The patient as the task form holds it: the card's client when picked here, else the task's own link. */
export interface TaskClient {
  /** The server id; undefined for a client created on this device and not sent yet. */
  id: number | undefined
  uuid: string
  name: string
  /** The picked client, for the patient card (a task read from the server carries only id and name). */
  view?: ClientView
}

/** How the API takes the patient: the client's id, or its uuid while it has none. */
export const clientRefOf = (c: TaskClient): number | string => c.id ?? c.uuid

export const taskClientOf = (c: ClientView): TaskClient => ({ id: c.id, uuid: c.uuid, name: c.pib, view: c })

export function TaskPatient({
  value,
  onChange,
  canSearch,
}: {
  value: TaskClient | null
  onChange: (v: TaskClient | null) => void
  /** The user may search clients (crmClientsSee); without it the patient can only be kept or removed. */
  canSearch: boolean
}) {
  const [searching, setSearching] = useState(false)
  const [search, setSearch] = useState<PatientState>(emptyPatientState)
  const stop = () => {
    setSearching(false)
    setSearch(emptyPatientState)
  }
  const pick = (state: PatientState) => {
    if (!state.client) return setSearch(state)
    onChange(taskClientOf(state.client))
    stop()
  }

  return (
    <fieldset className="grid gap-2" data-testid="task-patient">
      <legend className="text-sm font-medium text-slate-800">Пацієнт</legend>
      {searching ? (
        <>
          <PatientBlock value={search} onChange={pick} />
          <Button variant="ghost" className="justify-self-start" onClick={stop}>
            Скасувати пошук
          </Button>
        </>
      ) : value?.view ? (
        <PatientCard client={value.view} onAnother={() => setSearching(canSearch)} />
      ) : value ? (
        <p className="text-slate-900">{value.name}</p>
      ) : (
        <p className="text-sm text-slate-600">Задачу не пов’язано з пацієнтом.</p>
      )}
      {!searching && (
        <div className="flex flex-wrap gap-2">
          {canSearch && !value?.view && (
            <Button variant="secondary" onClick={() => setSearching(true)}>
              {value ? 'Інший пацієнт' : 'Обрати пацієнта'}
            </Button>
          )}
          {value && (
            <Button variant="ghost" onClick={() => onChange(null)}>
              Без пацієнта
            </Button>
          )}
        </div>
      )}
    </fieldset>
  )
}
