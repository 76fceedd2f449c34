/**
 * The patient record of an employee (spec 001 §6: staff can be linked to patients), picked with the
 * shared patient search and card. The user only keeps the client's id; the name comes from the server.
 */
import { useState } from 'react'
import { PatientBlock } from '../../shared/patients/patient-block'
import { emptyPatientState, type PatientState } from '../../shared/patients/patient-fields'
import { Button } from '../../ui/button'

export interface LinkedPatient {
  id: number
  name: string
}

export function StaffPatient({
  value,
  onChange,
  disabled,
  error,
}: {
  value: LinkedPatient | null
  onChange: (v: LinkedPatient | null) => void
  disabled?: boolean
  error?: string | undefined
}) {
  const [searching, setSearching] = useState(false)
  const [search, setSearch] = useState<PatientState>(emptyPatientState)
  const stop = () => {
    setSearching(false)
    setSearch(emptyPatientState)
  }
  const pick = (state: PatientState) => {
    // A client created on this device and not sent yet has no id: it cannot be linked until it lands.
    if (!state.client?.id) return setSearch(state)
    onChange({ id: state.client.id, name: state.client.pib })
    stop()
  }
  return (
    <fieldset className="grid gap-2 rounded-md border border-slate-200 p-3" data-testid="staff-patient">
      <legend className="px-1 text-sm font-medium text-slate-800">Повʼязаний пацієнт</legend>
      {searching ? (
        <>
          <PatientBlock value={search} onChange={pick} />
          <Button variant="ghost" className="justify-self-start" onClick={stop}>
            Скасувати пошук
          </Button>
        </>
      ) : (
        <p className="text-slate-900">{value ? value.name : 'Не повʼязано з пацієнтом.'}</p>
      )}
      {!searching && !disabled && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setSearching(true)}>
            {value ? 'Інший пацієнт' : 'Обрати пацієнта'}
          </Button>
          {value && (
            <Button variant="ghost" onClick={() => onChange(null)}>
              Без пацієнта
            </Button>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}
