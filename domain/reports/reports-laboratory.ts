/**
 * The laboratory's reports (issue 22 item 8, spec 001 §2 «Лабораторія»), one definition each; their
 * queries are server/modules/reports/sources-laboratory.ts, read from the tubes (lab_tubes,
 * lab_tube_tests: when collected, received, rejected), the results (lab_results: who entered and approved
 * each test, when) and the error register (lab_errors, by the tube's barcode). Each keeps to the orders
 * the user reaches (a user limited to their own orders sees only those, as on the lab's screens) and to
 * the filial chosen; deleted orders are left out.
 *
 * A test is «registered» when its order was first confirmed (the cart finished): the tubes are made then.
 * Durations are whole minutes between two instants, empty while the later one has not happened; a
 * duration column's «Разом» cell is the average over the rows that have it.
 *
 * A PCR test (results-plr) is one of the department, category or parent category whose name begins with
 * «ПЛР», «ПЦР» or «PCR» — the catalogue has no other mark; the demo's department «ПЛР» and category
 * «ПЛР-діагностика» are such.
 */
import { defineReport, type ReportDefinition } from './define-report'

export const timingReport = defineReport({
  name: 'timing',
  title: 'Таймінг',
  permission: 'showTimingReportPage',
  description:
    'Кожен аналіз у пробірках замовлень, зареєстрованих за період (підтверджених): коли взято біоматеріал, прийнято лабораторією, внесено і затверджено результат, і скільки часу минуло між кроками. У рядку «Разом» — середні тривалості.',
  filters: ['filialId', 'departmentId', 'testId', 'testCategoryId'],
  columns: [
    { key: 'registeredAt', label: 'Зареєстровано', kind: 'datetime' },
    { key: 'order', label: 'Замовлення', kind: 'text' },
    { key: 'barcode', label: 'Штрихкод', kind: 'text' },
    { key: 'test', label: 'Аналіз', kind: 'text' },
    { key: 'department', label: 'Відділення', kind: 'text' },
    { key: 'collectedAt', label: 'Взято', kind: 'datetime' },
    { key: 'receivedAt', label: 'Прийнято лабораторією', kind: 'datetime' },
    { key: 'resultAt', label: 'Результат внесено', kind: 'datetime' },
    { key: 'approvedAt', label: 'Затверджено', kind: 'datetime' },
    { key: 'toCollect', label: 'Реєстрація → взяття', kind: 'minutes', total: 'avg' },
    { key: 'toReceive', label: 'Взяття → прийом', kind: 'minutes', total: 'avg' },
    { key: 'toResult', label: 'Прийом → результат', kind: 'minutes', total: 'avg' },
    { key: 'toApprove', label: 'Результат → затвердження', kind: 'minutes', total: 'avg' },
    { key: 'overall', label: 'Реєстрація → затвердження', kind: 'minutes', total: 'avg' },
  ],
  paged: true,
})

export const doneTestsTimingByUserReport = defineReport({
  name: 'done-tests-timing-by-user-report',
  title: 'Таймінг виконаних аналізів по користувачах',
  permission: 'crmReportsDoneTestsTimingByUser',
  description:
    'Для кожного користувача: скільки аналізів він виконав (першим вніс результат) і затвердив за період, і скільки часу минало від прийому пробірки до результату та від результату до затвердження — в середньому і найдовше.',
  filters: ['userIds', 'departmentId', 'filialId'],
  columns: [
    { key: 'user', label: 'Користувач', kind: 'text' },
    { key: 'done', label: 'Виконано аналізів', kind: 'int', total: true },
    { key: 'avgToResult', label: 'Прийом → результат, сер.', kind: 'minutes' },
    { key: 'maxToResult', label: 'Прийом → результат, макс.', kind: 'minutes' },
    { key: 'approved', label: 'Затверджено аналізів', kind: 'int', total: true },
    { key: 'avgToApprove', label: 'Результат → затвердження, сер.', kind: 'minutes' },
    { key: 'maxToApprove', label: 'Результат → затвердження, макс.', kind: 'minutes' },
  ],
  chart: { x: 'user', y: 'done', title: 'Виконано аналізів' },
})

export const resultsPlrReport = defineReport({
  name: 'results-plr',
  title: 'Результати ПЛР',
  permission: 'showPcrReportsPage',
  description:
    'Результати ПЛР-досліджень, внесені за період (ПЛР — аналізи відділення або категорії, назва якої починається з «ПЛР», «ПЦР» чи «PCR»): замовлення, пацієнт, показник, значення, позначка норми і коли затверджено.',
  filters: ['testId', 'filialId'],
  columns: [
    { key: 'enteredAt', label: 'Внесено', kind: 'datetime' },
    { key: 'order', label: 'Замовлення', kind: 'text' },
    { key: 'patient', label: 'Пацієнт', kind: 'text' },
    { key: 'test', label: 'Аналіз', kind: 'text' },
    { key: 'indicator', label: 'Показник', kind: 'text' },
    { key: 'value', label: 'Результат', kind: 'text' },
    { key: 'flag', label: 'Позначка', kind: 'text' },
    { key: 'approvedAt', label: 'Затверджено', kind: 'datetime' },
  ],
  paged: true,
})

export const analyzesReport = defineReport({
  name: 'analyzes-report',
  title: 'Звіт по аналізах',
  permission: 'canShowAnalyzesReport',
  description:
    'Для кожного аналізу замовлень, зареєстрованих за період: скільки замовлено, виконано (внесено результат), затверджено, у скількох відбракованих пробірках, і яка частка результатів поза нормою.',
  filters: ['testCategoryId', 'departmentId', 'filialId'],
  columns: [
    { key: 'test', label: 'Аналіз', kind: 'text' },
    { key: 'code', label: 'Код', kind: 'text' },
    { key: 'department', label: 'Відділення', kind: 'text' },
    { key: 'ordered', label: 'Замовлено', kind: 'int', total: true },
    { key: 'done', label: 'Виконано', kind: 'int', total: true },
    { key: 'approved', label: 'Затверджено', kind: 'int', total: true },
    { key: 'rejected', label: 'Відбраковано пробірок', kind: 'int', total: true },
    { key: 'results', label: 'Результатів', kind: 'int', total: true },
    { key: 'outOfRange', label: 'Поза нормою', kind: 'int', total: true },
    { key: 'outOfRangeShare', label: 'Поза нормою, %', kind: 'int' },
  ],
  chart: { x: 'test', y: 'done', title: 'Виконано аналізів' },
})

export const laboratoryJournalReport = defineReport({
  name: 'laboratory',
  title: 'Лабораторний журнал',
  permission: ['crmReportsLabSee', 'crmReportsLabTestsJournalSee', 'crmReportsErrorsSee'],
  description:
    'Кожна пробірка, прийнята лабораторією (або відбракована) за період: замовлення, пацієнт, аналізи, стан, затвердження результатів і зареєстровані для неї помилки (етап і тип).',
  filters: ['filialId', 'departmentId'],
  columns: [
    { key: 'receivedAt', label: 'Прийнято', kind: 'datetime' },
    { key: 'barcode', label: 'Штрихкод', kind: 'text' },
    { key: 'order', label: 'Замовлення', kind: 'text' },
    { key: 'patient', label: 'Пацієнт', kind: 'text' },
    { key: 'filial', label: 'Філіал', kind: 'text' },
    { key: 'department', label: 'Відділення', kind: 'text' },
    { key: 'tests', label: 'Аналізи', kind: 'text' },
    { key: 'state', label: 'Стан', kind: 'text' },
    { key: 'results', label: 'Результати', kind: 'text' },
    { key: 'errors', label: 'Помилки', kind: 'text' },
    { key: 'errorCount', label: 'Помилок', kind: 'int', total: true },
  ],
  paged: true,
})

export const laboratoryReports: readonly ReportDefinition[] = [
  resultsPlrReport,
  timingReport,
  doneTestsTimingByUserReport,
  analyzesReport,
  laboratoryJournalReport,
]
