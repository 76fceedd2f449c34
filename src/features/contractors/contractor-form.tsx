/**
 * The contractor's main form (create and edit): name, code, contact person, phone, contact e-mail,
 * published, maximum discount, payment postponement; what the contract covers (cities, filials, payment
 * types, price lists — a value chosen in one row is not offered in another); bank details and addresses.
 * The domain schema the server checks; a 422 lands on its field (a list's on its row); a 409 keeps what
 * this user typed and takes the other user's values where this user changed nothing.
 */
import { useState, type ReactNode } from 'react'
import { Controller, useForm, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import {
  insuranceCompanySchema,
  type InsuranceCompany,
} from '../../../domain/insurance-companies/insurance-company.schema'
import { ApiError } from '../../lib/api/api-error'
import { maskPhone } from '../../shared/patients/masks'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { FormField, fieldErrorId } from '../../ui/form-field'
import { Input } from '../../ui/input'
import {
  conflictNotice,
  emptyMain,
  mainLabels,
  mainSchema,
  mainValuesOf,
  mergeConflict,
  sortServerErrors,
  type LinkKey,
  type MainBody,
  type MainValues,
} from './contractor-values'
import { contractorKeys, createContractor, updateContractor } from './contractors.api'
import { LinkRows, linkErrors } from './link-rows'
import type { ContractorChoices } from './use-contractor-choices'
import { newUuid } from '../../lib/new-uuid'

type TextKey =
  | 'name'
  | 'code'
  | 'contactPerson'
  | 'email'
  | 'maxDiscountPercent'
  | 'postponementDays'
  | 'bankName'
  | 'bankCode'
  | 'settlementAccount'
  | 'legalAddress'
  | 'mailingAddress'

const FIELDS = Object.keys(emptyMain)

export function ContractorForm({
  contractor,
  choices,
  editable,
  onCreated,
}: {
  /** The contractor being edited, or null for a new one. */
  contractor: InsuranceCompany | null
  choices: ContractorChoices
  /** Online and allowed to edit. */
  editable: boolean
  onCreated?: (c: InsuranceCompany) => void
}) {
  const queryClient = useQueryClient()
  /** The record the form started from: what a save's version and a conflict are compared with. */
  const [base, setBase] = useState(contractor)
  // One key per attempt at the server: a lost answer is retried under the same key (nothing made twice).
  const [createKey, setCreateKey] = useState(() => newUuid())
  const [linkServerErrors, setLinkServerErrors] = useState<Partial<Record<LinkKey, Record<string, string>>>>(
    {},
  )
  const [status, setStatus] = useState<{ text: string; alert: boolean } | null>(null)
  const form = useForm<MainValues>({
    resolver: zodResolver(mainSchema) as unknown as Resolver<MainValues>,
    mode: 'onTouched',
    defaultValues: contractor ? mainValuesOf(contractor) : emptyMain,
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (raw) => {
    const body = raw as unknown as MainBody
    setStatus(null)
    setLinkServerErrors({})
    try {
      if (base) {
        const saved = await updateContractor(base.id, { ...body, version: base.version })
        queryClient.setQueryData(contractorKeys.one(saved.id), saved)
        setBase(saved)
        form.reset(mainValuesOf(saved))
        setStatus({ text: 'Збережено', alert: false })
        toast.success(`Контрагента «${saved.name}» збережено`)
      } else {
        const saved = await createContractor(body, createKey)
        queryClient.setQueryData(contractorKeys.one(saved.id), saved)
        toast.success(`Контрагента «${saved.name}» додано`)
        onCreated?.(saved)
      }
      await queryClient.invalidateQueries({ queryKey: contractorKeys.all, refetchType: 'none' })
    } catch (e) {
      if (!(e instanceof ApiError)) throw e
      if (e.status >= 400) setCreateKey(newUuid())
      const current = e.status === 409 ? insuranceCompanySchema.safeParse(e.current) : null
      if (current?.success && base) {
        const merged = mergeConflict(mainValuesOf(base), form.getValues(), mainValuesOf(current.data))
        setBase(current.data)
        queryClient.setQueryData(contractorKeys.one(current.data.id), current.data)
        form.reset(merged.values)
        setStatus({ text: conflictNotice(mainLabels, merged.taken, merged.both), alert: true })
        return
      }
      const sorted = sortServerErrors(e.errors, FIELDS)
      for (const [key, message] of Object.entries(sorted.fields))
        form.setError(key as keyof MainValues, { type: 'server', message })
      setLinkServerErrors(sorted.links)
      const landed = Object.keys(sorted.fields).length + Object.keys(sorted.links).length > 0
      if (!landed || sorted.other.length)
        setStatus({ text: `Не збережено: ${[e.message, ...sorted.other].join(' ')}`, alert: true })
    }
  })

  const locked = !editable || isSubmitting
  const text = (
    field: TextKey,
    label: string,
    extra: { inputMode?: 'numeric' | 'email'; hint?: string } = {},
  ) => {
    const id = `contractor-${field}`
    const error = errors[field]?.message
    return (
      <FormField id={id} label={label} error={error}>
        <Input
          id={id}
          autoComplete="off"
          inputMode={extra.inputMode}
          placeholder={extra.hint}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId(id) : undefined}
          disabled={locked}
          {...form.register(field)}
        />
      </FormField>
    )
  }
  const linkRows = (
    field: LinkKey,
    props: {
      legend: string
      row: string
      add: string
      empty: string
      choices: ContractorChoices[keyof ContractorChoices]
    },
  ) => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: f }) => {
        const client = errors[field]?.message
        const placed = linkErrors(f.value, {
          ...(client ? { '': client } : {}),
          ...linkServerErrors[field],
        })
        return (
          <LinkRows
            id={`contractor-${field}`}
            legend={props.legend}
            rowLabel={(n) => `${props.row} ${n}`}
            addLabel={props.add}
            emptyText={props.empty}
            choices={props.choices}
            value={f.value}
            disabled={locked}
            error={placed.group}
            rowErrors={placed.rows}
            onChange={(v) => {
              f.onChange(v)
              form.clearErrors(field)
              setLinkServerErrors((old) => ({ ...old, [field]: undefined }))
            }}
          />
        )
      }}
    />
  )

  return (
    <form
      noValidate
      aria-label={base ? `Контрагент ${base.name}` : 'Новий контрагент'}
      className="grid max-w-4xl gap-6"
      onSubmit={(e) => void submit(e)}
    >
      <Section title="Контрагент">
        <div className="grid gap-4 sm:grid-cols-2">
          {text('name', 'Назва *')}
          {text('code', 'Код *', { hint: 'Латинські літери, цифри, «-» або «_»' })}
          {text('contactPerson', 'Контактна особа')}
          <FormField id="contractor-phone" label="Телефон" error={errors.phone?.message}>
            <Controller
              control={form.control}
              name="phone"
              render={({ field }) => (
                <Input
                  id="contractor-phone"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="+38(___)___-__-__"
                  aria-invalid={errors.phone ? true : undefined}
                  aria-describedby={errors.phone ? fieldErrorId('contractor-phone') : undefined}
                  disabled={locked}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(e) => field.onChange(maskPhone(e.target.value))}
                />
              )}
            />
          </FormField>
          {text('email', 'Контактний email *', { inputMode: 'email' })}
          {text('maxDiscountPercent', 'Максимальна знижка, %', { inputMode: 'numeric' })}
          {text('postponementDays', 'Відтермінування оплати, днів', { inputMode: 'numeric' })}
          <div className="self-end">
            <Controller
              control={form.control}
              name="published"
              render={({ field }) => (
                <Checkbox
                  id="contractor-published"
                  label="Опубліковано (доступний у замовленнях)"
                  checked={field.value}
                  disabled={locked}
                  onChange={field.onChange}
                />
              )}
            />
          </div>
        </div>
      </Section>
      <Section title="Що охоплює договір">
        <p className="text-sm text-slate-700">
          Порожній список міст, філіалів чи типів оплати — без обмежень. Прайс-листи контрагента кошик
          пропонує першими.
        </p>
        <div className="grid gap-4 md:grid-cols-2">
          {linkRows('cityIds', {
            legend: 'Міста',
            row: 'Місто',
            add: 'Додати місто',
            empty: 'Усі міста',
            choices: choices.cities,
          })}
          {linkRows('filialIds', {
            legend: 'Філіали',
            row: 'Філіал',
            add: 'Додати філіал',
            empty: 'Усі філіали',
            choices: choices.filials,
          })}
          {linkRows('paymentTypeIds', {
            legend: 'Типи оплати',
            row: 'Тип оплати',
            add: 'Додати тип оплати',
            empty: 'Усі типи оплати',
            choices: choices.paymentTypes,
          })}
          {linkRows('priceListIds', {
            legend: 'Прайс-листи',
            row: 'Прайс-лист',
            add: 'Додати прайс-лист',
            empty: 'Власних прайс-листів немає',
            choices: choices.priceLists,
          })}
        </div>
      </Section>
      <Section title="Банківські реквізити">
        <div className="grid gap-4 sm:grid-cols-2">
          {text('bankName', 'Банк')}
          {text('bankCode', 'МФО', { inputMode: 'numeric', hint: '6 цифр' })}
          <div className="sm:col-span-2">
            {text('settlementAccount', 'Розрахунковий рахунок (IBAN)', { hint: 'UA00 0000 0000 …' })}
          </div>
        </div>
      </Section>
      <Section title="Адреси">
        <div className="grid gap-4 sm:grid-cols-2">
          {text('legalAddress', 'Юридична адреса')}
          {text('mailingAddress', 'Поштова адреса')}
        </div>
      </Section>
      {status && (
        <p
          role={status.alert ? 'alert' : 'status'}
          className={
            status.alert ? 'rounded-md bg-amber-50 p-3 text-sm text-amber-900' : 'text-sm text-slate-700'
          }
        >
          {status.text}
        </p>
      )}
      {editable && (
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={locked}>
            {isSubmitting ? 'Збереження…' : base ? 'Зберегти' : 'Додати контрагента'}
          </Button>
        </div>
      )}
    </form>
  )
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3" aria-label={title}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  )
}
