/**
 * The warehouse's reports (issue 24 item 7, spec 001 §2 «Склад»), one definition each; their queries are
 * server/modules/reports/sources-warehouse.ts. Each shows only the stocks of the user's scope (those
 * assigned to them, or all when none is), in its rows, its totals, its export and its stock choices.
 *
 * expired-goods takes NO period (`periodless`): it is the stock as it is now, and a period of what would
 * not mean anything — the batches already expired or expiring soon are the question. Spec 001 §5's «at
 * least one filter» is met by its expiry window, which always applies: the days typed in, or else each
 * item's own days to expiration (the nomenclature's warning), or 30 days. The other two are of a period
 * of Kyiv days under the 30-day rule, like every other report.
 *
 * Quantities are in use units (the ledger's); a batch's cost is its quantity × its last incoming unit
 * cost, rounded to kopiykas.
 */
import { defineReport, type ReportDefinition } from './define-report'

export const expiredGoodsReport = defineReport({
  name: 'expired-goods',
  title: 'Прострочені товари',
  permission: 'expiredGoodsReport',
  description:
    'Партії на залишку, термін придатності яких минув або спливає в найближчі дні: за вказаною кількістю днів, інакше — за налаштуванням товару (або 30 днів). Стан складу на зараз, період не потрібен.',
  periodless: true,
  filters: ['warehouseId', 'stockCategoryId', 'expiringDays'],
  columns: [
    { key: 'expiresOn', label: 'Термін придатності', kind: 'day' },
    { key: 'state', label: 'Стан', kind: 'text' },
    { key: 'daysLeft', label: 'Днів залишилось', kind: 'int' },
    { key: 'product', label: 'Найменування', kind: 'text' },
    { key: 'category', label: 'Категорія', kind: 'text' },
    { key: 'warehouse', label: 'Склад', kind: 'text' },
    { key: 'series', label: 'Серія', kind: 'text' },
    { key: 'quantity', label: 'Залишок, од. використання', kind: 'int', total: true },
    { key: 'useUnit', label: 'Одиниця', kind: 'text' },
    { key: 'balanceText', label: 'Залишок в од. зберігання', kind: 'text' },
    { key: 'cost', label: 'Собівартість', kind: 'money', total: true },
  ],
  paged: true,
})

export const warehouseOperationsReport = defineReport({
  name: 'warehouse-operations',
  title: 'Складські операції',
  permission: 'warehouseOperationsReport',
  description:
    'Кожен рух складу за період (за днем проведення): підписані документи, їх сторно при видаленні, списання за замовленнями і повернення за скасованими. Сума — кількість × собівартість, зі знаком руху.',
  filters: ['warehouseId', 'operationKind'],
  columns: [
    { key: 'postedAt', label: 'Проведено', kind: 'datetime' },
    { key: 'operation', label: 'Операція', kind: 'text' },
    { key: 'document', label: 'Документ', kind: 'text' },
    { key: 'documentDate', label: 'Дата документа', kind: 'day' },
    { key: 'warehouse', label: 'Склад', kind: 'text' },
    { key: 'product', label: 'Найменування', kind: 'text' },
    { key: 'series', label: 'Серія', kind: 'text' },
    { key: 'expiresOn', label: 'Термін придатності', kind: 'day' },
    { key: 'quantityIn', label: 'Надійшло', kind: 'int', total: true },
    { key: 'quantityOut', label: 'Вибуло', kind: 'int', total: true },
    { key: 'useUnit', label: 'Одиниця', kind: 'text' },
    { key: 'cost', label: 'Сума', kind: 'money', total: true },
  ],
  paged: true,
})

export const warehouseClientsReport = defineReport({
  name: 'warehouse-clients',
  title: 'Клієнти складу',
  permission: 'crmWarehouseClientReport',
  description:
    'Товари, продані клієнтам у виконаних замовленнях і списані зі складу за період (за днем списання); повернені за скасованими замовленнями не враховано. Кількість — в одиницях використання, з неї не списано те, чого бракувало на складі; сума — за кошиком замовлення після знижок.',
  filters: ['warehouseId'],
  columns: [
    { key: 'day', label: 'День', kind: 'day' },
    { key: 'order', label: 'Замовлення', kind: 'text' },
    { key: 'client', label: 'Клієнт', kind: 'text' },
    { key: 'warehouse', label: 'Склад', kind: 'text' },
    { key: 'product', label: 'Найменування', kind: 'text' },
    { key: 'quantity', label: 'Кількість', kind: 'int', total: true },
    { key: 'shortfall', label: 'З них не списано', kind: 'int', total: true },
    { key: 'useUnit', label: 'Одиниця', kind: 'text' },
    { key: 'sum', label: 'Сума', kind: 'money', total: true },
    { key: 'cost', label: 'Собівартість', kind: 'money', total: true },
  ],
  // No chart: a row is one product of one order, so a bar per row would not say what a day sold.
  paged: true,
})

export const warehouseReports: readonly ReportDefinition[] = [
  expiredGoodsReport,
  warehouseOperationsReport,
  warehouseClientsReport,
]
