/**
 * Reports over doctors, sending organisations, clients and NPS — one definition each (define-report.ts).
 *
 * A count of distinct clients is totalled only where one client cannot fall into two rows (a client is
 * new on one day only); elsewhere the rows' sum would count a client once per row, so it is left out of
 * the totals — except in the repeat visits, whose rows are a doctor's clients and whose totals say so.
 */
import { defineReport, reportDateTypes, type ReportDefinition } from './define-report'

/** Orders brought by whoever referred them: who, orders, clients (not totalled) and the money. */
const referredColumns = (key: string, label: string) =>
  [
    { key, label, kind: 'text' },
    { key: 'orders', label: 'Замовлень', kind: 'int', total: true },
    { key: 'clients', label: 'Клієнтів', kind: 'int' },
    { key: 'sum', label: 'Сума', kind: 'money', total: true },
    { key: 'discount', label: 'Знижка', kind: 'money', total: true },
    { key: 'toPay', label: 'До сплати', kind: 'money', total: true },
  ] as const

export const doctorsReport = defineReport({
  name: 'doctors',
  title: 'Звіт по лікарях',
  permission: 'crmReportsDoctorsSee',
  description:
    'Замовлення, направлені кожним лікарем, їхні клієнти й суми; замовлення без направляючого лікаря і видалені не враховано. Клієнтів рахуємо за карткою клієнта.',
  filters: ['cityId', 'filialId'],
  dateTypes: reportDateTypes,
  columns: referredColumns('doctor', 'Направляючий лікар'),
  chart: { x: 'doctor', y: 'toPay', title: 'До сплати по направляючих лікарях' },
})

export const organisationsReport = defineReport({
  name: 'organisations',
  title: 'Звіт по направляючих організаціях',
  permission: 'crmReportsOrganisationsSee',
  description:
    'Замовлення, направлені кожною організацією, їхні клієнти й суми; замовлення без направляючої організації і видалені не враховано. Клієнтів рахуємо за карткою клієнта.',
  filters: ['cityId', 'filialId', 'guidingOrganisationId'],
  dateTypes: reportDateTypes,
  columns: referredColumns('organisation', 'Направляюча організація'),
  chart: { x: 'organisation', y: 'toPay', title: 'До сплати по направляючих організаціях' },
})

export const doctorServicesReport = defineReport({
  name: 'doctor-services',
  title: 'Послуги лікарів',
  permission: 'crmReportsDoctorsServicesSee',
  description:
    'Послуги, які виконав кожен лікар: кількість, замовлення і сума за ціною в кошику; послуги без лікаря і видалені замовлення не враховано.',
  filters: ['cityId', 'filialId'],
  dateTypes: reportDateTypes,
  columns: [
    { key: 'doctor', label: 'Лікар', kind: 'text' },
    { key: 'service', label: 'Послуга', kind: 'text' },
    { key: 'quantity', label: 'Кількість', kind: 'int', total: true },
    // An order with several services of a doctor is in several rows: the orders are not summed.
    { key: 'orders', label: 'Замовлень', kind: 'int' },
    { key: 'sum', label: 'Сума', kind: 'money', total: true },
  ],
  paged: true,
})

export const doctorRepeatsReport = defineReport({
  name: 'doctor-repeats',
  title: 'Повторні візити до лікарів',
  permission: 'showClientsReport',
  description:
    'Клієнти кожного лікаря за період: первинні (раніше в цього лікаря не були) і повторні. Замовлення без картки клієнта і видалені не враховано; клієнт кількох лікарів у підсумку врахований у кожного.',
  filters: ['cityId', 'filialId'],
  columns: [
    { key: 'doctor', label: 'Лікар', kind: 'text' },
    { key: 'clients', label: 'Клієнтів', kind: 'int', total: true },
    { key: 'primary', label: 'Первинні', kind: 'int', total: true },
    { key: 'repeat', label: 'Повторні', kind: 'int', total: true },
    { key: 'repeatPercent', label: 'Повторні, %', kind: 'int' },
  ],
  chart: { x: 'doctor', y: 'clients', title: 'Клієнти по лікарях' },
})

export const clientsReport = defineReport({
  name: 'clients-report',
  title: 'Звіт по клієнтах',
  permission: 'showClientsReport',
  description:
    'Клієнти по днях (київський час): обслужені, нові (їхнє перше замовлення) і ті, що повернулися; замовлення без картки клієнта враховано лише в замовленнях і сумі, видалені — ніде. Клієнт може бути в кількох днях, тому обслужених і тих, що повернулися, не підсумовуємо.',
  filters: ['cityId', 'filialId'],
  columns: [
    { key: 'day', label: 'День', kind: 'day' },
    { key: 'clients', label: 'Клієнтів', kind: 'int' },
    { key: 'newClients', label: 'Нових', kind: 'int', total: true },
    { key: 'returningClients', label: 'Повернулися', kind: 'int' },
    { key: 'orders', label: 'Замовлень', kind: 'int', total: true },
    { key: 'toPay', label: 'До сплати', kind: 'money', total: true },
  ],
  chart: { x: 'day', y: 'newClients', title: 'Нові клієнти за день' },
})

export const npsEmployeesReport = defineReport({
  name: 'nps-employees',
  title: 'NPS по співробітниках',
  permission: 'crmMarketingNps',
  description:
    'Оцінки замовлень кожного лікаря: промоутери (9–10), нейтральні (7–8), критики (0–6) і NPS = (промоутери − критики) / оцінки × 100; замовлення без оцінки, без лікаря і видалені не враховано.',
  filters: ['cityId', 'filialId'],
  dateTypes: reportDateTypes,
  columns: [
    { key: 'employee', label: 'Співробітник', kind: 'text' },
    { key: 'ratings', label: 'Оцінок', kind: 'int', total: true },
    { key: 'promoters', label: 'Промоутери', kind: 'int', total: true },
    { key: 'passives', label: 'Нейтральні', kind: 'int', total: true },
    { key: 'detractors', label: 'Критики', kind: 'int', total: true },
    { key: 'nps', label: 'NPS', kind: 'int' },
  ],
})

export const npsDetailingReport = defineReport({
  name: 'nps-employees-detailing',
  title: 'NPS по співробітниках: деталізація',
  permission: 'crmMarketingNps',
  description:
    'Кожне оцінене замовлення з лікарем, клієнтом, оцінкою і коментарем, спершу новіші; видалені не враховано.',
  filters: ['cityId', 'filialId'],
  columns: [
    { key: 'day', label: 'День', kind: 'day' },
    { key: 'code', label: 'Замовлення', kind: 'text' },
    { key: 'employee', label: 'Співробітник', kind: 'text' },
    { key: 'client', label: 'Клієнт', kind: 'text' },
    { key: 'rating', label: 'Оцінка', kind: 'int' },
    { key: 'comment', label: 'Коментар', kind: 'text' },
  ],
  paged: true,
})

export const peopleReports: readonly ReportDefinition[] = [
  doctorsReport,
  organisationsReport,
  doctorServicesReport,
  doctorRepeatsReport,
  clientsReport,
  npsEmployeesReport,
  npsDetailingReport,
]
