/**
 * A report's filters as a form, drawn from its definition: the period (typed DD.MM.YYYY or filled by
 * a preset of Kyiv's today; none for a report of the stock as it is now), the date type when the report
 * has them, one choice per filter from the options endpoint (or the filter's fixed choices), a number of
 * days typed in. Applied together by «Сформувати»; the period is checked here first, and the server's
 * refusals show on the same fields.
 */
import { useState, type FormEvent } from 'react'
import {
  dateTypeLabels,
  joinedFilials,
  joinsFilials,
  reportFilters,
  type ReportDefinition,
  type ReportOptions,
} from '../../../domain/reports/define-report'
import { periodPresets, presetPeriod, type PeriodPresetKey } from '../../../domain/reports/report-period'
import { kyivDay } from '../../../domain/time/kyiv'
import { Button } from '../../ui/button'
import { DateField } from '../../ui/date-field'
import { fieldErrorId, FormField } from '../../ui/form-field'
import { IdChecklist } from '../../ui/id-checklist'
import { Input } from '../../ui/input'
import { selectClass } from '../../ui/select-field'
import { useSystemModules } from '../../shared/system-modules'
import type { ReportDraft } from './report-filters'

export interface ReportFilterBarProps {
  def: ReportDefinition
  applied: ReportDraft
  options: ReportOptions | undefined
  /** Messages by field (from, to, dateType, cityId, …): the client's period check or the server's 422. */
  errors: Readonly<Record<string, string | undefined>>
  onApply: (draft: ReportDraft) => void
}

const invalid = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': fieldErrorId(id) } : {}

export function ReportFilterBar({ def, applied, options, errors, onApply }: ReportFilterBarProps) {
  const modules = useSystemModules()
  const [draft, setDraft] = useState(applied)
  // Joined reports on: the filials are a list. A single filial (an older link) or a list left in the
  // address after the module went off stays shown, so nothing applies unseen and it can be cleared.
  const joined = joinsFilials(def) && modules?.joinReports === true
  const listFilials = joined || draft.filialIds.length > 0
  const set = (patch: Partial<ReportDraft>) => setDraft((d) => ({ ...d, ...patch }))
  const id = (key: string) => `rf-${def.name}-${key}`
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onApply(draft)
  }
  const choosePreset = (key: string) => {
    const period = key ? presetPeriod(key as PeriodPresetKey, kyivDay(new Date())) : null
    if (period) set(period)
  }
  return (
    <form
      role="search"
      aria-label="Фільтри звіту"
      noValidate
      onSubmit={submit}
      className="grid gap-3 rounded-md border border-slate-200 bg-white p-3 sm:p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {!def.periodless && (
          <>
            <FormField id={id('preset')} label="Період">
              <select
                id={id('preset')}
                className={selectClass}
                value=""
                onChange={(e) => choosePreset(e.target.value)}
              >
                <option value="">Обрати період…</option>
                {periodPresets.map((p) => (
                  <option key={p.key} value={p.key} disabled={Boolean(p.disabled)} title={p.disabled}>
                    {p.disabled ? `${p.label} — ${p.disabled.toLowerCase()}` : p.label}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id={id('from')} label="З" error={errors.from}>
              <DateField
                id={id('from')}
                value={draft.from || null}
                onChange={(v) => set({ from: v ?? '' })}
                {...invalid(id('from'), errors.from)}
              />
            </FormField>
            <FormField id={id('to')} label="По" error={errors.to}>
              <DateField
                id={id('to')}
                value={draft.to || null}
                onChange={(v) => set({ to: v ?? '' })}
                {...invalid(id('to'), errors.to)}
              />
            </FormField>
          </>
        )}
        {def.dateTypes && (
          <FormField id={id('dateType')} label="Тип дати" error={errors.dateType}>
            <select
              id={id('dateType')}
              className={selectClass}
              value={draft.dateType}
              onChange={(e) => set({ dateType: e.target.value as ReportDraft['dateType'] })}
              {...invalid(id('dateType'), errors.dateType)}
            >
              {def.dateTypes.map((t) => (
                <option key={t} value={t}>
                  {dateTypeLabels[t]}
                </option>
              ))}
            </select>
          </FormField>
        )}
        {def.filters
          .filter((key) => key !== 'userIds' && !(joined && key === 'filialId' && !draft.ids.filialId))
          .map((key) => {
            const filter = reportFilters[key]
            if ('days' in filter)
              return (
                <FormField
                  key={key}
                  id={id(key)}
                  label={filter.label}
                  hint={filter.empty}
                  error={errors[key]}
                >
                  <Input
                    id={id(key)}
                    inputMode="numeric"
                    autoComplete="off"
                    value={draft.ids[key] ?? ''}
                    onChange={(e) =>
                      set({ ids: { ...draft.ids, [key]: e.target.value.replace(/\D/g, '').slice(0, 4) } })
                    }
                    {...invalid(id(key), errors[key])}
                  />
                </FormField>
              )
            const choices =
              'choices' in filter
                ? Object.entries(filter.choices).map(([value, name]) => ({ value, name }))
                : (options?.[key] ?? []).map((o) => ({ value: String(o.id), name: o.name }))
            return (
              <FormField key={key} id={id(key)} label={filter.label} error={errors[key]}>
                <select
                  id={id(key)}
                  className={selectClass}
                  value={draft.ids[key] ?? ''}
                  onChange={(e) => set({ ids: { ...draft.ids, [key]: e.target.value } })}
                  {...invalid(id(key), errors[key])}
                >
                  <option value="">{filter.empty}</option>
                  {choices.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.name}
                    </option>
                  ))}
                </select>
              </FormField>
            )
          })}
      </div>
      {listFilials && (
        <div className="grid gap-1">
          <IdChecklist
            id={id('filialIds')}
            legend={joinedFilials.label}
            choices={options?.filialId ?? []}
            value={draft.filialIds}
            onChange={(filialIds) => set({ filialIds })}
            error={errors.filialIds}
          />
          {draft.filialIds.length === 0 && (
            <p className="text-sm text-slate-600">Не обрано жодного — {joinedFilials.empty.toLowerCase()}</p>
          )}
        </div>
      )}
      {def.filters.includes('userIds') && (
        <div className="grid gap-1">
          <IdChecklist
            id={id('userIds')}
            legend={reportFilters.userIds.label}
            choices={options?.userIds ?? []}
            value={draft.userIds}
            onChange={(userIds) => set({ userIds })}
            error={errors.userIds}
          />
          {draft.userIds.length === 0 && (
            <p className="text-sm text-slate-600">
              Не обрано нікого — {reportFilters.userIds.empty.toLowerCase()}
            </p>
          )}
        </div>
      )}
      <div>
        <Button type="submit">Сформувати</Button>
      </div>
    </form>
  )
}
