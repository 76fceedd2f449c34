/**
 * /settings/laboratory/barcodes (spec 000 §7 barcode_settings, spec 001 §2, §5): the symbology of tube
 * labels, the prefix of the installation and of each filial, the barcode's length, the label and the
 * counter new barcodes are numbered by, with the next barcode of each prefix shown as it will print.
 * Saved whole against its version; online only (the counter is the server's).
 */
import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import {
  barcodeFormats,
  barcodeMessages,
  barcodeSettingsPutSchema,
  barcodeSettingsSchema,
  formatBarcode,
  type BarcodeSettings,
} from '../../../domain/laboratory/barcode-settings'
import { filials } from '../../../domain/places/places.resources'
import { allResources } from '../../../domain/resources/registry'
import { can } from '../../../domain/permissions/check'
import { api } from '../../lib/api/api'
import { isApiError } from '../../lib/api/api-error'
import { useSignedInUser } from '../../lib/session/session-context'
import { useOnlineStatus } from '../../shared/use-online-status'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { OnlineOnlyNote } from '../../ui/online-only-note'
import { PageLoader } from '../../ui/page-loader'
import { ReadOnlyNote } from '../../ui/read-only-note'
import { Select } from '../../ui/select'
import { usePulledResources, useRefNames } from '../../ui/resource/use-resource'
import { newUuid } from '../../lib/new-uuid'

const KEY = ['barcode-settings'] as const
const PATH = '/settings/barcode-settings'
type Errors = Record<string, string>
const numberFields = [
  ['length', 'Довжина штрихкоду'],
  ['nextNumber', 'Наступний номер'],
  ['labelWidthMm', 'Ширина етикетки, мм'],
  ['labelHeightMm', 'Висота етикетки, мм'],
  ['copies', 'Копій етикетки'],
] as const
const camel = (k: string) => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())

function SettingsForm({ current, editable }: { current: BarcodeSettings; editable: boolean }) {
  const queryClient = useQueryClient()
  // All resources, as every settings page pulls them: one cursor.
  usePulledResources(allResources())
  const filialNames = useRefNames(filials.name)
  const [draft, setDraft] = useState(current)
  const [errors, setErrors] = useState<Errors>({})
  const [status, setStatus] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)
  const set = (patch: Partial<BarcodeSettings>) => {
    setDraft((d) => ({ ...d, ...patch }))
    setStatus(undefined)
  }
  const filialOptions = [...filialNames].map(([id, name]) => ({ value: String(id), label: name }))

  const save = async () => {
    const parsed = barcodeSettingsPutSchema.safeParse(draft)
    if (!parsed.success) {
      const next: Errors = {}
      for (const i of parsed.error.issues) next[i.path.join('.')] ??= i.message
      setErrors(next)
      return
    }
    setErrors({})
    setSaving(true)
    try {
      const saved = await api.request(PATH, {
        method: 'PUT',
        body: parsed.data,
        headers: { 'Idempotency-Key': newUuid() },
        schema: barcodeSettingsSchema,
      })
      queryClient.setQueryData(KEY, saved)
      setDraft(saved)
      toast.success(barcodeMessages.saved)
    } catch (err) {
      const theirs =
        isApiError(err) && err.status === 409 ? barcodeSettingsSchema.safeParse(err.current) : null
      if (theirs?.success) {
        setDraft(theirs.data)
        queryClient.setQueryData(KEY, theirs.data)
        setStatus(
          'Не збережено: налаштування щойно змінив інший користувач. Показано його версію — змініть і збережіть ще раз.',
        )
      } else if (isApiError(err) && err.status === 422) {
        setErrors(
          Object.fromEntries(
            Object.entries(err.errors).map(([k, v]) => [k.split('.').map(camel).join('.'), v[0] ?? '']),
          ),
        )
      } else setStatus(isApiError(err) ? `Не збережено: ${err.message}` : 'Не збережено: спробуйте ще раз.')
    } finally {
      setSaving(false)
    }
  }

  const disabled = !editable || saving
  const preview = (filialId: number | null) => formatBarcode(draft, filialId, draft.nextNumber) ?? '—'
  return (
    <form
      className="grid max-w-3xl gap-6"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void save()
      }}
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Штрихкод</legend>
        <FormField id="bc-format" label="Тип штрихкоду *" error={errors.format}>
          <Select
            id="bc-format"
            value={draft.format}
            options={barcodeFormats}
            disabled={disabled}
            onChange={(v) => v && set({ format: v as BarcodeSettings['format'] })}
          />
        </FormField>
        <FormField id="bc-prefix" label="Префікс (усі філіали)" error={errors.prefix}>
          <Input
            id="bc-prefix"
            value={draft.prefix}
            disabled={disabled}
            onChange={(e) => set({ prefix: e.target.value.toUpperCase() })}
          />
        </FormField>
        {numberFields.map(([k, label]) => (
          <FormField key={k} id={`bc-${k}`} label={`${label} *`} error={errors[k]}>
            <Input
              id={`bc-${k}`}
              inputMode="numeric"
              value={Number.isNaN(draft[k]) ? '' : String(draft[k])}
              disabled={disabled}
              onChange={(e) =>
                set({ [k]: e.target.value.trim() === '' ? Number.NaN : Number(e.target.value) })
              }
            />
          </FormField>
        ))}
        <Checkbox
          id="bc-qr"
          label="Друкувати QR-код на етикетці"
          checked={draft.printQr}
          disabled={disabled}
          onChange={(v) => set({ printQr: v })}
        />
      </fieldset>
      <p className="text-slate-700">
        Наступний штрихкод: <span className="font-mono">{preview(null)}</span>. Номер лічильника можна лише
        збільшити — видані номери не повторюються.
      </p>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-lg font-semibold">Префікси філіалів</legend>
        {draft.prefixes.length === 0 && <p className="text-slate-700">Усі філіали мають спільний префікс.</p>}
        {draft.prefixes.map((p, i) => (
          <div key={i} className="grid items-start gap-3 sm:grid-cols-[1fr_10rem_auto_auto]">
            <FormField id={`bc-p${i}-filial`} label="Філіал" error={errors[`prefixes.${i}.filialId`]}>
              <Select
                id={`bc-p${i}-filial`}
                value={p.filialId ? String(p.filialId) : null}
                options={filialOptions}
                disabled={disabled}
                onChange={(v) =>
                  set({
                    prefixes: draft.prefixes.map((x, j) => (j === i ? { ...x, filialId: Number(v) } : x)),
                  })
                }
              />
            </FormField>
            <FormField id={`bc-p${i}-prefix`} label="Префікс" error={errors[`prefixes.${i}.prefix`]}>
              <Input
                id={`bc-p${i}-prefix`}
                value={p.prefix}
                disabled={disabled}
                onChange={(e) =>
                  set({
                    prefixes: draft.prefixes.map((x, j) =>
                      j === i ? { ...x, prefix: e.target.value.toUpperCase() } : x,
                    ),
                  })
                }
              />
            </FormField>
            <p className="pt-8 font-mono text-slate-700">{preview(p.filialId)}</p>
            {editable && (
              <Button
                type="button"
                variant="secondary"
                className="mt-7"
                disabled={disabled}
                onClick={() => set({ prefixes: draft.prefixes.filter((_, j) => j !== i) })}
              >
                Прибрати
              </Button>
            )}
          </div>
        ))}
        {editable && (
          <Button
            type="button"
            variant="secondary"
            className="justify-self-start"
            disabled={disabled}
            onClick={() => set({ prefixes: [...draft.prefixes, { filialId: 0, prefix: '' }] })}
          >
            Додати префікс філіалу
          </Button>
        )}
      </fieldset>
      {editable && (
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={saving}>
            {saving ? 'Збереження…' : 'Зберегти'}
          </Button>
          {status && (
            <p role="status" className="text-sm text-slate-800">
              {status}
            </p>
          )}
        </div>
      )}
    </form>
  )
}

export function BarcodeSettingsPage() {
  const user = useSignedInUser()
  const online = useOnlineStatus()
  const loaded = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.request(PATH, { schema: barcodeSettingsSchema, signal }),
    enabled: online,
  })
  const editable = can(user.permissions, 'crmSettingsEdit') && online
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">Штрихкоди</h1>
      <p className="max-w-3xl text-slate-700">
        Як друкуються штрихкоди пробірок. Штрихкод — префікс філіалу й номер лічильника, доповнений нулями до
        довжини. Штрихкод не буває порожнім і не повторюється в різних замовленнях.
      </p>
      <OnlineOnlyNote online={online}>Без звʼязку налаштування штрихкодів недоступні.</OnlineOnlyNote>
      {!can(user.permissions, 'crmSettingsEdit') && (
        <ReadOnlyNote>Ви можете переглядати налаштування, але не змінювати їх.</ReadOnlyNote>
      )}
      {loaded.isError && <p role="alert">Помилка при завантаженні даних</p>}
      {online && !loaded.data && !loaded.isError && <PageLoader />}
      {loaded.data && <SettingsForm key={loaded.data.version} current={loaded.data} editable={editable} />}
    </div>
  )
}
