/** The patient block of a form: the search form until a client is chosen, then the card (spec 000 §2.7, §4). */
import { PatientCard } from './patient-card'
import { emptyPatientState, fieldsOf, type PatientFields, type PatientState } from './patient-fields'
import { PatientSearchForm } from './patient-search-form'

export function PatientBlock({
  value,
  onChange,
  errors,
}: {
  value: PatientState
  onChange: (v: PatientState) => void
  errors?: Partial<Record<keyof PatientFields, string>>
}) {
  if (value.client) return <PatientCard client={value.client} onAnother={() => onChange(emptyPatientState)} />
  return (
    <PatientSearchForm
      value={value.fields}
      errors={errors}
      onChange={(fields) => onChange({ fields, client: null })}
      onPick={(client) => onChange({ fields: fieldsOf(client), client })}
    />
  )
}
