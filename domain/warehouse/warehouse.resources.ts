/**
 * The warehouse settings (spec 001 §2 warehouse group, §3 Nomenclature, Storage, Supplier, Unit): units,
 * stock categories, groups of stocks, stocks, suppliers and the nomenclature. The nomenclature is the
 * products table the cart sells from, so an edit here is what the next cart offers; money in kopiykas.
 * An item may also be a material the services and lab tests use (so many use units each), written off
 * with the order's goods when the order is done.
 */
import { z } from 'zod'
import { defineResource } from '../resources/define-resource'
import { defineNamedList } from '../resources/named-list'
import {
  flag,
  money,
  noRepeatedRows,
  optionalEmail,
  optionalText,
  refId,
  requiredText,
  rowList,
  wholeNumber,
} from '../resources/resource-fields'

const perms = { read: 'crmWarehouseSee', write: 'crmWarehouseEdit' } as const
const route = (page: string) => `/settings/warehouse/${page}`

export const nomenclatureUnits = defineNamedList({
  name: 'nomenclature-units',
  entity: 'nomenclature-unit',
  route: route('nomenclature-units'),
  table: 'nomenclature_units',
  title: 'Одиниці номенклатури',
  one: 'Одиниця',
  description: 'Одиниці, в яких номенклатуру зберігають і використовують: шт, уп, фл, мл…',
  unique: 'Така одиниця вже існує',
  perms,
  inUse: [
    { table: 'products', column: 'storage_unit_id', message: 'Одиниця є одиницею зберігання номенклатури' },
    { table: 'products', column: 'use_unit_id', message: 'Одиниця є одиницею використання номенклатури' },
  ],
})

export const stockCategories = defineNamedList({
  name: 'stock-categories',
  entity: 'stock-category',
  route: route('stock-categories'),
  table: 'stock_categories',
  title: 'Категорії товарів',
  one: 'Категорія',
  unique: 'Така категорія вже існує',
  perms,
  inUse: [{ table: 'products', column: 'category_id', message: 'У категорії є номенклатура' }],
})

export const warehouseGroups = defineNamedList({
  name: 'warehouse-groups',
  entity: 'warehouse-group',
  route: route('warehouse-groups'),
  table: 'warehouse_groups',
  title: 'Групи складів',
  one: 'Група складів',
  unique: 'Така група вже існує',
  perms,
  inUse: [{ table: 'warehouses', column: 'group_id', message: 'У групі є склади' }],
})

export const stocks = defineResource({
  name: 'stocks',
  entity: 'stock',
  route: route('stocks'),
  table: 'warehouses',
  title: 'Склади',
  one: 'Склад',
  description:
    'Склади мережі: центральний і склади філіалів. Доступ користувачів до складів — у налаштуваннях персоналу.',
  fields: {
    name: requiredText('Назва'),
    cityId: refId('Місто').nullable().optional(),
    filialId: refId('Філіал').nullable().optional(),
    groupId: refId('Група').nullable().optional(),
    saleWithoutStock: flag(),
  },
  form: {
    name: { label: 'Назва' },
    cityId: { label: 'Місто', ref: 'cities' },
    filialId: { label: 'Філіал', ref: 'filials', help: 'Склад, з якого списують товари замовлень філіалу' },
    groupId: { label: 'Група', ref: 'warehouse-groups' },
    saleWithoutStock: {
      label: 'Дозволити продаж без залишку',
      widget: 'checkbox',
      initial: true,
      help: 'Вимкнено — кошик з товаром, якого на складі філіалу не вистачає, не завершити',
    },
  },
  columns: [
    { key: 'name', label: 'Назва' },
    { key: 'cityId', label: 'Місто', kind: 'ref', ref: 'cities' },
    { key: 'filialId', label: 'Філіал', kind: 'ref', ref: 'filials' },
    { key: 'groupId', label: 'Група', kind: 'ref', ref: 'warehouse-groups' },
    { key: 'saleWithoutStock', label: 'Продаж без залишку', kind: 'boolean' },
  ],
  filters: [
    { key: 'q', kind: 'search', label: 'Пошук', fields: ['name'] },
    { key: 'cityId', kind: 'ref', label: 'Місто', ref: 'cities' },
    { key: 'filialId', kind: 'ref', label: 'Філіал', ref: 'filials' },
    { key: 'groupId', kind: 'ref', label: 'Група', ref: 'warehouse-groups' },
  ],
  sort: { field: 'name' },
  perms,
  unique: [{ fields: ['name'], message: 'Склад з такою назвою вже є' }],
  inUse: [
    { table: 'user_warehouses', column: 'warehouse_id', message: 'Склад призначено користувачам' },
    { table: 'stock_documents', column: 'warehouse_id', message: 'Склад вказано в накладних' },
  ],
  describe: (r) => r.name,
})

export const suppliers = defineResource({
  name: 'suppliers',
  entity: 'supplier',
  route: route('suppliers'),
  table: 'suppliers',
  title: 'Постачальники',
  one: 'Постачальник',
  fields: {
    name: requiredText('Назва'),
    contactPerson: optionalText('Контактна особа'),
    phone: optionalText('Телефон', 50),
    email: optionalEmail(),
    comment: optionalText('Коментар', 2000),
  },
  form: {
    name: { label: 'Назва' },
    contactPerson: { label: 'Контактна особа' },
    phone: { label: 'Телефон', placeholder: '+380 44 123 45 67' },
    email: { label: 'Ел. пошта' },
    comment: { label: 'Коментар', widget: 'textarea' },
  },
  columns: [
    { key: 'name', label: 'Назва' },
    { key: 'contactPerson', label: 'Контактна особа' },
    { key: 'phone', label: 'Телефон' },
    { key: 'email', label: 'Ел. пошта' },
  ],
  filters: [
    { key: 'q', kind: 'search', label: 'Пошук', fields: ['name', 'contactPerson', 'phone', 'email'] },
  ],
  sort: { field: 'name' },
  perms,
  unique: [{ fields: ['name'], message: 'Такий постачальник вже є' }],
  inUse: [{ table: 'stock_documents', column: 'supplier_id', message: 'Постачальника вказано в накладних' }],
  describe: (r) => r.name,
})

export const markupTypes = [
  { value: 'percent', label: 'Відсоток' },
  { value: 'fixed', label: 'Фіксована сума, коп.' },
] as const

export const vatRates = [
  { value: '0', label: 'Без ПДВ (0 %)' },
  { value: '7', label: '7 %' },
  { value: '20', label: '20 %' },
] as const

/** Use units of the item one service or test takes. */
const useQuantity = wholeNumber('Кількість, од. використання', 1, 100_000)

/** Up to 10 000 000,00 грн, in kopiykas. */
const MAX_PRICE = 1_000_000_000
/** A markup in percent above this is a typing mistake. */
const MAX_MARKUP_PERCENT = 1000

export const nomenclature = defineResource({
  name: 'nomenclature',
  entity: 'nomenclature-item',
  route: route('nomenclature'),
  table: 'products',
  title: 'Номенклатура',
  one: 'Номенклатура',
  description: 'Товари й матеріали складу; товари з ціною продажу пропонує кошик.',
  fields: {
    name: requiredText('Назва'),
    categoryId: refId('Категорія').nullable().optional(),
    storageUnitId: refId('Одиниця зберігання'),
    useUnitId: refId('Одиниця використання'),
    useUnitsPerStorageUnit: wholeNumber('Одиниць використання в одиниці зберігання', 1, 100_000),
    minCount: wholeNumber('Мінімальний залишок', 0, 1_000_000),
    markup: wholeNumber('Націнка', 0, MAX_PRICE),
    markupType: z.enum(['percent', 'fixed'], { error: 'Оберіть «Тип націнки»' }),
    maxDiscount: wholeNumber('Максимальна знижка, %', 0, 100),
    vatRate: z.literal([0, 7, 20], { error: 'Оберіть «Ставка ПДВ»: 0, 7 або 20 %' }),
    purchasePrice: money('Ціна закупівлі', MAX_PRICE).nullable().optional(),
    sellingPrice: money('Ціна продажу', MAX_PRICE),
    expiration: flag(),
    daysToExpiration: wholeNumber('Днів до закінчення терміну', 0, 3650).nullable().optional(),
    seriesNumber: flag(),
    reportDisplay: flag(),
    serviceUses: rowList(
      'Використовують послуги',
      { serviceId: refId('Послуга'), quantity: useQuantity },
      {
        max: 200,
      },
    )
      .superRefine(noRepeatedRows('serviceId', 'Ця послуга вже у списку'))
      .default([]),
    testUses: rowList(
      'Використовують аналізи',
      { mcTestId: refId('Аналіз'), quantity: useQuantity },
      {
        max: 200,
      },
    )
      .superRefine(noRepeatedRows('mcTestId', 'Цей аналіз уже у списку'))
      .default([]),
  },
  form: {
    name: { label: 'Назва' },
    categoryId: { label: 'Категорія', ref: 'stock-categories' },
    storageUnitId: {
      label: 'Одиниця зберігання',
      ref: 'nomenclature-units',
      help: 'В ній купують і зберігають',
    },
    useUnitId: { label: 'Одиниця використання', ref: 'nomenclature-units', help: 'В ній списують' },
    useUnitsPerStorageUnit: {
      label: 'Одиниць використання в одиниці зберігання',
      widget: 'number',
      initial: 1,
      help: 'Напр. 10 шт в 1 уп; 1, коли одиниці однакові',
    },
    minCount: {
      label: 'Мінімальний залишок',
      widget: 'number',
      initial: 0,
      help: 'В одиницях зберігання; менший залишок позначається в наявності товарів',
    },
    markup: { label: 'Націнка', widget: 'number', initial: 0, help: 'Відсоток або сума в копійках' },
    markupType: { label: 'Тип націнки', widget: 'select', options: markupTypes, initial: 'percent' },
    maxDiscount: { label: 'Максимальна знижка, %', widget: 'number', initial: 0 },
    vatRate: { label: 'Ставка ПДВ', widget: 'select', options: vatRates, numeric: true, initial: 0 },
    purchasePrice: { label: 'Ціна закупівлі', widget: 'money' },
    sellingPrice: { label: 'Ціна продажу', widget: 'money', help: 'За одиницю зберігання' },
    expiration: { label: 'Має термін придатності', widget: 'checkbox' },
    daysToExpiration: {
      label: 'Днів до закінчення терміну',
      widget: 'number',
      help: 'За скільки днів до кінця терміну товар вважається таким, що закінчується',
    },
    seriesNumber: { label: 'Облік за серіями', widget: 'checkbox' },
    reportDisplay: { label: 'Показувати у звітах', widget: 'checkbox', initial: true },
    serviceUses: {
      label: 'Використовують послуги',
      help: 'Матеріал, який послуга витрачає: скільки одиниць використання на одну послугу. Списується зі складу філіалу, коли замовлення виконано.',
      rows: {
        add: 'Додати послугу',
        fields: {
          serviceId: { label: 'Послуга', lookup: 'services' },
          quantity: { label: 'Кількість, од. використання', widget: 'number', initial: 1 },
        },
      },
    },
    testUses: {
      label: 'Використовують аналізи',
      help: 'Матеріал, який аналіз витрачає (пробірка, голка…): скільки одиниць використання на один аналіз.',
      rows: {
        add: 'Додати аналіз',
        fields: {
          mcTestId: { label: 'Аналіз', lookup: 'mc-tests' },
          quantity: { label: 'Кількість, од. використання', widget: 'number', initial: 1 },
        },
      },
    },
  },
  columns: [
    { key: 'name', label: 'Назва' },
    { key: 'categoryId', label: 'Категорія', kind: 'ref', ref: 'stock-categories' },
    { key: 'storageUnitId', label: 'Од. зберігання', kind: 'ref', ref: 'nomenclature-units' },
    { key: 'useUnitId', label: 'Од. використання', kind: 'ref', ref: 'nomenclature-units' },
    { key: 'minCount', label: 'Мін. залишок' },
    { key: 'vatRate', label: 'ПДВ', options: vatRates },
    { key: 'sellingPrice', label: 'Ціна продажу', kind: 'money' },
    { key: 'expiration', label: 'Термін придатності', kind: 'boolean' },
  ],
  filters: [
    { key: 'q', kind: 'search', label: 'Пошук', fields: ['name'] },
    { key: 'categoryId', kind: 'ref', label: 'Категорія', ref: 'stock-categories' },
    { key: 'storageUnitId', kind: 'ref', label: 'Одиниця зберігання', ref: 'nomenclature-units' },
    { key: 'expiration', kind: 'boolean', label: 'Має термін придатності' },
  ],
  sort: { field: 'name' },
  perms,
  unique: [{ fields: ['name'], message: 'Номенклатура з такою назвою вже є' }],
  inUse: [
    { table: 'stock_document_lines', column: 'product_id', message: 'Номенклатуру вказано в накладних' },
  ],
  // The ledger counts in use units: once stock has moved, the units and their ratio stay (domain notes D4.4).
  fixedOnceUsed: [
    {
      table: 'stock_moves',
      column: 'product_id',
      fields: ['storageUnitId', 'useUnitId', 'useUnitsPerStorageUnit'],
      message: 'Залишки вже ведуться в цих одиницях: для інших одиниць створіть нову номенклатуру',
    },
  ],
  check: (r) => ({
    ...(r.markupType === 'percent' &&
      r.markup > MAX_MARKUP_PERCENT && { markup: `«Націнка»: не більше ${MAX_MARKUP_PERCENT} %` }),
    ...(r.storageUnitId === r.useUnitId &&
      r.useUnitsPerStorageUnit !== 1 && {
        useUnitsPerStorageUnit: 'Одиниці однакові: в одиниці зберігання 1 одиниця використання',
      }),
    ...(!r.expiration &&
      r.daysToExpiration !== null &&
      r.daysToExpiration !== undefined && {
        daysToExpiration: 'Дні до закінчення терміну — лише для номенклатури з терміном придатності',
      }),
  }),
  describe: (r) => r.name,
})
