/**
 * Service categories (spec 001 §2 finances/services): a two-level tree. A category either stands at the
 * top or sits in a top-level one; the server refuses a third level (server/modules/services/
 * service-category-rules.ts), and the form offers only top-level categories as parents.
 */
import { defineResource } from '../resources/define-resource'
import { refId, requiredText, wholeNumber } from '../resources/resource-fields'

export const serviceCategoryMessages = {
  tooDeep: 'Підкатегорію можна додати лише до категорії верхнього рівня: дерево має два рівні',
  hasChildren: 'Категорія має підкатегорії, тож сама не може стати підкатегорією',
  self: 'Категорія не може бути підкатегорією самої себе',
} as const

export const serviceCategories = defineResource({
  name: 'service-categories',
  entity: 'service-category',
  route: '/settings/finances/services',
  table: 'service_categories',
  title: 'Категорії послуг',
  one: 'Категорія послуг',
  description: 'Два рівні: категорія і її підкатегорії. Послугу можна віднести до будь-якого рівня.',
  fields: {
    name: requiredText('Назва'),
    parentId: refId('Батьківська категорія').nullable().optional(),
    sort: wholeNumber('Порядок', 0, 9999),
  },
  form: {
    name: { label: 'Назва' },
    parentId: {
      label: 'Батьківська категорія',
      widget: 'select',
      ref: 'service-categories',
      refOnly: { column: 'parentId', value: null },
      help: 'Порожньо — категорія верхнього рівня',
    },
    sort: { label: 'Порядок', widget: 'number', help: 'Менше число — вище у списку' },
  },
  columns: [
    { key: 'name', label: 'Назва' },
    { key: 'parentId', label: 'Батьківська категорія', kind: 'ref', ref: 'service-categories' },
    { key: 'sort', label: 'Порядок' },
  ],
  filters: [{ key: 'q', kind: 'search', label: 'Пошук категорії', fields: ['name'] }],
  // Top-level categories were made first, so a tie on the order shows them before their children.
  sort: { field: 'sort' },
  perms: { read: 'crmReferencesSee', write: 'crmSettingsEdit' },
  unique: [{ fields: ['name', 'parentId'], message: 'Така категорія тут уже є' }],
  inUse: [
    { table: 'service_categories', column: 'parent_id', message: 'У категорії є підкатегорії' },
    { table: 'services', column: 'category_id', message: 'У категорії є послуги' },
    { table: 'doctor_rates', column: 'service_category_id', message: 'Для категорії задано ставки лікарів' },
  ],
  describe: (r) => r.name,
})
