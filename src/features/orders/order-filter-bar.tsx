/** The order list's filters (issue #7 item 3): state, period, city, filial, payment type, operator, patient, code. */
import { type FormEvent } from 'react'
import { orderStateCodes, orderStates, type OrderState } from '../../../domain/orders/order-states'
import { formatDate } from '../../lib/format/date'
import { Button } from '../../ui/button'
import { DateField } from '../../ui/date-field'
import { useFilterDraft } from '../../ui/filter-draft'
import { fieldErrorId, FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { fieldClass, type Choice } from './order-choices'
import type { FilterPatch, OrderFilters } from './order-filters'
import { CUSTOM_PERIOD, presetChoices } from './order-period'

export interface FilterBarProps {
  filters: OrderFilters
  choices: { cities: Choice[]; filials: Choice[]; paymentTypes: Choice[]; operators: Choice[] }
  periodError: string | null
  now: Date
  onChange: (patch: FilterPatch) => void
  onClear: () => void
}

function FilterSelect(props: {
  id: string
  label: string
  value: string
  options: Choice[]
  onChange: (value: string) => void
}) {
  return (
    <FormField id={props.id} label={props.label}>
      <select
        id={props.id}
        className={fieldClass}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">Усі</option>
        {props.options.map((o) => (
          <option key={o.key} value={o.key}>
            {o.value}
          </option>
        ))}
      </select>
    </FormField>
  )
}

function StateFilter({ value, onChange }: { value: OrderState[]; onChange: (states: OrderState[]) => void }) {
  const toggle = (s: OrderState, on: boolean) =>
    onChange(orderStateCodes.filter((c) => (c === s ? on : value.includes(c))))
  return (
    <fieldset className="grid gap-1.5">
      <legend className="text-sm font-medium text-slate-800">Стан</legend>
      <div className="flex flex-wrap gap-x-4">
        {orderStateCodes.map((s) => (
          <label key={s} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={value.includes(s)}
              onChange={(e) => toggle(s, e.target.checked)}
            />
            {orderStates[s].label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

function PeriodFilter({
  filters,
  periodError: error,
  now,
  onChange,
}: Omit<FilterBarProps, 'choices' | 'onClear'>) {
  const presets = presetChoices(now)
  const preset = presets.find((p) => p.key === filters.period)
  const custom = filters.period === CUSTOM_PERIOD
  const described = error ? fieldErrorId('f-period') : undefined
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(12rem,1fr)_auto_auto] sm:items-start">
      <FormField id="f-period" label="Період" error={error ?? undefined}>
        <select
          id="f-period"
          className={fieldClass}
          value={filters.period}
          disabled={filters.code !== ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(e) => {
            const period = e.target.value
            // A custom period starts from the dates shown so far, ready to adjust.
            if (period === CUSTOM_PERIOD && preset) onChange({ period, from: preset.from, to: preset.to })
            else onChange({ period })
          }}
        >
          {presets.map((p) => (
            <option key={p.key} value={p.key} disabled={p.refusal !== null}>
              {p.refusal ? `${p.label} — недоступно: більше 30 днів` : p.label}
            </option>
          ))}
          <option value={CUSTOM_PERIOD}>Власний період</option>
        </select>
      </FormField>
      {custom ? (
        <>
          <FormField id="f-from" label="Від">
            <DateField
              id="f-from"
              value={filters.from || null}
              aria-invalid={error ? true : undefined}
              aria-describedby={described}
              onChange={(v) => onChange({ from: v ?? '' })}
            />
          </FormField>
          <FormField id="f-to" label="До">
            <DateField
              id="f-to"
              value={filters.to || null}
              aria-invalid={error ? true : undefined}
              aria-describedby={described}
              onChange={(v) => onChange({ to: v ?? '' })}
            />
          </FormField>
        </>
      ) : (
        <p className="text-sm text-slate-600 sm:col-span-2 sm:self-end sm:pb-3">
          {filters.code
            ? 'Пошук за кодом замовлення — без обмеження періоду'
            : preset && `${formatDate(preset.from)} — ${formatDate(preset.to)}`}
        </p>
      )}
    </div>
  )
}

export function OrderFilterBar(props: FilterBarProps) {
  const { filters, choices, onChange } = props
  const client = useFilterDraft(filters.client, (v) => onChange({ client: v }))
  const code = useFilterDraft(filters.code, (v) => onChange({ code: v }))
  const search = (e: FormEvent) => {
    e.preventDefault()
    onChange({ client: client.value.trim(), code: code.value.trim() })
  }
  const clear = () => {
    client.reset()
    code.reset()
    props.onClear()
  }
  const filials = choices.filials.filter((f) => !filters.city || String(f.city) === filters.city)
  return (
    <div className="grid gap-4 rounded-md border border-slate-200 bg-white p-4">
      <StateFilter value={filters.states} onChange={(s) => onChange({ states: s.join(',') })} />
      <PeriodFilter filters={filters} periodError={props.periodError} now={props.now} onChange={onChange} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FilterSelect
          id="f-city"
          label="Місто"
          value={filters.city}
          options={choices.cities}
          onChange={(v) => onChange({ city: v, filial: '' })}
        />
        <FilterSelect
          id="f-filial"
          label="Філія"
          value={filters.filial}
          options={filials}
          onChange={(v) => onChange({ filial: v })}
        />
        <FilterSelect
          id="f-payment"
          label="Тип оплати"
          value={filters.payment}
          options={choices.paymentTypes}
          onChange={(v) => onChange({ payment: v })}
        />
        <FilterSelect
          id="f-operator"
          label="Оператор"
          value={filters.operator}
          options={choices.operators}
          onChange={(v) => onChange({ operator: v })}
        />
      </div>
      <form
        role="search"
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end"
        onSubmit={search}
      >
        <FormField id="f-client" label="Пацієнт (ПІБ або id)">
          <Input id="f-client" {...client.field} />
        </FormField>
        <FormField id="f-code" label="Код замовлення">
          <Input id="f-code" {...code.field} />
        </FormField>
        <Button type="submit" variant="secondary">
          Знайти
        </Button>
        <Button variant="ghost" onClick={clear}>
          Очистити фільтри
        </Button>
      </form>
    </div>
  )
}
