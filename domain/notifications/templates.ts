/**
 * Message templates (spec 001 §3 "templates per branch"): text with {placeholders} filled from the
 * order, the visit and the centre. Pure, so the server renders what it sends and the settings form
 * previews the very same text.
 */
import type { NotificationChannel, NotificationEvent } from './notifications'

/** The placeholders a template may use, with what each stands for (shown beside the editor). */
export const placeholders = {
  taskNumber: 'Номер задачі',
  taskTitle: 'Тема задачі',
  performer: 'Виконавець задачі',
  author: 'Хто поставив задачу',
  deadline: 'Термін задачі (ДД.ММ.РРРР ГГ:ХХ)',
  patient: 'Імʼя та по батькові пацієнта',
  orderCode: 'Номер замовлення',
  date: 'Дата візиту (ДД.ММ.РРРР)',
  time: 'Час візиту (ГГ:ХХ)',
  doctor: 'Лікар',
  filial: 'Філіал',
  address: 'Адреса філіалу',
  total: 'Сума замовлення, грн',
  services: 'Скільки послуг (напр. «3 послуги»)',
  centre: 'Назва медичного центру',
  centrePhone: 'Телефон медичного центру',
} as const
export type Placeholder = keyof typeof placeholders
export type TemplateValues = Partial<Record<Placeholder, string>>

const orderPlaceholders: readonly Placeholder[] = [
  'patient',
  'orderCode',
  'date',
  'time',
  'doctor',
  'filial',
  'address',
  'total',
  'services',
  'centre',
  'centrePhone',
]
/** What each event's message can say: an order's and its visit's facts, or a task's. */
export const eventPlaceholders: Record<NotificationEvent, readonly Placeholder[]> = {
  visit_booked: orderPlaceholders,
  order_confirmed: orderPlaceholders,
  visit_reminder: orderPlaceholders,
  task_assigned: ['taskNumber', 'taskTitle', 'performer', 'author', 'deadline', 'patient', 'centre'],
  results_ready: ['patient', 'orderCode', 'filial', 'address', 'centre', 'centrePhone'],
}

const PLACEHOLDER = /\{([A-Za-z]+)\}/g

/**
 * Placeholders a text uses that are not known (the form's and the server's check) — with an event,
 * those its messages cannot fill either.
 */
export function unknownPlaceholders(textValue: string, event?: NotificationEvent): string[] {
  const known: readonly string[] = event ? eventPlaceholders[event] : Object.keys(placeholders)
  const unknown = new Set<string>()
  for (const m of textValue.matchAll(PLACEHOLDER)) if (!known.includes(m[1]!)) unknown.add(m[1]!)
  return [...unknown]
}

/** The text with every known placeholder filled; a value not known for this message becomes «—». */
export function renderTemplate(textValue: string, values: TemplateValues): string {
  return textValue.replace(PLACEHOLDER, (whole, key: string) =>
    key in placeholders ? (values[key as Placeholder] ?? '—') : whole,
  )
}

/** Most characters one message of the channel may hold (TurboSMS: 661 Cyrillic in 10 parts). */
export const channelTextLimit: Record<NotificationChannel, number> = {
  sms: 661,
  viber: 1000,
  email: 20_000,
  telegram: 4096,
}

const pluralRules = new Intl.PluralRules('uk')
/** A Ukrainian count with its noun: plural(3, ['послуга', 'послуги', 'послуг']) → «3 послуги». */
export function plural(n: number, forms: readonly [one: string, few: string, many: string]): string {
  const rule = pluralRules.select(n)
  const word = rule === 'one' ? forms[0] : rule === 'few' ? forms[1] : forms[2]
  return `${n} ${word}`
}

/** Values to preview a template with before any order exists. */
export const sampleValues: TemplateValues = {
  patient: 'Олена Петрівна',
  orderCode: 'MC-000123',
  date: '02.12.2026',
  time: '09:30',
  doctor: 'Шевчук Андрій Миколайович',
  filial: 'Київ, Хрещатик',
  address: 'вул. Хрещатик, 1',
  total: '1 250,00',
  services: plural(3, ['послуга', 'послуги', 'послуг']),
  centre: 'Клініка',
  centrePhone: '+380 44 123 45 67',
  taskNumber: '42',
  taskTitle: 'Передзвонити пацієнту щодо результатів',
  performer: 'Коваленко Ірина',
  author: 'Адміністратор',
  deadline: '03.12.2026 12:00',
}
