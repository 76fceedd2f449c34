/**
 * The fields a single promo code and a generated batch share (spec 001 §3): discount percent, validity
 * (dates, or "безстроковий", which disables them), contractor, payment type, insurance company, and
 * single or multiple use with the number of uses. Drawn into either form's react-hook-form state.
 */
import { Controller, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form'
import { Checkbox } from '../../ui/checkbox'
import { DateField } from '../../ui/date-field'
import { FormField, fieldErrorId } from '../../ui/form-field'
import { NumberText } from '../../ui/number-text'
import { Select } from '../../ui/select'
import type { Choice, PromoChoices } from './use-promo-choices'

/** The shared part of both forms' values (`count` of a single code is `usesAllowed` of a batch). */
export interface RulesValues {
  percent: number | null
  dateFrom: string | null
  dateTo: string | null
  perpetual: boolean
  contractorId: number | null
  paymentTypeId: number | null
  insuranceCompanyId: number | null
  multipleUse: boolean
  count?: number | null
  usesAllowed?: number | null
}

const options = (list: Choice[]) => list.map((c) => ({ value: String(c.id), label: c.name }))

export function RulesFields({
  form,
  prefix,
  usesField,
  choices,
  locked,
}: {
  form: UseFormReturn<RulesValues>
  /** Ids of the inputs start with it (two forms may be on one page). */
  prefix: string
  usesField: 'count' | 'usesAllowed'
  choices: PromoChoices
  locked: boolean
}) {
  const errors: FieldErrors<RulesValues> = form.formState.errors
  const [perpetual, multipleUse] = useWatch({ control: form.control, name: ['perpetual', 'multipleUse'] })
  const idOf = (f: string) => `${prefix}-${f}`

  const select = (
    name: 'contractorId' | 'paymentTypeId' | 'insuranceCompanyId',
    label: string,
    list: Choice[],
  ) => (
    <FormField id={idOf(name)} label={label} error={errors[name]?.message}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Select
            id={idOf(name)}
            value={field.value === null ? null : String(field.value)}
            options={options(list)}
            empty="Будь-який"
            placeholder="Будь-який"
            invalid={Boolean(errors[name])}
            describedBy={errors[name] ? fieldErrorId(idOf(name)) : undefined}
            disabled={locked}
            onChange={(v) => field.onChange(v === null ? null : Number(v))}
          />
        )}
      />
    </FormField>
  )

  const date = (name: 'dateFrom' | 'dateTo', label: string) => (
    <FormField id={idOf(name)} label={label} error={errors[name]?.message}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <DateField
            id={idOf(name)}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={locked || perpetual}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={errors[name] ? fieldErrorId(idOf(name)) : undefined}
          />
        )}
      />
    </FormField>
  )

  return (
    <>
      <FormField id={idOf('percent')} label="Знижка, % *" error={errors.percent?.message}>
        <Controller
          control={form.control}
          name="percent"
          render={({ field }) => (
            <NumberText
              id={idOf('percent')}
              decimal
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={locked}
              error={errors.percent?.message}
            />
          )}
        />
      </FormField>
      <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">Термін дії</legend>
        <Controller
          control={form.control}
          name="perpetual"
          render={({ field }) => (
            <Checkbox
              id={idOf('perpetual')}
              label="Безстроковий"
              checked={field.value}
              disabled={locked}
              onChange={(v) => {
                field.onChange(v)
                if (v) {
                  form.setValue('dateTo', null)
                  form.clearErrors(['dateFrom', 'dateTo'])
                }
              }}
            />
          )}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          {date('dateFrom', 'Діє з')}
          {date('dateTo', 'Діє до')}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        {select('contractorId', 'Контрагент', choices.companies)}
        {select('paymentTypeId', 'Тип оплати', choices.paymentTypes)}
        {select('insuranceCompanyId', 'Страхова компанія', choices.companies)}
      </div>
      <div className="grid items-end gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="multipleUse"
          render={({ field }) => (
            <Checkbox
              id={idOf('multipleUse')}
              label="Багаторазовий"
              checked={field.value}
              disabled={locked}
              onChange={(v) => {
                field.onChange(v)
                if (!v) {
                  form.setValue(usesField, null)
                  form.clearErrors(usesField)
                }
              }}
            />
          )}
        />
        <FormField
          id={idOf(usesField)}
          label="Кількість використань (порожньо — без обмежень)"
          error={errors[usesField]?.message}
        >
          <Controller
            control={form.control}
            name={usesField}
            render={({ field }) => (
              <NumberText
                id={idOf(usesField)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={locked || !multipleUse}
                error={errors[usesField]?.message}
              />
            )}
          />
        </FormField>
      </div>
    </>
  )
}
