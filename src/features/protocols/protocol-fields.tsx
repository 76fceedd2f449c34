/**
 * The protocol's own fields around its templates: who and when (the doctor, the assistant, the visit's
 * Kyiv date and time, the next visit's date) above them, the conclusion and the comment below.
 */
import { memo } from 'react'
import type { Protocol } from '../../../domain/protocols/protocol.schema'
import { DateField } from '../../ui/date-field'
import { FormField, fieldErrorId } from '../../ui/form-field'
import { Select } from '../../ui/select'
import { TimeField } from '../../ui/time-field'
import type { ProtocolDraft } from './protocol-model'

const peopleKeys = ['doctorId', 'assistantId', 'visitDate', 'visitTime', 'nextVisitDate'] as const
const notesKeys = ['conclusion', 'comment'] as const

interface FieldsProps<K extends keyof ProtocolDraft> {
  /** The draft's fields these show (only those: a keystroke in a sheet does not render them). */
  draft: Pick<ProtocolDraft, K>
  choices: Protocol['choices']
  problems: Readonly<Record<string, string>>
  disabled: boolean
  onChange: (patch: Partial<ProtocolDraft>, field: string) => void
}

// Memo's test: the same messages, state and callback, and the same values of the fields shown.
const sameFields =
  <K extends keyof ProtocolDraft>(keys: readonly K[]) =>
  (a: Partial<FieldsProps<K>>, b: Partial<FieldsProps<K>>) =>
    a.choices === b.choices &&
    a.problems === b.problems &&
    a.disabled === b.disabled &&
    a.onChange === b.onChange &&
    keys.every((k) => a.draft?.[k] === b.draft?.[k])

const required = (label: string) => `${label} *`
const people = (rows: ReadonlyArray<{ id: number; name: string }>) =>
  rows.map((r) => ({ value: String(r.id), label: r.name }))
const idOf = (v: string | null) => (v === null ? null : Number(v))

/** A field's wrapper, marked when it has a message (the first one marked takes the focus on a failed save). */
function Marked({ problem, children }: { problem: string | undefined; children: React.ReactNode }) {
  return <div data-invalid={problem ? true : undefined}>{children}</div>
}

export const ProtocolPeopleFields = memo(function ProtocolPeopleFields({
  draft,
  choices,
  problems,
  disabled,
  onChange,
}: FieldsProps<(typeof peopleKeys)[number]>) {
  const visit = problems.visitAt
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Marked problem={problems.doctorId}>
        <FormField id="protocol-doctor" label={required('Лікар')} error={problems.doctorId}>
          <Select
            id="protocol-doctor"
            value={draft.doctorId === null ? null : String(draft.doctorId)}
            options={people(choices.doctors)}
            placeholder="Оберіть лікаря"
            onChange={(v) => onChange({ doctorId: idOf(v) }, 'doctorId')}
            disabled={disabled}
            invalid={problems.doctorId !== undefined}
            describedBy={problems.doctorId ? fieldErrorId('protocol-doctor') : undefined}
          />
        </FormField>
      </Marked>
      <Marked problem={problems.assistantId}>
        <FormField id="protocol-assistant" label="Асистент" error={problems.assistantId}>
          <Select
            id="protocol-assistant"
            value={draft.assistantId === null ? null : String(draft.assistantId)}
            options={people(choices.staff)}
            empty="Без асистента"
            onChange={(v) => onChange({ assistantId: idOf(v) }, 'assistantId')}
            disabled={disabled}
            invalid={problems.assistantId !== undefined}
            describedBy={problems.assistantId ? fieldErrorId('protocol-assistant') : undefined}
          />
        </FormField>
      </Marked>
      <Marked problem={visit}>
        <FormField id="protocol-visit-date" label={required('Дата прийому')} error={visit}>
          <div className="flex items-start gap-2">
            <DateField
              id="protocol-visit-date"
              className="flex-1"
              value={draft.visitDate}
              required
              onChange={(d) => onChange({ visitDate: d }, 'visitAt')}
              disabled={disabled}
              aria-invalid={visit !== undefined || undefined}
              aria-describedby={visit ? fieldErrorId('protocol-visit-date') : undefined}
            />
            <TimeField
              id="protocol-visit-time"
              aria-label="Час прийому"
              value={draft.visitTime}
              onChange={(t) => onChange({ visitTime: t }, 'visitAt')}
              disabled={disabled}
              aria-invalid={visit !== undefined || undefined}
              aria-describedby={visit ? fieldErrorId('protocol-visit-date') : undefined}
            />
          </div>
        </FormField>
      </Marked>
      <Marked problem={problems.nextVisitDate}>
        <FormField id="protocol-next-visit" label="Наступний візит" error={problems.nextVisitDate}>
          <DateField
            id="protocol-next-visit"
            value={draft.nextVisitDate}
            min={draft.visitDate ?? undefined}
            onChange={(d) => onChange({ nextVisitDate: d }, 'nextVisitDate')}
            disabled={disabled}
            aria-invalid={problems.nextVisitDate !== undefined || undefined}
            aria-describedby={problems.nextVisitDate ? fieldErrorId('protocol-next-visit') : undefined}
          />
        </FormField>
      </Marked>
    </div>
  )
}, sameFields(peopleKeys))

const textareaClass =
  'block min-h-24 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 aria-[invalid=true]:border-red-600 disabled:bg-slate-100'

export const ProtocolNotesFields = memo(function ProtocolNotesFields({
  draft,
  problems,
  disabled,
  onChange,
}: Omit<FieldsProps<(typeof notesKeys)[number]>, 'choices'>) {
  const area = (field: 'conclusion' | 'comment', id: string, label: string, rows: number) => (
    <Marked problem={problems[field]}>
      <FormField id={id} label={label} error={problems[field]}>
        <textarea
          id={id}
          rows={rows}
          className={textareaClass}
          value={draft[field]}
          disabled={disabled}
          aria-invalid={problems[field] !== undefined || undefined}
          aria-describedby={problems[field] ? fieldErrorId(id) : undefined}
          onChange={(e) => onChange({ [field]: e.target.value }, field)}
        />
      </FormField>
    </Marked>
  )
  return (
    <div className="grid gap-4">
      {area('conclusion', 'protocol-conclusion', 'Висновок', 5)}
      {area('comment', 'protocol-comment', 'Коментар', 2)}
    </div>
  )
}, sameFields(notesKeys))
