/**
 * Protocol templates (`/settings/protocols/templates`, spec 001 §3 "Protocol indicator"): a named list of
 * indicators — code, label, widget, required, unit, decimals, norm, a formula for a calculated one, the
 * parent indicator — on an A4 or A5 page. The rows are checked by template-rules.ts (formulas by the
 * evaluator the protocol screen runs), the choices of a list widget, a default value and a font size; and
 * the minutes after the end of the visit's day when a saved protocol is approved by itself (none: only
 * by hand; never for a template with calculated indicators, spec 001 §4); and the services and lab tests
 * whose protocols open with it. The list and form are the generic ones; the constructor
 * (`/settings/protocols/constructors`, src/features/protocols/constructor/) edits the same record as a
 * tree of sections and indicators with drag and drop, a preview and copying.
 */
import { z } from 'zod'
import { text } from '../api/scalars'
import { defineResource } from '../resources/define-resource'
import {
  decimal,
  noRepeatedRows,
  refId,
  requiredText,
  rowList,
  wholeNumber,
} from '../resources/resource-fields'
import { FORMULA_MAX_LENGTH } from './formula'
import { indicatorWidgetOptions, indicatorWidgets, templateIndicatorsRefinement } from './template-rules'

const LIMIT = 1_000_000

const none = null

export const pageFormats = [
  { value: 'A4', label: 'A4 (210 × 297 мм)' },
  { value: 'A5', label: 'A5 (148 × 210 мм)' },
] as const

// An empty text is kept as typed ("" or null); the rules read both as none (template-rules.ts).
const optional = (label: string, max: number) =>
  text().trim().max(max, `«${label}»: не довше ${max} символів`).nullable().default(none)

const indicator = {
  code: requiredText('Код', 50).pipe(
    z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, '«Код»: латинські літери, цифри або «_», з літери'),
  ),
  label: requiredText('Назва', 200),
  widget: z.enum(indicatorWidgets, { error: 'Оберіть тип поля зі списку' }).default('input'),
  required: z.boolean().optional(),
  unit: optional('Одиниця', 50),
  decimals: wholeNumber('Знаків після коми', 0, 6).nullable().default(none),
  normMin: decimal('Норма від', -LIMIT, LIMIT).nullable().default(none),
  normMax: decimal('Норма до', -LIMIT, LIMIT).nullable().default(none),
  formula: optional('Формула', FORMULA_MAX_LENGTH),
  parentCode: optional('Батьківський показник', 50),
  options: optional('Варіанти', 2000),
  defaultValue: optional('Значення за замовчуванням', 500),
  fontSize: wholeNumber('Розмір шрифту', 8, 32).nullable().default(none),
}

export const protocolTemplates = defineResource({
  name: 'protocol-templates',
  entity: 'protocol-template',
  route: '/settings/protocols/templates',
  table: 'protocol_templates',
  title: 'Шаблони протоколів',
  one: 'Шаблон протоколу',
  description:
    'Показники, які лікар заповнює в протоколі. Розрахунковий показник — число з формулою над кодами інших показників-чисел, напр. round(weight / height ^ 2, 1).',
  fields: {
    name: requiredText('Назва'),
    pageFormat: z.enum(['A4', 'A5'], { error: 'Оберіть формат сторінки' }),
    indicators: rowList('Показники', indicator, {
      min: 1,
      max: 300,
      minMessage: 'Додайте хоча б один показник',
    }).superRefine(templateIndicatorsRefinement),
    autoApproveMinutes: wholeNumber('Автозатвердження', 0, 10_080).nullable().default(none),
    services: rowList('Послуги', { serviceId: refId('Послуга') }, { max: 200 })
      .superRefine(noRepeatedRows('serviceId', 'Ця послуга вже у списку'))
      .default([]),
    mcTests: rowList('Аналізи', { mcTestId: refId('Аналіз') }, { max: 200 })
      .superRefine(noRepeatedRows('mcTestId', 'Цей аналіз уже у списку'))
      .default([]),
  },
  form: {
    name: { label: 'Назва', help: 'Напр. «Огляд терапевта»' },
    pageFormat: { label: 'Формат сторінки', widget: 'select', options: pageFormats, initial: 'A4' },
    autoApproveMinutes: {
      label: 'Автозатвердження, хв після кінця дня прийому',
      widget: 'number',
      help: 'Порожньо — лише вручну. Протоколи з розрахунковими показниками автоматично не затверджуються.',
    },
    services: {
      label: 'Послуги',
      help: 'Протокол послуги з цього списку відкривається з цим шаблоном.',
      rows: { add: 'Додати послугу', fields: { serviceId: { label: 'Послуга', lookup: 'services' } } },
    },
    mcTests: {
      label: 'Аналізи',
      help: 'Протокол аналізу з цього списку відкривається з цим шаблоном.',
      rows: { add: 'Додати аналіз', fields: { mcTestId: { label: 'Аналіз', lookup: 'mc-tests' } } },
    },
    indicators: {
      label: 'Показники',
      help: 'Код — латиницею, ним показник називають у формулах. Формула: числа, коди, + − * / % ^, порівняння, && || !, умова ? так : ні, round, min, max, abs, sqrt, pow, if.',
      rows: {
        add: 'Додати показник',
        fields: {
          code: { label: 'Код' },
          label: { label: 'Назва' },
          widget: { label: 'Тип поля', widget: 'select', options: indicatorWidgetOptions },
          required: { label: 'Обовʼязковий', widget: 'checkbox' },
          unit: { label: 'Одиниця' },
          decimals: { label: 'Знаків після коми', widget: 'number' },
          normMin: { label: 'Норма від', widget: 'decimal' },
          normMax: { label: 'Норма до', widget: 'decimal' },
          formula: { label: 'Формула' },
          parentCode: { label: 'Батьківський показник (код)' },
          options: { label: 'Варіанти (через ;)' },
          defaultValue: { label: 'За замовчуванням' },
          fontSize: { label: 'Шрифт, pt', widget: 'number' },
        },
      },
    },
  },
  columns: [
    { key: 'name', label: 'Назва' },
    { key: 'pageFormat', label: 'Формат', options: pageFormats },
    { key: 'indicators', label: 'Показників', kind: 'count' },
  ],
  filters: [{ key: 'q', kind: 'search', label: 'Пошук', fields: ['name'] }],
  sort: { field: 'name' },
  perms: { read: 'crmReferencesSee', write: 'crmSettingsEdit' },
  unique: [{ fields: ['name'], message: 'Шаблон із такою назвою вже є' }],
  describe: (r) => r.name,
})
