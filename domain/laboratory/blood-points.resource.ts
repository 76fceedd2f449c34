/**
 * Blood points (spec 001 §3 "Blood point"; §4: published or not): the addresses where patients give
 * samples. A published point is offered by the cart (GET /mc-orders/reference-data `points`) and shown
 * on the public site; the contractors, the blank's e-mail and phone, the logo and "hide lab" shape the
 * point's orders and result blanks. Money (fixed costs) is kept in kopiykas, as every sum in the project.
 */
import { z } from 'zod'
import { text } from '../api/scalars'
import { defineResource } from '../resources/define-resource'
import {
  flag,
  optionalEmail,
  optionalText,
  refId,
  requiredText,
  wholeNumber,
} from '../resources/resource-fields'

/** An optional web address: http(s) with a real domain name, or https only (`secure`) for images on blanks. */
const optionalUrl = (label: string, secure = false) =>
  text()
    .trim()
    .max(2048, `«${label}»: не довше 2048 символів`)
    .pipe(
      z
        .url({
          protocol: secure ? /^https$/ : /^https?$/,
          hostname: z.regexes.domain,
          error: secure
            ? `«${label}»: адреса зображення, що починається з https://`
            : `«${label}»: адреса сайту, наприклад https://example.com`,
        })
        .or(z.literal('')),
    )
    .nullable()
    .optional()

/** Up to 10 000 000,00 грн a month, in kopiykas. */
const MAX_FIXED_COSTS = 1_000_000_000

export const bloodPoints = defineResource({
  name: 'blood-points',
  entity: 'blood-point',
  route: '/settings/laboratory/blood-points',
  table: 'blood_points',
  title: 'Пункти забору',
  one: 'Пункт забору',
  description:
    'Пункти, де беруть біоматеріал. Опублікований пункт пропонує кошик замовлення і показує сайт; неопублікований лишається в старих замовленнях.',
  fields: {
    addressUk: requiredText('Адреса', 500),
    address: requiredText('Адреса російською', 500),
    cityId: refId('Місто'),
    metroId: refId('Метро').nullable().optional(),
    published: flag(),
    phone: optionalText('Телефон', 50),
    schedule: optionalText('Графік роботи', 500),
    worksSaturday: flag(),
    worksSunday: flag(),
    pediatricNurse: flag(),
    cardPayment: flag(),
    contractorId: refId('Контрагент').nullable().optional(),
    medicalCenterContractorId: refId('Контрагент для замовлень медичного центру').nullable().optional(),
    guidingOrganisationId: refId('Направляюча організація').nullable().optional(),
    hideLab: flag(),
    logoUrl: optionalUrl('Логотип', true),
    blankEmail: optionalEmail('Ел. пошта для бланків'),
    blankPhone: optionalText('Телефон для бланків', 50),
    site: optionalUrl('Сайт'),
    fixedCosts: wholeNumber('Фіксовані витрати, коп.', 0, MAX_FIXED_COSTS).nullable().optional(),
    notes: optionalText('Примітки', 2000),
  },
  form: {
    addressUk: { label: 'Адреса', help: 'Як її бачать пацієнти, напр. «вул. Хрещатик, 15»' },
    address: { label: 'Адреса російською', help: 'Для інтерфейсу російською мовою' },
    cityId: { label: 'Місто', ref: 'cities' },
    metroId: { label: 'Метро', ref: 'metros', help: 'Найближча станція, якщо в місті є метро' },
    published: {
      label: 'Опубліковано',
      widget: 'checkbox',
      help: 'Кошик і сайт пропонують лише опубліковані пункти',
    },
    phone: { label: 'Телефон' },
    schedule: { label: 'Графік роботи', widget: 'textarea', placeholder: 'Пн–Пт 7:30–18:00, Сб 8:00–14:00' },
    worksSaturday: { label: 'Працює в суботу', widget: 'checkbox' },
    worksSunday: { label: 'Працює в неділю', widget: 'checkbox' },
    pediatricNurse: { label: 'Дитяча медсестра', widget: 'checkbox', help: 'Тут беруть аналізи в дітей' },
    cardPayment: { label: 'Оплата карткою', widget: 'checkbox' },
    contractorId: {
      label: 'Контрагент',
      lookup: 'contractors',
      help: 'Чиї замовлення приймає пункт; його максимальна знижка обмежує замовлення без іншого контрагента',
    },
    medicalCenterContractorId: {
      label: 'Контрагент для замовлень медичного центру',
      lookup: 'contractors',
      help: 'Кому виставляють замовлення, які медичний центр направляє через цей пункт',
    },
    guidingOrganisationId: { label: 'Направляюча організація', ref: 'guiding-organizations' },
    hideLab: {
      label: 'Приховати лабораторію',
      widget: 'checkbox',
      help: 'Бланки результатів замовлень пункту не називають лабораторію',
    },
    logoUrl: {
      label: 'Логотип',
      placeholder: 'https://…/logo.png',
      help: 'Адреса зображення (https) для бланків пункту; саме зображення тут не зберігається',
    },
    blankEmail: { label: 'Ел. пошта для бланків' },
    blankPhone: { label: 'Телефон для бланків' },
    site: { label: 'Сайт', placeholder: 'https://example.com' },
    fixedCosts: {
      label: 'Фіксовані витрати, коп.',
      widget: 'number',
      help: 'Щомісячні витрати пункту (оренда, персонал) у копійках: 15 000,00 грн — це 1500000',
    },
    notes: { label: 'Примітки', widget: 'textarea' },
  },
  columns: [
    { key: 'addressUk', label: 'Адреса' },
    { key: 'cityId', label: 'Місто', kind: 'ref', ref: 'cities' },
    { key: 'metroId', label: 'Метро', kind: 'ref', ref: 'metros' },
    { key: 'phone', label: 'Телефон' },
    { key: 'schedule', label: 'Графік роботи' },
    { key: 'contractorId', label: 'Контрагент', kind: 'lookup', lookup: 'contractors' },
    { key: 'pediatricNurse', label: 'Дитяча медсестра', kind: 'boolean' },
    { key: 'published', label: 'Опубліковано', kind: 'boolean' },
  ],
  filters: [
    { key: 'q', kind: 'search', label: 'Пошук за адресою', fields: ['addressUk', 'address'] },
    { key: 'cityId', kind: 'ref', label: 'Місто', ref: 'cities' },
    { key: 'published', kind: 'boolean', label: 'Опубліковано' },
  ],
  sort: { field: 'addressUk' },
  perms: { read: 'crmReferencesSee', write: 'crmSettingsEdit' },
  unique: [{ fields: ['cityId', 'addressUk'], message: 'Пункт забору з такою адресою в місті вже є' }],
  inUse: [
    { table: 'orders', column: 'blood_point_id', message: 'Пункт забору вказано в замовленнях' },
    { table: 'orders', column: 'fence_point_id', message: 'Пункт забору вказано в замовленнях' },
    // A view of price_list_owners' blood-point rows (their owner ids have no foreign key).
    {
      table: 'blood_point_price_list_owners',
      column: 'blood_point_id',
      message: 'Пункт забору є власником прайс-листа',
    },
  ],
  describe: (r) => r.addressUk,
})
