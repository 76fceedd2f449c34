/**
 * The previous-entry registration form (spec 000 §2.7, §5, §8): the patient block, created date
 * (read-only, today), doctor, deadline (days before now − 24 h disabled), type, nearest appointment,
 * comment, 'Зареєструвати' / 'Скасувати'. Opens in the header's dialog and from a client's profile.
 */
import { useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import {
  earliestDeadline,
  previousEntryMessages as m,
  previousEntryTypes,
} from '../../../domain/previous-entries/previous-entry-rules'
import type { PreviousEntry } from '../../../domain/previous-entries/previous-entry.schema'
import { discard } from '../../offline/outbox'
import { useOffline } from '../../offline/react/offline-context'
import { Button } from '../../ui/button'
import { DateField } from '../../ui/date-field'
import { fieldErrorId, FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { birthdayShown } from '../patients/masks'
import { PatientBlock } from '../patients/patient-block'
import { emptyPatientState, type PatientState } from '../patients/patient-fields'
import { readClient } from '../patients/client-read'
import { today } from '../patients/use-today'
import {
  checkAll,
  checkField,
  draftOf,
  emptyDraft,
  errorsFrom422,
  type EntryDraft,
  type EntryErrors,
} from './entry-draft'
import { useDoctors } from './use-doctors'
import { useEntryClient } from './use-entry-client'
import { refusalMessage, useRegisterEntry } from './use-register-entry'
import { newUuid } from '../../lib/new-uuid'

const selectClass =
  'block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 aria-[invalid=true]:border-red-600'

export interface PreviousEntryFormProps {
  /** Open for this client (id, or the uuid of a client created offline). */
  clientId?: string | undefined
  /** Edit this entry instead of registering a new one. */
  entry?: PreviousEntry | undefined
  /** Closes the form (after a registration, on 'Скасувати', when the client cannot be loaded). */
  onClose: () => void
}

export function PreviousEntryForm({ clientId, entry, onClose }: PreviousEntryFormProps) {
  const base = useId()
  const { db, outbox } = useOffline()
  const doctors = useDoctors()
  const register = useRegisterEntry()
  const [uuid] = useState(() => entry?.uuid ?? newUuid())
  const [draft, setDraft] = useState<EntryDraft>(() => (entry ? draftOf(entry) : emptyDraft))
  const [patient, setPatient] = useState<PatientState>(() =>
    entry ? { ...emptyPatientState, client: readClient(entry.client, today()) } : emptyPatientState,
  )
  const [errors, setErrors] = useState<EntryErrors>({})
  const [busy, setBusy] = useState(false)
  const [refusedId, setRefusedId] = useState<string | null>(null)
  const createdAt = entry?.createdAt ?? today()
  const earliest = earliestDeadline(new Date())
  useEntryClient(
    entry ? undefined : clientId,
    (client) => setPatient({ ...emptyPatientState, client }),
    onClose,
  )

  const set = (patch: Partial<EntryDraft>) => {
    const next = { ...draft, ...patch }
    setDraft(next)
    // A shown message goes as soon as its field is right (new ones wait for blur or submit).
    const fixed = (Object.keys(patch) as Array<keyof EntryDraft>).filter((f) => errors[f] !== undefined)
    if (fixed.length > 0)
      setErrors((e) => ({ ...e, ...Object.fromEntries(fixed.map((f) => [f, checkField(f, next)])) }))
  }
  const blur = (field: keyof EntryDraft) => setErrors((e) => ({ ...e, [field]: checkField(field, draft) }))
  const id = (f: string) => `${base}-${f}`

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const found = checkAll(draft, patient, entry ? '' : earliest)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    try {
      const editing = entry ? { id: entry.id, uuid: entry.uuid, version: entry.version } : undefined
      const outcome = await register(uuid, draft, patient, createdAt, editing)
      if (outcome.kind === 'refused') {
        setRefusedId(outcome.item.id)
        setErrors(errorsFrom422(outcome.item.lastError?.errors))
        toast.error('Помилка', { description: refusalMessage(outcome), duration: 5000 })
        return
      }
      setRefusedId(null)
      if (outcome.kind === 'done') toast.success(m.registered, { duration: 5000 })
      else
        toast.info('Звернення збережено на цьому пристрої', {
          description: 'Його буде надіслано, щойно з’явиться зв’язок із сервером',
          duration: 5000,
        })
      onClose()
    } finally {
      setBusy(false)
    }
  }

  const cancel = () => {
    // A refused registration the user walks away from is dropped, not left failing on the sync screen.
    if (refusedId) void discard(db, refusedId).then(outbox.kick)
    onClose()
  }

  return (
    <form className="grid gap-4" noValidate onSubmit={(e) => void submit(e)} aria-label="Попередній запис">
      <PatientBlock value={patient} onChange={setPatient} />
      {errors.patient && (
        <p role="alert" className="text-sm text-red-700">
          {errors.patient}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={id('created')} label="Дата створення">
          <Input id={id('created')} value={birthdayShown(createdAt)} readOnly />
        </FormField>
        <FormField id={id('doctor')} label="Лікар" error={errors.doctorId}>
          <select
            id={id('doctor')}
            className={selectClass}
            value={draft.doctorId}
            aria-invalid={errors.doctorId ? true : undefined}
            onChange={(e) => set({ doctorId: e.target.value })}
            onBlur={() => blur('doctorId')}
          >
            <option value="">Оберіть лікаря</option>
            {doctors.map((d) => (
              <option key={d.key} value={d.key}>
                {d.value}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={id('deadline')} label="Крайній термін" error={errors.deadlineAt}>
          <DateField
            id={id('deadline')}
            min={entry ? undefined : earliest}
            value={draft.deadlineAt || null}
            aria-invalid={errors.deadlineAt ? true : undefined}
            aria-describedby={errors.deadlineAt ? fieldErrorId(id('deadline')) : undefined}
            onChange={(v) => set({ deadlineAt: v ?? '' })}
            onBlur={() => blur('deadlineAt')}
          />
        </FormField>
        <FormField id={id('type')} label="Тип звернення" error={errors.type}>
          <select
            id={id('type')}
            className={selectClass}
            value={draft.type}
            aria-invalid={errors.type ? true : undefined}
            onChange={(e) => set({ type: e.target.value as EntryDraft['type'] })}
            onBlur={() => blur('type')}
          >
            <option value="">Оберіть тип</option>
            <option value="1">{previousEntryTypes[1]}</option>
            <option value="2">{previousEntryTypes[2]}</option>
          </select>
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={draft.isNearVisit}
          onChange={(e) => set({ isNearVisit: e.target.checked })}
        />
        Найближчий прийом
      </label>
      <FormField id={id('comment')} label="Коментар" error={errors.comment}>
        <textarea
          id={id('comment')}
          rows={4}
          className="block w-full rounded-md border border-slate-300 px-3 py-2 text-base"
          value={draft.comment}
          aria-invalid={errors.comment ? true : undefined}
          onChange={(e) => set({ comment: e.target.value })}
        />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          Зареєструвати
        </Button>
        <Button variant="secondary" onClick={cancel}>
          Скасувати
        </Button>
      </div>
    </form>
  )
}
