/** Call-centre dictionaries (spec 001 §2 call-center): call results and call types. */
import { defineResource } from '../resources/define-resource'
import { colour, flag, requiredText, systemName } from '../resources/resource-fields'

const systemNameUnique = { fields: ['systemName'], message: 'Таке системне імʼя вже зайняте' } as const

export const callResults = defineResource({
  name: 'call-results',
  entity: 'call-result',
  route: '/settings/call-center/call-results',
  table: 'call_results',
  title: 'Результати дзвінків',
  one: 'Результат дзвінка',
  description: 'Чим закінчився дзвінок оператора: обирається в списку дзвінків і в звітах телефонії.',
  fields: {
    name: requiredText('Назва'),
    systemName: systemName(),
    color: colour(),
    isSuccessful: flag(),
  },
  form: {
    name: { label: 'Назва' },
    systemName: { label: 'Системне імʼя', help: 'Латиницею; за ним результат знаходять інтеграції і звіти' },
    color: { label: 'Колір', widget: 'color' },
    isSuccessful: { label: 'Успішний дзвінок', widget: 'checkbox' },
  },
  columns: [
    { key: 'name', label: 'Назва' },
    { key: 'systemName', label: 'Системне імʼя' },
    { key: 'color', label: 'Колір', kind: 'color' },
    { key: 'isSuccessful', label: 'Успішний', kind: 'boolean' },
  ],
  filters: [
    { key: 'q', kind: 'search', label: 'Пошук', fields: ['name', 'systemName'] },
    { key: 'isSuccessful', kind: 'boolean', label: 'Успішний' },
  ],
  sort: { field: 'name' },
  perms: { read: 'crmReferencesSee', write: 'crmSettingsEdit' },
  unique: [{ fields: ['name'], message: 'Такий результат уже існує' }, systemNameUnique],
  describe: (r) => r.name,
})

export const callTypes = defineResource({
  name: 'call-types',
  entity: 'call-type',
  route: '/settings/call-center/call-types',
  table: 'call_types',
  title: 'Типи дзвінків',
  one: 'Тип дзвінка',
  description: 'Навіщо телефонували: вхідний, нагадування, результати тощо.',
  fields: { name: requiredText('Назва'), systemName: systemName() },
  form: {
    name: { label: 'Назва' },
    systemName: { label: 'Системне імʼя', help: 'Латиницею; за ним тип знаходять інтеграції і звіти' },
  },
  columns: [
    { key: 'name', label: 'Назва' },
    { key: 'systemName', label: 'Системне імʼя' },
  ],
  filters: [{ key: 'q', kind: 'search', label: 'Пошук', fields: ['name', 'systemName'] }],
  sort: { field: 'name' },
  perms: { read: 'crmReferencesSee', write: 'crmSettingsEdit' },
  unique: [{ fields: ['name'], message: 'Такий тип уже існує' }, systemNameUnique],
  describe: (r) => r.name,
})
