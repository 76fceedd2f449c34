/**
 * The laboratory's error register (spec 001 §3 "Error record (error registration by stage): stage, type,
 * variant, additional comment, solution"; §4 the four stages; §9 "Error types: 15 (0 to 14). Error
 * variants: 29 (0 to 28)"; §8 "error not registered"). The spec gives the counts, not the words: the
 * types follow a sample's path through the laboratory, the variants are the nonconformities a lab's
 * quality records name most (ISO 15189 registers and the preanalytical error literature); both are kept
 * as their numbers, so the words can change without touching a record.
 */
import { z } from 'zod'
import { defineResource } from '../resources/define-resource'
import { optionalText, refId, requiredText } from '../resources/resource-fields'

const options = (labels: readonly string[]) => labels.map((label, value) => ({ value: String(value), label }))

export const labErrorStages = [
  { value: 'preanalytical', label: 'Преаналітичний' },
  { value: 'analytical', label: 'Аналітичний' },
  { value: 'postanalytical', label: 'Постаналітичний' },
  { value: 'general_result_measurement', label: 'Загальне вимірювання результату' },
] as const

/** The 15 error types, 0–14. */
export const labErrorTypes = options([
  'Ідентифікація пацієнта',
  'Направлення і замовлення',
  'Підготовка пацієнта',
  'Взяття біоматеріалу',
  'Пробірка і контейнер',
  'Маркування',
  'Транспортування і зберігання',
  'Приймання в лабораторії',
  'Якість зразка',
  'Обладнання (аналізатор)',
  'Реагенти і калібрування',
  'Внутрішній контроль якості',
  'Виконання методики',
  'Введення і перевірка результатів',
  'Видача результатів',
])

/** The 29 error variants, 0–28. */
export const labErrorVariants = options([
  'Не той пацієнт',
  'Неповні дані пацієнта',
  'Немає направлення',
  'Помилка в направленні (не той аналіз)',
  'Пацієнт не підготовлений (не натще, ліки)',
  'Не той час взяття',
  'Недостатній обʼєм',
  'Не та пробірка (не той консервант)',
  'Пошкоджена пробірка',
  'Немає етикетки',
  'Етикетка не відповідає пацієнту',
  'Перевищено час доставки',
  'Порушено температурний режим',
  'Зразок втрачено',
  'Гемоліз',
  'Ліпемія',
  'Іктеричність',
  'Згусток',
  'Неправильне співвідношення крові й антикоагулянту',
  'Збій аналізатора',
  'Прострочений реагент',
  'Калібрування не пройдено',
  'Контроль якості поза межами',
  'Помилка розрахунку',
  'Помилка введення результату',
  'Результат не затверджено вчасно',
  'Результат видано не тому пацієнту',
  'Затримка видачі результату',
  'Інше',
])

const whole = (label: string, count: number) =>
  z
    .number({ error: `Оберіть «${label}»` })
    .int(`Оберіть «${label}»`)
    .min(0, `Оберіть «${label}» зі списку`)
    .max(count - 1, `Оберіть «${label}» зі списку`)

export const labErrors = defineResource({
  name: 'lab-errors',
  entity: 'lab-error',
  route: '/laboratory/errors',
  table: 'lab_errors',
  title: 'Реєстр лабораторних помилок',
  one: 'Помилка',
  description:
    'Помилки лабораторії за етапами: етап, тип і варіант помилки, штрихкод пробірки, коментар і рішення.',
  fields: {
    occurredOn: z.iso.date({ error: '«Дата»: дата у форматі ДД.ММ.РРРР' }),
    stage: z.enum(labErrorStages.map((s) => s.value) as [string, ...string[]], { error: 'Оберіть «Етап»' }),
    errorType: whole('Тип помилки', labErrorTypes.length),
    variant: whole('Варіант помилки', labErrorVariants.length),
    filialId: refId('Філіал').nullable().optional(),
    barcode: optionalText('Штрихкод пробірки', 64),
    comment: optionalText('Додатковий коментар', 2000),
    solution: requiredText('Рішення', 2000, 3),
  },
  form: {
    occurredOn: { label: 'Дата', widget: 'date' },
    stage: { label: 'Етап', widget: 'select', options: labErrorStages },
    errorType: { label: 'Тип помилки', widget: 'select', options: labErrorTypes, numeric: true },
    variant: { label: 'Варіант помилки', widget: 'select', options: labErrorVariants, numeric: true },
    filialId: { label: 'Філіал', ref: 'filials' },
    barcode: {
      label: 'Штрихкод пробірки',
      help: 'Якщо помилка стосується пробірки: відскануйте або введіть',
    },
    comment: { label: 'Додатковий коментар', widget: 'textarea' },
    solution: { label: 'Рішення', widget: 'textarea', help: 'Що зроблено, щоб виправити і не повторити' },
  },
  columns: [
    { key: 'occurredOn', label: 'Дата', kind: 'date' },
    { key: 'stage', label: 'Етап', options: labErrorStages },
    { key: 'errorType', label: 'Тип', options: labErrorTypes },
    { key: 'variant', label: 'Варіант', options: labErrorVariants },
    { key: 'filialId', label: 'Філіал', kind: 'ref', ref: 'filials' },
    { key: 'barcode', label: 'Штрихкод' },
    { key: 'solution', label: 'Рішення' },
  ],
  filters: [
    { key: 'q', kind: 'search', label: 'Пошук', fields: ['barcode', 'comment', 'solution'] },
    { key: 'filialId', kind: 'ref', label: 'Філіал', ref: 'filials' },
  ],
  sort: { field: 'occurredOn', dir: 'desc' },
  perms: { read: 'crmLabSee', write: 'crmLabErrorsEdit' },
  failed: { create: 'Помилку не зареєстровано', edit: 'Помилку не збережено' },
  describe: (r) => `${String(r.occurredOn)} ${labErrorVariants[Number(r.variant)]?.label ?? ''}`,
})
