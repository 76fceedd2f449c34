/**
 * "Згенерувати": a batch of promo codes made by the server in one transaction (count, symbol count,
 * digits or digits and letters, padding, and the shared rules), then how many were made and the
 * export of exactly that batch as a CSV file.
 */
import { useState } from 'react'
import { z } from 'zod'
import { Controller, useForm, useWatch, type Resolver, type UseFormReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import {
  promoBatchProblems,
  promoCodeGenerateSchema,
  promoCombinations,
  type PromoCodeBatch,
  type PromoCodeGenerate,
} from '../../../domain/promo-codes/promo-code-batch'
import { ApiError } from '../../lib/api/api-error'
import { Button } from '../../ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog'
import { FormField, fieldErrorId } from '../../ui/form-field'
import { OnlineOnlyNote } from '../../ui/online-only-note'
import { crossFieldRules } from './promo-code-form'
import { fetchPromoExport, generatePromoCodes, promoKeys } from './promo-codes.api'
import { applyFieldErrors } from '../../ui/field-errors'
import { NumberText } from '../../ui/number-text'
import { RulesFields, type RulesValues } from './promo-rules-fields'
import type { PromoChoices } from './use-promo-choices'
import { newUuid } from '../../lib/new-uuid'
import { saveFile } from '../../lib/save-file'

type Values = RulesValues & {
  count: number | null
  symbolCount: number | null
  symbolSet: 'digits' | 'digits_letters'
  padTo: number | null
  usesAllowed: number | null
}

const schema = z.object(promoCodeGenerateSchema.shape).superRefine(crossFieldRules(promoBatchProblems))

const empty: Values = {
  count: 50,
  symbolCount: 8,
  symbolSet: 'digits_letters',
  padTo: null,
  percent: null,
  dateFrom: null,
  dateTo: null,
  perpetual: true,
  contractorId: null,
  paymentTypeId: null,
  insuranceCompanyId: null,
  multipleUse: false,
  usesAllowed: null,
}
const FIELDS = Object.keys(empty)

const sets = [
  { value: 'digits', label: 'Лише цифри' },
  { value: 'digits_letters', label: 'Цифри і латинські літери (без I та O)' },
] as const

/** Saves the batch's CSV under a readable name (a link to the file made on the device). */
async function download(batch: PromoCodeBatch) {
  saveFile(await fetchPromoExport(batch.exportIds), `promokody-${batch.count}.csv`)
}

export function PromoGenerateDialog({
  choices,
  online,
  onClose,
}: {
  choices: PromoChoices
  online: boolean
  onClose: () => void
}) {
  const [batch, setBatch] = useState<PromoCodeBatch | null>(null)
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent dismissible={batch !== null} className="w-[min(52rem,calc(100vw-2rem))]">
        <DialogTitle className="mb-4">Згенерувати промокоди</DialogTitle>
        <OnlineOnlyNote online={online}>
          Промокоди генерує сервер: зараз звʼязку немає, тож генерування недоступне.
        </OnlineOnlyNote>
        {batch ? (
          <BatchDone batch={batch} online={online} onClose={onClose} />
        ) : (
          <GenerateForm choices={choices} online={online} onMade={setBatch} onCancel={onClose} />
        )}
      </DialogContent>
    </Dialog>
  )
}

function BatchDone({
  batch,
  online,
  onClose,
}: {
  batch: PromoCodeBatch
  online: boolean
  onClose: () => void
}) {
  const [busy, setBusy] = useState(false)
  const save = async () => {
    setBusy(true)
    try {
      await download(batch)
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : 'Не вдалося завантажити файл.')
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="grid gap-4">
      <DialogDescription role="status">
        Створено промокодів: {batch.count.toLocaleString('uk-UA')}. Файл CSV (розділювач «;») відкривається в
        Excel чи LibreOffice.
      </DialogDescription>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Закрити
        </Button>
        <Button disabled={!online || busy} onClick={() => void save()}>
          Завантажити
        </Button>
      </div>
    </div>
  )
}

function GenerateForm({
  choices,
  online,
  onMade,
  onCancel,
}: {
  choices: PromoChoices
  online: boolean
  onMade: (batch: PromoCodeBatch) => void
  onCancel: () => void
}) {
  const queryClient = useQueryClient()
  const [key, setKey] = useState(() => newUuid())
  const form = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    mode: 'onTouched',
    defaultValues: empty,
  })
  const { errors, isSubmitting } = form.formState
  const [symbolCount, symbolSet] = useWatch({ control: form.control, name: ['symbolCount', 'symbolSet'] })
  const combos =
    symbolCount !== null && symbolCount >= 4 && symbolCount <= 32
      ? promoCombinations(symbolCount, symbolSet)
      : null

  const submit = form.handleSubmit(async (raw) => {
    try {
      const batch = await generatePromoCodes(raw as unknown as PromoCodeGenerate, key)
      await queryClient.invalidateQueries({ queryKey: promoKeys.all })
      onMade(batch)
    } catch (e) {
      if (!(e instanceof ApiError)) throw e
      if (e.status >= 400) setKey(newUuid())
      if (!applyFieldErrors(form as unknown as UseFormReturn<never>, e.errors, FIELDS))
        form.setError('root.server', { type: 'server', message: e.message })
    }
  })

  const locked = !online || isSubmitting
  const whole = (name: 'count' | 'symbolCount' | 'padTo', label: string) => (
    <FormField id={`promo-gen-${name}`} label={label} error={errors[name]?.message}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <NumberText
            id={`promo-gen-${name}`}
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
  return (
    <form
      noValidate
      aria-label="Генерування промокодів"
      className="grid gap-4"
      onSubmit={(e) => void submit(e)}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        {whole('count', 'Кількість кодів * (до 10 000)')}
        {whole('symbolCount', 'Кількість символів * (4–32)')}
        {whole('padTo', 'Доповнити нулями до довжини')}
      </div>
      <Controller
        control={form.control}
        name="symbolSet"
        render={({ field }) => (
          <fieldset
            className="grid gap-1 rounded-md border border-slate-200 p-3"
            aria-describedby={errors.symbolSet ? fieldErrorId('promo-gen-symbolSet') : undefined}
          >
            <legend className="px-1 text-sm font-medium text-slate-800">Набір символів *</legend>
            {sets.map((s) => (
              <label key={s.value} className="flex min-h-11 items-center gap-3 text-base text-slate-900">
                <input
                  type="radio"
                  name="promo-gen-symbol-set"
                  value={s.value}
                  checked={field.value === s.value}
                  disabled={locked}
                  className="size-5 accent-brand-700"
                  onChange={() => field.onChange(s.value)}
                />
                {s.label}
              </label>
            ))}
            {combos !== null && (
              <p className="text-sm text-slate-600">
                Можливих комбінацій: {combos >= 1e12 ? 'понад трильйон' : combos.toLocaleString('uk-UA')}
              </p>
            )}
            {errors.symbolSet && (
              <p id={fieldErrorId('promo-gen-symbolSet')} role="alert" className="text-sm text-red-700">
                {errors.symbolSet.message}
              </p>
            )}
          </fieldset>
        )}
      />
      <RulesFields
        form={form as unknown as UseFormReturn<RulesValues>}
        prefix="promo-gen"
        usesField="usesAllowed"
        choices={choices}
        locked={locked}
      />
      {errors.root?.server && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {errors.root.server.message}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Скасувати
        </Button>
        <Button type="submit" disabled={locked}>
          {isSubmitting ? 'Генерування…' : 'Згенерувати'}
        </Button>
      </div>
    </form>
  )
}
