/**
 * Doctors' rates (issue 25, the report «Зарплати лікарів»): a doctor's pay is a percent of the money of
 * the services they performed (after discounts) plus an optional fixed sum per service. A row for a
 * service category overrides the doctor's general row (no category) for the services of that category.
 * Each row is valid from a day: the rate of a line is the latest row valid on the order's day, so a
 * raise never rewrites the past (server/modules/reports/sources-salaries.ts).
 */
import { z } from 'zod'
import { defineResource } from '../resources/define-resource'
import { decimal, money, optionalText, refId } from '../resources/resource-fields'

/** The largest fixed sum per service: 100 000 грн, in kopiykas. */
export const MAX_FIXED_PER_SERVICE = 10_000_000

const doctorHelp = 'Почніть вводити прізвище лікаря'

export const doctorRates = defineResource({
  name: 'doctor-rates',
  entity: 'doctor-rate',
  route: '/settings/medical-center/staff-groups',
  table: 'doctor_rates',
  title: 'Ставки лікарів',
  one: 'Ставка лікаря',
  description:
    'Частка лікаря від суми виконаних ним послуг (після знижок) і, за потреби, фіксована сума за кожну послугу. Ставка для категорії послуг замінює загальну ставку лікаря; нова ставка діє з обраної дати, минулі періоди рахуються за попередньою.',
  fields: {
    doctorId: refId('Лікар'),
    serviceCategoryId: refId('Категорія послуг').nullable().optional(),
    percent: decimal('Відсоток', 0, 100, 2),
    fixedPerService: money('Фіксована сума за послугу', MAX_FIXED_PER_SERVICE),
    validFrom: z.iso.date({ error: '«Діє з»: дата у форматі ДД.ММ.РРРР' }),
    comment: optionalText('Примітка', 500),
  },
  form: {
    doctorId: { label: 'Лікар', lookup: 'doctors', help: doctorHelp },
    serviceCategoryId: {
      label: 'Категорія послуг',
      ref: 'service-categories',
      help: 'Порожньо — загальна ставка лікаря для всіх послуг',
    },
    percent: { label: 'Відсоток', widget: 'decimal', help: 'Від 0 до 100, до 2 знаків після коми' },
    fixedPerService: { label: 'Фіксована сума за послугу', widget: 'money', help: 'У гривнях; 0 — немає' },
    validFrom: { label: 'Діє з', widget: 'date', help: 'Ставка діє для замовлень від цієї дати' },
    comment: { label: 'Примітка', help: 'Напр. номер наказу' },
  },
  columns: [
    { key: 'doctorId', label: 'Лікар', kind: 'lookup', lookup: 'doctors' },
    { key: 'serviceCategoryId', label: 'Категорія послуг', kind: 'ref', ref: 'service-categories' },
    { key: 'percent', label: 'Відсоток' },
    { key: 'fixedPerService', label: 'За послугу', kind: 'money' },
    { key: 'validFrom', label: 'Діє з', kind: 'date' },
    { key: 'comment', label: 'Примітка' },
  ],
  filters: [
    { key: 'doctorId', kind: 'lookup', label: 'Лікар', lookup: 'doctors' },
    { key: 'serviceCategoryId', kind: 'ref', label: 'Категорія послуг', ref: 'service-categories' },
  ],
  sort: { field: 'validFrom', dir: 'desc' },
  // Pay is not every reader's business: only those who may see the salaries report or edit settings.
  perms: { read: 'crmReportsFinanceDoctorsSalariesSee', write: 'crmSettingsEdit' },
  unique: [
    {
      // The message stands on the category: the field that tells two rates of one doctor and day apart.
      fields: ['doctorId', 'validFrom', 'serviceCategoryId'],
      message: 'Для цього лікаря і категорії ставка з цієї дати вже є',
    },
  ],
  describe: (r) => `Ставка ${r.percent}% з ${r.validFrom}`,
})
