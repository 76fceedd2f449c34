/**
 * Laboratory dictionaries (spec 001 §2 laboratory, §3 "Collection material"): containers (tubes),
 * collection materials, lab departments and units of measure. The cart, the tests and the reference
 * lists (server/modules/references/lab.routes.ts) read the same tables, so an edit here is what they
 * answer next.
 */
import { defineResource } from '../resources/define-resource'
import { colour, optionalText, requiredText, systemName, wholeNumber } from '../resources/resource-fields'

const perms = { read: 'crmReferencesSee', write: 'crmSettingsEdit' } as const
const lab = '/settings/laboratory'

export const containers = defineResource({
  name: 'containers',
  entity: 'container',
  route: `${lab}/containers`,
  table: 'containers',
  title: 'Контейнери',
  one: 'Контейнер',
  description:
    'Пробірки й контейнери для біоматеріалу: медсестра обирає їх за кольором кришки, а обʼєм визначає, скільки пробірок потрібно замовленню.',
  fields: {
    name: requiredText('Назва'),
    code: requiredText('Код', 50),
    color: colour('Колір кришки'),
    volumeMl: wholeNumber('Обʼєм, мл', 1, 1000).nullable().optional(),
  },
  form: {
    name: { label: 'Назва' },
    code: { label: 'Код', help: 'Короткий унікальний код, напр. EDTA' },
    color: { label: 'Колір кришки', widget: 'color' },
    volumeMl: {
      label: 'Обʼєм, мл',
      widget: 'number',
      help: 'Ціле число від 1 до 1000; порожньо — обʼєм не обмежує кількість аналізів у пробірці',
    },
  },
  columns: [
    { key: 'name', label: 'Назва' },
    { key: 'code', label: 'Код' },
    { key: 'color', label: 'Колір кришки', kind: 'color' },
    { key: 'volumeMl', label: 'Обʼєм, мл' },
  ],
  filters: [{ key: 'q', kind: 'search', label: 'Пошук', fields: ['name', 'code'] }],
  sort: { field: 'name' },
  perms,
  unique: [
    { fields: ['name'], message: 'Такий контейнер вже є' },
    { fields: ['code'], message: 'Такий код вже зайнятий' },
  ],
  inUse: [{ table: 'mc_tests', column: 'container_id', message: 'Контейнер використовується в аналізах' }],
  describe: (r) => r.name,
})

export const medicalCenterMaterials = defineResource({
  name: 'medical-center-materials',
  entity: 'medical-center-material',
  route: `${lab}/medical-center-materials`,
  table: 'medical_center_materials',
  title: 'Матеріали медичного центру',
  one: 'Матеріал',
  description: 'Біоматеріали, які беруть у пацієнта: їх вказують в аналізах і ціни на них — у прайс-листах.',
  fields: {
    code: requiredText('Код', 50),
    name: requiredText('Назва'),
  },
  form: {
    code: { label: 'Код', help: 'Унікальний код матеріалу' },
    name: { label: 'Назва' },
  },
  columns: [
    { key: 'code', label: 'Код' },
    { key: 'name', label: 'Назва' },
  ],
  filters: [{ key: 'q', kind: 'search', label: 'Пошук', fields: ['name', 'code'] }],
  sort: { field: 'name' },
  perms,
  unique: [{ fields: ['code'], message: 'Такий код вже зайнятий' }],
  inUse: [
    { table: 'mc_tests', column: 'material_id', message: 'Матеріал вказано в аналізах' },
    { table: 'price_list_materials', column: 'material_id', message: 'Матеріал має ціну в прайс-листах' },
  ],
  describe: (r) => `${r.name} (${r.code})`,
})

export const departments = defineResource({
  name: 'departments',
  entity: 'department',
  route: `${lab}/departments`,
  table: 'departments',
  title: 'Відділення',
  one: 'Відділення',
  description:
    'Відділення лабораторії, куди йдуть аналізи. Аналізи одного контейнера, що йдуть у різні відділення, беруть у різні пробірки.',
  fields: {
    name: requiredText('Назва'),
    sort: wholeNumber('Порядок', 0, 9999),
  },
  form: {
    name: { label: 'Назва' },
    sort: { label: 'Порядок', widget: 'number', help: 'Менше число — вище у списках' },
  },
  columns: [
    { key: 'name', label: 'Назва' },
    { key: 'sort', label: 'Порядок' },
  ],
  filters: [{ key: 'q', kind: 'search', label: 'Пошук', fields: ['name'] }],
  sort: { field: 'sort' },
  perms,
  unique: [{ fields: ['name'], message: 'Таке відділення вже є' }],
  inUse: [{ table: 'mc_tests', column: 'department_id', message: 'Відділення вказано в аналізах' }],
  describe: (r) => r.name,
})

export const units = defineResource({
  name: 'units',
  entity: 'unit',
  route: `${lab}/units`,
  table: 'units',
  title: 'Одиниці виміру',
  one: 'Одиниця виміру',
  description: 'Одиниці, у яких лабораторія повідомляє результати аналізів.',
  fields: {
    name: requiredText('Назва', 100),
    symbol: optionalText('Позначення', 50),
  },
  form: {
    name: { label: 'Назва', help: 'Напр. «Мілімоль на літр»' },
    symbol: { label: 'Позначення', help: 'Необовʼязково: як одиницю пишуть у результатах, напр. ммоль/л' },
  },
  columns: [
    { key: 'name', label: 'Назва' },
    { key: 'symbol', label: 'Позначення' },
  ],
  filters: [{ key: 'q', kind: 'search', label: 'Пошук', fields: ['name', 'symbol'] }],
  sort: { field: 'name' },
  perms,
  unique: [{ fields: ['name'], message: 'Така одиниця вже існує' }],
  describe: (r) => (r.symbol ? `${r.name} (${r.symbol})` : r.name),
})

export const states = defineResource({
  name: 'states',
  entity: 'state',
  route: `${lab}/states`,
  table: 'states',
  title: 'Стани',
  one: 'Стан',
  description: 'Стани проби й аналізу в лабораторії: від реєстрації до затвердження результату.',
  fields: {
    code: systemName('Код'),
    name: requiredText('Назва'),
    sort: wholeNumber('Порядок', 0, 9999),
  },
  form: {
    code: { label: 'Код', help: 'Латинські літери, цифри, «_» або «-», напр. in_work' },
    name: { label: 'Назва' },
    sort: { label: 'Порядок', widget: 'number', help: 'Менше число — вище у списках' },
  },
  columns: [
    { key: 'code', label: 'Код' },
    { key: 'name', label: 'Назва' },
    { key: 'sort', label: 'Порядок' },
  ],
  filters: [{ key: 'q', kind: 'search', label: 'Пошук', fields: ['name', 'code'] }],
  sort: { field: 'sort' },
  perms,
  unique: [{ fields: ['code'], message: 'Такий код вже зайнятий' }],
  describe: (r) => r.name,
})
