/**
 * Reports over orders by filial, insurance company, registrar, service and test, and the top-10 lists —
 * one definition each (define-report.ts).
 *
 * The money of a cart line (the tops and the summary) is the line's total after discounts from the order's
 * last calculation (price_info), or — for an order never priced by the server — its unit price × quantity
 * (server/modules/reports/sources-orders.ts). A count of orders that one order can add to several rows
 * (an order with two doctors, two services) is not totalled: its sum would count that order twice.
 */
import { defineReport, reportDateTypes, type ReportDefinition } from './define-report'

const dateTypes = reportDateTypes

export const filialReport = defineReport({
  name: 'filial',
  title: 'Продажі по філіалах',
  permission: 'crmStatisticSee',
  description: 'Замовлення і їхні суми по кожному філіалу за період; видалені замовлення не враховано.',
  filters: ['cityId', 'insuranceCompanyId'],
  dateTypes,
  columns: [
    { key: 'filial', label: 'Філіал', kind: 'text' },
    { key: 'orders', label: 'Замовлень', kind: 'int', total: true },
    { key: 'confirmed', label: 'Підтверджено', kind: 'int', total: true },
    { key: 'sum', label: 'Сума', kind: 'money', total: true },
    { key: 'discount', label: 'Знижка', kind: 'money', total: true },
    { key: 'toPay', label: 'До сплати', kind: 'money', total: true },
  ],
  chart: { x: 'filial', y: 'toPay', title: 'До сплати по філіалах' },
})

export const insuranceCompaniesReport = defineReport({
  name: 'insurance-companies',
  title: 'Страхові компанії',
  permission: 'crmReportsInsuranceCompaniesSee',
  description:
    'Замовлення зі страховою компанією за період по кожній компанії: скільки замовлень і клієнтів, їхні суми; видалені замовлення не враховано.',
  filters: ['cityId', 'filialId', 'insuranceCompanyId'],
  dateTypes,
  columns: [
    { key: 'company', label: 'Страхова компанія', kind: 'text' },
    { key: 'orders', label: 'Замовлень', kind: 'int', total: true },
    // A client of two companies is one client of each: the sum over companies is not a count of clients.
    { key: 'clients', label: 'Клієнтів', kind: 'int' },
    { key: 'sum', label: 'Сума', kind: 'money', total: true },
    { key: 'discount', label: 'Знижка', kind: 'money', total: true },
    { key: 'toPay', label: 'До сплати', kind: 'money', total: true },
  ],
  chart: { x: 'company', y: 'toPay', title: 'До сплати по страхових компаніях' },
})

export const topSalesDoctorsReport = defineReport({
  name: 'top-sales-doctors',
  title: 'Топ лікарів',
  permission: 'crmStatisticSee',
  description:
    'Десять лікарів, чиї послуги в замовленнях періоду принесли найбільше грошей (сума рядків після знижок); видалені замовлення не враховано.',
  filters: ['cityId', 'filialId'],
  dateTypes,
  columns: [
    { key: 'doctor', label: 'Лікар', kind: 'text' },
    { key: 'services', label: 'Послуг', kind: 'int', total: true },
    { key: 'orders', label: 'Замовлень', kind: 'int' },
    { key: 'money', label: 'Сума', kind: 'money', total: true },
  ],
  chart: { x: 'doctor', y: 'money', title: 'Сума послуг по лікарях' },
})

export const topSalesInsuranceCompaniesReport = defineReport({
  name: 'top-sales-insurance-companies',
  title: 'Топ страхових компаній',
  permission: 'crmStatisticSee',
  description:
    'Десять страхових компаній із найбільшою сумою до сплати за замовленнями періоду; видалені замовлення не враховано.',
  filters: ['cityId', 'filialId'],
  dateTypes,
  columns: [
    { key: 'company', label: 'Страхова компанія', kind: 'text' },
    { key: 'orders', label: 'Замовлень', kind: 'int', total: true },
    { key: 'toPay', label: 'До сплати', kind: 'money', total: true },
  ],
  chart: { x: 'company', y: 'toPay', title: 'До сплати по страхових компаніях' },
})

export const topSalesServicesReport = defineReport({
  name: 'top-sales-services',
  title: 'Топ послуг',
  permission: 'crmStatisticSee',
  description:
    'Десять послуг і аналізів, що принесли найбільше грошей у замовленнях періоду (сума рядків після знижок); видалені замовлення не враховано.',
  filters: ['cityId', 'filialId'],
  dateTypes,
  columns: [
    { key: 'type', label: 'Тип', kind: 'text' },
    { key: 'name', label: 'Назва', kind: 'text' },
    { key: 'quantity', label: 'Кількість', kind: 'int', total: true },
    { key: 'orders', label: 'Замовлень', kind: 'int' },
    { key: 'money', label: 'Сума', kind: 'money', total: true },
  ],
  chart: { x: 'name', y: 'money', title: 'Сума по послугах і аналізах' },
})

export const reportByOrderRegistrar = defineReport({
  name: 'report-by-order-registrar',
  title: 'Замовлення по реєстраторах',
  permission: 'reportByOrderRegistrar',
  description:
    'Замовлення, створені за період (за датою створення), по кожному користувачу, що їх створив: скільки підтверджено і скільки скасовано. Скасовані (видалені) замовлення тут враховано як скасовані; сума і до сплати — лише нескасованих.',
  filters: ['filialId', 'userIds'],
  columns: [
    { key: 'registrar', label: 'Реєстратор', kind: 'text' },
    { key: 'orders', label: 'Створено', kind: 'int', total: true },
    { key: 'confirmed', label: 'Підтверджено', kind: 'int', total: true },
    { key: 'cancelled', label: 'Скасовано', kind: 'int', total: true },
    { key: 'sum', label: 'Сума', kind: 'money', total: true },
    { key: 'toPay', label: 'До сплати', kind: 'money', total: true },
  ],
  chart: { x: 'registrar', y: 'orders', title: 'Створено замовлень по реєстраторах' },
})

export const summaryServicesTestsReport = defineReport({
  name: 'summary-services-tests',
  title: 'Зведення послуг і аналізів',
  permission: 'crmReportsSummaryServicesTestsSee',
  description:
    'Кожна послуга і кожен аналіз, продані в замовленнях періоду: кількість, замовлення, сума до знижки, знижка і сума після неї; видалені замовлення не враховано. Фільтри категорії аналізів і відділення залишають лише аналізи.',
  filters: ['cityId', 'filialId', 'testCategoryId', 'departmentId'],
  dateTypes,
  columns: [
    { key: 'type', label: 'Тип', kind: 'text' },
    { key: 'code', label: 'Код', kind: 'text' },
    { key: 'name', label: 'Назва', kind: 'text' },
    { key: 'quantity', label: 'Кількість', kind: 'int', total: true },
    { key: 'orders', label: 'Замовлень', kind: 'int' },
    { key: 'sum', label: 'Сума', kind: 'money', total: true },
    { key: 'discount', label: 'Знижка', kind: 'money', total: true },
    { key: 'total', label: 'Сума зі знижкою', kind: 'money', total: true },
  ],
  paged: true,
})

export const cashboxReport = defineReport({
  name: 'cashbox',
  title: 'Каса',
  permission: 'crmReportsCashboxSee',
  description:
    'Оплачені замовлення за днем оплати (закриття «Виконано і оплачено»), касиром, що його закрив, касою і зміною фіскального чека продажу (де його створено) і типом оплати. Фільтр користувачів обирає касирів.',
  filters: ['cityId', 'filialId', 'userIds'],
  columns: [
    { key: 'day', label: 'День', kind: 'day' },
    { key: 'cashier', label: 'Касир', kind: 'text' },
    { key: 'register', label: 'Каса', kind: 'text' },
    { key: 'shift', label: 'Зміна', kind: 'text' },
    { key: 'paymentType', label: 'Тип оплати', kind: 'text' },
    { key: 'payments', label: 'Оплат', kind: 'int', total: true },
    { key: 'toPay', label: 'Сума', kind: 'money', total: true },
  ],
  paged: true,
})

export const ordersReports: readonly ReportDefinition[] = [
  filialReport,
  insuranceCompaniesReport,
  topSalesDoctorsReport,
  topSalesInsuranceCompaniesReport,
  topSalesServicesReport,
  reportByOrderRegistrar,
  summaryServicesTestsReport,
  cashboxReport,
]
