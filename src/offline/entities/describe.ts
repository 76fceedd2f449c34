/**
 * A record in words, for the conflict view (mine beside the server's) on the sync screen and on the
 * record's own screen. `names` turns ids into the names the user knows (from the reference store).
 */
import { ORDER_ENTITY } from './orders'
import { formatMoney } from '../../../domain/pricing/money'
import { allResources } from '../../../domain/resources/registry'

export interface Names {
  cities?: Map<string, string>
  filials?: Map<string, string>
}

export interface Line {
  label: string
  value: string
}

const languageNames: Record<string, string> = { ua: 'Українська', ru: 'Російська' }
const printerNames: Record<string, string> = { zpl: 'ZPL', pixel: 'Піксельний' }
const mm = (v: unknown) => (typeof v === 'number' ? `${v.toLocaleString('uk-UA')} мм` : '—')
const named = (map: Map<string, string> | undefined, v: unknown) =>
  typeof v === 'number' ? (map?.get(String(v)) ?? `№ ${v}`) : 'не обрано'

export function describeRecord(type: string, value: unknown, names: Names = {}): Line[] {
  if (type === 'personal-settings') {
    const v = (value ?? {}) as Record<string, unknown>
    return [
      { label: 'Місто', value: named(names.cities, v.cityId) },
      { label: 'Філія', value: named(names.filials, v.filialId) },
      { label: 'Мова', value: languageNames[String(v.language)] ?? String(v.language) },
      { label: 'Штрихкод: відступ зверху', value: mm(v.barcodeMarginTop) },
      { label: 'Штрихкод: відступ зліва', value: mm(v.barcodeMarginLeft) },
      { label: 'QR-код: відступ зверху', value: mm(v.qrMarginTop) },
      { label: 'QR-код: відступ зліва', value: mm(v.qrMarginLeft) },
      {
        label: 'Принтер етикеток',
        value: printerNames[String(v.labelPrinterType)] ?? String(v.labelPrinterType),
      },
      {
        label: 'Адреса принтера етикеток',
        value:
          typeof v.labelPrinterHost === 'string'
            ? `${v.labelPrinterHost}:${typeof v.labelPrinterPort === 'number' ? v.labelPrinterPort : 9100}`
            : 'не вказано',
      },
    ]
  }
  if (type === ORDER_ENTITY) return describeOrder(value)
  const resource = allResources().find((r) => r.entity === type)
  if (resource) {
    const v = (value ?? {}) as Record<string, unknown>
    return Object.entries(resource.form).map(([key, f]) => ({ label: f.label, value: fieldText(v[key]) }))
  }
  return [{ label: 'Дані', value: JSON.stringify(value) }]
}

/** A resource field in words (a referenced record by its number: the list beside names it). */
function fieldText(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—'
  if (typeof v === 'boolean') return v ? 'Так' : 'Ні'
  if (typeof v === 'number') return v.toLocaleString('uk-UA')
  return typeof v === 'string' ? v : JSON.stringify(v)
}

/** An order in the conflict view: what a registrar compares, not the whole record. */
function describeOrder(value: unknown): Line[] {
  const o = (value ?? {}) as Record<string, unknown>
  const nameOf = (v: unknown) => (v as { name?: string } | null)?.name ?? 'не обрано'
  const client = o.client as { surname?: string; name?: string } | null | undefined
  const cart = (o.cartData ?? {}) as Record<string, unknown[] | undefined>
  const lines = ['services', 'tests', 'products', 'materials'].reduce((n, k) => n + (cart[k]?.length ?? 0), 0)
  const toPay = typeof o.toPay === 'number' ? o.toPay : 0
  return [
    { label: 'Стан', value: typeof o.stateLabel === 'string' ? o.stateLabel : '' },
    { label: 'Пацієнт', value: client ? `${client.surname ?? ''} ${client.name ?? ''}`.trim() : 'не обрано' },
    { label: 'Місто', value: nameOf(o.city) },
    { label: 'Філія', value: nameOf(o.filial) },
    { label: 'Позицій у кошику', value: String(lines) },
    { label: 'До сплати', value: formatMoney(toPay) },
  ]
}
