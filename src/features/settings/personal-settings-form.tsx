/** The fields of the personal settings form; the page owns the values and the save. */
import type { PersonalSettingsPut } from '../../../domain/settings/personal-settings.schema'
import { FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import type { Choice } from './use-settings-names'

export type Draft = Omit<PersonalSettingsPut, 'version'>
type Margin = 'barcodeMarginTop' | 'barcodeMarginLeft' | 'qrMarginTop' | 'qrMarginLeft'

const selectClass =
  'block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900'
const margins: Array<[Margin, string]> = [
  ['barcodeMarginTop', 'Штрихкод: відступ зверху, мм'],
  ['barcodeMarginLeft', 'Штрихкод: відступ зліва, мм'],
  ['qrMarginTop', 'QR-код: відступ зверху, мм'],
  ['qrMarginLeft', 'QR-код: відступ зліва, мм'],
]

export interface FormProps {
  draft: Draft
  errors: Record<string, string>
  cities: Choice[]
  filials: Choice[]
  onChange: (patch: Partial<Draft>) => void
}

export function PersonalSettingsFields({ draft, errors, cities, filials, onChange }: FormProps) {
  const cityFilials = filials.filter((f) => draft.cityId === null || f.city === draft.cityId)
  const id = (v: string) => (v === '' ? null : Number(v))
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id="ps-city" label="Місто" error={errors.city_id}>
        <select
          id="ps-city"
          className={selectClass}
          value={draft.cityId ?? ''}
          onChange={(e) => onChange({ cityId: id(e.target.value), filialId: null })}
        >
          <option value="">Не обрано</option>
          {cities.map((c) => (
            <option key={c.key} value={c.key}>
              {c.value}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="ps-filial" label="Філія" error={errors.filial_id}>
        <select
          id="ps-filial"
          className={selectClass}
          value={draft.filialId ?? ''}
          onChange={(e) => onChange({ filialId: id(e.target.value) })}
        >
          <option value="">Не обрано</option>
          {cityFilials.map((f) => (
            <option key={f.key} value={f.key}>
              {f.value}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="ps-language" label="Мова інтерфейсу" error={errors.language}>
        <select
          id="ps-language"
          className={selectClass}
          value={draft.language}
          onChange={(e) => onChange({ language: e.target.value as Draft['language'] })}
        >
          <option value="ua">Українська</option>
          <option value="ru">Російська</option>
        </select>
      </FormField>
      <FormField id="ps-printer" label="Тип друку етикеток" error={errors.label_printer_type}>
        <select
          id="ps-printer"
          className={selectClass}
          value={draft.labelPrinterType}
          onChange={(e) => onChange({ labelPrinterType: e.target.value as Draft['labelPrinterType'] })}
        >
          <option value="zpl">ZPL</option>
          <option value="pixel">Піксельний</option>
        </select>
      </FormField>
      {margins.map(([field, label]) => (
        <FormField
          key={field}
          id={`ps-${field}`}
          label={label}
          error={errors[field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]}
        >
          <Input
            id={`ps-${field}`}
            type="number"
            inputMode="decimal"
            step="0.1"
            min="0"
            max="50"
            value={draft[field]}
            onChange={(e) => onChange({ [field]: e.target.valueAsNumber || 0 })}
          />
        </FormField>
      ))}
    </div>
  )
}
