/**
 * Medical-centre dictionaries (spec 001 §2 medical-center, §3 Cabinet): specializations, staff groups
 * and the cabinets of each filial.
 */
import { defineResource } from '../resources/define-resource'
import { colour, flag, optionalText, refId, requiredText } from '../resources/resource-fields'
import { defineNamedList } from '../resources/named-list'

const perms = { read: 'crmReferencesSee', write: 'crmSettingsEdit' } as const

export const specializations = defineNamedList({
  name: 'specializations',
  entity: 'specialization',
  route: '/settings/medical-center/specializations',
  table: 'specializations',
  title: 'Спеціалізації',
  one: 'Спеціалізація',
  unique: 'Така спеціалізація вже існує',
  inUse: [{ table: 'staff', column: 'specialization_id', message: 'Спеціалізацію вказано у співробітників' }],
})

export const staffGroups = defineNamedList({
  name: 'staff-groups',
  entity: 'staff-group',
  route: '/settings/medical-center/staff-groups',
  table: 'staff_groups',
  title: 'Групи співробітників',
  one: 'Група співробітників',
  unique: 'Така група вже існує',
  inUse: [{ table: 'staff', column: 'staff_group_id', message: 'Групу вказано у співробітників' }],
})

export const cabinets = defineResource({
  name: 'cabinets',
  entity: 'cabinet',
  route: '/settings/medical-center/cabinets-filial',
  table: 'cabinets',
  title: 'Кабінети філіалів',
  one: 'Кабінет',
  description: 'Кабінети кожного філіалу: у розкладі вони стоять стовпцями, колір позначає кабінет.',
  fields: {
    name: requiredText('Назва'),
    number: optionalText('Номер', 20),
    filialId: refId('Філіал'),
    color: colour(),
    simultaneousReception: flag(),
  },
  form: {
    name: { label: 'Назва' },
    number: { label: 'Номер' },
    filialId: { label: 'Філіал', widget: 'select', ref: 'filials' },
    color: { label: 'Колір', widget: 'color' },
    simultaneousReception: {
      label: 'Одночасний прийом',
      widget: 'checkbox',
      help: 'Кілька пацієнтів в один час (наприклад, процедурний кабінет)',
    },
  },
  columns: [
    { key: 'name', label: 'Назва' },
    { key: 'number', label: 'Номер' },
    { key: 'filialId', label: 'Філіал', kind: 'ref', ref: 'filials' },
    { key: 'color', label: 'Колір', kind: 'color' },
    { key: 'simultaneousReception', label: 'Одночасний прийом', kind: 'boolean' },
  ],
  filters: [
    { key: 'q', kind: 'search', label: 'Пошук', fields: ['name', 'number'] },
    { key: 'filialId', kind: 'ref', label: 'Філіал', ref: 'filials' },
  ],
  sort: { field: 'name' },
  perms,
  unique: [{ fields: ['filialId', 'name'], message: 'У філіалі вже є кабінет з такою назвою' }],
  inUse: [{ table: 'doctor_schedules', column: 'cabinet_id', message: 'Кабінет є в розкладі лікарів' }],
  describe: (r) => (r.number ? `${r.name} (№ ${r.number})` : r.name),
})
