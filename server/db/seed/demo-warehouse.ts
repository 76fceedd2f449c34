/** Demo data of the warehouse settings: units, stock categories, groups of stocks, suppliers, and the demo products' stock fields. */

export const demoNomenclatureUnits = ['шт', 'уп', 'фл', 'мл', 'пара', 'набір', 'г', 'таб']

export const demoStockCategories = [
  'Медикаменти',
  'Витратні матеріали',
  'Засоби захисту',
  'Товари для продажу',
  'Медична техніка',
]

/** The group of the stock of no filial, and of the filials' stocks. */
export const demoWarehouseGroups = { central: 'Центральні склади', filials: 'Склади філіалів' } as const

/** [name, contact person, phone, e-mail, comment] */
// prettier-ignore
export const demoSuppliers: Array<[string, string, string, string, string | null]> = [
  ['ТОВ «Медпостач»', 'Олена Гнатюк', '+380443210011', 'orders@medpostach.example', 'Витратні матеріали, поставка щовівторка'],
  ['ТОВ «Фармалогістика»', 'Андрій Савчук', '+380442220033', 'sales@farmalogistyka.example', 'Медикаменти і розчини'],
  ['ФОП Литвиненко І. П.', 'Ірина Литвиненко', '+380671234500', 'lytvynenko@medtech.example', null],
]

/** Stock fields of a demo product (demo-catalogue.ts demoProducts), by its name. */
export interface DemoProductStock {
  category: string
  /** The use unit when it is not the storage unit, with how many of it one storage unit holds. */
  use?: [unit: string, perStorageUnit: number]
  minCount: number
  vat: 0 | 7 | 20
  /** Days before the expiry date it counts as expiring (the item has an expiry date). */
  expiringDays?: number
  series?: boolean
}

const sterile = (category: string, minCount: number): DemoProductStock => ({
  category,
  minCount,
  vat: 7,
  expiringDays: 90,
  series: true,
})

// prettier-ignore
export const demoProductStock: Record<string, DemoProductStock> = {
  'Рукавички нітрилові (пара)': { category: 'Засоби захисту', minCount: 200, vat: 7 },
  'Маска медична тришарова': { category: 'Засоби захисту', minCount: 300, vat: 7 },
  'Бахіли (пара)': { category: 'Засоби захисту', minCount: 300, vat: 20 },
  'Шприц 5 мл': sterile('Витратні матеріали', 200),
  'Шприц 10 мл': sterile('Витратні матеріали', 100),
  'Система для вливання інфузійних розчинів': sterile('Витратні матеріали', 30),
  'Катетер периферичний 22G': sterile('Витратні матеріали', 30),
  'Бинт стерильний 7 × 14 см': sterile('Витратні матеріали', 50),
  'Пластир бактерицидний': { category: 'Витратні матеріали', minCount: 100, vat: 7, expiringDays: 60 },
  'Серветка спиртова': { category: 'Витратні матеріали', minCount: 500, vat: 7, expiringDays: 60 },
  'Антисептик для рук, 500 мл': { category: 'Витратні матеріали', use: ['мл', 500], minCount: 10, vat: 20, expiringDays: 60, series: true },
  'Тест-смужки для глюкометра (50 шт)': { category: 'Товари для продажу', use: ['шт', 50], minCount: 5, vat: 7, expiringDays: 60, series: true },
  'Термометр електронний': { category: 'Медична техніка', minCount: 3, vat: 7 },
  'Тонометр автоматичний': { category: 'Медична техніка', minCount: 2, vat: 7 },
  'Контейнер для сечі стерильний': sterile('Витратні матеріали', 100),
  'Контейнер для калу': { category: 'Витратні матеріали', minCount: 50, vat: 7 },
  'Вітамін D3 2000 МО (60 капсул)': { category: 'Товари для продажу', minCount: 5, vat: 20, expiringDays: 90, series: true },
  'Натрію хлорид 0,9%, 200 мл': { category: 'Медикаменти', minCount: 20, vat: 7, expiringDays: 30, series: true },
  'Пелюшки одноразові 60 × 90 см': { category: 'Витратні матеріали', minCount: 50, vat: 20 },
  'Бинт еластичний 1,5 м': { category: 'Товари для продажу', minCount: 5, vat: 7 },
}

/**
 * Demo materials of services and lab tests (the nomenclature's «Використовують послуги / аналізи»), by
 * product name: service codes and test codes, each using one use unit.
 */
export const demoMaterialUses: Record<string, { services?: string[]; tests?: string[] }> = {
  'Шприц 5 мл': { services: ['P101'] },
  'Шприц 10 мл': { services: ['P102'] },
  'Система для вливання інфузійних розчинів': { services: ['P103'] },
  'Катетер периферичний 22G': { services: ['P103'] },
  'Бинт стерильний 7 × 14 см': { services: ['P104'] },
  'Серветка спиртова': { services: ['P101', 'P102', 'P103'], tests: ['1001', '2001'] },
  'Рукавички нітрилові (пара)': { services: ['P201', 'P202'] },
}
