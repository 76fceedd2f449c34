/**
 * API parameters of the laboratory integrations (spec 001 §2 general/param-api-reference-type and
 * integrations/param-api-reference, §3 "API params, param-API types"): the types of value a parameter
 * takes, the parameters an external laboratory API needs with an order, and the values of the list-type
 * ones. The reference endpoints `/api/v2/param-api-reference-type/reference`, `/api/v2/param-apis/reference`
 * and `/api/v2/param-api-reference/reference` serve these same rows.
 */
import { defineResource } from '../resources/define-resource'
import { refId, requiredText, systemName, wholeNumber } from '../resources/resource-fields'

const perms = { read: 'crmReferencesSee', write: 'crmSettingsEdit' } as const
const systemNameTaken = 'Таке системне імʼя вже зайняте'

export const paramApiReferenceTypes = defineResource({
  name: 'param-api-reference-types',
  entity: 'param-api-reference-type',
  route: '/settings/general/param-api-reference-type',
  table: 'param_api_reference_types',
  title: 'Типи довідників API',
  one: 'Тип довідника API',
  description:
    'Як обирається значення параметра лабораторного API: зі списку, текстом, числом, датою. Параметр називає тип його системним імʼям.',
  fields: { name: requiredText('Назва'), systemName: systemName() },
  form: {
    name: { label: 'Назва' },
    systemName: { label: 'Системне імʼя', help: 'Латиницею; за ним тип називають параметри API' },
  },
  columns: [
    { key: 'name', label: 'Назва' },
    { key: 'systemName', label: 'Системне імʼя' },
  ],
  filters: [{ key: 'q', kind: 'search', label: 'Пошук', fields: ['name', 'systemName'] }],
  sort: { field: 'name' },
  perms,
  unique: [
    { fields: ['name'], message: 'Такий тип уже існує' },
    { fields: ['systemName'], message: systemNameTaken },
  ],
  describe: (r) => r.name,
})

export const paramApis = defineResource({
  name: 'param-apis',
  entity: 'param-api',
  route: '/settings/integrations/param-api-reference',
  table: 'param_apis',
  title: 'Параметри API',
  one: 'Параметр API',
  description:
    'Що зовнішня лабораторія просить разом із замовленням (місце взяття матеріалу, термін вагітності…). Значення параметрів-списків — у таблиці нижче.',
  fields: {
    name: requiredText('Назва'),
    code: systemName('Системне імʼя'),
    referenceType: systemName('Тип значення'),
  },
  form: {
    name: { label: 'Назва' },
    code: { label: 'Системне імʼя', help: 'Латиницею; так параметр називає API лабораторії' },
    referenceType: {
      label: 'Тип значення',
      help: 'Системне імʼя типу з «Типів довідників API»: list, text, number, date…',
    },
  },
  columns: [
    { key: 'name', label: 'Назва' },
    { key: 'code', label: 'Системне імʼя' },
    { key: 'referenceType', label: 'Тип значення' },
  ],
  filters: [{ key: 'q', kind: 'search', label: 'Пошук', fields: ['name', 'code'] }],
  sort: { field: 'name' },
  perms,
  unique: [{ fields: ['code'], message: systemNameTaken }],
  inUse: [
    {
      table: 'param_api_references',
      column: 'param_api_id',
      message: 'У параметра є значення: спершу видаліть їх',
    },
  ],
  describe: (r) => r.name,
})

export const paramApiReferences = defineResource({
  name: 'param-api-references',
  entity: 'param-api-reference',
  route: '/settings/integrations/param-api-reference',
  table: 'param_api_references',
  title: 'Значення параметрів API',
  one: 'Значення параметра API',
  description: 'Варіанти, з яких обирають значення параметра-списку; код — те, що отримує лабораторія.',
  fields: {
    paramApiId: refId('Параметр'),
    value: requiredText('Значення'),
    code: systemName('Код'),
    sort: wholeNumber('Порядок', 0, 100000),
  },
  form: {
    paramApiId: { label: 'Параметр', widget: 'select', ref: 'param-apis' },
    value: { label: 'Значення' },
    code: { label: 'Код', help: 'Латиницею, як його чекає API лабораторії' },
    sort: { label: 'Порядок', widget: 'number', help: 'Менше — вище у списку' },
  },
  columns: [
    { key: 'value', label: 'Значення' },
    { key: 'code', label: 'Код' },
    { key: 'paramApiId', label: 'Параметр', kind: 'ref', ref: 'param-apis' },
    { key: 'sort', label: 'Порядок' },
  ],
  filters: [
    { key: 'q', kind: 'search', label: 'Пошук', fields: ['value', 'code'] },
    { key: 'paramApiId', kind: 'ref', label: 'Параметр', ref: 'param-apis' },
  ],
  sort: { field: 'value' },
  perms,
  unique: [{ fields: ['paramApiId', 'code'], message: 'Такий код у параметра вже є' }],
  describe: (r) => r.value,
})
