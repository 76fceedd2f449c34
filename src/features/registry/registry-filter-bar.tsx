/**
 * The grid's filters: city, filial (of the chosen city), specialization, doctor (of the chosen
 * specialization). Choosing a city drops a filial of another city; a specialization drops a doctor of
 * another one. The choices come with the day's answer.
 */
import type { RegistryDay, RegistryDayQuery } from '../../../domain/schedule/registry-day.schema'
import { Button } from '../../ui/button'
import { SelectField } from '../../ui/select-field'
import type { RegistryFilterKey } from './registry-filters'

type Patch = Partial<Record<RegistryFilterKey, number | null>>

const toId = (v: string) => (v === '' ? null : Number(v))

export function RegistryFilterBar({
  query,
  choices,
  onChange,
}: {
  query: RegistryDayQuery
  choices: RegistryDay['choices'] | undefined
  onChange: (patch: Patch) => void
}) {
  const c = choices ?? { cities: [], filials: [], specializations: [], doctors: [] }
  const filials = c.filials.filter((f) => query.cityId === undefined || f.cityId === query.cityId)
  const doctors = c.doctors.filter(
    (d) => query.specializationId === undefined || d.specializationId === query.specializationId,
  )
  const option = (x: { id: number; name: string }) => ({ key: x.id, value: x.name })
  const any =
    query.cityId !== undefined ||
    query.filialId !== undefined ||
    query.specializationId !== undefined ||
    query.doctorId !== undefined
  return (
    <div
      className="grid items-end gap-2 sm:grid-cols-2 lg:grid-cols-5"
      role="search"
      aria-label="Фільтри розкладу"
    >
      <SelectField
        id="registry-city"
        label="Місто"
        empty="Усі міста"
        value={query.cityId ?? null}
        options={c.cities.map(option)}
        onChange={(v) => {
          const cityId = toId(v)
          const keep = cityId === null || c.filials.find((f) => f.id === query.filialId)?.cityId === cityId
          onChange({ cityId, ...(keep ? {} : { filialId: null }) })
        }}
      />
      <SelectField
        id="registry-filial"
        label="Філія"
        empty="Усі філії"
        value={query.filialId ?? null}
        options={filials.map(option)}
        onChange={(v) => onChange({ filialId: toId(v) })}
      />
      <SelectField
        id="registry-specialization"
        label="Спеціалізація"
        empty="Усі спеціалізації"
        value={query.specializationId ?? null}
        options={c.specializations.map(option)}
        onChange={(v) => {
          const specializationId = toId(v)
          const keep =
            specializationId === null ||
            c.doctors.find((d) => d.id === query.doctorId)?.specializationId === specializationId
          onChange({ specializationId, ...(keep ? {} : { doctorId: null }) })
        }}
      />
      <SelectField
        id="registry-doctor"
        label="Лікар"
        empty="Усі лікарі"
        value={query.doctorId ?? null}
        options={doctors.map(option)}
        onChange={(v) => onChange({ doctorId: toId(v) })}
      />
      <Button
        variant="ghost"
        disabled={!any}
        onClick={() => onChange({ cityId: null, filialId: null, specializationId: null, doctorId: null })}
      >
        Скинути фільтри
      </Button>
    </div>
  )
}
