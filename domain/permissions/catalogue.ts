/**
 * Every named permission. The first groups are the names given in spec 000 §6 and spec 001 §6; the
 * rest are the product's own permissions that API routes declare (reads and edits of each area).
 */

export const permissionGroups = {
  orders: 'Замовлення',
  registry: 'Реєстратура',
  clients: 'Клієнти',
  tasks: 'Менеджер задач',
  settings: 'Налаштування',
  protocols: 'Протоколи',
  warehouse: 'Склад',
  laboratory: 'Лабораторія',
  reports: 'Звіти',
  system: 'Система',
} as const
export type PermissionGroup = keyof typeof permissionGroups

const def = (group: PermissionGroup, label: string) => ({ group, label })

export const permissionCatalogue = {
  // spec 000 §6 — header
  crmMainSettingsEdit: def('settings', 'Редагування основних налаштувань'),
  crmMcOrdersShow: def('orders', 'Перегляд замовлень'),
  crmMcOrdersEditAll: def('orders', 'Редагування всіх замовлень'),
  crmMcOrdersEditOwn: def('orders', 'Редагування власних замовлень'),
  // spec 000 §6 — menu
  crmMcRegistrySee: def('registry', 'Перегляд реєстратури'),
  // spec 000 §6 / spec 001 §6 — reports
  crmReportsPointSee: def('reports', 'Звіт по пунктах забору'),
  crmReportsPointSeeOwnPoint: def('reports', 'Звіт по власному пункту забору'),
  crmReportsLabSee: def('reports', 'Лабораторні звіти'),
  crmReportsLogisticSee: def('reports', 'Звіт логістики'),
  showPcrReportsPage: def('reports', 'Звіт ПЛР'),
  showTimingReportPage: def('reports', 'Звіт по таймінгу'),
  crmReportsDoneTestsTimingByUser: def('reports', 'Таймінг виконаних аналізів по користувачах'),
  canShowAnalyzesReport: def('reports', 'Звіт по аналізах'),
  canShowEHealthSettings: def('reports', 'Журнали eHealth'),
  crmReportsLabTestsJournalSee: def('reports', 'Журнал лабораторних досліджень'),
  canShowDiagnosticReportEHealth: def('reports', 'Діагностичні звіти eHealth'),
  crmReportsDoctorsSee: def('reports', 'Звіт по лікарях'),
  crmReportsOrganisationsSee: def('reports', 'Звіт по направляючих організаціях'),
  crmReportsSalesFunnelSee: def('reports', 'Воронка продажів'),
  crmReportsAddSaleSee: def('reports', 'Додаткові продажі'),
  showClientsReport: def('reports', 'Звіт по клієнтах і повторних візитах'),
  crmMarketingNps: def('reports', 'NPS звіти'),
  crmStatisticSee: def('reports', 'Топ продажів, продажі, філіали'),
  crmReportsDoctorsServicesSee: def('reports', 'Послуги лікарів'),
  crmReportsFinanceAnalyzesSee: def('reports', 'Фінанси: аналізи'),
  crmReportsFinanceServantsSee: def('reports', 'Фінанси: послуги'),
  crmReportsFinanceDoctorsSalariesSee: def('reports', 'Фінанси: зарплати лікарів'),
  crmReportsCashboxSee: def('reports', 'Каса'),
  crmReportsSummaryServicesTestsSee: def('reports', 'Зведення послуг і аналізів'),
  crmReportsInsuranceCompaniesSee: def('reports', 'Страхові компанії'),
  telephonyByOperatorsReport: def('reports', 'Телефонія по операторах'),
  crmReportsLogNotificationSee: def('reports', 'Журнал сповіщень'),
  crmReportsLogUserActivity: def('reports', 'Активність користувачів'),
  crmReportsErrorsSee: def('reports', 'Реєстрація помилок'),
  crmWarehouseClientReport: def('reports', 'Склад: клієнти'),
  warehouseOperationsReport: def('reports', 'Складські операції'),
  expiredGoodsReport: def('reports', 'Прострочені товари'),
  reportByOrderRegistrar: def('reports', 'Звіт по реєстраторах замовлень'),
  // spec 000 §6 — protocols (the spec names the effect; the name is ours)
  crmProtocolsDownloadUnapproved: def('protocols', 'Завантаження незатверджених протоколів'),
  crmProtocolsCreate: def('protocols', 'Створення протоколів'),
  crmProtocolsApprove: def('protocols', 'Затвердження протоколів'),
  // product permissions declared by API routes
  crmClientsSee: def('clients', 'Перегляд клієнтів'),
  crmClientsEdit: def('clients', 'Створення і редагування клієнтів'),
  crmClientsDelete: def('clients', 'Видалення і відновлення клієнтів'),
  crmPreviousOrdersEdit: def('clients', 'Реєстрація попередніх записів'),
  crmTasksSee: def('tasks', 'Перегляд задач'),
  crmTasksEdit: def('tasks', 'Створення і редагування задач'),
  crmReferencesSee: def('settings', 'Перегляд довідників'),
  crmSettingsEdit: def('settings', 'Редагування налаштувань'),
  crmRightsEdit: def('settings', 'Права і ролі'),
  crmStaffEdit: def('settings', 'Співробітники і користувачі'),
  crmWarehouseSee: def('warehouse', 'Перегляд складу'),
  crmWarehouseEdit: def('warehouse', 'Складські операції'),
  // The spec names no permission for working a cash register; this is the cashbox report's
  // (crmReportsCashboxSee) sibling for the cash desk itself: shifts, X and Z reports, service cash.
  crmCashboxWork: def('orders', 'Робота на касі (ПРРО): зміни, X- і Z-звіти, службові внесення'),
  // The spec names no permission for the laboratory's own work (spec 001 names only its reports); these
  // gate the tubes, labels, analyzers' results and the error register of the laboratory workflow.
  crmLabSee: def('laboratory', 'Перегляд лабораторії: пробірки, їхні стани, результати'),
  crmLabSamplesWork: def('laboratory', 'Взяття біоматеріалу: пробірки, етикетки, передача в лабораторію'),
  crmLabResultsEdit: def('laboratory', 'Введення і зміна результатів аналізів'),
  crmLabResultsApprove: def('laboratory', 'Затвердження результатів аналізів'),
  crmLabErrorsEdit: def('laboratory', 'Реєстрація лабораторних помилок'),
  crmSystemUpdateAlert: def('system', 'Сповіщення про оновлення системи'),
} as const

export type PermissionName = keyof typeof permissionCatalogue
export const permissionNames = Object.keys(permissionCatalogue) as PermissionName[]

export function isPermissionName(name: string): name is PermissionName {
  return Object.hasOwn(permissionCatalogue, name)
}
