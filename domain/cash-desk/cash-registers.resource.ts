/**
 * «Каси (ПРРО)» (issue 27 §1, spec 001 §1 cash registers, domain notes G1): a software cash register of
 * a filial and how its PRRO provider is reached — the provider (Checkbox only so far, behind the
 * server's FiscalProvider interface), its API address, the register's license key and the cashier's
 * login with a password or a PIN. The key, the password and the PIN are secrets: typed hidden, never
 * answered by the API nor synced to devices (shown as «збережено»). While a shift is open the register
 * cannot be changed (spec 001 §4), and one that has had shifts is switched off, not deleted.
 *
 * Permission: reading and writing need crmSettingsEdit, the permission every integrations settings page
 * writes with (SMS, Telegram, API parameters). Unlike those pages it is also the read permission: the
 * rows carry the provider's address and the cashier's login (half a credential), which no other role
 * needs — cashiers reach their registers through the cash desk's own API (crmCashboxWork).
 */
import { z } from 'zod'
import { text } from '../api/scalars'
import { defineResource } from '../resources/define-resource'
import { optionalText, refId, requiredText } from '../resources/resource-fields'
import { cashDeskMessages } from './cash-desk.schema'

export const fiscalProviders = [{ value: 'checkbox', label: 'Checkbox' }] as const

const optional = (label: string, max: number, pattern?: { re: RegExp; message: string }) =>
  pattern
    ? text()
        .trim()
        .max(max, `«${label}»: не довше ${max} символів`)
        .regex(pattern.re, pattern.message)
        .nullable()
        .optional()
    : optionalText(label, max)

/** The fields a shift's open state freezes: all of them. */
const allFields = [
  'name',
  'filialId',
  'fiscalNumber',
  'provider',
  'apiUrl',
  'licenseKey',
  'cashierLogin',
  'cashierPassword',
  'cashierPin',
  'active',
] as const

export const cashRegisterResource = defineResource({
  name: 'cash-registers',
  entity: 'cash-register',
  route: '/settings/integrations/cash-registers',
  table: 'cash_registers',
  title: 'Каси (ПРРО)',
  one: 'Каса',
  description:
    'Програмні каси філіалів і як до них дістатися: провайдер, адреса API, ключ ліцензії каси та вхід касира ' +
    '(пароль або PIN-код). Ключ, пароль і PIN після збереження не показуються: порожнє поле залишає збережене. ' +
    'Поки на касі відкрито зміну, її не можна змінити.',
  fields: {
    name: requiredText('Назва', 100),
    filialId: refId('Філіал'),
    fiscalNumber: optional('Фіскальний номер', 20, {
      re: /^\d*$/,
      message: '«Фіскальний номер»: лише цифри',
    }),
    provider: z.enum(['checkbox'], { error: 'Оберіть провайдера' }),
    apiUrl: optional('Адреса API', 300, {
      re: /^(https?:\/\/[^\s]+)?$/,
      message: '«Адреса API»: на кшталт https://api.checkbox.ua',
    }),
    licenseKey: optional('Ключ ліцензії каси', 200),
    cashierLogin: optional('Логін касира', 100),
    cashierPassword: optional('Пароль касира', 200),
    cashierPin: optional('PIN-код касира', 12, {
      re: /^(\d{4,12})?$/,
      message: '«PIN-код касира»: від 4 до 12 цифр',
    }),
    active: z.boolean().optional(),
  },
  form: {
    name: { label: 'Назва', placeholder: 'Каса 1' },
    filialId: { label: 'Філіал', ref: 'filials' },
    fiscalNumber: { label: 'Фіскальний номер', help: 'Фіскальний номер ПРРО, як його видала ДПС' },
    provider: { label: 'Провайдер', widget: 'select', options: fiscalProviders, initial: 'checkbox' },
    apiUrl: { label: 'Адреса API', placeholder: 'https://api.checkbox.ua' },
    licenseKey: { label: 'Ключ ліцензії каси', widget: 'secret' },
    cashierLogin: { label: 'Логін касира' },
    cashierPassword: { label: 'Пароль касира', widget: 'secret', help: 'Пароль або PIN-код' },
    cashierPin: { label: 'PIN-код касира', widget: 'secret', help: 'Замість логіна й пароля' },
    active: { label: 'Діє', widget: 'checkbox', initial: true },
  },
  columns: [
    { key: 'name', label: 'Назва' },
    { key: 'filialId', label: 'Філіал', kind: 'ref', ref: 'filials' },
    { key: 'fiscalNumber', label: 'Фіскальний номер' },
    { key: 'provider', label: 'Провайдер', options: fiscalProviders },
    { key: 'apiUrl', label: 'Адреса API' },
    { key: 'active', label: 'Діє', kind: 'boolean' },
  ],
  filters: [
    { key: 'q', kind: 'search', label: 'Пошук', fields: ['name', 'fiscalNumber'] },
    { key: 'filialId', kind: 'ref', label: 'Філіал', ref: 'filials' },
    { key: 'active', kind: 'boolean', label: 'Діє' },
  ],
  sort: { field: 'name' },
  perms: { read: 'crmSettingsEdit', write: 'crmSettingsEdit' },
  unique: [{ fields: ['filialId', 'name'], message: 'У філіалу вже є каса з такою назвою' }],
  fixedOnceUsed: [
    {
      table: 'cash_shifts',
      column: 'register_id',
      only: { column: 'status', value: 'open' },
      fields: allFields,
      message: cashDeskMessages.changeWhileOpen,
    },
  ],
  inUse: [{ table: 'cash_shifts', column: 'register_id', message: cashDeskMessages.deleteWithShifts }],
  describe: (r) => r.name,
})
