/**
 * Medical-centre dictionaries (spec 001 §2 medical-center, §3 Cabinet): specializations, staff groups,
 * the cabinets of each filial, and the contracts with their parties (partner companies and the
 * network's own legal entities).
 */
import { z } from 'zod'
import { defineResource } from '../resources/define-resource'
import {
  colour,
  flag,
  optionalDay,
  optionalEmail,
  optionalText,
  refId,
  requiredText,
  wholeNumber,
} from '../resources/resource-fields'
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
    capacity: wholeNumber('Пацієнтів одночасно', 1, 50).optional(),
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
    capacity: {
      label: 'Пацієнтів одночасно',
      widget: 'number',
      initial: 1,
      help: 'Скільки пацієнтів кабінет приймає в один слот при одночасному прийомі (1–50)',
    },
  },
  columns: [
    { key: 'name', label: 'Назва' },
    { key: 'number', label: 'Номер' },
    { key: 'filialId', label: 'Філіал', kind: 'ref', ref: 'filials' },
    { key: 'color', label: 'Колір', kind: 'color' },
    { key: 'simultaneousReception', label: 'Одночасний прийом', kind: 'boolean' },
    { key: 'capacity', label: 'Пацієнтів одночасно' },
  ],
  filters: [
    { key: 'q', kind: 'search', label: 'Пошук', fields: ['name', 'number'] },
    { key: 'filialId', kind: 'ref', label: 'Філіал', ref: 'filials' },
  ],
  sort: { field: 'name' },
  perms,
  unique: [{ fields: ['filialId', 'name'], message: 'У філіалі вже є кабінет з такою назвою' }],
  inUse: [
    { table: 'doctor_schedules', column: 'cabinet_id', message: 'Кабінет є в розкладі лікарів' },
    { table: 'schedule_exceptions', column: 'cabinet_id', message: 'Кабінет є в розкладі лікарів' },
  ],
  describe: (r) => (r.number ? `${r.name} (№ ${r.number})` : r.name),
})

/** ЄДРПОУ of a company (8 digits) or the tax number of an individual entrepreneur (10 digits). */
const taxCode = requiredText('Код ЄДРПОУ / ІПН', 10).pipe(
  z.string().regex(/^\d{8}(\d{2})?$/, 'Код ЄДРПОУ — 8 цифр, ІПН — 10 цифр, без пробілів'),
)

/** The network's own legal entities: they sign contracts and issue receipts and invoices. */
export const legalEntities = defineResource({
  name: 'legal-entities',
  entity: 'legal-entity',
  route: '/settings/finances/legal-entities',
  table: 'legal_entities',
  title: 'Юридичні особи',
  one: 'Юридична особа',
  description:
    'Власні юридичні особи мережі: від їхнього імені укладають договори і видають чеки та рахунки.',
  fields: {
    name: requiredText('Назва'),
    taxCode,
    address: optionalText('Адреса', 500),
    iban: optionalText('IBAN', 34),
  },
  form: {
    name: { label: 'Назва' },
    taxCode: { label: 'Код ЄДРПОУ / ІПН', help: '8 цифр для підприємства, 10 — для ФОП' },
    address: { label: 'Адреса' },
    iban: { label: 'IBAN', placeholder: 'UA…' },
  },
  columns: [
    { key: 'name', label: 'Назва' },
    { key: 'taxCode', label: 'ЄДРПОУ / ІПН' },
    { key: 'address', label: 'Адреса' },
  ],
  filters: [{ key: 'q', kind: 'search', label: 'Пошук', fields: ['name', 'taxCode'] }],
  sort: { field: 'name' },
  perms,
  unique: [{ fields: ['taxCode'], message: 'Юридична особа з таким кодом уже є' }],
  inUse: [{ table: 'contracts', column: 'legal_entity_id', message: 'Юридичну особу вказано в договорах' }],
  describe: (r) => r.name,
})

/** Partner companies the network has contracts with: corporate clients, referring organisations. */
export const companies = defineResource({
  name: 'companies',
  entity: 'company',
  route: '/settings/medical-center/contracts',
  table: 'companies',
  title: 'Компанії-партнери',
  one: 'Компанія',
  description: 'Корпоративні клієнти і направляючі організації, з якими укладено договори.',
  fields: {
    name: requiredText('Назва'),
    address: optionalText('Адреса', 500),
    phone: optionalText('Телефон', 50),
    email: optionalEmail(),
  },
  form: {
    name: { label: 'Назва' },
    address: { label: 'Адреса' },
    phone: { label: 'Телефон' },
    email: { label: 'Ел. пошта' },
  },
  columns: [
    { key: 'name', label: 'Назва' },
    { key: 'phone', label: 'Телефон' },
    { key: 'email', label: 'Ел. пошта' },
  ],
  filters: [{ key: 'q', kind: 'search', label: 'Пошук', fields: ['name', 'phone', 'email'] }],
  sort: { field: 'name' },
  perms,
  unique: [{ fields: ['name'], message: 'Така компанія вже є' }],
  inUse: [{ table: 'contracts', column: 'company_id', message: 'З компанією є договори' }],
  describe: (r) => r.name,
})

/** Contracts of the medical centre (spec 001 §1 "Medical centre data: … contracts"). */
export const contracts = defineResource({
  name: 'contracts',
  entity: 'contract',
  route: '/settings/medical-center/contracts',
  table: 'contracts',
  title: 'Договори',
  one: 'Договір',
  description: 'Договори медичного центру з компаніями-партнерами: номер, сторони і строк дії.',
  fields: {
    number: requiredText('Номер договору', 50),
    name: requiredText('Назва'),
    companyId: refId('Компанія').nullable().optional(),
    legalEntityId: refId('Юридична особа').nullable().optional(),
    dateFrom: optionalDay('Діє з'),
    dateTo: optionalDay('Діє до'),
  },
  form: {
    number: { label: 'Номер договору' },
    name: { label: 'Назва' },
    companyId: { label: 'Компанія', widget: 'select', ref: 'companies' },
    legalEntityId: { label: 'Юридична особа', widget: 'select', ref: 'legal-entities' },
    dateFrom: { label: 'Діє з', widget: 'date' },
    dateTo: { label: 'Діє до', widget: 'date', help: 'Порожньо — безстроковий' },
  },
  columns: [
    { key: 'number', label: 'Номер' },
    { key: 'name', label: 'Назва' },
    { key: 'companyId', label: 'Компанія', kind: 'ref', ref: 'companies' },
    { key: 'legalEntityId', label: 'Юридична особа', kind: 'ref', ref: 'legal-entities' },
    { key: 'dateFrom', label: 'Діє з', kind: 'date' },
    { key: 'dateTo', label: 'Діє до', kind: 'date' },
  ],
  filters: [
    { key: 'q', kind: 'search', label: 'Пошук', fields: ['number', 'name'] },
    { key: 'companyId', kind: 'ref', label: 'Компанія', ref: 'companies' },
    { key: 'legalEntityId', kind: 'ref', label: 'Юридична особа', ref: 'legal-entities' },
  ],
  sort: { field: 'number' },
  perms,
  unique: [{ fields: ['number'], message: 'Договір з таким номером уже є' }],
  describe: (r) => `№ ${r.number} ${r.name}`,
})
