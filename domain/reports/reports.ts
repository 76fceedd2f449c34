/**
 * The reports built so far, each one definition (define-report.ts); the server's queries and the
 * screen both read this list. Reports not listed here are still placeholder pages in the menu.
 */
import { defineReport, reportDateTypes, type ReportDefinition } from './define-report'
import { laboratoryReports } from './reports-laboratory'
import { ordersReports } from './reports-orders'
import { peopleReports } from './reports-people'
import { financeDoctorsSalariesReport } from './reports-salaries'
import { warehouseReports } from './reports-warehouse'

export const salesReport = defineReport({
  name: 'sales',
  title: 'Продажі',
  permission: 'crmStatisticSee',
  description: 'Замовлення і їхні суми по днях (київський час); видалені замовлення не враховано.',
  filters: ['cityId', 'filialId', 'insuranceCompanyId'],
  dateTypes: reportDateTypes,
  columns: [
    { key: 'day', label: 'День', kind: 'day' },
    { key: 'orders', label: 'Замовлень', kind: 'int', total: true },
    { key: 'confirmed', label: 'Підтверджено', kind: 'int', total: true },
    { key: 'lines', label: 'Позицій', kind: 'int', total: true },
    { key: 'sum', label: 'Сума', kind: 'money', total: true },
    { key: 'discount', label: 'Знижка', kind: 'money', total: true },
    { key: 'toPay', label: 'До сплати', kind: 'money', total: true },
  ],
  chart: { x: 'day', y: 'toPay', title: 'До сплати за день' },
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

export const salesFunnelReport = defineReport({
  name: 'sales-funnel',
  title: 'Воронка продажів',
  permission: 'crmReportsSalesFunnelSee',
  description:
    'Що сталося із замовленнями, створеними за день: скільки підтверджено, виконано, оплачено і скасовано (за станом на зараз).',
  filters: ['cityId', 'filialId', 'operatorId', 'guidingOrganisationId'],
  columns: [
    { key: 'day', label: 'День створення', kind: 'day' },
    { key: 'created', label: 'Створено', kind: 'int', total: true },
    { key: 'confirmed', label: 'Підтверджено', kind: 'int', total: true },
    { key: 'done', label: 'Виконано', kind: 'int', total: true },
    { key: 'paid', label: 'Оплачено', kind: 'int', total: true },
    { key: 'cancelled', label: 'Скасовано', kind: 'int', total: true },
    { key: 'paidShare', label: 'Оплачено, %', kind: 'int' },
    { key: 'paidSum', label: 'Сума оплачених', kind: 'money', total: true },
  ],
  chart: { x: 'day', y: 'paid', title: 'Оплачено за день створення' },
})

const financeColumns = [
  { key: 'category', label: 'Категорія', kind: 'text' },
  { key: 'quantity', label: 'Кількість', kind: 'int', total: true },
  { key: 'orders', label: 'Замовлень', kind: 'int', total: true },
  { key: 'sum', label: 'Сума', kind: 'money', total: true },
  { key: 'discount', label: 'Знижка', kind: 'money', total: true },
  { key: 'total', label: 'До сплати', kind: 'money', total: true },
] as const

export const financeAnalyzesReport = defineReport({
  name: 'finance-analyzes',
  title: 'Фінанси: аналізи',
  permission: 'crmReportsFinanceAnalyzesSee',
  description:
    'Аналізи з кошиків замовлень за категоріями: кількість, сума за прайсом, знижка і до сплати за останнім розрахунком; скасовані не враховано.',
  filters: ['cityId', 'filialId', 'insuranceCompanyId', 'testCategoryId', 'departmentId'],
  dateTypes: reportDateTypes,
  columns: financeColumns,
  chart: { x: 'category', y: 'total', title: 'До сплати по категоріях' },
})

export const financeServantsReport = defineReport({
  name: 'finance-servants',
  title: 'Фінанси: послуги',
  permission: 'crmReportsFinanceServantsSee',
  description:
    'Послуги з кошиків замовлень за категоріями: кількість, сума за прайсом, знижка і до сплати за останнім розрахунком; скасовані не враховано.',
  filters: ['cityId', 'filialId', 'insuranceCompanyId'],
  dateTypes: reportDateTypes,
  columns: financeColumns,
  chart: { x: 'category', y: 'total', title: 'До сплати по категоріях' },
})

export const reports: readonly ReportDefinition[] = [
  salesReport,
  activityReport,
  salesFunnelReport,
  financeAnalyzesReport,
  financeServantsReport,
  financeDoctorsSalariesReport,
  ...ordersReports,
  ...peopleReports,
  ...warehouseReports,
  ...laboratoryReports,
]
export const reportByName: ReadonlyMap<string, ReportDefinition> = new Map(reports.map((r) => [r.name, r]))
