/**
 * Normogroups (`/settings/laboratory/norm-groups`, spec 001 §3 "Normogroup"): a named set of reference
 * ranges — by age in days and sex — that a test's indicators link to. The rows are checked by
 * normogroups.ts (no overlap for the same sex, min ≤ max, critical values outside the norm), which result
 * entry and printing also use to pick the range for a patient.
 */
import { z } from 'zod'
import { text } from '../api/scalars'
import { defineResource } from '../resources/define-resource'
import { decimal, requiredText, rowList, systemName, wholeNumber } from '../resources/resource-fields'
import { MAX_AGE_DAYS, normParametersRefinement } from './normogroups'

const LIMIT = 1_000_000
const none = null

const parameter = {
  ageFromDays: wholeNumber('Вік від, днів', 0, MAX_AGE_DAYS).nullable().default(none),
  ageToDays: wholeNumber('Вік до, днів', 0, MAX_AGE_DAYS).nullable().default(none),
  sex: z.enum(['male', 'female'], { error: 'Оберіть стать зі списку' }).nullable().default(none),
  min: decimal('Норма від', -LIMIT, LIMIT).nullable().default(none),
  max: decimal('Норма до', -LIMIT, LIMIT).nullable().default(none),
  textNorm: text().trim().max(255, '«Текстова норма»: не довше 255 символів').nullable().default(none),
  criticalLow: decimal('Критично низьке', -LIMIT, LIMIT).nullable().default(none),
  criticalHigh: decimal('Критично високе', -LIMIT, LIMIT).nullable().default(none),
}

export const sexOptions = [
  { value: 'male', label: 'Чоловіча' },
  { value: 'female', label: 'Жіноча' },
] as const

export const normGroups = defineResource({
  name: 'norm-groups',
  entity: 'norm-group',
  route: '/settings/laboratory/norm-groups',
  table: 'norm_groups',
  title: 'Нормогрупи',
  one: 'Нормогрупа',
  description:
    'Референтні значення показників за віком у днях і статтю. Для пацієнта береться найточніший рядок: вік і стать, потім лише вік, потім лише стать, потім рядок без віку й статі.',
  fields: {
    name: requiredText('Назва'),
    systemName: systemName(),
    parameters: rowList('Параметри', parameter, {
      min: 1,
      max: 50,
      minMessage: 'Додайте хоча б один параметр',
    }).superRefine(normParametersRefinement),
  },
  form: {
    name: { label: 'Назва', help: 'Напр. «Гемоглобін»' },
    systemName: { label: 'Системне імʼя', help: 'Латинські літери, цифри, «_» або «-», напр. hgb' },
    parameters: {
      label: 'Параметри',
      rows: {
        add: 'Додати параметр',
        fields: {
          ageFromDays: { label: 'Вік від, днів', widget: 'number' },
          ageToDays: { label: 'Вік до, днів', widget: 'number' },
          sex: { label: 'Стать', options: sexOptions, widget: 'select', empty: 'Будь-яка' },
          min: { label: 'Норма від', widget: 'decimal' },
          max: { label: 'Норма до', widget: 'decimal' },
          textNorm: { label: 'Текстова норма' },
          criticalLow: { label: 'Критично низьке', widget: 'decimal' },
          criticalHigh: { label: 'Критично високе', widget: 'decimal' },
        },
      },
      help: 'Вік у днях, обидві межі включно (порожньо — без межі); рядки однієї статі не можуть перетинатися за віком',
    },
  },
  columns: [
    { key: 'name', label: 'Назва' },
    { key: 'systemName', label: 'Системне імʼя' },
    { key: 'parameters', label: 'Параметрів', kind: 'count' },
  ],
  filters: [{ key: 'q', kind: 'search', label: 'Пошук', fields: ['name', 'systemName'] }],
  sort: { field: 'name' },
  perms: { read: 'crmReferencesSee', write: 'crmSettingsEdit' },
  unique: [{ fields: ['systemName'], message: 'Таке системне імʼя вже зайняте' }],
  inUse: [
    {
      table: 'mc_test_indicator_norm_groups',
      column: 'norm_group_id',
      message: 'Нормогрупу вказано в показниках аналізів',
    },
  ],
  describe: (r) => r.name,
})
