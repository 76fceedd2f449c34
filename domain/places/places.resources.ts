/**
 * Regions, cities and filials of the network (spec 001 §2 general/cities-filial, §3 City, Filial). The
 * laboratory's cities page (laboratory/cities) shows the same cities, with their metro stations.
 */
import { defineResource } from '../resources/define-resource'
import { colour, flag, optionalText, refId, requiredText } from '../resources/resource-fields'
import { defineNamedList } from '../resources/named-list'

const perms = { read: 'crmReferencesSee', write: 'crmSettingsEdit' } as const
const route = '/settings/general/cities-filial'

export const regions = defineNamedList({
  name: 'regions',
  entity: 'region',
  route,
  table: 'regions',
  title: 'Області',
  one: 'Область',
  unique: 'Така область уже існує',
  inUse: [{ table: 'cities', column: 'region_id', message: 'В області є міста' }],
})

export const cities = defineResource({
  name: 'cities',
  entity: 'city',
  route,
  table: 'cities',
  title: 'Міста',
  one: 'Місто',
  fields: {
    nameUk: requiredText('Назва українською'),
    name: requiredText('Назва російською'),
    regionId: refId('Область').nullable().optional(),
    isInternal: flag(),
    isBase: flag(),
  },
  form: {
    nameUk: { label: 'Назва українською' },
    name: { label: 'Назва російською', help: 'Для інтерфейсу російською мовою' },
    regionId: { label: 'Область', widget: 'select', ref: 'regions' },
    isInternal: { label: 'Власна лабораторія в місті', widget: 'checkbox' },
    isBase: {
      label: 'Базове місто',
      widget: 'checkbox',
      help: 'Базовому місту потрібні філіал, контрагент і активний прайс-лист аналізів',
    },
  },
  columns: [
    { key: 'nameUk', label: 'Назва' },
    { key: 'regionId', label: 'Область', kind: 'ref', ref: 'regions' },
    { key: 'isInternal', label: 'Власна лабораторія', kind: 'boolean' },
    { key: 'isBase', label: 'Базове', kind: 'boolean' },
  ],
  filters: [
    { key: 'q', kind: 'search', label: 'Пошук', fields: ['nameUk', 'name'] },
    { key: 'regionId', kind: 'ref', label: 'Область', ref: 'regions' },
    { key: 'isBase', kind: 'boolean', label: 'Базове' },
  ],
  sort: { field: 'nameUk' },
  perms,
  unique: [{ fields: ['nameUk', 'regionId'], message: 'Таке місто в області вже є' }],
  inUse: [
    { table: 'filials', column: 'city_id', message: 'У місті є філіали' },
    { table: 'blood_points', column: 'city_id', message: 'У місті є пункти забору' },
    { table: 'laboratories', column: 'city_id', message: 'У місті є лабораторії' },
    { table: 'warehouses', column: 'city_id', message: 'У місті є склади' },
    { table: 'metros', column: 'city_id', message: 'У місті є станції метро' },
    { table: 'price_lists', column: 'city_id', message: 'Місто вказано в прайс-листах' },
    { table: 'insurance_company_cities', column: 'city_id', message: 'Місто обрано в контрагентах' },
    { table: 'orders', column: 'city_id', message: 'Місто вказано в замовленнях' },
  ],
  describe: (r) => r.nameUk,
})

export const filials = defineResource({
  name: 'filials',
  entity: 'filial',
  route,
  table: 'filials',
  title: 'Філіали',
  one: 'Філіал',
  fields: {
    name: requiredText('Назва'),
    code: requiredText('Код', 50),
    cityId: refId('Місто'),
    address: optionalText('Адреса', 500),
    color: colour(),
    isFranchise: flag(),
  },
  form: {
    name: { label: 'Назва' },
    code: { label: 'Код', help: 'Унікальний код філіалу' },
    cityId: { label: 'Місто', widget: 'select', ref: 'cities' },
    address: { label: 'Адреса' },
    color: { label: 'Колір', widget: 'color' },
    isFranchise: { label: 'Франшиза', widget: 'checkbox' },
  },
  columns: [
    { key: 'name', label: 'Назва' },
    { key: 'code', label: 'Код' },
    { key: 'cityId', label: 'Місто', kind: 'ref', ref: 'cities' },
    { key: 'color', label: 'Колір', kind: 'color' },
    { key: 'isFranchise', label: 'Франшиза', kind: 'boolean' },
  ],
  filters: [
    { key: 'q', kind: 'search', label: 'Пошук', fields: ['name', 'code', 'address'] },
    { key: 'cityId', kind: 'ref', label: 'Місто', ref: 'cities' },
    { key: 'isFranchise', kind: 'boolean', label: 'Франшиза' },
  ],
  sort: { field: 'name' },
  perms,
  unique: [{ fields: ['code'], message: 'Такий код вже зайнятий' }],
  inUse: [
    { table: 'cabinets', column: 'filial_id', message: 'У філіалі є кабінети' },
    { table: 'warehouses', column: 'filial_id', message: 'У філіалі є склади' },
    { table: 'lab_errors', column: 'filial_id', message: 'Філіал названо в реєстрі лабораторних помилок' },
  ],
  describe: (r) => r.name,
})
