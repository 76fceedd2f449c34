/** The client card's fields (create and edit): names, birthday and phone with their masks, email, sex, special attention. */
import { useId } from 'react'
import { EARLIEST_BIRTHDAY } from '../../../domain/clients/client-rules'
import { DateField } from '../../ui/date-field'
import { fieldErrorId, FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import type { ClientDraft, ClientErrors } from './client-draft'
import { birthdayShown, birthdayToSend, maskPhone } from '../../shared/patients/masks'
import { today } from '../../shared/patients/use-today'
import { SexRadioGroup } from '../../shared/patients/sex-radio-group'

type TextField = 'surname' | 'name' | 'patronymic' | 'birthday' | 'phone' | 'email'

const labels: Record<TextField, string> = {
  surname: 'Прізвище',
  name: "Ім'я",
  patronymic: 'По батькові',
  birthday: 'Дата народження',
  phone: 'Телефон',
  email: 'Ел. пошта',
}

export function ClientFields({
  draft,
  errors,
  onChange,
  birthdayRequired = false,
}: {
  draft: ClientDraft
  errors: ClientErrors
  onChange: (d: ClientDraft) => void
  /** The "birthday required" system module: the field is marked * and checked. */
  birthdayRequired?: boolean
}) {
  const base = useId()
  const text = (f: TextField) =>
    f === 'birthday' ? (
      <FormField
        key={f}
        id={`${base}-${f}`}
        label={birthdayRequired ? `${labels[f]} *` : labels[f]}
        error={errors[f]}
      >
        <DateField
          id={`${base}-${f}`}
          min={EARLIEST_BIRTHDAY}
          max={today()}
          value={birthdayToSend(draft.birthday)}
          aria-invalid={errors[f] ? true : undefined}
          aria-describedby={errors[f] ? fieldErrorId(`${base}-${f}`) : undefined}
          onChange={(v) => onChange({ ...draft, birthday: birthdayShown(v) })}
        />
      </FormField>
    ) : (
      <FormField key={f} id={`${base}-${f}`} label={labels[f]} error={errors[f]}>
        <Input
          id={`${base}-${f}`}
          value={draft[f]}
          aria-invalid={errors[f] ? true : undefined}
          inputMode={f === 'phone' ? 'numeric' : f === 'email' ? 'email' : undefined}
          placeholder={f === 'phone' ? '+38(___)___-__-__' : undefined}
          onChange={(e) => {
            const v = e.target.value
            onChange({ ...draft, [f]: f === 'phone' ? maskPhone(v) : v })
          }}
        />
      </FormField>
    )
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {(['surname', 'name', 'patronymic', 'birthday', 'phone', 'email'] as const).map(text)}
      <SexRadioGroup
        name={`${base}-male`}
        value={draft.male}
        onChange={(male) => onChange({ ...draft, male })}
      />
      <label className="flex items-center gap-2 self-end text-sm sm:col-span-2">
        <input
          type="checkbox"
          checked={draft.specialAttention}
          onChange={(e) => onChange({ ...draft, specialAttention: e.target.checked })}
        />
        Особлива увага
      </label>
      {draft.specialAttention && (
        <div className="sm:col-span-3">
          <FormField
            id={`${base}-sa`}
            label="Коментар особливої уваги"
            error={errors.specialAttentionComment}
          >
            <textarea
              id={`${base}-sa`}
              rows={2}
              className="block w-full rounded-md border border-slate-300 px-3 py-2 text-base"
              value={draft.specialAttentionComment}
              onChange={(e) => onChange({ ...draft, specialAttentionComment: e.target.value })}
            />
          </FormField>
        </div>
      )}
    </div>
  )
}
