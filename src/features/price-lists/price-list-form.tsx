/**
 * A price list's own fields (spec 001 §3 "Price list", §5): Ukrainian and Russian names (3–255), type,
 * discount, maximum discount, city, published, validity or perpetual, auto-extension and the owners
 * the list applies to. The domain schema the server checks, with its day-range rule on the end date; a
 * 422 lands on its field (an owner's on its row); a 409 keeps what was typed and names the fields the
 * other editor changed.
 */
import { useState } from 'react'
import { z } from 'zod'
import {
  Controller,
  useFieldArray,
  useForm,
  useWatch,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import {
  historyFieldLabels,
  priceListCreateSchema,
  priceListProblems,
  priceListSchema,
  type PriceList,
  type PriceListCreate,
} from '../../../domain/price-lists/price-list.schema'
import { ApiError } from '../../lib/api/api-error'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { DateField } from '../../ui/date-field'
import { applyFieldErrors } from '../../ui/field-errors'
import { FormField, fieldErrorId } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { NumberText } from '../../ui/number-text'
import { Select } from '../../ui/select'
import { createPriceList, priceListKeys, updatePriceList } from './price-lists.api'
import { PRICE_LISTS_ROUTE, typeLabels } from './price-list-words'
import type { OwnerChoices } from './use-owner-choices'
import { newUuid } from '../../lib/new-uuid'

type Owner = {
  type: 'filial' | 'blood_point' | 'insurance_company'
  ownerId: number | null
  filialId: number | null
}
type Values = Omit<PriceListCreate, 'owners' | 'type' | 'discount' | 'maxDiscountPercent'> & {
  type: 'services' | 'tests' | null
  discount: number | null
  maxDiscountPercent: number | null
  owners: Owner[]
}

const camel = (k: string) => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)
const ownerMissing = 'Оберіть власника або приберіть рядок'

// The form holds every field (empties as null); its output is the request body.
const schema = z
  .object({
    ...priceListCreateSchema.shape,
    nameRu: z.preprocess(blankToNull, priceListCreateSchema.shape.nameRu),
    discount: z.preprocess((v) => v ?? 0, priceListCreateSchema.shape.discount),
    maxDiscountPercent: z.preprocess((v) => v ?? 100, priceListCreateSchema.shape.maxDiscountPercent),
    owners: z.array(
      z.object({
        type: z.enum(['filial', 'blood_point', 'insurance_company']),
        ownerId: z.number({ error: ownerMissing }).int().positive(),
        filialId: z.number().int().positive().nullable(),
      }),
    ),
  })
  .superRefine((v, ctx) => {
    for (const [field, messages] of Object.entries(priceListProblems(v)))
      ctx.addIssue({ code: 'custom', path: [camel(field)], message: messages[0] ?? '' })
  })

const empty: Values = {
  nameUk: '',
  nameRu: null,
  type: null,
  discount: 0,
  maxDiscountPercent: 100,
  cityId: null,
  published: false,
  dateFrom: null,
  dateTo: null,
  perpetual: true,
  autoExtension: false,
  owners: [],
}

const valuesOf = (p: PriceList): Values => ({
  nameUk: p.nameUk,
  nameRu: p.nameRu,
  type: p.type,
  discount: p.discount,
  maxDiscountPercent: p.maxDiscountPercent,
  cityId: p.cityId,
  published: p.published,
  dateFrom: p.dateFrom,
  dateTo: p.dateTo,
  perpetual: p.perpetual,
  autoExtension: p.autoExtension,
  owners: p.owners.map((o) => ({
    type: o.type as Owner['type'],
    ownerId: o.ownerId,
    filialId: o.filialId,
  })),
})

const FIELDS = Object.keys(empty)
const ownerTypes = [
  { value: 'filial', label: 'Філія' },
  { value: 'blood_point', label: 'Пункт забору' },
  { value: 'insurance_company', label: 'Контрагент' },
] as const

/** The fields another editor changed, in words (for the 409 notice). */
function changedByOther(mine: PriceList, theirs: PriceList): string[] {
  const a = valuesOf(mine) as Record<string, unknown>
  const b = valuesOf(theirs) as Record<string, unknown>
  return Object.keys(b)
    .filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]))
    .map((k) => (k === 'owners' ? 'Власники' : (historyFieldLabels[k] ?? k)))
}

export function PriceListForm({
  list,
  cityChoices,
  ownerChoices,
  online,
}: {
  /** The list being edited, or null for a new one. */
  list: PriceList | null
  cityChoices: { id: number; name: string }[]
  ownerChoices: OwnerChoices
  online: boolean
}) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [editing, setEditing] = useState(list)
  const [conflict, setConflict] = useState<string[] | null>(null)
  // One key per attempt at the server: a lost answer is retried under the same key (nothing made twice).
  const [createKey, setCreateKey] = useState(() => newUuid())
  const form = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    mode: 'onTouched',
    defaultValues: editing ? valuesOf(editing) : empty,
  })
  const owners = useFieldArray({ control: form.control, name: 'owners' })
  const { errors, isSubmitting } = form.formState
  const [perpetual, ownerRows] = useWatch({ control: form.control, name: ['perpetual', 'owners'] })

  const submit = form.handleSubmit(async (raw) => {
    const values = raw as unknown as PriceListCreate
    try {
      if (editing) {
        const saved = await updatePriceList(editing.id, { ...values, version: editing.version })
        queryClient.setQueryData(priceListKeys.one(saved.id), saved)
        setEditing(saved)
        setConflict(null)
        form.reset(valuesOf(saved))
        toast.success(`Прайс-лист «${saved.nameUk}» збережено`)
      } else {
        const saved = await createPriceList(values, createKey)
        toast.success(`Прайс-лист «${saved.nameUk}» створено`)
        void navigate(`${PRICE_LISTS_ROUTE}/${saved.id}?tab=positions`)
      }
      await queryClient.invalidateQueries({ queryKey: priceListKeys.all })
    } catch (e) {
      if (!(e instanceof ApiError)) throw e
      if (e.status >= 400) setCreateKey(newUuid())
      if (e.status === 409 && editing) {
        const current = priceListSchema.safeParse(e.current)
        if (current.success) {
          // What was typed stays in the form; the next save is based on the other editor's version.
          setConflict(changedByOther(editing, current.data))
          setEditing(current.data)
        }
        return
      }
      const ownerErrors = Object.entries(e.errors).filter(([k]) => k.startsWith('owners.'))
      for (const [k, messages] of ownerErrors) {
        const [, index, field] = k.split('.')
        form.setError(`owners.${Number(index)}.${field === 'filial_id' ? 'filialId' : 'ownerId'}`, {
          type: 'server',
          message: messages[0] ?? '',
        })
      }
      if (!applyFieldErrors(form as unknown as UseFormReturn<never>, e.errors, FIELDS) && !ownerErrors.length)
        form.setError('root.server', { type: 'server', message: e.message })
    }
  })

  const locked = !online || isSubmitting
  const number = (name: 'discount' | 'maxDiscountPercent', label: string) => (
    <FormField id={`price-list-${name}`} label={label} error={errors[name]?.message}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <NumberText
            id={`price-list-${name}`}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={locked}
            error={errors[name]?.message}
          />
        )}
      />
    </FormField>
  )
  const date = (name: 'dateFrom' | 'dateTo', label: string) => (
    <FormField id={`price-list-${name}`} label={label} error={errors[name]?.message}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <DateField
            id={`price-list-${name}`}
            value={field.value ?? null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={locked || (name === 'dateTo' && perpetual)}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={errors[name] ? fieldErrorId(`price-list-${name}`) : undefined}
          />
        )}
      />
    </FormField>
  )
  const check = (name: 'published' | 'perpetual' | 'autoExtension', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Checkbox
          id={`price-list-${name}`}
          label={label}
          checked={field.value ?? false}
          disabled={locked}
          onChange={field.onChange}
        />
      )}
    />
  )

  return (
    <form
      noValidate
      aria-label={editing ? `Прайс-лист ${editing.nameUk}` : 'Новий прайс-лист'}
      className="grid max-w-4xl gap-4"
      onSubmit={(e) => void submit(e)}
    >
      {conflict && (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Цей прайс-лист щойно змінив інший користувач
          {conflict.length ? ` (змінено: ${conflict.join(', ')})` : ''}. Ваші зміни залишились у формі —
          перевірте їх і збережіть ще раз.
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id="price-list-name-uk" label="Назва українською *" error={errors.nameUk?.message}>
          <Input
            id="price-list-name-uk"
            autoComplete="off"
            maxLength={255}
            aria-invalid={errors.nameUk ? true : undefined}
            aria-describedby={errors.nameUk ? fieldErrorId('price-list-name-uk') : undefined}
            disabled={locked}
            {...form.register('nameUk')}
          />
        </FormField>
        <FormField id="price-list-name-ru" label="Назва російською" error={errors.nameRu?.message}>
          <Input
            id="price-list-name-ru"
            autoComplete="off"
            maxLength={255}
            aria-invalid={errors.nameRu ? true : undefined}
            aria-describedby={errors.nameRu ? fieldErrorId('price-list-name-ru') : undefined}
            disabled={locked}
            {...form.register('nameRu')}
          />
        </FormField>
        <FormField id="price-list-type" label="Тип *" error={errors.type?.message}>
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <Select
                id="price-list-type"
                value={field.value}
                options={[
                  { value: 'services', label: typeLabels.services },
                  { value: 'tests', label: typeLabels.tests },
                ]}
                invalid={Boolean(errors.type)}
                describedBy={errors.type ? fieldErrorId('price-list-type') : undefined}
                // The positions are of the list's type: it is fixed once there are any.
                disabled={locked || (editing?.positionCount ?? 0) > 0}
                onChange={(v) => field.onChange(v)}
              />
            )}
          />
        </FormField>
        <FormField id="price-list-city" label="Місто" error={errors.cityId?.message}>
          <Controller
            control={form.control}
            name="cityId"
            render={({ field }) => (
              <Select
                id="price-list-city"
                value={field.value ? String(field.value) : null}
                options={cityChoices.map((c) => ({ value: String(c.id), label: c.name }))}
                empty="Усі міста"
                placeholder="Усі міста"
                disabled={locked}
                onChange={(v) => field.onChange(v === null ? null : Number(v))}
              />
            )}
          />
        </FormField>
        {number('discount', 'Знижка на всі позиції, %')}
        {number('maxDiscountPercent', 'Максимальна знижка, %')}
        {date('dateFrom', 'Діє з')}
        {date('dateTo', 'Діє до')}
      </div>
      <div className="flex flex-wrap gap-x-8 gap-y-2">
        {check('perpetual', 'Безстроковий')}
        {check('autoExtension', 'Автопродовження')}
        {check('published', 'Опубліковано')}
      </div>
      <fieldset className="grid gap-2 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">Власники (кому діє прайс-лист)</legend>
        {owners.fields.length === 0 && (
          <p className="text-sm text-slate-700">Без власників прайс-лист діє для міста (або всіх міст).</p>
        )}
        {owners.fields.map((row, i) => {
          const type = ownerRows[i]?.type ?? row.type
          const choices =
            type === 'filial'
              ? ownerChoices.filials
              : type === 'blood_point'
                ? ownerChoices.bloodPoints
                : ownerChoices.companies
          const error = errors.owners?.[i]?.ownerId?.message ?? errors.owners?.[i]?.filialId?.message
          const id = `price-list-owner-${i}`
          return (
            <div key={row.id} className="grid gap-2 md:grid-cols-[12rem_1fr_auto] md:items-end">
              <Controller
                control={form.control}
                name={`owners.${i}.type`}
                render={({ field }) => (
                  <Select
                    aria-label={`Вид власника ${i + 1}`}
                    value={field.value}
                    options={ownerTypes}
                    disabled={locked}
                    onChange={(v) => {
                      field.onChange(v)
                      form.setValue(`owners.${i}.ownerId`, null)
                    }}
                  />
                )}
              />
              <FormField id={id} label={`Власник ${i + 1}`} error={error}>
                <Controller
                  control={form.control}
                  name={`owners.${i}.ownerId`}
                  render={({ field }) => (
                    <Select
                      id={id}
                      value={field.value ? String(field.value) : null}
                      options={choices.map((c) => ({ value: String(c.id), label: c.name }))}
                      invalid={Boolean(error)}
                      describedBy={error ? fieldErrorId(id) : undefined}
                      disabled={locked}
                      onChange={(v) => field.onChange(v === null ? null : Number(v))}
                    />
                  )}
                />
              </FormField>
              <Button variant="ghost" disabled={locked} onClick={() => owners.remove(i)}>
                Прибрати
              </Button>
            </div>
          )
        })}
        <div>
          <Button
            variant="secondary"
            disabled={locked}
            onClick={() => owners.append({ type: 'filial', ownerId: null, filialId: null })}
          >
            Додати власника
          </Button>
        </div>
      </fieldset>
      {errors.root?.server && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {errors.root.server.message}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="submit" disabled={locked}>
          {editing ? 'Зберегти' : 'Створити прайс-лист'}
        </Button>
      </div>
    </form>
  )
}
