/**
 * Reports (spec 000 §2.2, §6; spec 001 §2) in the menu's eight groups. Each report is gated by the
 * permission of spec 000 §6 that its name implies; README.md beside this file lists the mapping and
 * the choices made where the spec names a permission but no page, or a page but no permission.
 */
import type { PermissionName } from '../permissions/catalogue'
import type { SystemModuleKey } from '../settings/system-modules'
import type { NavIconName, NavNode } from './nav-node'

const report = (
  slug: string,
  title: string,
  permissions: readonly PermissionName[],
  disabled?: true,
  module?: SystemModuleKey,
): NavNode => ({
  key: slug,
  title,
  path: `/reports/${slug}`,
  permissions,
  ...(disabled && { disabled }),
  ...(module && { module }),
})

const group = (key: string, title: string, icon: NavIconName, children: NavNode[]): NavNode => ({
  key,
  title,
  icon,
  children,
})

export const reportGroups: readonly NavNode[] = [
  group('marketing', 'Маркетинг', 'megaphone', [
    report('doctors', 'Звіт по лікарях', ['crmReportsDoctorsSee']),
    report('organisations', 'Звіт по направляючих організаціях', ['crmReportsOrganisationsSee']),
    report('sales-funnel', 'Воронка продажів', ['crmReportsSalesFunnelSee']),
    report('add-sale', 'Додаткові продажі', ['crmReportsAddSaleSee'], undefined, 'upselling'),
    report('clients-report', 'Звіт по клієнтах', ['showClientsReport']),
    report('doctor-repeats', 'Повторні візити до лікарів', ['showClientsReport']),
  ]),
  group('nps', 'NPS', 'smile', [
    report('nps-employees', 'NPS по співробітниках', ['crmMarketingNps']),
    report('nps-employees-detailing', 'NPS по співробітниках: деталізація', ['crmMarketingNps']),
  ]),
  group('top', 'Топ продажів', 'trophy', [
    report('top-sales-doctors', 'Топ лікарів', ['crmStatisticSee']),
    report('top-sales-insurance-companies', 'Топ страхових компаній', ['crmStatisticSee']),
    report('top-sales-services', 'Топ послуг', ['crmStatisticSee']),
  ]),
  group('finance', 'Фінанси', 'wallet', [
    report('finance-analyzes', 'Фінанси: аналізи', ['crmReportsFinanceAnalyzesSee']),
    report('finance-servants', 'Фінанси: послуги', ['crmReportsFinanceServantsSee']),
    report('finance-doctors-salaries', 'Зарплати лікарів', ['crmReportsFinanceDoctorsSalariesSee']),
    report('cashbox', 'Каса', ['crmReportsCashboxSee']),
    report('sales', 'Продажі', ['crmStatisticSee']),
    report('filial', 'Продажі по філіалах', ['crmStatisticSee']),
    report('summary-services-tests', 'Зведення послуг і аналізів', ['crmReportsSummaryServicesTestsSee']),
    report('insurance-companies', 'Страхові компанії', ['crmReportsInsuranceCompaniesSee']),
    report('doctor-services', 'Послуги лікарів', ['crmReportsDoctorsServicesSee']),
  ]),
  group('stock', 'Склад', 'warehouse', [
    report('warehouse-clients', 'Клієнти складу', ['crmWarehouseClientReport']),
    report('warehouse-operations', 'Складські операції', ['warehouseOperationsReport']),
    report('expired-goods', 'Прострочені товари', ['expiredGoodsReport']),
  ]),
  group('call-centre', 'Кол-центр', 'headset', [
    report('telephony-by-operators', 'Телефонія по операторах', ['telephonyByOperatorsReport']),
    report('report-by-order-registrar', 'Замовлення по реєстраторах', ['reportByOrderRegistrar']),
  ]),
  group('other', 'Інші', 'folder', [
    report('activity-report', 'Активність користувачів', ['crmReportsLogUserActivity']),
    report('log-notification', 'Журнал сповіщень', ['crmReportsLogNotificationSee']),
    report('pick-up-point', 'Пункти забору', ['crmReportsPointSee', 'crmReportsPointSeeOwnPoint'], true),
    report('logistics', 'Логістика', ['crmReportsLogisticSee'], true),
  ]),
  group('laboratory', 'Лабораторія', 'flask-conical', [
    report('results-plr', 'Результати ПЛР', ['showPcrReportsPage']),
    report('timing', 'Таймінг', ['showTimingReportPage']),
    report('done-tests-timing-by-user-report', 'Таймінг виконаних аналізів по користувачах', [
      'crmReportsDoneTestsTimingByUser',
    ]),
    report('diagnostic-report-e-health', 'Діагностичні звіти eHealth', ['canShowDiagnosticReportEHealth']),
    report('analyzes-report', 'Звіт по аналізах', ['canShowAnalyzesReport'], true),
    report('e-health-logs', 'Журнали eHealth', ['canShowEHealthSettings'], true),
    report(
      'laboratory',
      'Лабораторний журнал',
      ['crmReportsLabSee', 'crmReportsLabTestsJournalSee', 'crmReportsErrorsSee'],
      true,
    ),
  ]),
]

/** Every report permission: the Reports parent is shown only to a user holding one of them. */
export const reportMenuPermissions: readonly PermissionName[] = [
  ...new Set(reportGroups.flatMap((g) => g.children ?? []).flatMap((r) => r.permissions ?? [])),
]

export const reportsNav: NavNode = {
  key: 'reports',
  title: 'Звіти',
  icon: 'chart-column',
  permissions: reportMenuPermissions,
  children: reportGroups,
}
