/**
 * One service in a dialog: code, name, category (either level of the tree), standard duration, maximum
 * discount, the no-schedule and published flags, and the doctors who perform it. The same zod schema
 * the server checks; a 422 lands on its field; a 409 says someone else changed the service and shows
 * their version to change again.
 */
import { useState } from 'react'
import { Controller, useForm, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import {
  serviceCreateSchema,
  serviceSchema,
  type Service,
  type ServiceCreate,
} from '../../../domain/services/service.schema'
import { ApiError } from '../../lib/api/api-error'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { FormField, fieldErrorId } from '../../ui/form-field'
import { IdChecklist } from '../../ui/id-checklist'
import { Input } from '../../ui/input'
import { Select } from '../../ui/select'
import { createService, serviceKeys, updateService } from './services.api'
import type { ServiceChoices } from './use-service-choices'
import { newUuid } from '../../lib/new-uuid'

type Values = Omit<ServiceCreate, 'categoryId' | 'standardDuration' | 'maxDiscount'> & {
  categoryId: number | null
  standardDuration: number | null
  maxDiscount: number | null
}

const empty: Values = {
  code: '',
  name: '',
  categoryId: null,
  standardDuration: 30,
  maxDiscount: 100,
  noSchedule: false,
  published: true,
  doctorIds: [],
}

const valuesOf = (s: Service): Values => ({
  code: s.code,
  name: s.name,
  categoryId: s.categoryId,
  standardDuration: s.standardDuration,
  maxDiscount: s.maxDiscount,
  noSchedule: s.noSchedule,
  published: s.published,
  doctorIds: s.doctors.map((d) => d.id),
})

const FIELDS = Object.keys(empty)
const camel = (k: string) => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
/** A whole number typed as text: empty is none, anything else is read as a number (zod names what is wrong). */
const numberOf = (text: string) => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')))

export function ServiceForm({
  service,
  choices,
  online,
  onDone,
}: {
  /** The service being edited, or null for a new one. */
  service: Service | null
  choices: ServiceChoices
  online: boolean
  onDone: () => void
}) {
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState(service)
  // One key per attempt at the server: a lost answer is retried under the same key (nothing made twice),
  // while a refused create, corrected, is a new request and takes a new key.
  const [createKey, setCreateKey] = useState(() => newUuid())
  const form = useForm<Values>({
    // The schema's output is the request body.
    resolver: zodResolver(serviceCreateSchema) as unknown as Resolver<Values>,
    mode: 'onTouched',
    defaultValues: editing ? valuesOf(editing) : empty,
  })
  const { errors, isSubmitting } = form.formState
  // Doctors no longer active stay listed while the service names them, so saving does not drop them.
  const doctorChoices = [
    ...choices.doctors,
    ...(editing?.doctors ?? []).filter((d) => !choices.doctors.some((c) => c.id === d.id)),
  ]

  const submit = form.handleSubmit(async (raw) => {
    const values = raw as unknown as ServiceCreate
    try {
      if (editing) {
        const saved = await updateService(editing.id, { ...values, version: editing.version })
        queryClient.setQueryData(serviceKeys.one(saved.id), saved)
        toast.success(`Послугу ${saved.code} збережено`)
      } else {
        const saved = await createService(values, createKey)
        toast.success(`Послугу ${saved.code} додано`)
      }
      await queryClient.invalidateQueries({ queryKey: serviceKeys.all })
      onDone()
    } catch (e) {
      if (!(e instanceof ApiError)) throw e
      if (e.status >= 400) setCreateKey(newUuid())
      if (e.status === 409) {
        const current = serviceSchema.safeParse(e.current)
        if (current.success) {
          setEditing(current.data)
          form.reset(valuesOf(current.data))
        }
        toast.error('Цю послугу щойно змінив інший користувач: показано її поточні дані, змініть ще раз.')
        return
      }
      let landed = false
      for (const [field, messages] of Object.entries(e.errors)) {
        const key = camel(field.split('.')[0] ?? field)
        if (!FIELDS.includes(key)) continue
        form.setError(key as keyof Values, { type: 'server', message: messages[0] ?? '' })
        landed = true
      }
      if (!landed) form.setError('root.server', { type: 'server', message: e.message })
    }
  })

  const locked = !online || isSubmitting
  const described = (id: string, error: unknown) => (error ? fieldErrorId(id) : undefined)
  return (
    <form
      noValidate
      aria-label={editing ? `Послуга ${editing.code}` : 'Нова послуга'}
      className="grid gap-4"
      onSubmit={(e) => void submit(e)}
    >
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <FormField id="service-code" label="Код *" error={errors.code?.message}>
          <Input
            id="service-code"
            autoComplete="off"
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={described('service-code', errors.code)}
            disabled={locked}
            {...form.register('code')}
          />
        </FormField>
        <FormField id="service-name" label="Назва *" error={errors.name?.message}>
          <Input
            id="service-name"
            autoComplete="off"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={described('service-name', errors.name)}
            disabled={locked}
            {...form.register('name')}
          />
        </FormField>
      </div>
      <FormField id="service-category" label="Категорія *" error={errors.categoryId?.message}>
        <Controller
          control={form.control}
          name="categoryId"
          render={({ field }) => (
            <Select
              id="service-category"
              value={field.value === null ? null : String(field.value)}
              options={choices.categories.map((c) => ({ value: String(c.id), label: c.label }))}
              onChange={(v) => field.onChange(v === null ? null : Number(v))}
              placeholder="Оберіть категорію або підкатегорію"
              invalid={!!errors.categoryId}
              describedBy={described('service-category', errors.categoryId)}
              disabled={locked}
            />
          )}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          id="service-duration"
          label="Тривалість, хв *"
          help="Від 5 до 600 хвилин: стільки триває запис у розкладі"
          name="standardDuration"
          form={form}
          locked={locked}
        />
        <NumberField
          id="service-max-discount"
          label="Максимальна знижка, % *"
          help="Від 0 до 100"
          name="maxDiscount"
          form={form}
          locked={locked}
        />
      </div>
      <div className="flex flex-wrap gap-x-8">
        <Controller
          control={form.control}
          name="noSchedule"
          render={({ field }) => (
            <Checkbox
              id="service-no-schedule"
              label="Без розкладу (продається без запису до лікаря)"
              checked={field.value}
              disabled={locked}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="published"
          render={({ field }) => (
            <Checkbox
              id="service-published"
              label="Опублікована"
              checked={field.value}
              disabled={locked}
              onChange={field.onChange}
            />
          )}
        />
      </div>
      <Controller
        control={form.control}
        name="doctorIds"
        render={({ field }) => (
          <IdChecklist
            id="service-doctors"
            legend="Лікарі, які надають послугу"
            choices={doctorChoices}
            value={field.value}
            onChange={field.onChange}
            disabled={locked}
            error={errors.doctorIds?.message ?? errors.doctorIds?.root?.message}
            empty="Активних лікарів немає"
          />
        )}
      />
      {errors.root?.server && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {errors.root.server.message}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone}>
          Скасувати
        </Button>
        <Button type="submit" disabled={locked}>
          {editing ? 'Зберегти' : 'Додати послугу'}
        </Button>
      </div>
    </form>
  )
}

function NumberField({
  id,
  label,
  help,
  name,
  form,
  locked,
}: {
  id: string
  label: string
  help: string
  name: 'standardDuration' | 'maxDiscount'
  form: ReturnType<typeof useForm<Values>>
  locked: boolean
}) {
  const error = form.formState.errors[name]?.message
  return (
    <FormField id={id} label={label} error={error}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <NumberText
            id={id}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            invalid={!!error}
            describedBy={[error ? fieldErrorId(id) : '', `${id}-help`].filter(Boolean).join(' ')}
            disabled={locked}
          />
        )}
      />
      <p id={`${id}-help`} className="text-sm text-slate-600">
        {help}
      </p>
    </FormField>
  )
}

/** Keeps the text as typed ("1e" stays "1e" and is refused by the schema) while the form holds a number. */
function NumberText({
  id,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  disabled,
}: {
  id: string
  value: number | null
  onChange: (v: number | null) => void
  onBlur: () => void
  invalid: boolean
  describedBy: string
  disabled: boolean
}) {
  const shown = value === null || Number.isNaN(value) ? '' : String(value)
  const [typed, setTyped] = useState<{ text: string; for: number | null } | null>(null)
  const text = typed && Object.is(typed.for, value) ? typed.text : shown
  return (
    <Input
      id={id}
      inputMode="numeric"
      autoComplete="off"
      value={text}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      disabled={disabled}
      onBlur={onBlur}
      onChange={(e) => {
        const next = numberOf(e.target.value)
        setTyped({ text: e.target.value, for: next })
        onChange(next)
      }}
    />
  )
}
