/**
 * Finance dictionaries (spec 001 §2 finances): discounts, payment types and guiding organisations. The
 * order screens read the same tables through their reference lists, so a change here is what the next
 * order offers.
 */
import { z } from 'zod'
import { defineResource } from '../resources/define-resource'
import { flag, optionalEmail, optionalText, requiredText, wholeNumber } from '../resources/resource-fields'

const perms = { read: 'crmReferencesSee', write: 'crmSettingsEdit' } as const

export const discounts = defineResource({
  name: 'discounts',
  entity: 'discount',
  route: '/settings/finances/discounts',
  table: 'discounts',
  title: 'Знижки',
  one: 'Знижка',
  description: 'Знижки, які реєстратор може обрати в замовленні: назва і відсоток.',
  fields: {
    name: requiredText('Назва'),
    percent: wholeNumber('Відсоток', 0, 100),
    active: flag(),
  },
  form: {
    name: { label: 'Назва' },
    percent: { label: 'Відсоток', widget: 'number', help: 'Ціле число від 0 до 100' },
    active: {
      label: 'Діє',
      widget: 'checkbox',
      help: 'Знижку, що не діє, не пропонують у нових замовленнях',
    },
  },
  columns: [
    { key: 'name', label: 'Назва' },
    { key: 'percent', label: 'Відсоток' },
    { key: 'active', label: 'Діє', kind: 'boolean' },
  ],
  filters: [
    { key: 'q', kind: 'search', label: 'Пошук', fields: ['name'] },
    { key: 'active', kind: 'boolean', label: 'Діє' },
  ],
  sort: { field: 'name' },
  perms,
  unique: [{ fields: ['name'], message: 'Така знижка вже є' }],
  inUse: [{ table: 'orders', column: 'discount_id', message: 'Знижку застосовано в замовленнях' }],
  describe: (r) => `${r.name} (${r.percent} %)`,
})

export const cashTypes = { cashless: 'Безготівкова', in_cash: 'Готівкова' } as const
const cashTypeOptions = Object.entries(cashTypes).map(([value, label]) => ({ value, label }))

export const paymentTypes = defineResource({
  name: 'payment-types',
  entity: 'payment-type',
  route: '/settings/finances/payment-types',
  table: 'payment_types',
  title: 'Типи оплати',
  one: 'Тип оплати',
  description: 'Як пацієнт платить за замовлення: готівкою чи безготівково, онлайн чи на місці.',
  fields: {
    name: requiredText('Назва'),
    cashType: z.enum(['cashless', 'in_cash'], { error: 'Оберіть вид оплати' }),
    isOnline: flag(),
    ppoRequired: flag(),
    active: flag(),
    sort: wholeNumber('Порядок', 0, 9999),
  },
  form: {
    name: { label: 'Назва' },
    cashType: { label: 'Вид оплати', widget: 'select', options: cashTypeOptions },
    isOnline: {
      label: 'Онлайн-оплата',
      widget: 'checkbox',
      help: 'Оплата через платіжний сервіс (модуль «Онлайн-оплата»)',
    },
    ppoRequired: {
      label: 'Фіскальний чек (ПРРО)',
      widget: 'checkbox',
      help: 'Оплата цим типом потребує фіскального чека програмного РРО',
    },
    active: { label: 'Діє', widget: 'checkbox' },
    sort: { label: 'Порядок', widget: 'number', help: 'Менше число — вище у списку' },
  },
  columns: [
    { key: 'name', label: 'Назва' },
    { key: 'cashType', label: 'Вид оплати', options: cashTypeOptions },
    { key: 'isOnline', label: 'Онлайн', kind: 'boolean' },
    { key: 'ppoRequired', label: 'ПРРО', kind: 'boolean' },
    { key: 'active', label: 'Діє', kind: 'boolean' },
    { key: 'sort', label: 'Порядок' },
  ],
  filters: [
    { key: 'q', kind: 'search', label: 'Пошук', fields: ['name'] },
    { key: 'active', kind: 'boolean', label: 'Діє' },
  ],
  sort: { field: 'name' },
  perms,
  unique: [{ fields: ['name'], message: 'Такий тип оплати вже є' }],
  inUse: [
    { table: 'orders', column: 'payment_type_id', message: 'Тип оплати вказано в замовленнях' },
    { table: 'promo_codes', column: 'payment_type_id', message: 'Тип оплати вказано в промокодах' },
  ],
  describe: (r) => r.name,
})

export const guidingOrganisations = defineResource({
  name: 'guiding-organizations',
  entity: 'guiding-organization',
  route: '/settings/finances/guiding-organizations',
  table: 'guiding_organisations',
  title: 'Направляючі організації',
  one: 'Направляюча організація',
  description: 'Клініки і компанії, що направляють пацієнтів: їх обирають у замовленні й звітах.',
  fields: {
    name: requiredText('Назва'),
    code: optionalText('Код', 50),
    phone: optionalText('Телефон', 50),
    email: optionalEmail(),
    active: flag(),
  },
  form: {
    name: { label: 'Назва' },
    code: { label: 'Код' },
    phone: { label: 'Телефон' },
    email: { label: 'Ел. пошта' },
    active: { label: 'Діє', widget: 'checkbox' },
  },
  columns: [
    { key: 'name', label: 'Назва' },
    { key: 'code', label: 'Код' },
    { key: 'phone', label: 'Телефон' },
    { key: 'active', label: 'Діє', kind: 'boolean' },
  ],
  filters: [
    { key: 'q', kind: 'search', label: 'Пошук', fields: ['name', 'code', 'phone'] },
    { key: 'active', kind: 'boolean', label: 'Діє' },
  ],
  sort: { field: 'name' },
  perms,
  unique: [{ fields: ['name'], message: 'Така організація вже є' }],
  inUse: [
    {
      table: 'orders',
      column: 'guiding_organisation_id',
      message: 'Організацію вказано в замовленнях',
    },
    {
      table: 'blood_points',
      column: 'guiding_organisation_id',
      message: 'Організацію вказано в пунктах забору',
    },
  ],
  describe: (r) => r.name,
})
