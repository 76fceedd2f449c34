/**
 * Default roles: sets of permissions. Stored in the database (the rights screen edits them); these
 * are the defaults that the seed writes and that "reset to defaults" restores. Role names are never
 * shown to users (spec 000 §1), only to administrators on the rights screen.
 */
import { permissionNames, type PermissionName } from './catalogue'

const reports = permissionNames.filter(
  (p) => p.startsWith('crmReports') || p.startsWith('show') || p.startsWith('canShow'),
)

const common: PermissionName[] = ['crmClientsSee', 'crmTasksSee', 'crmTasksEdit', 'crmReferencesSee']

export const defaultRoles: Record<string, { name: string; permissions: readonly PermissionName[] }> = {
  admin: { name: 'Адміністратор', permissions: permissionNames },
  registrar: {
    name: 'Реєстратор',
    permissions: [
      ...common,
      'crmMcRegistrySee',
      'crmMcOrdersShow',
      'crmMcOrdersEditOwn',
      'crmClientsEdit',
      'crmPreviousOrdersEdit',
      'reportByOrderRegistrar',
    ],
  },
  doctor: {
    name: 'Лікар',
    permissions: [
      ...common,
      'crmMcRegistrySee',
      'crmProtocolsCreate',
      'crmProtocolsApprove',
      'crmReportsDoctorsServicesSee',
    ],
  },
  cashier: {
    name: 'Касир',
    permissions: [
      ...common,
      'crmMcOrdersShow',
      'crmMcOrdersEditAll',
      'crmReportsCashboxSee',
      'crmCashboxWork',
      'crmClientsEdit',
    ],
  },
  lab: {
    name: 'Лаборант',
    permissions: [
      ...common,
      'crmReportsLabSee',
      'crmReportsLabTestsJournalSee',
      'showPcrReportsPage',
      'showTimingReportPage',
      'crmReportsDoneTestsTimingByUser',
      'crmReportsErrorsSee',
      'crmLabSee',
      'crmLabSamplesWork',
      'crmLabResultsEdit',
      'crmLabResultsApprove',
      'crmLabErrorsEdit',
    ],
  },
  callcenter: {
    name: 'Оператор кол-центру',
    permissions: [
      ...common,
      'crmMcRegistrySee',
      'crmMcOrdersShow',
      'crmMcOrdersEditOwn',
      'crmClientsEdit',
      'crmPreviousOrdersEdit',
      'telephonyByOperatorsReport',
    ],
  },
  warehouse: {
    name: 'Комірник',
    permissions: [
      // Stock work needs no patient records: the warehouse reads no client cards (least privilege),
      // nor the task manager, whose tasks are about patients (and carry their data).
      ...common.filter((p) => p !== 'crmClientsSee' && p !== 'crmTasksSee' && p !== 'crmTasksEdit'),
      'crmWarehouseSee',
      'crmWarehouseEdit',
      'warehouseOperationsReport',
      'expiredGoodsReport',
      'crmWarehouseClientReport',
    ],
  },
}

/** Report permissions, for tests and the rights screen. */
export const reportPermissions = reports
