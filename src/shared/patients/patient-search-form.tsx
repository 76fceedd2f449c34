/**
 * The patient search form (spec 000 §2.5): surname, name, patronymic, birthday, phone, email, sex and
 * 'Очистити форму'. Each text field suggests clients as the user types; picking one fills the form
 * and hands the client to the caller (the card then replaces the form).
 */
import { useId } from 'react'
import { Button } from '../../ui/button'
import { FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { birthdayShown, maskBirthday, maskPhone, maskPhoneSearch } from './masks'
import type { ClientView } from './client-read'
import { emptyPatient, fieldsOf, type PatientFields, type PatientTextField } from './patient-fields'
import { useClientSuggestions } from './use-client-suggestions'
import { useClientsSync } from './use-clients-sync'
import { SexRadioGroup } from './sex-radio-group'

const labels: Record<PatientTextField, string> = {
  surname: 'Прізвище',
  name: "Ім'я",
  patronymic: 'По батькові',
  birthday: 'Дата народження',
  phone: 'Телефон',
  email: 'Ел. пошта',
}

const NAMES: PatientTextField[] = ['surname', 'name', 'patronymic']

export interface PatientSearchFormProps {
  value: PatientFields
  onChange: (value: PatientFields) => void
  onPick: (client: ClientView) => void
  /** Spec 000 §5: the phone mask applies when this module option is on (default). */
  applyUaPhoneMask?: boolean
  errors?: Partial<Record<keyof PatientFields, string>>
}

function typed(field: PatientTextField, text: string, mask: boolean): string {
  if (NAMES.includes(field)) return text.toUpperCase()
  if (field === 'birthday') return maskBirthday(text)
  if (field === 'phone') return maskPhoneSearch(text, mask)
  return text
}

function Suggestions({
  list,
  onPick,
  id,
}: {
  list: ClientView[]
  onPick: (c: ClientView) => void
  id: string
}) {
  if (list.length === 0) return null
  return (
    <ul
      id={id}
      role="listbox"
      aria-label="Знайдені клієнти"
      className="col-span-full max-h-72 overflow-y-auto rounded-md border border-slate-200 bg-white shadow-md"
    >
      {list.map((c) => (
        <li
          key={c.uuid || c.id}
          role="option"
          aria-selected="false"
          tabIndex={0}
          className="cursor-pointer px-3 py-2 text-sm hover:bg-slate-100 focus:bg-slate-100 focus:outline-none"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onPick(c)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault()
              onPick(c)
            }
          }}
        >
          <span className="font-medium text-slate-900">{c.pib}</span>
          <span className="ml-2 text-slate-600">
            {[
              birthdayShown(c.birthday),
              c.phone ? maskPhone(c.phone) : '',
              c.id === undefined ? 'не надіслано' : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </li>
      ))}
    </ul>
  )
}

export function PatientSearchForm({
  value,
  onChange,
  onPick,
  applyUaPhoneMask = true,
  errors = {},
}: PatientSearchFormProps) {
  const base = useId()
  // Offline search needs the local copy: bring it up to date whenever the form is open.
  useClientsSync()
  const suggestions = useClientSuggestions()
  const listId = `${base}-suggestions`
  const pick = (c: ClientView) => {
    suggestions.clear()
    onChange(fieldsOf(c))
    onPick(c)
  }
  const input = (field: PatientTextField) => (
    <FormField key={field} id={`${base}-${field}`} label={labels[field]} error={errors[field]}>
      <Input
        id={`${base}-${field}`}
        value={value[field]}
        autoComplete="off"
        inputMode={field === 'birthday' || field === 'phone' ? 'numeric' : undefined}
        placeholder={
          field === 'birthday' ? 'ДД.ММ.РРРР' : field === 'phone' ? '+38(___)___-__-__' : undefined
        }
        aria-invalid={errors[field] ? true : undefined}
        aria-controls={suggestions.field === field ? listId : undefined}
        onChange={(e) => {
          const next = { ...value, [field]: typed(field, e.target.value, applyUaPhoneMask) }
          onChange(next)
          suggestions.search(field, next)
        }}
        onBlur={() => setTimeout(() => suggestions.field === field && suggestions.clear(), 200)}
      />
    </FormField>
  )
  return (
    <div className="grid gap-3 sm:grid-cols-3" role="group" aria-label="Пошук пацієнта">
      {NAMES.map(input)}
      {input('birthday')}
      {input('phone')}
      {input('email')}
      <SexRadioGroup
        name={`${base}-male`}
        value={value.male}
        onChange={(male) => onChange({ ...value, male })}
      />
      <div className="flex items-end">
        <Button
          variant="secondary"
          onClick={() => {
            suggestions.clear()
            onChange(emptyPatient)
          }}
        >
          Очистити форму
        </Button>
      </div>
      <Suggestions list={suggestions.list} onPick={pick} id={listId} />
    </div>
  )
}
