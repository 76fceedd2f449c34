/**
 * One test's form (spec 001 §3 "Test", §5): the main fields, the laboratory with its tubes and material,
 * the package's tests, the external laboratory's mapping, accounting codes, help and the results'
 * indicators. The same zod schema the server checks; a 422 lands on its field (an indicator's on its
 * row); a 409 shows the other editor's version to change again. Two changes take a confirmation because
 * they clear what was chosen: turning "package" off (or making the test a collection service) clears the
 * package's tests, and choosing an external laboratory clears the container and the department.
 */
import { useState } from 'react'
import {
  Controller,
  useFieldArray,
  useForm,
  useWatch,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import {
  analyzerTypes,
  mcTestCreateSchema,
  mcTestMessages,
  mcTestSchema,
  resultModes,
  resultTypes,
  testTypes,
  weekdayNames,
  type McTest,
  type McTestChoices,
  type McTestCreate,
  type McTestFields,
} from '../../../domain/laboratory/mc-test.schema'
import { ApiError } from '../../lib/api/api-error'
import { ConfirmDialog } from '../../offline/react/confirm-dialog'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { FormField, fieldErrorId } from '../../ui/form-field'
import { IdChecklist } from '../../ui/id-checklist'
import { Input } from '../../ui/input'
import { NumberText } from '../../ui/number-text'
import { LookupInput } from '../../ui/resource/lookup-input'
import { useLookupIndex } from '../../ui/resource/use-lookup'
import { lookupItemText } from '../../../domain/resources/lookups'
import { Select } from '../../ui/select'
import { createMcTest, updateMcTest } from './mc-tests.api'
import { newUuid } from '../../lib/new-uuid'

type Values = Omit<McTestFields, 'categoryId' | 'testType'> & { categoryId: number | null; testType: number }

const empty: Values = {
  code: '',
  nameUk: '',
  nameRu: '',
  synonyms: '',
  categoryId: null,
  testType: 1,
  analizatorType: 'default',
  resultMode: 'default',
  laboratoryId: null,
  crmDepartmentId: null,
  crmContainerId: null,
  containerAdditionalId: null,
  medicalCenterMaterialId: null,
  materialCollectionServiceId: null,
  volume: null,
  workDays: 1,
  runWeekdays: [1, 2, 3, 4, 5],
  externalId: '',
  externalName: '',
  externalMaterialId: '',
  externalMaterialName: '',
  defaultParamApi: null,
  buhCode: '',
  buhCodeMaterial: '',
  uniqueTest: false,
  hasUniqueTests: false,
  package: false,
  packageFull: false,
  packageTestsIds: [],
  sHelp: '',
  published: true,
  indicators: [],
}

const valuesOf = (t: McTest): Values => ({
  code: t.code,
  nameUk: t.nameUk,
  nameRu: t.nameRu ?? '',
  synonyms: t.synonyms ?? '',
  categoryId: t.categoryId,
  testType: t.testType,
  analizatorType: t.analizatorType,
  resultMode: t.resultMode,
  laboratoryId: t.laboratoryId,
  crmDepartmentId: t.crmDepartmentId,
  crmContainerId: t.crmContainerId,
  containerAdditionalId: t.containerAdditionalId,
  medicalCenterMaterialId: t.medicalCenterMaterialId,
  materialCollectionServiceId: t.materialCollectionServiceId,
  volume: t.volume,
  workDays: t.workDays,
  runWeekdays: t.runWeekdays,
  externalId: t.externalId ?? '',
  externalName: t.externalName ?? '',
  externalMaterialId: t.externalMaterialId ?? '',
  externalMaterialName: t.externalMaterialName ?? '',
  defaultParamApi: t.defaultParamApi,
  buhCode: t.buhCode ?? '',
  buhCodeMaterial: t.buhCodeMaterial ?? '',
  uniqueTest: t.uniqueTest,
  hasUniqueTests: t.hasUniqueTests,
  package: t.package,
  packageFull: t.packageFull,
  packageTestsIds: t.packageTestsIds,
  sHelp: t.sHelp ?? '',
  published: t.published,
  indicators: t.indicators,
})

/** "indicators.0.unit_id" → "indicators.0.unitId". */
const camelPath = (key: string) =>
  key
    .split('.')
    .map((part) => part.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()))
    .join('.')
const TOP_FIELDS = new Set(Object.keys(empty))

type Pending = { kind: 'package-off' | 'collection' | 'external'; apply: () => void } | null

export function McTestForm({
  test,
  choices,
  online,
  canWrite,
  onSaved,
}: {
  test: McTest | null
  choices: McTestChoices
  online: boolean
  canWrite: boolean
  onSaved: (saved: McTest, created: boolean) => void
}) {
  const [editing, setEditing] = useState(test)
  const [createKey, setCreateKey] = useState(() => newUuid())
  const [pending, setPending] = useState<Pending>(null)
  const form = useForm<Values>({
    // The schema's output is the request body.
    resolver: zodResolver(mcTestCreateSchema) as unknown as Resolver<Values>,
    mode: 'onTouched',
    defaultValues: editing ? valuesOf(editing) : empty,
  })
  const { errors, isSubmitting } = form.formState
  const locked = !online || isSubmitting || !canWrite
  const isPackage = useWatch({ control: form.control, name: 'package' })
  const testType = useWatch({ control: form.control, name: 'testType' })
  const labId = useWatch({ control: form.control, name: 'laboratoryId' })
  const external = choices.laboratories.find((l) => l.id === labId)?.kind === 'api'

  const submit = form.handleSubmit(async (raw) => {
    const values = raw as unknown as McTestCreate
    try {
      const saved = editing
        ? await updateMcTest(editing.id, { ...values, version: editing.version })
        : await createMcTest(values, createKey)
      toast.success(editing ? `Аналіз ${saved.code} збережено` : `Аналіз ${saved.code} додано`)
      setEditing(saved)
      form.reset(valuesOf(saved))
      onSaved(saved, !editing)
    } catch (e) {
      if (!(e instanceof ApiError)) throw e
      if (e.status >= 400) setCreateKey(newUuid())
      if (e.status === 409) {
        const current = mcTestSchema.safeParse(e.current)
        if (current.success) {
          setEditing(current.data)
          form.reset(valuesOf(current.data))
        }
        toast.error('Цей аналіз щойно змінив інший користувач: показано його поточні дані, змініть ще раз.')
        return
      }
      let landed = false
      for (const [field, messages] of Object.entries(e.errors)) {
        const path = camelPath(field)
        if (!TOP_FIELDS.has(path.split('.')[0] ?? '')) continue
        form.setError(path as keyof Values, { type: 'server', message: messages[0] ?? '' })
        landed = true
      }
      toast.error(mcTestMessages.saveFailed)
      if (!landed) form.setError('root.server', { type: 'server', message: e.message })
    }
  })

  /** Sets `field`, asking first when the change clears what was chosen. */
  const onPackageChange = (next: boolean) => {
    const members = form.getValues('packageTestsIds')
    const apply = () => {
      form.setValue('package', next, { shouldDirty: true })
      if (!next) {
        form.setValue('packageTestsIds', [], { shouldDirty: true })
        form.setValue('packageFull', false, { shouldDirty: true })
        form.setValue('hasUniqueTests', false, { shouldDirty: true })
      }
    }
    if (!next && members.length > 0) setPending({ kind: 'package-off', apply })
    else apply()
  }
  const onTestTypeChange = (next: number) => {
    const apply = () => {
      form.setValue('testType', next, { shouldDirty: true })
      if (next === 2) {
        form.setValue('package', false, { shouldDirty: true })
        form.setValue('packageTestsIds', [], { shouldDirty: true })
        form.setValue('materialCollectionServiceId', null, { shouldDirty: true })
      }
    }
    if (next === 2 && form.getValues('package')) setPending({ kind: 'collection', apply })
    else apply()
  }
  const onLaboratoryChange = (next: number | null) => {
    const kind = choices.laboratories.find((l) => l.id === next)?.kind
    const v = form.getValues()
    const apply = () => {
      form.setValue('laboratoryId', next, { shouldDirty: true })
      if (kind === 'api') {
        form.setValue('crmContainerId', null, { shouldDirty: true })
        form.setValue('containerAdditionalId', null, { shouldDirty: true })
        form.setValue('crmDepartmentId', null, { shouldDirty: true })
      }
    }
    if (
      kind === 'api' &&
      (v.crmContainerId !== null || v.containerAdditionalId !== null || v.crmDepartmentId !== null)
    )
      setPending({ kind: 'external', apply })
    else apply()
  }

  const options = (rows: ReadonlyArray<{ id: number; name: string }>) =>
    rows.map((r) => ({ value: String(r.id), label: r.name }))
  const idSelect = (
    name:
      | 'categoryId'
      | 'crmDepartmentId'
      | 'crmContainerId'
      | 'containerAdditionalId'
      | 'medicalCenterMaterialId'
      | 'materialCollectionServiceId'
      | 'defaultParamApi',
    id: string,
    label: string,
    rows: ReadonlyArray<{ id: number; name: string }>,
    emptyLabel: string | undefined,
    disabled = false,
  ) => (
    <FormField id={id} label={label} error={errors[name]?.message}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Select
            id={id}
            value={field.value === null || field.value === undefined ? null : String(field.value)}
            options={options(rows)}
            {...(emptyLabel ? { empty: emptyLabel } : {})}
            onChange={(v) => field.onChange(v === null ? null : Number(v))}
            invalid={!!errors[name]}
            describedBy={errors[name] ? fieldErrorId(id) : undefined}
            disabled={locked || disabled}
          />
        )}
      />
    </FormField>
  )
  const textField = (
    name:
      | 'code'
      | 'nameUk'
      | 'nameRu'
      | 'synonyms'
      | 'externalId'
      | 'externalName'
      | 'externalMaterialId'
      | 'externalMaterialName'
      | 'buhCode'
      | 'buhCodeMaterial',
    id: string,
    label: string,
  ) => (
    <FormField id={id} label={label} error={errors[name]?.message}>
      <Input
        id={id}
        autoComplete="off"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? fieldErrorId(id) : undefined}
        disabled={locked}
        {...form.register(name)}
      />
    </FormField>
  )
  const flag = (
    name: 'uniqueTest' | 'hasUniqueTests' | 'packageFull' | 'published',
    id: string,
    label: string,
    disabled = false,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Checkbox
          id={id}
          label={label}
          checked={field.value}
          disabled={locked || disabled}
          onChange={field.onChange}
        />
      )}
    />
  )

  return (
    <form
      noValidate
      aria-label={editing ? `Аналіз ${editing.code}` : 'Новий аналіз'}
      className="grid gap-6"
      onSubmit={(e) => void submit(e)}
    >
      <Section title="Основне">
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr_1fr]">
          {textField('code', 'mc-test-code', 'Код *')}
          {textField('nameUk', 'mc-test-name-uk', 'Назва українською *')}
          {textField('nameRu', 'mc-test-name-ru', 'Назва російською')}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {textField('synonyms', 'mc-test-synonyms', 'Синоніми (через кому)')}
          {idSelect('categoryId', 'mc-test-category', 'Категорія *', choices.categories, undefined)}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField id="mc-test-type" label="Тип *" error={errors.testType?.message}>
            <Controller
              control={form.control}
              name="testType"
              render={({ field }) => (
                <Select
                  id="mc-test-type"
                  value={String(field.value)}
                  options={testTypes.map((t) => ({ value: String(t.value), label: t.label }))}
                  onChange={(v) => onTestTypeChange(Number(v ?? 1))}
                  disabled={locked}
                />
              )}
            />
          </FormField>
          <FormField
            id="mc-test-analyzer-type"
            label="Тип аналізатора *"
            error={errors.analizatorType?.message}
          >
            <Controller
              control={form.control}
              name="analizatorType"
              render={({ field }) => (
                <Select
                  id="mc-test-analyzer-type"
                  value={field.value}
                  options={analyzerTypes}
                  onChange={(v) => field.onChange(v ?? 'default')}
                  disabled={locked}
                />
              )}
            />
          </FormField>
          <FormField id="mc-test-result-mode" label="Результат *" error={errors.resultMode?.message}>
            <Controller
              control={form.control}
              name="resultMode"
              render={({ field }) => (
                <Select
                  id="mc-test-result-mode"
                  value={field.value}
                  options={resultModes}
                  onChange={(v) => field.onChange(v ?? 'default')}
                  disabled={locked}
                />
              )}
            />
          </FormField>
        </div>
        <div className="flex flex-wrap gap-x-8">
          {flag('published', 'mc-test-published', 'Опубліковано (пропонується в кошику)')}
          {flag('uniqueTest', 'mc-test-unique', 'Унікальний: лише раз у замовленні')}
        </div>
      </Section>

      <Section title="Лабораторія і пробірки">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="mc-test-laboratory" label="Лабораторія" error={errors.laboratoryId?.message}>
            <Controller
              control={form.control}
              name="laboratoryId"
              render={({ field }) => (
                <Select
                  id="mc-test-laboratory"
                  value={field.value === null ? null : String(field.value)}
                  options={choices.laboratories.map((l) => ({
                    value: String(l.id),
                    label: l.kind === 'api' ? `${l.name} (зовнішня)` : l.name,
                  }))}
                  empty="Власна лабораторія мережі"
                  onChange={(v) => onLaboratoryChange(v === null ? null : Number(v))}
                  disabled={locked}
                />
              )}
            />
          </FormField>
          {idSelect(
            'crmDepartmentId',
            'mc-test-department',
            'Відділення',
            choices.departments,
            'Не вказано',
            external,
          )}
        </div>
        {external && (
          <p className="text-sm text-slate-700">
            Зовнішня лабораторія сама визначає пробірки й відділення: тут вони не вказуються.
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-3">
          {idSelect(
            'crmContainerId',
            'mc-test-container',
            'Контейнер',
            choices.containers,
            'Не вказано',
            external,
          )}
          {idSelect(
            'containerAdditionalId',
            'mc-test-container-additional',
            'Додатковий контейнер',
            choices.containers,
            'Немає',
            external,
          )}
          {idSelect(
            'medicalCenterMaterialId',
            'mc-test-material',
            'Матеріал',
            choices.materials,
            'Не вказано',
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField id="mc-test-volume" label="Обʼєм зразка, мл" error={errors.volume?.message}>
            <Controller
              control={form.control}
              name="volume"
              render={({ field }) => (
                <NumberText
                  id="mc-test-volume"
                  decimal
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={locked}
                  error={errors.volume?.message}
                />
              )}
            />
          </FormField>
          <FormField
            id="mc-test-work-days"
            label="Термін виконання, робочих днів *"
            error={errors.workDays?.message}
          >
            <Controller
              control={form.control}
              name="workDays"
              render={({ field }) => (
                <NumberText
                  id="mc-test-work-days"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={locked}
                  error={errors.workDays?.message}
                />
              )}
            />
          </FormField>
          {idSelect(
            'materialCollectionServiceId',
            'mc-test-collection',
            'Послуга забору матеріалу',
            choices.collectionServices.filter((c) => c.id !== editing?.id),
            'Немає',
            testType === 2,
          )}
        </div>
        <Controller
          control={form.control}
          name="runWeekdays"
          render={({ field }) => (
            <fieldset
              className="grid gap-2"
              aria-describedby={errors.runWeekdays ? 'mc-test-weekdays-error' : undefined}
            >
              <legend className="text-sm font-medium text-slate-800">Дні виконання *</legend>
              <div className="flex flex-wrap gap-x-5">
                {weekdayNames.map((name, i) => {
                  const day = i + 1
                  return (
                    <Checkbox
                      key={day}
                      id={`mc-test-weekday-${day}`}
                      label={name}
                      checked={field.value.includes(day)}
                      disabled={locked}
                      onChange={(on) =>
                        field.onChange(
                          on ? [...field.value, day].sort() : field.value.filter((d) => d !== day),
                        )
                      }
                    />
                  )
                })}
              </div>
              {errors.runWeekdays && (
                <p id="mc-test-weekdays-error" role="alert" className="text-sm text-red-700">
                  {errors.runWeekdays.message ?? errors.runWeekdays.root?.message}
                </p>
              )}
            </fieldset>
          )}
        />
      </Section>

      <Section title="Пакет">
        <div className="flex flex-wrap gap-x-8">
          <Checkbox
            id="mc-test-package"
            label="Пакет аналізів"
            checked={isPackage}
            disabled={locked || testType === 2}
            onChange={onPackageChange}
          />
          {flag('packageFull', 'mc-test-package-full', 'Продається лише повністю', !isPackage)}
          {flag('hasUniqueTests', 'mc-test-has-unique', 'Аналізи пакета — лише раз у замовленні', !isPackage)}
        </div>
        {isPackage && <PackageTests form={form} locked={locked} selfId={editing?.id ?? null} />}
        {!isPackage && errors.packageTestsIds && (
          <p role="alert" className="text-sm text-red-700">
            {errors.packageTestsIds.message}
          </p>
        )}
      </Section>

      <Section title="Зовнішня лабораторія">
        <div className="grid gap-4 sm:grid-cols-2">
          {textField('externalId', 'mc-test-external-id', 'Код у зовнішній лабораторії')}
          {textField('externalName', 'mc-test-external-name', 'Назва у зовнішній лабораторії')}
          {textField(
            'externalMaterialId',
            'mc-test-external-material-id',
            'Код матеріалу в зовнішній лабораторії',
          )}
          {textField(
            'externalMaterialName',
            'mc-test-external-material-name',
            'Назва матеріалу в зовнішній лабораторії',
          )}
          {idSelect(
            'defaultParamApi',
            'mc-test-param-api',
            'Параметр API за замовчуванням',
            choices.paramApis,
            'Немає',
          )}
        </div>
      </Section>

      <Section title="Бухгалтерія і підказка">
        <div className="grid gap-4 sm:grid-cols-2">
          {textField('buhCode', 'mc-test-buh-code', 'Бухгалтерський код аналізу')}
          {textField('buhCodeMaterial', 'mc-test-buh-code-material', 'Бухгалтерський код матеріалу')}
        </div>
        <FormField
          id="mc-test-help"
          label="Підказка для реєстратора й медсестри"
          error={errors.sHelp?.message}
        >
          <textarea
            id="mc-test-help"
            rows={3}
            className="rounded-md border border-slate-300 px-3 py-2"
            disabled={locked}
            aria-invalid={errors.sHelp ? true : undefined}
            {...form.register('sHelp')}
          />
        </FormField>
      </Section>

      <Indicators form={form} choices={choices} locked={locked} />

      {errors.root?.server && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {errors.root.server.message}
        </p>
      )}
      {canWrite && (
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="submit" disabled={locked}>
            {editing ? 'Зберегти' : 'Додати аналіз'}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'external' ? 'Очистити контейнер і відділення?' : 'Очистити аналізи пакета?'}
        confirmLabel="Так, очистити"
        onCancel={() => setPending(null)}
        onConfirm={() => {
          pending?.apply()
          setPending(null)
        }}
      >
        {pending?.kind === 'external'
          ? 'Аналіз виконуватиме зовнішня лабораторія: обрані контейнер, додатковий контейнер і відділення буде очищено.'
          : pending?.kind === 'collection'
            ? 'Послуга забору матеріалу не може бути пакетом: обрані аналізи пакета буде очищено.'
            : 'Аналіз більше не буде пакетом: обрані аналізи пакета буде очищено.'}
      </ConfirmDialog>
    </form>
  )
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  )
}

/** The tests a package is made of, in order: add by code or name, remove, move up. */
function PackageTests({
  form,
  locked,
  selfId,
}: {
  form: UseFormReturn<Values>
  locked: boolean
  selfId: number | null
}) {
  const { index } = useLookupIndex('mc-tests')
  const [adding, setAdding] = useState<number | null>(null)
  const error = form.formState.errors.packageTestsIds
  return (
    <Controller
      control={form.control}
      name="packageTestsIds"
      render={({ field }) => (
        <div className="grid gap-3">
          <div className="grid gap-1.5 sm:w-[32rem]">
            <label htmlFor="mc-test-package-add" className="text-sm font-medium text-slate-800">
              Додати аналіз до пакета
            </label>
            <LookupInput
              id="mc-test-package-add"
              lookup="mc-tests"
              value={adding}
              onChange={(id) => {
                setAdding(null)
                if (id !== null && id !== selfId && !field.value.includes(id))
                  field.onChange([...field.value, id])
              }}
              onBlur={field.onBlur}
              invalid={!!error}
              disabled={locked}
            />
          </div>
          {field.value.length === 0 ? (
            <p className="text-slate-700">Пакет ще не містить аналізів.</p>
          ) : (
            <ol aria-label="Аналізи пакета" className="grid gap-1">
              {field.value.map((id, i) => {
                const item = index?.byId.get(id)
                const text = item ? lookupItemText(item) : `№ ${id}`
                return (
                  <li
                    key={id}
                    className="flex items-center justify-between gap-2 rounded border border-slate-200 px-3 py-1"
                  >
                    <span>
                      {i + 1}. {text}
                    </span>
                    <span className="flex gap-1">
                      <Button
                        type="button"
                        variant="ghost"
                        disabled={locked || i === 0}
                        aria-label={`Вище: ${text}`}
                        onClick={() => {
                          const next = [...field.value]
                          next.splice(i - 1, 0, ...next.splice(i, 1))
                          field.onChange(next)
                        }}
                      >
                        ↑
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        disabled={locked}
                        aria-label={`Прибрати з пакета: ${text}`}
                        onClick={() => field.onChange(field.value.filter((x) => x !== id))}
                      >
                        Прибрати
                      </Button>
                    </span>
                  </li>
                )
              })}
            </ol>
          )}
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error.message ?? error.root?.message}
            </p>
          )}
        </div>
      )}
    />
  )
}

const newIndicator = () => ({
  code: '',
  name: '',
  unitId: null,
  decimals: 2,
  resultType: 'numeric' as const,
  options: [],
  formula: null,
  normGroupIds: [],
})

/** The results' indicators: one row each, with options for a select and the normogroups. */
function Indicators({
  form,
  choices,
  locked,
}: {
  form: UseFormReturn<Values>
  choices: McTestChoices
  locked: boolean
}) {
  const rows = useFieldArray({ control: form.control, name: 'indicators', keyName: 'key' })
  const errors = form.formState.errors.indicators
  const values = useWatch({ control: form.control, name: 'indicators' })
  return (
    <Section title="Показники результату">
      {rows.fields.length === 0 && (
        <p className="text-slate-700">Показників ще немає: результат буде одним значенням без норм.</p>
      )}
      {rows.fields.map((row, i) => {
        const e = errors?.[i]
        const n = i + 1
        const type = values[i]?.resultType
        return (
          <div
            key={row.key}
            role="group"
            aria-label={`Показник ${n}`}
            className="grid gap-3 rounded border border-slate-200 p-3"
          >
            <div className="grid gap-3 sm:grid-cols-[10rem_1fr_12rem_8rem_12rem]">
              <FormField id={`ind-${i}-code`} label={`Код — показник ${n} *`} error={e?.code?.message}>
                <Input
                  id={`ind-${i}-code`}
                  disabled={locked}
                  autoComplete="off"
                  {...form.register(`indicators.${i}.code`)}
                />
              </FormField>
              <FormField id={`ind-${i}-name`} label={`Назва — показник ${n} *`} error={e?.name?.message}>
                <Input
                  id={`ind-${i}-name`}
                  disabled={locked}
                  autoComplete="off"
                  {...form.register(`indicators.${i}.name`)}
                />
              </FormField>
              <FormField id={`ind-${i}-unit`} label="Одиниця" error={e?.unitId?.message}>
                <Controller
                  control={form.control}
                  name={`indicators.${i}.unitId`}
                  render={({ field }) => (
                    <Select
                      id={`ind-${i}-unit`}
                      value={field.value === null ? null : String(field.value)}
                      options={choices.units.map((u) => ({ value: String(u.id), label: u.name }))}
                      empty="Без одиниці"
                      onChange={(v) => field.onChange(v === null ? null : Number(v))}
                      disabled={locked}
                    />
                  )}
                />
              </FormField>
              <FormField id={`ind-${i}-decimals`} label="Знаків після коми" error={e?.decimals?.message}>
                <Controller
                  control={form.control}
                  name={`indicators.${i}.decimals`}
                  render={({ field }) => (
                    <NumberText
                      id={`ind-${i}-decimals`}
                      value={field.value}
                      onChange={(v) => field.onChange(v ?? Number.NaN)}
                      onBlur={field.onBlur}
                      disabled={locked}
                      error={e?.decimals?.message}
                    />
                  )}
                />
              </FormField>
              <FormField id={`ind-${i}-type`} label="Тип результату" error={e?.resultType?.message}>
                <Controller
                  control={form.control}
                  name={`indicators.${i}.resultType`}
                  render={({ field }) => (
                    <Select
                      id={`ind-${i}-type`}
                      value={field.value}
                      options={resultTypes}
                      onChange={(v) => field.onChange(v ?? 'numeric')}
                      disabled={locked}
                    />
                  )}
                />
              </FormField>
            </div>
            {type === 'select' && (
              <FormField
                id={`ind-${i}-options`}
                label="Варіанти відповіді (кожен з нового рядка) *"
                error={e?.options?.message ?? e?.options?.root?.message ?? e?.options?.[0]?.message}
              >
                <Controller
                  control={form.control}
                  name={`indicators.${i}.options`}
                  render={({ field }) => (
                    <OptionsText
                      id={`ind-${i}-options`}
                      value={field.value}
                      onChange={field.onChange}
                      disabled={locked}
                    />
                  )}
                />
              </FormField>
            )}
            {type === 'numeric' && (
              <FormField
                id={`ind-${i}-formula`}
                label={`Формула — показник ${n}`}
                hint="Розрахунковий показник: коди інших числових показників цього аналізу, напр. CHOL - HDL - TG / 2.2. Порожньо — значення вносять вручну або надсилає аналізатор."
                error={e?.formula?.message}
              >
                <Input
                  id={`ind-${i}-formula`}
                  disabled={locked}
                  autoComplete="off"
                  spellCheck={false}
                  {...form.register(`indicators.${i}.formula`)}
                />
              </FormField>
            )}
            {choices.normGroups.length > 0 && (
              <Controller
                control={form.control}
                name={`indicators.${i}.normGroupIds`}
                render={({ field }) => (
                  <IdChecklist
                    id={`ind-${i}-norm-groups`}
                    legend={`Нормогрупи — показник ${n}`}
                    choices={choices.normGroups}
                    value={field.value}
                    onChange={field.onChange}
                    disabled={locked}
                    error={e?.normGroupIds?.message}
                    empty="Нормогруп немає"
                  />
                )}
              />
            )}
            <div className="flex justify-end">
              <Button type="button" variant="ghost" disabled={locked} onClick={() => rows.remove(i)}>
                Прибрати показник {n}
              </Button>
            </div>
          </div>
        )
      })}
      <div>
        <Button
          type="button"
          variant="secondary"
          disabled={locked}
          onClick={() => rows.append(newIndicator())}
        >
          Додати показник
        </Button>
      </div>
    </Section>
  )
}

/** A select indicator's options typed one per line (kept as typed; empty lines dropped). */
function OptionsText({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string
  value: string[]
  onChange: (v: string[]) => void
  disabled: boolean
}) {
  const [text, setText] = useState(value.join('\n'))
  return (
    <textarea
      id={id}
      rows={3}
      className="rounded-md border border-slate-300 px-3 py-2"
      value={text}
      disabled={disabled}
      onChange={(e) => {
        setText(e.target.value)
        onChange(
          e.target.value
            .split('\n')
            .map((s) => s.trim())
            .filter(Boolean),
        )
      }}
    />
  )
}
