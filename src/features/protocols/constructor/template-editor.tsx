/**
 * One protocol template in the constructor: its name, page format, auto-approval and the services and
 * lab tests it is linked to; its tree of sections and indicators (drag to reorder); the chosen row's
 * settings or the preview as the doctor will see it. The whole record is checked by the resource's own
 * schema (the server checks the same: formulas, cycles, codes) and saved through the outbox like any
 * resource — offline too; the server's refusals land on their fields. What is typed and not saved yet is
 * kept for this browser tab, so a reload or a look at another template loses nothing.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useMemo, useState } from 'react'
import { Controller, useForm, useWatch, type FieldErrors, type FieldValues } from 'react-hook-form'
import { toast } from 'sonner'
import { protocolTemplates } from '../../../../domain/protocols/protocol-templates.resource'
import type { TemplateIndicator } from '../../../../domain/protocols/template-rules'
import {
  writableKeys,
  type AnyResource,
  type ResourceRow,
} from '../../../../domain/resources/define-resource'
import { newUuid } from '../../../lib/new-uuid'
import { useOffline } from '../../../offline/react/offline-context'
import type { LocalRow } from '../../../offline/resources/resource-store'
import { createRecord, dropRefusedCreate, editRecord } from '../../../offline/resources/resource-writes'
import { awaitOutcome } from '../../../shared/await-outcome'
import { Button } from '../../../ui/button'
import { FormField } from '../../../ui/form-field'
import { FieldInput } from '../../../ui/resource/field-input'
import { camel, cleaned, emptyValues, formSchema } from '../../../ui/resource/form-values'
import { RowsInput } from '../../../ui/resource/rows-input'
import { uniqueClash } from '../../../ui/resource/unique'
import { cn } from '../../../lib/cn'
import { IndicatorEditor } from './indicator-editor'
import { IndicatorTree } from './indicator-tree'
import { TemplatePreview } from './template-preview'
import { addRow, moveRow, removeRow, renameRow, treeRows } from './template-tree'

export const constructorMessages = {
  saved: 'Шаблон збережено',
  kept: 'Шаблон збережено на пристрої, буде надіслано, щойно зʼявиться звʼязок',
  notSaved: 'Шаблон не збережено — виправте позначені поля',
  copied: 'Копію створено',
  copyKept: 'Копію збережено на пристрої, буде надіслано, щойно зʼявиться звʼязок',
  copyFailed: 'Копію не створено',
  restored: 'Відновлено незбережені зміни цього шаблону',
} as const

const def = protocolTemplates as unknown as AnyResource
const draftKey = (uuid: string) => `template-constructor:${uuid}`

/** The name of a copy not yet taken: «X (копія)», «X (копія 2)», … */
export function copyName(name: string, rows: readonly LocalRow[]): string {
  const taken = new Set(rows.map((r) => String(r.row.name)))
  for (let n = 1; ; n += 1) {
    const candidate = `${name} (копія${n === 1 ? '' : ` ${n}`})`
    if (!taken.has(candidate)) return candidate
  }
}

/** The codes of the indicator rows with a message, and the first such row. */
function invalidRows(errors: FieldErrors<FieldValues>, indicators: readonly TemplateIndicator[]) {
  const list = errors.indicators as unknown as Array<unknown> | undefined
  const codes = new Set<string>()
  if (Array.isArray(list)) list.forEach((e, i) => e && indicators[i] && codes.add(indicators[i].code))
  return codes
}

export function TemplateEditor({
  row,
  rows,
  editable,
  onSaved,
}: {
  /** The template edited; undefined for a new one. */
  row: ResourceRow | undefined
  rows: readonly LocalRow[]
  editable: boolean
  /** After a save or a copy: the record to show (a new one's or the copy's uuid). */
  onSaved: (uuid: string) => void
}) {
  const offline = useOffline()
  const [uuid] = useState(() => row?.uuid ?? newUuid())
  const resolver = useMemo(() => zodResolver(formSchema(def)), [])
  const initial = useMemo(
    () => (row ? { ...emptyValues(def), ...row } : { ...emptyValues(def), indicators: [] }),
    [row],
  )
  const form = useForm<FieldValues>({ resolver, mode: 'onTouched', defaultValues: initial })
  const indicators = (useWatch({ control: form.control, name: 'indicators' }) ?? []) as TemplateIndicator[]
  const name = useWatch({ control: form.control, name: 'name' }) as string
  const [selected, setSelected] = useState<string | null>(
    () => treeRows(indicators)[0]?.indicator.code ?? null,
  )
  const [panel, setPanel] = useState<'edit' | 'preview'>('edit')
  const [busy, setBusy] = useState<'save' | 'copy' | null>(null)
  const errors = form.formState.errors
  const { isDirty } = form.formState

  // What was typed and not saved: restored once when the template opens, kept while it is dirty.
  useEffect(() => {
    const kept = sessionStorage.getItem(draftKey(uuid))
    if (!kept) return
    try {
      const values = JSON.parse(kept) as FieldValues
      for (const k of writableKeys(def)) if (k in values) form.setValue(k, values[k], { shouldDirty: true })
      toast.info(constructorMessages.restored)
    } catch {
      sessionStorage.removeItem(draftKey(uuid))
    }
  }, [uuid, form])
  const all = useWatch({ control: form.control })
  useEffect(() => {
    if (isDirty) sessionStorage.setItem(draftKey(uuid), JSON.stringify(all))
  }, [all, isDirty, uuid])

  const setIndicators = (next: TemplateIndicator[]) => {
    form.setValue('indicators', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
  }
  const index = indicators.findIndex((i) => i.code === selected)
  const current = index >= 0 ? indicators[index] : undefined
  const invalid = invalidRows(errors, indicators)
  const listError = errors.indicators as { message?: string; root?: { message?: string } } | undefined
  const indicatorsMessage = listError?.message ?? listError?.root?.message

  const add = (kind: 'indicator' | 'section', parent: string | null) => {
    const added = addRow(indicators, kind, parent)
    setIndicators(added.rows)
    setSelected(added.code)
    setPanel('edit')
  }

  const serverErrors = (lastErrors: Record<string, string[]> | undefined, message: string | undefined) => {
    let onField = false
    for (const [key, messages] of Object.entries(lastErrors ?? {})) {
      const path = key.split('.').map(camel).join('.')
      if (path.split('.')[0]! in def.form) {
        form.setError(path, { type: 'server', message: messages[0] ?? '' })
        onField = true
      }
    }
    if (!onField && message) form.setError('root.server', { type: 'server', message })
  }

  const save = form.handleSubmit(
    async (values) => {
      const fields = cleaned(def, values)
      const clash = uniqueClash(def, rows, fields, row?.uuid)
      if (clash) return form.setError(clash.field, { type: 'unique', message: clash.message })
      setBusy('save')
      try {
        const queued = row
          ? await editRecord(offline, def, row, fields)
          : await createRecord(offline, def, fields, uuid)
        const outcome = await awaitOutcome(offline.db, queued)
        if (outcome.kind === 'refused') {
          toast.error(constructorMessages.notSaved)
          serverErrors(outcome.item.lastError?.errors, outcome.item.lastError?.message)
          return
        }
        sessionStorage.removeItem(draftKey(uuid))
        form.reset(values)
        toast[outcome.kind === 'done' ? 'success' : 'info'](
          outcome.kind === 'done' ? constructorMessages.saved : constructorMessages.kept,
        )
        if (!row) onSaved(uuid)
      } finally {
        setBusy(null)
      }
    },
    (e) => {
      toast.error(constructorMessages.notSaved)
      // The first indicator with a message opens in the editor.
      const first = indicators.find((i) => invalidRows(e, indicators).has(i.code))
      if (first) {
        setSelected(first.code)
        setPanel('edit')
      }
    },
  )

  const copy = async () => {
    if (!row) return
    setBusy('copy')
    const copyUuid = newUuid()
    try {
      const fields = cleaned(def, { ...row, name: copyName(String(row.name), rows) })
      const queued = await createRecord(offline, def, fields, copyUuid)
      const outcome = await awaitOutcome(offline.db, queued)
      if (outcome.kind === 'refused') {
        const reason = outcome.item.lastError?.message
        toast.error(constructorMessages.copyFailed, reason ? { description: reason } : undefined)
        await dropRefusedCreate(offline, def, outcome.item)
        return
      }
      toast[outcome.kind === 'done' ? 'success' : 'info'](
        outcome.kind === 'done' ? constructorMessages.copied : constructorMessages.copyKept,
      )
      onSaved(copyUuid)
    } catch {
      toast.error(constructorMessages.copyFailed)
    } finally {
      setBusy(null)
    }
  }

  const rootError = errors.root?.server?.message
  const top = (key: 'name' | 'pageFormat' | 'autoApproveMinutes') => {
    const spec = protocolTemplates.form[key]
    return (
      <Controller
        name={key}
        control={form.control}
        render={({ field, fieldState }) => (
          <FormField
            id={`template-${key}`}
            label={key === 'name' ? `${spec.label} *` : spec.label}
            error={fieldState.error?.message}
          >
            <FieldInput
              id={`template-${key}`}
              spec={spec}
              value={field.value as unknown}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={!!fieldState.error}
              disabled={!editable}
            />
          </FormField>
        )}
      />
    )
  }

  return (
    <form
      noValidate
      aria-label={row ? `Шаблон «${String(row.name)}»` : 'Новий шаблон'}
      className="grid gap-6"
      onSubmit={(e) => void save(e)}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">
          {row ? String(row.name) : 'Новий шаблон'}
          {isDirty && <span className="ml-2 text-sm font-normal text-amber-800">• не збережено</span>}
        </h2>
        {editable && (
          <div className="flex flex-wrap gap-2">
            {row && (
              <Button variant="secondary" disabled={busy !== null} onClick={() => void copy()}>
                {busy === 'copy' ? 'Копіюю…' : 'Копіювати шаблон'}
              </Button>
            )}
            <Button type="submit" disabled={busy !== null}>
              {busy === 'save' ? 'Зберігаю…' : 'Зберегти шаблон'}
            </Button>
          </div>
        )}
      </div>
      {rootError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          {rootError}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-3">
        {top('name')}
        {top('pageFormat')}
        {top('autoApproveMinutes')}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(16rem,24rem)_1fr]">
        <div className="grid content-start gap-3">
          <h3 className="text-lg font-semibold text-slate-900">Структура</h3>
          {indicatorsMessage && (
            <p role="alert" className="text-sm text-red-700">
              {indicatorsMessage}
            </p>
          )}
          <IndicatorTree
            indicators={indicators}
            selected={selected}
            invalid={invalid}
            editable={editable}
            onSelect={(code) => {
              setSelected(code)
              setPanel('edit')
            }}
            onMove={(active, over) => setIndicators(moveRow(indicators, active, over))}
          />
          {editable && (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => add('indicator', null)}>
                Додати показник
              </Button>
              <Button variant="secondary" onClick={() => add('section', null)}>
                Додати розділ
              </Button>
            </div>
          )}
        </div>
        <div className="grid content-start gap-4">
          <div role="tablist" aria-label="Праворуч" className="flex gap-1 border-b border-slate-200">
            {(
              [
                ['edit', 'Налаштування'],
                ['preview', 'Попередній перегляд'],
              ] as const
            ).map(([key, label]) => (
              <button
                key={key}
                type="button"
                role="tab"
                aria-selected={panel === key}
                onClick={() => setPanel(key)}
                className={cn(
                  '-mb-px min-h-11 border-b-2 px-3 focus-visible:outline-2 focus-visible:outline-brand-700',
                  panel === key
                    ? 'border-brand-700 font-semibold text-slate-900'
                    : 'border-transparent text-slate-600',
                )}
              >
                {label}
              </button>
            ))}
          </div>
          <div role="tabpanel" className="grid gap-4">
            {panel === 'preview' ? (
              <TemplatePreview name={name} indicators={indicators} />
            ) : current ? (
              <IndicatorEditor
                index={index}
                indicator={current}
                indicators={indicators}
                control={form.control}
                errors={errors}
                editable={editable}
                onChange={(next) => setIndicators(indicators.map((i, n) => (n === index ? next : i)))}
                onRename={(to) => {
                  setIndicators(renameRow(indicators, current.code, to))
                  setSelected(to)
                }}
                onAddChild={() => add('indicator', current.code)}
                onRemove={() => {
                  const next = removeRow(indicators, current.code)
                  setIndicators(next)
                  setSelected(treeRows(next)[0]?.indicator.code ?? null)
                }}
              />
            ) : (
              <p className="text-slate-600">Оберіть показник у структурі ліворуч або додайте новий.</p>
            )}
          </div>
        </div>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <RowsInput
          id="template-services"
          name="services"
          spec={{ ...protocolTemplates.form.services, rows: protocolTemplates.form.services.rows! }}
          control={form.control}
          disabled={!editable}
          error={(errors.services as { message?: string } | undefined)?.message}
        />
        <RowsInput
          id="template-mc-tests"
          name="mcTests"
          spec={{ ...protocolTemplates.form.mcTests, rows: protocolTemplates.form.mcTests.rows! }}
          control={form.control}
          disabled={!editable}
          error={(errors.mcTests as { message?: string } | undefined)?.message}
        />
      </div>
    </form>
  )
}
