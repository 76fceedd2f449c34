/**
 * Personal settings (spec 001 §2 "Personal settings include: city, branch, language, barcode and QR
 * print margins, label printer (ZPL and pixel print types)") as a settings record of each user. The
 * server keeps them in personal_settings by its own module (it checks the filial is in the city).
 */
import { defineSettingsRecord } from '../resources/settings-record'
import {
  personalSettingsDefaults,
  personalSettingsFields,
  personalSettingsLabels as l,
} from './personal-settings.schema'

const margin = { widget: 'decimal', placeholder: '0' } as const

export const personalSettingsRecord = defineSettingsRecord({
  name: 'personal-settings',
  entity: 'personal-settings',
  route: '/settings/general/personal-settings',
  apiPath: '/api/v2/personal-settings',
  title: 'Особисті налаштування',
  description: 'Ваші місто і філія, мова інтерфейсу та друк етикеток на цьому робочому місці.',
  owner: 'user',
  fields: personalSettingsFields,
  form: {
    cityId: { label: l.cityId, widget: 'select', ref: 'cities' },
    filialId: { label: l.filialId, widget: 'select', ref: 'filials' },
    language: {
      label: l.language,
      widget: 'select',
      options: [
        { value: 'ua', label: 'Українська' },
        { value: 'ru', label: 'Російська' },
      ],
    },
    labelPrinterType: {
      label: l.labelPrinterType,
      widget: 'select',
      options: [
        { value: 'zpl', label: 'ZPL' },
        { value: 'pixel', label: 'Піксельний' },
      ],
    },
    labelPrinterHost: { label: l.labelPrinterHost, placeholder: '192.168.1.50' },
    labelPrinterPort: { label: l.labelPrinterPort, widget: 'number', placeholder: '9100' },
    barcodeMarginTop: { label: l.barcodeMarginTop, ...margin },
    barcodeMarginLeft: { label: l.barcodeMarginLeft, ...margin },
    qrMarginTop: { label: l.qrMarginTop, ...margin },
    qrMarginLeft: { label: l.qrMarginLeft, ...margin },
  },
  dependsOn: { filialId: { field: 'cityId', column: 'cityId' } },
  defaults: personalSettingsDefaults,
  perms: { read: 'user', write: 'user' },
})
