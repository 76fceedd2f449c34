/**
 * The staff form in a dialog: login, name, the initial password (new users only), main and additional
 * roles, filials, staff groups, specializations, warehouses, the cash registers of the chosen filials
 * (grouped by filial), the linked patient, the doctor's staff card and "approve online only". The same zod schema the server
 * checks; a 422 lands on its field, a 409 says someone else changed the user and shows their version.
 */
import { useState } from 'react'
import { z } from 'zod'
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import {
  staffUserCreateSchema,
  staffUserSchema,
  staffUserUpdateSchema,
  type StaffUser,
  type StaffUserChoices,
  type StaffUserCreate,
} from '../../../domain/staff/staff-users.schema'
import { ApiError } from '../../lib/api/api-error'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { FormField, fieldErrorId, fieldHintId } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { Select } from '../../ui/select'
import { IdChecklist } from '../../ui/id-checklist'
import { StaffPatient } from './staff-patient'
import { createStaffUser, staffKeys, updateStaffUser } from './staff.api'
import { newUuid } from '../../lib/new-uuid'

type Values = Omit<StaffUserCreate, 'roleId'> & { roleId: number | undefined; clientName: string | null }

// Not strict like the request bodies: the form also holds the patient's name (and, editing, no password).
const createSchema = z.object(staffUserCreateSchema.shape)
const editSchema = z.object(staffUserUpdateSchema.shape).omit({ version: true })

const empty: Values = {
  login: '',
  name: '',
  password: '',
  roleId: undefined,
  extraRoleIds: [],
  filialIds: [],
  staffGroupIds: [],
  specializationIds: [],
  warehouseIds: [],
  cashRegisterIds: [],
  clientId: null,
  clientName: null,
  doctorId: null,
  mustApproveOnline: false,
}

const valuesOf = ({ doctorName: _doctor, ...u }: StaffUser): Values => ({ ...empty, ...u, password: '' })
const camel = (k: string) => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())

export function StaffForm({
  user,
  choices,
  online,
  onDone,
}: {
  /** The user being edited, or null for a new one. */
  user: StaffUser | null
  choices: StaffUserChoices
  online: boolean
  onDone: () => void
}) {
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState(user)
  // One key per attempt at the server: a lost answer is retried under the same key (nobody created twice),
  // while a refused create, corrected, is a new request and takes a new key.
  const [createKey, setCreateKey] = useState(() => newUuid())
  const schema = editing ? editSchema : createSchema
  const form = useForm<Values>({
    // The schema's output is the request body; the form also keeps the patient's name for display.
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    mode: 'onTouched',
    defaultValues: editing ? valuesOf(editing) : empty,
  })
  const { errors, isSubmitting } = form.formState
  const [filialIds, mainRole, clientId, clientName] = useWatch({
    control: form.control,
    name: ['filialIds', 'roleId', 'clientId', 'clientName'],
  })
  const registersByFilial = choices.filials
    .filter((f) => filialIds.includes(f.id))
    .map((f) => ({ filial: f, registers: choices.cashRegisters.filter((c) => c.filialId === f.id) }))

  const submit = form.handleSubmit(async (values) => {
    const { clientName: _name, password, roleId, ...rest } = values
    if (roleId === undefined) return
    try {
      const saved = editing
        ? await updateStaffUser(editing.id, { ...rest, roleId, version: editing.version })
        : await createStaffUser({ ...rest, roleId, password }, createKey)
      queryClient.setQueryData(staffKeys.one(saved.id), saved)
      await queryClient.invalidateQueries({ queryKey: staffKeys.all })
      toast.success(editing ? 'Співробітника збережено' : 'Співробітника додано')
      onDone()
    } catch (e) {
      if (!(e instanceof ApiError)) throw e
      if (e.status >= 400) setCreateKey(newUuid())
      if (e.status === 409) {
        const current = staffUserSchema.safeParse(e.current)
        if (current.success) {
          setEditing(current.data)
          form.reset(valuesOf(current.data))
        }
        toast.error(
          'Цього співробітника щойно змінив інший користувач: показано його поточні дані, змініть ще раз.',
        )
        return
      }
      let onField = false
      for (const [field, messages] of Object.entries(e.errors)) {
        const key = camel(field)
        if (key in empty) {
          form.setError(key as keyof Values, { type: 'server', message: messages[0] ?? '' })
          onField = true
        }
      }
      if (!onField) form.setError('root.server', { type: 'server', message: e.message })
    }
  })

  const locked = !online || isSubmitting
  const doctorOptions = choices.doctors.map((d) => {
    // Another account's doctor is shown, not offered: one card per account.
    const taken = d.userId !== null && d.userId !== editing?.id
    return {
      value: String(d.id),
      label: taken ? `${d.name} — пов’язано з іншим обліковим записом` : d.name,
      disabled: taken,
    }
  })
  // A card linked earlier and since deactivated (or no longer a doctor's) is not among the choices; it is
  // still named, not left blank; kept as it is, the server accepts it, but once changed it is not offered again.
  if (editing?.doctorId != null && !choices.doctors.some((d) => d.id === editing.doctorId))
    doctorOptions.unshift({
      value: String(editing.doctorId),
      label: `${editing.doctorName ?? `№ ${editing.doctorId}`} — більше не серед лікарів`,
      disabled: true,
    })
  const text = (field: 'login' | 'name' | 'password', label: string, type = 'text') => (
    <FormField id={`staff-${field}`} label={label} error={errors[field]?.message}>
      <Input
        id={`staff-${field}`}
        type={type}
        autoComplete={field === 'password' ? 'new-password' : 'off'}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? fieldErrorId(`staff-${field}`) : undefined}
        disabled={locked}
        {...form.register(field)}
      />
    </FormField>
  )
  const checklist = (
    field: 'extraRoleIds' | 'filialIds' | 'staffGroupIds' | 'specializationIds' | 'warehouseIds',
    legend: string,
    list: ReadonlyArray<{ id: number; name: string }>,
  ) => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: f }) => (
        <IdChecklist
          id={`staff-${field}`}
          legend={legend}
          choices={list}
          value={f.value}
          disabled={locked}
          error={errors[field]?.message}
          onChange={(ids) => {
            f.onChange(ids)
            // Cash registers follow their filials: a filial unticked takes its registers with it.
            if (field === 'filialIds') {
              const allowed = new Set(
                choices.cashRegisters.filter((c) => ids.includes(c.filialId)).map((c) => c.id),
              )
              form.setValue(
                'cashRegisterIds',
                form.getValues('cashRegisterIds').filter((id) => allowed.has(id)),
              )
            }
          }}
        />
      )}
    />
  )

  return (
    <form
      noValidate
      aria-label={editing ? `Співробітник ${editing.login}` : 'Новий співробітник'}
      className="grid gap-4"
      onSubmit={(e) => void submit(e)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {text('login', 'Логін *')}
        {text('name', 'Імʼя та прізвище *')}
        {!editing && text('password', 'Пароль *', 'password')}
        <FormField id="staff-role" label="Основна роль *" error={errors.roleId?.message}>
          <Controller
            control={form.control}
            name="roleId"
            render={({ field }) => (
              <Select
                id="staff-role"
                value={field.value === undefined ? null : String(field.value)}
                options={choices.roles.map((r) => ({ value: String(r.id), label: r.name }))}
                invalid={Boolean(errors.roleId)}
                describedBy={errors.roleId ? fieldErrorId('staff-role') : undefined}
                disabled={locked}
                onChange={(v) => field.onChange(v === null ? undefined : Number(v))}
              />
            )}
          />
        </FormField>
      </div>
      {checklist(
        'extraRoleIds',
        'Додаткові ролі',
        choices.roles.filter((r) => r.id !== mainRole),
      )}
      {checklist('filialIds', 'Філіали', choices.filials)}
      <Controller
        control={form.control}
        name="cashRegisterIds"
        render={({ field }) => (
          <fieldset
            className="grid gap-2 rounded-md border border-slate-200 p-3"
            aria-describedby={errors.cashRegisterIds ? 'staff-cash-registers-error' : undefined}
          >
            <legend className="px-1 text-sm font-medium text-slate-800">Каси</legend>
            {registersByFilial.length === 0 && (
              <p className="text-sm text-slate-600">Каси доступні у філіалах: спершу оберіть філіал.</p>
            )}
            {registersByFilial.map(({ filial, registers }) => (
              <IdChecklist
                key={filial.id}
                id={`staff-cash-registers-${filial.id}`}
                legend={filial.name}
                choices={registers}
                empty="У цьому філіалі немає кас"
                value={field.value.filter((id) => registers.some((r) => r.id === id))}
                disabled={locked}
                onChange={(ids) =>
                  field.onChange([...field.value.filter((id) => !registers.some((r) => r.id === id)), ...ids])
                }
              />
            ))}
            {errors.cashRegisterIds && (
              <p id="staff-cash-registers-error" role="alert" className="text-sm text-red-700">
                {errors.cashRegisterIds.message}
              </p>
            )}
          </fieldset>
        )}
      />
      <div className="grid gap-4 lg:grid-cols-3">
        {checklist('staffGroupIds', 'Групи співробітників', choices.staffGroups)}
        {checklist('specializationIds', 'Спеціалізації', choices.specializations)}
        {checklist('warehouseIds', 'Склади', choices.warehouses)}
      </div>
      <StaffPatient
        value={clientId === null ? null : { id: clientId, name: clientName ?? '' }}
        disabled={locked}
        error={errors.clientId?.message}
        onChange={(p) => {
          form.setValue('clientId', p?.id ?? null, { shouldDirty: true })
          form.setValue('clientName', p?.name ?? null)
        }}
      />
      <FormField
        id="staff-doctor"
        label="Лікар (картка співробітника)"
        hint="Лікар бачить свій день в АРМ лікаря"
        error={errors.doctorId?.message}
      >
        <Controller
          control={form.control}
          name="doctorId"
          render={({ field }) => (
            <Select
              id="staff-doctor"
              value={field.value == null ? null : String(field.value)}
              empty="— не лікар —"
              placeholder="— не лікар —"
              options={doctorOptions}
              invalid={Boolean(errors.doctorId)}
              describedBy={[fieldHintId('staff-doctor'), errors.doctorId ? fieldErrorId('staff-doctor') : '']
                .join(' ')
                .trim()}
              disabled={locked}
              onChange={(v) => field.onChange(v === null ? null : Number(v))}
            />
          )}
        />
      </FormField>
      <Controller
        control={form.control}
        name="mustApproveOnline"
        render={({ field }) => (
          <Checkbox
            id="staff-must-approve-online"
            label="Підтвердження лише онлайн"
            checked={field.value}
            disabled={locked}
            onChange={field.onChange}
          />
        )}
      />
      {errors.root?.server && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {errors.root.server.message}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Скасувати
        </Button>
        <Button type="submit" disabled={locked}>
          {editing ? 'Зберегти' : 'Додати співробітника'}
        </Button>
      </div>
    </form>
  )
}
