/**
 * /settings/finances/insurance-companies/{id}/contract-profile (spec 001 §3 "Contractor", §4 "Access
 * token", §8 "Token not regenerated"): the contract (number, dates DD.MM.YYYY, auto-extension), the
 * e-mail variants and the notices that need them, and the access token — regenerated after a
 * confirmation and shown this once. Online only.
 */
import { useState } from 'react'
import { Navigate } from 'react-router'
import { Controller, useForm, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import {
  insuranceCompanySchema,
  type InsuranceCompany,
} from '../../../domain/insurance-companies/insurance-company.schema'
import { can } from '../../../domain/permissions/check'
import { ApiError } from '../../lib/api/api-error'
import { formatDateTime } from '../../lib/format/date'
import { useSignedInUser } from '../../lib/session/session-context'
import { ConfirmDialog } from '../../offline/react/confirm-dialog'
import { useOnlineStatus } from '../../shared/use-online-status'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { DateField } from '../../ui/date-field'
import { FormField, fieldErrorId } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { OnlineOnlyNote } from '../../ui/online-only-note'
import { Section } from './contractor-form'
import { ContractorHeader, ContractorMissing, useContractorOfRoute } from './contractor-page'
import {
  conflictNotice,
  mergeConflict,
  profileLabels,
  profileSchema,
  profileValuesOf,
  sortServerErrors,
  type ProfileBody,
  type ProfileValues,
} from './contractor-values'
import {
  CONTRACTOR_PERMISSION,
  contractorKeys,
  regenerateAccessToken,
  updateContractor,
} from './contractors.api'

export const TOKEN_FAILED = 'Токен не згенеровано'

export function ContractProfilePage() {
  const user = useSignedInUser()
  const online = useOnlineStatus()
  const allowed = can(user.permissions, CONTRACTOR_PERMISSION)
  const { id, query } = useContractorOfRoute(allowed)
  if (!allowed) return <Navigate to="/403" replace />
  return (
    <div className="grid gap-5">
      {query.data ? <ContractorHeader contractor={query.data} /> : null}
      <OnlineOnlyNote online={online}>
        Профіль договору редагується лише онлайн: зараз звʼязку немає, тож зміни недоступні.
      </OnlineOnlyNote>
      {query.data ? (
        <ContractProfile key={id} contractor={query.data} editable={online} />
      ) : (
        <ContractorMissing failed={query.error ?? (id === 0 ? { status: 404 } : null)} />
      )}
    </div>
  )
}

type TextKey =
  | 'contractNumber'
  | 'email'
  | 'emergencyEmail'
  | 'financialEmail'
  | 'responsibleOfficerEmail'
  | 'resultsEmail'
type FlagKey = 'autoExtension' | 'notifyOrders' | 'notifyResults' | 'notifyStatements'

const FIELDS = Object.keys(profileLabels)

/** The profile form and the access token: both change the contractor's version, so they share its base. */
export function ContractProfile({
  contractor,
  editable,
}: {
  contractor: InsuranceCompany
  editable: boolean
}) {
  const queryClient = useQueryClient()
  const [base, setBase] = useState(contractor)
  const [status, setStatus] = useState<{ text: string; alert: boolean } | null>(null)
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema) as unknown as Resolver<ProfileValues>,
    mode: 'onTouched',
    defaultValues: profileValuesOf(contractor),
  })
  const { errors, isSubmitting } = form.formState

  const remember = (c: InsuranceCompany) => {
    setBase(c)
    queryClient.setQueryData(contractorKeys.one(c.id), c)
  }
  /** Someone saved first: untouched fields take their values, typed ones stay; the next save is on theirs. */
  const takeTheirs = (current: unknown): boolean => {
    const parsed = insuranceCompanySchema.safeParse(current)
    if (!parsed.success) return false
    const merged = mergeConflict(profileValuesOf(base), form.getValues(), profileValuesOf(parsed.data))
    remember(parsed.data)
    form.reset(merged.values)
    setStatus({ text: conflictNotice(profileLabels, merged.taken, merged.both), alert: true })
    return true
  }

  const submit = form.handleSubmit(async (raw) => {
    const body = raw as unknown as ProfileBody
    setStatus(null)
    try {
      const saved = await updateContractor(base.id, { ...body, version: base.version })
      remember(saved)
      form.reset(profileValuesOf(saved))
      setStatus({ text: 'Збережено', alert: false })
      toast.success('Профіль договору збережено')
    } catch (e) {
      if (!(e instanceof ApiError)) throw e
      if (e.status === 409 && takeTheirs(e.current)) return
      const sorted = sortServerErrors(e.errors, FIELDS)
      for (const [key, message] of Object.entries(sorted.fields))
        form.setError(key as keyof ProfileValues, { type: 'server', message })
      if (Object.keys(sorted.fields).length === 0 || sorted.other.length)
        setStatus({ text: `Не збережено: ${[e.message, ...sorted.other].join(' ')}`, alert: true })
    }
  })

  const locked = !editable || isSubmitting
  const text = (field: TextKey, label: string, email = true) => {
    const id = `profile-${field}`
    const error = errors[field]?.message
    return (
      <FormField id={id} label={label} error={error}>
        <Input
          id={id}
          type={email ? 'email' : 'text'}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId(id) : undefined}
          disabled={locked}
          {...form.register(field)}
        />
      </FormField>
    )
  }
  const flag = (field: FlagKey, label: string) => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: f }) => (
        <Checkbox
          id={`profile-${field}`}
          label={label}
          checked={f.value}
          disabled={locked}
          onChange={f.onChange}
        />
      )}
    />
  )
  const date = (field: 'contractStartDate' | 'contractEndDate', label: string) => {
    const id = `profile-${field}`
    const error = errors[field]?.message
    return (
      <FormField id={id} label={label} error={error}>
        <Controller
          control={form.control}
          name={field}
          render={({ field: f }) => (
            <DateField
              id={id}
              value={f.value}
              onChange={f.onChange}
              onBlur={f.onBlur}
              disabled={locked}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? fieldErrorId(id) : undefined}
            />
          )}
        />
      </FormField>
    )
  }

  return (
    <div className="grid max-w-4xl gap-8">
      <form noValidate aria-label="Профіль договору" className="grid gap-6" onSubmit={(e) => void submit(e)}>
        <Section title="Договір">
          <div className="grid gap-4 sm:grid-cols-3">
            {text('contractNumber', 'Номер договору', false)}
            {date('contractStartDate', 'Дата початку')}
            {date('contractEndDate', 'Дата закінчення')}
          </div>
          {flag('autoExtension', 'Автопролонгація (договір діє і після дати закінчення)')}
        </Section>
        <Section title="Email">
          <div className="grid gap-4 sm:grid-cols-2">
            {text('email', 'Контактний email *')}
            {text('emergencyEmail', 'Email для екстрених випадків')}
            {text('financialEmail', 'Фінансовий email')}
            {text('responsibleOfficerEmail', 'Email відповідальної особи')}
            {text('resultsEmail', 'Email для результатів')}
          </div>
        </Section>
        <Section title="Сповіщення">
          <div className="grid gap-1">
            {flag('notifyOrders', 'Повідомляти про нові замовлення (на контактний email)')}
            {flag('notifyResults', 'Надсилати готові результати (на email для результатів)')}
            {flag('notifyStatements', 'Надсилати щомісячні звіти (на фінансовий email)')}
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
          <div>
            <Button type="submit" disabled={locked}>
              {isSubmitting ? 'Збереження…' : 'Зберегти'}
            </Button>
          </div>
        )}
      </form>
      <AccessToken
        contractor={base}
        editable={editable}
        onIssued={(version, accessToken) => remember({ ...base, version, accessToken })}
        onConflict={takeTheirs}
      />
    </div>
  )
}

/** The access token: its tail and date, and a new one after a confirmation, shown this once. */
export function AccessToken({
  contractor,
  editable,
  onIssued,
  onConflict,
}: {
  contractor: InsuranceCompany
  editable: boolean
  onIssued: (version: number, accessToken: InsuranceCompany['accessToken']) => void
  /** A 409: the contractor changed meanwhile; answers whether its current record was taken. */
  onConflict: (current: unknown) => boolean
}) {
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  // Only in this component's state: never cached, so a reload does not show it again.
  const [issued, setIssued] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const token = contractor.accessToken

  const regenerate = async () => {
    setConfirming(false)
    setBusy(true)
    setFailure(null)
    setIssued(null)
    try {
      const res = await regenerateAccessToken(contractor.id, contractor.version)
      onIssued(res.version, res.accessToken)
      if (res.token) setIssued(res.token)
      else setFailure(`${TOKEN_FAILED}: відповідь прийшла без токена. Згенеруйте ще раз.`)
    } catch (e) {
      if (e instanceof ApiError && e.status === 409 && onConflict(e.current))
        setFailure(`${TOKEN_FAILED}: контрагента щойно змінив інший користувач. Спробуйте ще раз.`)
      else setFailure(`${TOKEN_FAILED}${e instanceof ApiError ? `: ${e.message}` : ''}`)
    } finally {
      setBusy(false)
    }
  }

  const copy = async () => {
    if (!issued) return
    try {
      await navigator.clipboard.writeText(issued)
      toast.success('Токен скопійовано')
    } catch {
      toast.error('Не вдалося скопіювати: виділіть токен і скопіюйте вручну')
    }
  }

  return (
    <Section title="Токен доступу">
      <p className="text-slate-700">
        {token
          ? `Чинний токен закінчується на …${token.tail}, створено ${formatDateTime(token.createdAt)}.`
          : 'Токен доступу ще не створено.'}
      </p>
      {issued && (
        <div
          className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3"
          role="region"
          aria-label="Новий токен"
        >
          <p className="text-sm font-medium text-amber-900">
            Скопіюйте токен зараз: його показано лише один раз, після оновлення сторінки побачити його не
            можна.
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <Input
              aria-label="Новий токен доступу"
              readOnly
              value={issued}
              className="min-w-0 flex-1 font-mono"
              onFocus={(e) => e.target.select()}
            />
            <Button variant="secondary" onClick={() => void copy()}>
              Копіювати
            </Button>
          </div>
        </div>
      )}
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      {editable && (
        <div>
          <Button variant="secondary" disabled={busy} onClick={() => setConfirming(true)}>
            {busy ? 'Генерування…' : 'Згенерувати новий токен'}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="Згенерувати новий токен доступу?"
        confirmLabel="Згенерувати"
        onCancel={() => setConfirming(false)}
        onConfirm={() => void regenerate()}
      >
        {token
          ? 'Чинний токен одразу перестане працювати: системи контрагента, що ним користуються, доведеться оновити.'
          : 'Новий токен буде показано один раз — збережіть його.'}
      </ConfirmDialog>
    </Section>
  )
}
