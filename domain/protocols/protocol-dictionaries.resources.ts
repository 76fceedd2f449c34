/**
 * The protocols' dictionaries (spec 001 §2 protocols): vendors, research kinds and preparations and
 * laboratory diagnostics — each with its groups — and the lab texts (ready phrases for a conclusion).
 * Protocol templates pick from them; a vendor or a group in use cannot be deleted.
 */
import { defineResource } from '../resources/define-resource'
import { defineNamedList } from '../resources/named-list'
import { optionalText, refId, requiredText } from '../resources/resource-fields'

const perms = { read: 'crmReferencesSee', write: 'crmSettingsEdit' } as const
const route = (page: string) => `/settings/protocols/${page}`

export const protocolVendors = defineResource({
  name: 'protocol-vendors',
  entity: 'protocol-vendor',
  route: route('vendors'),
  table: 'protocol_vendors',
  title: 'Виробники',
  one: 'Виробник',
  description: 'Виробники препаратів і обладнання, які лікар називає в протоколі.',
  fields: {
    name: requiredText('Назва'),
    country: optionalText('Країна', 100),
  },
  form: {
    name: { label: 'Назва' },
    country: { label: 'Країна' },
  },
  columns: [
    { key: 'name', label: 'Назва' },
    { key: 'country', label: 'Країна' },
  ],
  filters: [{ key: 'q', kind: 'search', label: 'Пошук', fields: ['name', 'country'] }],
  sort: { field: 'name' },
  perms,
  unique: [{ fields: ['name'], message: 'Такий виробник вже є' }],
  inUse: [
    { table: 'preparations', column: 'vendor_id', message: 'Виробника вказано в препаратах' },
    { table: 'research_tools', column: 'vendor_id', message: 'Виробника вказано у видах досліджень' },
  ],
  describe: (r) => r.name,
})

export const researchToolGroups = defineNamedList({
  name: 'research-tool-groups',
  entity: 'research-tool-group',
  route: route('research-tools-group'),
  table: 'research_tool_groups',
  title: 'Групи видів досліджень',
  one: 'Група видів досліджень',
  unique: 'Така група вже є',
  inUse: [{ table: 'research_tools', column: 'group_id', message: 'У групі є види досліджень' }],
})

export const researchTools = defineResource({
  name: 'research-tools',
  entity: 'research-tool',
  route: route('research-tools'),
  table: 'research_tools',
  title: 'Види досліджень',
  one: 'Вид дослідження',
  description: 'Інструментальні дослідження (УЗД, ЕКГ, спірометрія…) і обладнання, на якому їх роблять.',
  fields: {
    name: requiredText('Назва'),
    groupId: refId('Група').nullable().optional(),
    vendorId: refId('Виробник обладнання').nullable().optional(),
    description: optionalText('Опис', 2000),
  },
  form: {
    name: { label: 'Назва' },
    groupId: { label: 'Група', widget: 'select', ref: 'research-tool-groups' },
    vendorId: { label: 'Виробник обладнання', widget: 'select', ref: 'protocol-vendors' },
    description: { label: 'Опис', widget: 'textarea' },
  },
  columns: [
    { key: 'name', label: 'Назва' },
    { key: 'groupId', label: 'Група', kind: 'ref', ref: 'research-tool-groups' },
    { key: 'vendorId', label: 'Виробник', kind: 'ref', ref: 'protocol-vendors' },
  ],
  filters: [
    { key: 'q', kind: 'search', label: 'Пошук', fields: ['name'] },
    { key: 'groupId', kind: 'ref', label: 'Група', ref: 'research-tool-groups' },
  ],
  sort: { field: 'name' },
  perms,
  unique: [{ fields: ['name', 'groupId'], message: 'Такий вид дослідження в групі вже є' }],
  describe: (r) => r.name,
})

export const preparationGroups = defineNamedList({
  name: 'preparation-groups',
  entity: 'preparation-group',
  route: route('preparation-group'),
  table: 'preparation_groups',
  title: 'Групи препаратів',
  one: 'Група препаратів',
  unique: 'Така група вже є',
  inUse: [{ table: 'preparations', column: 'group_id', message: 'У групі є препарати' }],
})

export const preparations = defineResource({
  name: 'preparations',
  entity: 'preparation',
  route: route('preparations'),
  table: 'preparations',
  title: 'Препарати',
  one: 'Препарат',
  description: 'Препарати, які лікар призначає в протоколі й друкує в рецепті.',
  fields: {
    name: requiredText('Назва'),
    groupId: refId('Група').nullable().optional(),
    vendorId: refId('Виробник').nullable().optional(),
    dosage: optionalText('Форма випуску й дозування', 255),
  },
  form: {
    name: { label: 'Назва' },
    groupId: { label: 'Група', widget: 'select', ref: 'preparation-groups' },
    vendorId: { label: 'Виробник', widget: 'select', ref: 'protocol-vendors' },
    dosage: { label: 'Форма випуску й дозування', help: 'Напр. «таблетки 500 мг»' },
  },
  columns: [
    { key: 'name', label: 'Назва' },
    { key: 'dosage', label: 'Форма й дозування' },
    { key: 'groupId', label: 'Група', kind: 'ref', ref: 'preparation-groups' },
    { key: 'vendorId', label: 'Виробник', kind: 'ref', ref: 'protocol-vendors' },
  ],
  filters: [
    { key: 'q', kind: 'search', label: 'Пошук', fields: ['name', 'dosage'] },
    { key: 'groupId', kind: 'ref', label: 'Група', ref: 'preparation-groups' },
  ],
  sort: { field: 'name' },
  perms,
  unique: [{ fields: ['name', 'dosage'], message: 'Такий препарат із цим дозуванням вже є' }],
  describe: (r) => (r.dosage ? `${r.name}, ${r.dosage}` : r.name),
})

export const labDiagnosticGroups = defineNamedList({
  name: 'lab-diagnostic-groups',
  entity: 'lab-diagnostic-group',
  route: route('laboratory-diagnostics-group'),
  table: 'lab_diagnostic_groups',
  title: 'Групи лабораторної діагностики',
  one: 'Група лабораторної діагностики',
  unique: 'Така група вже є',
  inUse: [{ table: 'lab_diagnostics', column: 'group_id', message: 'У групі є показники' }],
})

export const labDiagnostics = defineResource({
  name: 'lab-diagnostics',
  entity: 'lab-diagnostic',
  route: route('laboratory-diagnostics'),
  table: 'lab_diagnostics',
  title: 'Лабораторна діагностика',
  one: 'Показник лабораторної діагностики',
  description: 'Лабораторні показники, які лікар вносить у протокол, з нормою так, як її друкують.',
  fields: {
    name: requiredText('Назва'),
    groupId: refId('Група').nullable().optional(),
    norm: optionalText('Норма', 255),
  },
  form: {
    name: { label: 'Назва' },
    groupId: { label: 'Група', widget: 'select', ref: 'lab-diagnostic-groups' },
    norm: { label: 'Норма', help: 'Як її друкують у протоколі, напр. «3,9–5,5 ммоль/л»' },
  },
  columns: [
    { key: 'name', label: 'Назва' },
    { key: 'groupId', label: 'Група', kind: 'ref', ref: 'lab-diagnostic-groups' },
    { key: 'norm', label: 'Норма' },
  ],
  filters: [
    { key: 'q', kind: 'search', label: 'Пошук', fields: ['name'] },
    { key: 'groupId', kind: 'ref', label: 'Група', ref: 'lab-diagnostic-groups' },
  ],
  sort: { field: 'name' },
  perms,
  unique: [{ fields: ['name', 'groupId'], message: 'Такий показник у групі вже є' }],
  describe: (r) => r.name,
})

export const labTexts = defineResource({
  name: 'lab-texts',
  entity: 'lab-text',
  route: route('lab-text'),
  table: 'lab_texts',
  title: 'Лабораторні тексти',
  one: 'Лабораторний текст',
  description: 'Готові фрази для висновку й коментаря протоколу: лікар вставляє їх, а не набирає щоразу.',
  fields: {
    name: requiredText('Назва', 200),
    body: requiredText('Текст', 5000),
  },
  form: {
    name: { label: 'Назва', help: 'Як текст шукають у протоколі' },
    body: { label: 'Текст', widget: 'textarea' },
  },
  columns: [
    { key: 'name', label: 'Назва' },
    { key: 'body', label: 'Текст' },
  ],
  filters: [{ key: 'q', kind: 'search', label: 'Пошук', fields: ['name', 'body'] }],
  sort: { field: 'name' },
  perms,
  unique: [{ fields: ['name'], message: 'Текст із такою назвою вже є' }],
  describe: (r) => r.name,
})
