/**
 * Doctors' schedules (spec 001 §2 medical-center/schedule; issue 20 item 1): the weekly intervals of a
 * doctor — weekday, hours, cabinet, slot length, an optional break; several a weekday, never
 * overlapping — and the dates that differ from the week: a day off with a weekend reason, or other
 * hours (another cabinet, another slot length). Free slots of the cart come from both
 * (domain/schedule/day-slots.ts). Cross-field rules: domain/schedule/schedule-rules.ts, run by the
 * server inside the write.
 */
import { z } from 'zod'
import { defineResource } from '../resources/define-resource'
import { optionalText, refId, wholeNumber } from '../resources/resource-fields'

const perms = { read: 'crmReferencesSee', write: 'crmSettingsEdit' } as const
const route = '/settings/medical-center/schedule'

export const weekdays = [
  { value: '1', label: 'Понеділок' },
  { value: '2', label: 'Вівторок' },
  { value: '3', label: 'Середа' },
  { value: '4', label: 'Четвер' },
  { value: '5', label: 'Пʼятниця' },
  { value: '6', label: 'Субота' },
  { value: '7', label: 'Неділя' },
] as const

/** A 24-hour time HH:MM. */
const hhmm = (label: string) =>
  z
    .string({ error: `Вкажіть «${label}»` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `«${label}»: час у форматі ГГ:ХХ`)
/** Sent always (null: none), so a body that leaves it out is refused like any other field. */
const optionalHhmm = (label: string) => hhmm(label).nullable()

const optionalRef = (label: string) => refId(label).nullable()
const doctorHelp = 'Введіть частину прізвища лікаря й оберіть його зі списку'

export const doctorSchedules = defineResource({
  name: 'doctor-schedules',
  entity: 'doctor-schedule',
  route,
  table: 'doctor_schedules',
  title: 'Розклад лікарів',
  one: 'Інтервал розкладу',
  description:
    'Робочі години лікаря за днями тижня: кабінет, тривалість прийому і перерва. В один день може бути кілька інтервалів, але вони не перетинаються.',
  fields: {
    doctorId: refId('Лікар'),
    weekday: wholeNumber('День тижня', 1, 7),
    timeFrom: hhmm('Початок'),
    timeTo: hhmm('Кінець'),
    cabinetId: optionalRef('Кабінет'),
    standardDuration: wholeNumber('Тривалість прийому, хв', 5, 480),
    breakFrom: optionalHhmm('Перерва з'),
    breakTo: optionalHhmm('Перерва до'),
    comment: optionalText('Примітка', 500),
  },
  form: {
    doctorId: { label: 'Лікар', lookup: 'doctors', help: doctorHelp },
    weekday: { label: 'День тижня', widget: 'select', options: weekdays, numeric: true },
    timeFrom: { label: 'Початок', widget: 'time', help: '24-годинний час, напр. 09:00' },
    timeTo: { label: 'Кінець', widget: 'time' },
    cabinetId: { label: 'Кабінет', ref: 'cabinets' },
    standardDuration: {
      label: 'Тривалість прийому, хв',
      widget: 'number',
      help: 'Довжина слота, якщо послуга не має своєї тривалості',
    },
    breakFrom: { label: 'Перерва з', widget: 'time', help: 'Необовʼязково; у перерву запису немає' },
    breakTo: { label: 'Перерва до', widget: 'time' },
    comment: { label: 'Примітка' },
  },
  columns: [
    { key: 'doctorId', label: 'Лікар', kind: 'lookup', lookup: 'doctors' },
    { key: 'weekday', label: 'День', options: weekdays },
    { key: 'timeFrom', label: 'З' },
    { key: 'timeTo', label: 'До' },
    { key: 'breakFrom', label: 'Перерва з' },
    { key: 'breakTo', label: 'Перерва до' },
    { key: 'cabinetId', label: 'Кабінет', kind: 'ref', ref: 'cabinets' },
    { key: 'standardDuration', label: 'Хв' },
  ],
  filters: [
    { key: 'doctorId', kind: 'lookup', label: 'Лікар', lookup: 'doctors' },
    { key: 'cabinetId', kind: 'ref', label: 'Кабінет', ref: 'cabinets' },
  ],
  sort: { field: 'weekday' },
  perms,
  describe: (r) => `${weekdays[r.weekday - 1]?.label ?? r.weekday} ${r.timeFrom}–${r.timeTo}`,
})

export const scheduleExceptions = defineResource({
  name: 'schedule-exceptions',
  entity: 'schedule-exception',
  route,
  table: 'schedule_exceptions',
  title: 'Винятки розкладу',
  one: 'Виняток розкладу',
  description:
    'Дати, що відрізняються від тижневого розкладу: вихідний (з причиною) або інші години. Виняток замінює всі інтервали лікаря цього дня.',
  fields: {
    doctorId: refId('Лікар'),
    date: z.iso.date({ error: '«Дата»: дата у форматі ДД.ММ.РРРР' }),
    dayOff: z.boolean({ error: 'Вкажіть, чи це вихідний' }),
    weekendReasonId: optionalRef('Причина вихідного'),
    timeFrom: optionalHhmm('Початок'),
    timeTo: optionalHhmm('Кінець'),
    breakFrom: optionalHhmm('Перерва з'),
    breakTo: optionalHhmm('Перерва до'),
    cabinetId: optionalRef('Кабінет'),
    standardDuration: wholeNumber('Тривалість прийому, хв', 5, 480).nullable(),
    comment: optionalText('Примітка', 500),
  },
  form: {
    doctorId: { label: 'Лікар', lookup: 'doctors', help: doctorHelp },
    date: { label: 'Дата', widget: 'date' },
    dayOff: { label: 'Вихідний', widget: 'checkbox', help: 'Цього дня лікар не приймає' },
    weekendReasonId: { label: 'Причина вихідного', ref: 'weekend-reasons' },
    timeFrom: { label: 'Початок', widget: 'time', help: 'Для іншого графіка цього дня, напр. 10:00' },
    timeTo: { label: 'Кінець', widget: 'time' },
    breakFrom: { label: 'Перерва з', widget: 'time' },
    breakTo: { label: 'Перерва до', widget: 'time' },
    cabinetId: { label: 'Кабінет', ref: 'cabinets', help: 'Порожньо — кабінет з тижневого розкладу' },
    standardDuration: { label: 'Тривалість прийому, хв', widget: 'number', help: 'Порожньо — як у розкладі' },
    comment: { label: 'Примітка' },
  },
  columns: [
    { key: 'doctorId', label: 'Лікар', kind: 'lookup', lookup: 'doctors' },
    { key: 'date', label: 'Дата', kind: 'date' },
    { key: 'dayOff', label: 'Вихідний', kind: 'boolean' },
    { key: 'weekendReasonId', label: 'Причина', kind: 'ref', ref: 'weekend-reasons' },
    { key: 'timeFrom', label: 'З' },
    { key: 'timeTo', label: 'До' },
    { key: 'cabinetId', label: 'Кабінет', kind: 'ref', ref: 'cabinets' },
    { key: 'comment', label: 'Примітка' },
  ],
  filters: [{ key: 'doctorId', kind: 'lookup', label: 'Лікар', lookup: 'doctors' }],
  sort: { field: 'date', dir: 'desc' },
  perms,
  unique: [{ fields: ['date', 'doctorId'], message: 'У цього лікаря на цю дату вже є виняток' }],
  describe: (r) => `Виняток ${r.date}`,
})
