/**
 * Promotional tests (spec 001 §3 "Promotional test: code, name, linked test"; the additional-sales
 * reports count them as type 4): a code and name of the offer and the lab test it sells. The linked test
 * is picked from the whole test catalogue by a searchable lookup, not a select of thousands.
 */
import { defineResource } from '../resources/define-resource'
import { flag, refId, requiredText } from '../resources/resource-fields'

export const promotionalTests = defineResource({
  name: 'promotional-tests',
  entity: 'promotional-test',
  route: '/settings/laboratory/promotional-tests',
  table: 'promotional_tests',
  title: 'Акційні аналізи',
  one: 'Акційний аналіз',
  description:
    'Аналізи, які продають за акцією: код і назва акції та аналіз із каталогу, до якого вона веде.',
  fields: {
    code: requiredText('Код', 50),
    name: requiredText('Назва', 255, 3),
    mcTestId: refId('Аналіз'),
    published: flag(),
  },
  form: {
    code: { label: 'Код' },
    name: { label: 'Назва' },
    mcTestId: {
      label: 'Аналіз',
      lookup: 'mc-tests',
      help: 'Введіть частину коду або назви аналізу й оберіть його зі списку',
    },
    published: {
      label: 'Опубліковано',
      widget: 'checkbox',
      help: 'Неопублікований акційний аналіз не пропонують',
    },
  },
  columns: [
    { key: 'code', label: 'Код' },
    { key: 'name', label: 'Назва' },
    { key: 'mcTestId', label: 'Аналіз', kind: 'lookup', lookup: 'mc-tests' },
    { key: 'published', label: 'Опубліковано', kind: 'boolean' },
  ],
  filters: [
    { key: 'q', kind: 'search', label: 'Пошук', fields: ['code', 'name'] },
    { key: 'published', kind: 'boolean', label: 'Опубліковано' },
  ],
  sort: { field: 'code' },
  perms: { read: 'crmReferencesSee', write: 'crmSettingsEdit' },
  unique: [{ fields: ['code'], message: 'Акційний аналіз з таким кодом уже є' }],
  failed: { create: 'Акційний аналіз не додано', edit: 'Акційний аналіз не збережено' },
  describe: (r) => `${r.code} ${r.name}`,
})
