/**
 * Lists the laboratory keeps about its tests (spec 001 §2 laboratory: favorites-mc-test, staging-tests;
 * the spec names the pages only). Favourites: the tests offered first when a test is searched, in their
 * order. Staging ("постановка") of tests: when a laboratory sets a test up — its weekdays, the hour by
 * which a sample must arrive for that day's run, and the working days from the run to the result. Both
 * pick the test from the whole catalogue by a searchable lookup.
 */
import { defineResource } from '../resources/define-resource'
import { flag, optionalText, refId, wholeNumber } from '../resources/resource-fields'
import { z } from 'zod'

const perms = { read: 'crmReferencesSee', write: 'crmSettingsEdit' } as const
const lab = '/settings/laboratory'
const testHelp = 'Введіть частину коду або назви аналізу й оберіть його зі списку'

export const favoriteMcTests = defineResource({
  name: 'favorite-mc-tests',
  entity: 'favorite-mc-test',
  route: `${lab}/favorites-mc-test`,
  table: 'favorite_mc_tests',
  title: 'Обрані аналізи',
  one: 'Обраний аналіз',
  description: 'Аналізи, які пропонують першими під час пошуку аналізу, у їхньому порядку.',
  fields: {
    mcTestId: refId('Аналіз'),
    sort: wholeNumber('Порядок', 0, 9999),
    comment: optionalText('Примітка', 500),
  },
  form: {
    mcTestId: { label: 'Аналіз', lookup: 'mc-tests', help: testHelp },
    sort: { label: 'Порядок', widget: 'number', help: 'Менше число — вище у списку' },
    comment: { label: 'Примітка', help: 'Напр. чому аналіз серед обраних' },
  },
  columns: [
    { key: 'mcTestId', label: 'Аналіз', kind: 'lookup', lookup: 'mc-tests' },
    { key: 'sort', label: 'Порядок' },
    { key: 'comment', label: 'Примітка' },
  ],
  sort: { field: 'sort' },
  perms,
  unique: [{ fields: ['mcTestId'], message: 'Цей аналіз уже серед обраних' }],
  describe: (r) => `Обраний аналіз ${r.mcTestId}`,
})

/** Times a sample may be due by, every half hour from 06:00 to 22:00. */
export const cutoffTimes = Array.from({ length: 33 }, (_, i) => {
  const minutes = 6 * 60 + i * 30
  const value = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`
  return { value, label: value }
})

const weekday = { widget: 'checkbox' } as const

export const stagingTests = defineResource({
  name: 'staging-tests',
  entity: 'staging-test',
  route: `${lab}/staging-tests`,
  table: 'staging_tests',
  title: 'Постановка аналізів',
  one: 'Постановка аналізу',
  description:
    'Коли лабораторія ставить аналіз: дні тижня, до котрої години проба має надійти, щоб потрапити в цю постановку, і скільки робочих днів до результату.',
  fields: {
    mcTestId: refId('Аналіз'),
    laboratoryId: refId('Лабораторія'),
    monday: flag(),
    tuesday: flag(),
    wednesday: flag(),
    thursday: flag(),
    friday: flag(),
    saturday: flag(),
    sunday: flag(),
    cutoffTime: z
      .enum(cutoffTimes.map((t) => t.value) as [string, ...string[]], {
        error: '«Проба до»: оберіть час зі списку',
      })
      .nullable()
      .optional(),
    leadDays: wholeNumber('Днів до результату', 0, 365),
    comment: optionalText('Примітка', 500),
  },
  form: {
    mcTestId: { label: 'Аналіз', lookup: 'mc-tests', help: testHelp },
    laboratoryId: { label: 'Лабораторія', ref: 'laboratories' },
    monday: { label: 'Понеділок', ...weekday },
    tuesday: { label: 'Вівторок', ...weekday },
    wednesday: { label: 'Середа', ...weekday },
    thursday: { label: 'Четвер', ...weekday },
    friday: { label: 'Пʼятниця', ...weekday },
    saturday: { label: 'Субота', ...weekday },
    sunday: { label: 'Неділя', ...weekday },
    cutoffTime: {
      label: 'Проба до',
      widget: 'select',
      options: cutoffTimes,
      help: 'Проба, що надійшла пізніше, чекає наступної постановки',
    },
    leadDays: { label: 'Днів до результату', widget: 'number', help: 'Робочі дні від постановки' },
    comment: { label: 'Примітка' },
  },
  columns: [
    { key: 'mcTestId', label: 'Аналіз', kind: 'lookup', lookup: 'mc-tests' },
    { key: 'laboratoryId', label: 'Лабораторія', kind: 'ref', ref: 'laboratories' },
    { key: 'monday', label: 'Пн', kind: 'boolean' },
    { key: 'tuesday', label: 'Вт', kind: 'boolean' },
    { key: 'wednesday', label: 'Ср', kind: 'boolean' },
    { key: 'thursday', label: 'Чт', kind: 'boolean' },
    { key: 'friday', label: 'Пт', kind: 'boolean' },
    { key: 'saturday', label: 'Сб', kind: 'boolean' },
    { key: 'sunday', label: 'Нд', kind: 'boolean' },
    { key: 'cutoffTime', label: 'Проба до' },
    { key: 'leadDays', label: 'Днів до результату' },
  ],
  filters: [{ key: 'laboratoryId', kind: 'ref', label: 'Лабораторія', ref: 'laboratories' }],
  sort: { field: 'mcTestId' },
  perms,
  unique: [
    { fields: ['mcTestId', 'laboratoryId'], message: 'Постановка цього аналізу в цій лабораторії вже є' },
  ],
  describe: (r) => `Постановка аналізу ${r.mcTestId}`,
})
