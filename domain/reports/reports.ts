/**
 * The reports built so far, each one definition (define-report.ts); the server's queries and the
 * screen both read this list. Reports not listed here are still placeholder pages in the menu.
 */
import { defineReport, type ReportDefinition } from './define-report'
import { ordersReports } from './reports-orders'
import { peopleReports } from './reports-people'

export const salesReport = defineReport({
  name: 'sales',
  title: 'Продажі',
  permission: 'crmStatisticSee',
  description: 'Замовлення і їхні суми по днях (київський час); видалені замовлення не враховано.',
  filters: ['cityId', 'filialId', 'insuranceCompanyId'],
  dateTypes: ['created', 'completed'],
  columns: [
    { key: 'day', label: 'День', kind: 'day' },
    { key: 'orders', label: 'Замовлень', kind: 'int', total: true },
    { key: 'confirmed', label: 'Підтверджено', kind: 'int', total: true },
    { key: 'lines', label: 'Позицій', kind: 'int', total: true },
    { key: 'sum', label: 'Сума', kind: 'money', total: true },
    { key: 'discount', label: 'Знижка', kind: 'money', total: true },
    { key: 'toPay', label: 'До сплати', kind: 'money', total: true },
  ],
  chart: { x: 'day', y: 'toPay' },
})

export const activityReport = defineReport({
  name: 'activity-report',
  title: 'Активність користувачів',
  permission: 'crmReportsLogUserActivity',
  description: 'Коли кожен користувач почав і закінчив роботу в системі за день і скільки часу працював.',
  filters: ['userIds'],
  columns: [
    { key: 'day', label: 'День', kind: 'day' },
    { key: 'user', label: 'Користувач', kind: 'text' },
    { key: 'start', label: 'Початок', kind: 'datetime' },
    { key: 'end', label: 'Кінець', kind: 'datetime' },
    { key: 'sessions', label: 'Сеансів', kind: 'int', total: true },
    { key: 'minutes', label: 'Тривалість', kind: 'minutes', total: true },
  ],
  paged: true,
})

export const reports: readonly ReportDefinition[] = [
  salesReport,
  activityReport,
  ...ordersReports,
  ...peopleReports,
]
export const reportByName: ReadonlyMap<string, ReportDefinition> = new Map(reports.map((r) => [r.name, r]))
