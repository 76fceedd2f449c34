/**
 * One promo code in a dialog: the code (left empty, the server makes one), the shared rules, active and
 * "за замовчуванням". The domain schema the server checks, with its rules across fields on the fields;
 * a 422 lands on its field; a 409 says someone else changed the code and shows their version.
 */
import { useState } from 'react'
import { z } from 'zod'
import { Controller, useForm, type Resolver, type UseFormReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import {
  promoCodeCreateSchema,
  promoCodeProblems,
  promoCodeSchema,
  type PromoCode,
  type PromoCodeCreate,
} from '../../../domain/promo-codes/promo-code.schema'
import { ApiError } from '../../lib/api/api-error'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { FormField, fieldErrorId } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { createPromoCode, promoKeys, updatePromoCode } from './promo-codes.api'
import { applyFieldErrors } from '../../ui/field-errors'
import { RulesFields, type RulesValues } from './promo-rules-fields'
import type { PromoChoices } from './use-promo-choices'
import { newUuid } from '../../lib/new-uuid'

type Values = RulesValues & { code: string; active: boolean; isDefault: boolean; count: number | null }

const camel = (k: string) => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())

/** The server's rules across fields (dates, default code, uses), each on its own field. */
export function crossFieldRules(
  problems: (v: never) => Record<string, string[]>,
): (v: unknown, ctx: z.RefinementCtx) => void {
  return (v, ctx) => {
    for (const [field, messages] of Object.entries(problems(v as never)))
      ctx.addIssue({ code: 'custom', path: [camel(field)], message: messages[0] ?? '' })
  }
}

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

// Not strict like the request body: the form holds every field, an empty code included.
const schema = z
  .object({
    ...promoCodeCreateSchema.shape,
    code: z.preprocess(blankToUndefined, promoCodeCreateSchema.shape.code),
  })
  .superRefine(crossFieldRules(promoCodeProblems))

const empty: Values = {
  code: '',
  percent: null,
  dateFrom: null,
  dateTo: null,
  perpetual: true,
  active: true,
  isDefault: false,
  contractorId: null,
  paymentTypeId: null,
  insuranceCompanyId: null,
  multipleUse: false,
  count: null,
}

const valuesOf = (p: PromoCode): Values => ({
  code: p.code,
  percent: p.percent,
  dateFrom: p.dateFrom,
  dateTo: p.dateTo,
  perpetual: p.perpetual,
  active: p.active,
  isDefault: p.isDefault,
  contractorId: p.contractorId,
  paymentTypeId: p.paymentTypeId,
  insuranceCompanyId: p.insuranceCompanyId,
  multipleUse: p.multipleUse,
  count: p.count,
})

const FIELDS = Object.keys(empty)

export function PromoCodeForm({
  promo,
  choices,
  online,
  onDone,
}: {
  /** The code being edited, or null for a new one. */
  promo: PromoCode | null
  choices: PromoChoices
  online: boolean
  onDone: () => void
}) {
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState(promo)
  // One key per attempt at the server: a lost answer is retried under the same key (nothing made twice).
  const [createKey, setCreateKey] = useState(() => newUuid())
  const form = useForm<Values>({
    // The schema's output is the request body (an empty code left out).
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    mode: 'onTouched',
    defaultValues: editing ? valuesOf(editing) : empty,
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (raw) => {
    const values = raw as unknown as PromoCodeCreate
    try {
      if (editing) {
        const { code, ...rest } = values
        const changedCode = code !== undefined && code !== editing.code ? { code } : {}
        const saved = await updatePromoCode(editing.id, { ...rest, ...changedCode, version: editing.version })
        queryClient.setQueryData(promoKeys.one(saved.id), saved)
        toast.success(`Промокод ${saved.code} збережено`)
      } else {
        const saved = await createPromoCode(values, createKey)
        toast.success(`Промокод ${saved.code} додано`)
      }
      await queryClient.invalidateQueries({ queryKey: promoKeys.all })
      onDone()
    } catch (e) {
      if (!(e instanceof ApiError)) throw e
      if (e.status >= 400) setCreateKey(newUuid())
      if (e.status === 409) {
        const current = promoCodeSchema.safeParse(e.current)
        if (current.success) {
          setEditing(current.data)
          form.reset(valuesOf(current.data))
        }
        toast.error('Цей промокод щойно змінив інший користувач: показано його поточні дані, змініть ще раз.')
        return
      }
      if (!applyFieldErrors(form as unknown as UseFormReturn<never>, e.errors, FIELDS))
        form.setError('root.server', { type: 'server', message: e.message })
    }
  })

  const locked = !online || isSubmitting
  return (
    <form
      noValidate
      aria-label={editing ? `Промокод ${editing.code}` : 'Новий промокод'}
      className="grid gap-4"
      onSubmit={(e) => void submit(e)}
    >
      <FormField id="promo-code" label="Код" error={errors.code?.message}>
        <Input
          id="promo-code"
          autoComplete="off"
          placeholder={editing ? undefined : 'Порожньо — згенерувати'}
          aria-invalid={errors.code ? true : undefined}
          aria-describedby={errors.code ? fieldErrorId('promo-code') : undefined}
          disabled={locked}
          {...form.register('code')}
        />
      </FormField>
      <RulesFields
        form={form as unknown as UseFormReturn<RulesValues>}
        prefix="promo"
        usesField="count"
        choices={choices}
        locked={locked}
      />
      <div className="flex flex-wrap gap-x-8">
        <Controller
          control={form.control}
          name="active"
          render={({ field }) => (
            <Checkbox
              id="promo-active"
              label="Активний"
              checked={field.value}
              disabled={locked}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="isDefault"
          render={({ field }) => (
            <Checkbox
              id="promo-is-default"
              label="За замовчуванням (застосовується без введення)"
              checked={field.value}
              disabled={locked}
              onChange={field.onChange}
            />
          )}
        />
      </div>
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
          {editing ? 'Зберегти' : 'Додати промокод'}
        </Button>
      </div>
    </form>
  )
}
