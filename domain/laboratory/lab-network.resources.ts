/**
 * The laboratories of the network and which filial sends its samples where (spec 001 §2
 * laboratory/filial-laboratories, §3 "Reference data: internal and API laboratories, medical-center
 * filial laboratories"). Both lists share one page. The reference calls of spec 001 §7
 * (/settings/filial-laboratories/internal-laboratories, /load-api-laboratories,
 * /api/v2/mc-filial-laboratories/reference) read the same tables, so they answer an edit at once.
 */
import { defineResource } from '../resources/define-resource'
import { flag, optionalText, refId, requiredText } from '../resources/resource-fields'
import { z } from 'zod'

const perms = { read: 'crmReferencesSee', write: 'crmSettingsEdit' } as const
const route = '/settings/laboratory/filial-laboratories'

export const laboratoryKinds = [
  { value: 'internal', label: 'Власна лабораторія' },
  { value: 'api', label: 'Лабораторія-партнер (API)' },
] as const

export const laboratories = defineResource({
  name: 'laboratories',
  entity: 'laboratory',
  route,
  table: 'laboratories',
  title: 'Лабораторії',
  one: 'Лабораторія',
  description:
    'Власні лабораторії мережі та лабораторії-партнери, з якими обмінюються замовленнями через API. Неактивну лабораторію не пропонують.',
  fields: {
    code: requiredText('Код', 50),
    name: requiredText('Назва'),
    kind: z.enum(['internal', 'api'], { error: 'Оберіть «Тип»' }),
    cityId: refId('Місто').nullable().optional(),
    active: flag(),
  },
  form: {
    code: { label: 'Код', help: 'Унікальний код, напр. LAB-KV' },
    name: { label: 'Назва' },
    kind: { label: 'Тип', widget: 'select', options: laboratoryKinds },
    cityId: { label: 'Місто', ref: 'cities', help: 'Де працює власна лабораторія' },
    active: { label: 'Активна', widget: 'checkbox' },
  },
  columns: [
    { key: 'code', label: 'Код' },
    { key: 'name', label: 'Назва' },
    { key: 'kind', label: 'Тип', options: laboratoryKinds },
    { key: 'cityId', label: 'Місто', kind: 'ref', ref: 'cities' },
    { key: 'active', label: 'Активна', kind: 'boolean' },
  ],
  filters: [
    { key: 'q', kind: 'search', label: 'Пошук', fields: ['name', 'code'] },
    { key: 'cityId', kind: 'ref', label: 'Місто', ref: 'cities' },
    { key: 'active', kind: 'boolean', label: 'Активна' },
  ],
  sort: { field: 'code' },
  perms,
  unique: [{ fields: ['code'], message: 'Такий код вже зайнятий' }],
  inUse: [
    { table: 'mc_filial_laboratories', column: 'laboratory_id', message: 'Лабораторія обслуговує філіали' },
    { table: 'mc_tests', column: 'laboratory_id', message: 'Лабораторію вказано в аналізах' },
    { table: 'staging_tests', column: 'laboratory_id', message: 'Лабораторія має постановку аналізів' },
    { table: 'param_apis', column: 'laboratory_id', message: 'Лабораторія має параметри API' },
  ],
  describe: (r) => r.name,
})

export const filialLaboratories = defineResource({
  name: 'filial-laboratories',
  entity: 'filial-laboratory',
  route,
  table: 'mc_filial_laboratories',
  title: 'Лабораторії філіалів',
  one: 'Лабораторія філіалу',
  description: 'Які лабораторії приймають проби кожного філіалу; у філіалу їх може бути кілька.',
  fields: {
    filialId: refId('Філіал'),
    laboratoryId: refId('Лабораторія'),
    comment: optionalText('Примітка', 500),
  },
  form: {
    filialId: { label: 'Філіал', ref: 'filials' },
    laboratoryId: { label: 'Лабораторія', ref: 'laboratories' },
    comment: { label: 'Примітка', help: 'Напр. «лише ПЛР» або «по суботах»' },
  },
  columns: [
    { key: 'filialId', label: 'Філіал', kind: 'ref', ref: 'filials' },
    { key: 'laboratoryId', label: 'Лабораторія', kind: 'ref', ref: 'laboratories' },
    { key: 'comment', label: 'Примітка' },
  ],
  filters: [
    { key: 'q', kind: 'search', label: 'Пошук у примітці', fields: ['comment'] },
    { key: 'filialId', kind: 'ref', label: 'Філіал', ref: 'filials' },
    { key: 'laboratoryId', kind: 'ref', label: 'Лабораторія', ref: 'laboratories' },
  ],
  sort: { field: 'filialId' },
  perms,
  unique: [{ fields: ['filialId', 'laboratoryId'], message: 'Ця лабораторія вже обслуговує філіал' }],
  describe: (r) => `Філіал ${r.filialId} → лабораторія ${r.laboratoryId}`,
})
