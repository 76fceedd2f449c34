// The list of API modules, in registration order; each area adds its routes factory here.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../app-context'
import { authRoutes } from './auth/auth.routes'
import { rightsRoutes } from './rights/rights.routes'
import { staffUsersRoutes } from './staff-users/staff-users.routes'
import { systemModulesRoutes } from './settings/system-modules.routes'
import { baseCitiesRoutes } from './settings/base-cities.routes'
import { basicSettingsRoutes } from './settings/basic-settings.routes'
import { referencesRoutes } from './references/references.routes'
import { userActivitiesRoutes } from './user-activities/user-activities.routes'
import { systemUpdateAlertRoutes } from './realtime/system-update-alert.routes'
import { ordersRoutes } from './orders/orders.routes'
import { promoCodesRoutes } from './promo-codes/promo-codes.routes'
import { servicesRoutes } from './services/services.routes'
import { mcTestsRoutes } from './mc-tests/mc-tests.routes'
import { priceListsRoutes } from './price-lists/price-lists.routes'
import { analyzersRoutes } from './analyzers/analyzers.routes'
import { barcodeSettingsRoutes } from './analyzers/barcode-settings.routes'
import { analyzerListenerRoutes } from './analyzers/analyzer-listener.routes'
import { servicesExcelRoutes } from './services-excel/services-excel.routes'
import { insuranceCompaniesRoutes } from './insurance-companies/insurance-companies.routes'
import { syncRoutes } from './sync/sync.routes'
import { personalSettingsRoutes } from './personal-settings/personal-settings.routes'
import { clientsRoutes } from './clients/clients.routes'
import { doctorsRoutes } from './doctors/doctors.routes'
import { previousEntriesRoutes } from './previous-entries/previous-entries.routes'
import { tasksRoutes } from './tasks/tasks.routes'
import { depositsRoutes } from './deposits/deposits.routes'
import { warehouseRoutes } from './warehouse/warehouse.routes'
import { freeSlotsRoutes } from './schedule/free-slots.routes'
import { registryRoutes } from './registry/registry.routes'
import { registryCallsRoutes } from './registry-calls/registry-calls.routes'
import { queueRoutes } from './registry/queue.routes'
import { protocolRequestRoutes } from './protocols/protocol-requests.routes'
import { protocolRoutes } from './protocols/protocols.routes'
import { protocolFileRoutes } from './protocols/protocol-files.routes'
import { notificationsRoutes } from './notifications/notifications.routes'
import { reportsRoutes } from './reports/reports.routes'
import { cashDeskRoutes } from './cash-desk/cash-desk.routes'
import { fiscalReceiptRoutes } from './cash-desk/fiscal-receipts.routes'
import { onlinePaymentsRoutes } from './online-payments/online-payments.routes'
import { labResultsRoutes } from './lab-results/lab-results.routes'
import { labTubesRoutes } from './lab/lab-tubes.routes'
import { labLabelsRoutes } from './lab-labels/lab-labels.routes'
import { resourceRoutes } from '../lib/crud/resource-routes'
import { lookupRoutes } from '../lib/crud/lookup-routes'
import { settingsRecordRoutes } from '../lib/crud/settings-record-routes'

export const apiModules: Array<(ctx: AppContext) => FastifyPluginAsyncZod> = [
  authRoutes,
  systemModulesRoutes,
  baseCitiesRoutes,
  basicSettingsRoutes,
  rightsRoutes,
  staffUsersRoutes,
  referencesRoutes,
  userActivitiesRoutes,
  systemUpdateAlertRoutes,
  ordersRoutes,
  promoCodesRoutes,
  servicesRoutes,
  mcTestsRoutes,
  priceListsRoutes,
  analyzersRoutes,
  barcodeSettingsRoutes,
  analyzerListenerRoutes,
  servicesExcelRoutes,
  insuranceCompaniesRoutes,
  syncRoutes,
  personalSettingsRoutes,
  notificationsRoutes,
  reportsRoutes,
  cashDeskRoutes,
  fiscalReceiptRoutes,
  onlinePaymentsRoutes,
  labResultsRoutes,
  labTubesRoutes,
  labLabelsRoutes,
  clientsRoutes,
  doctorsRoutes,
  previousEntriesRoutes,
  tasksRoutes,
  depositsRoutes,
  warehouseRoutes,
  freeSlotsRoutes,
  registryRoutes,
  registryCallsRoutes,
  queueRoutes,
  protocolRequestRoutes,
  protocolRoutes,
  protocolFileRoutes,
  resourceRoutes,
  lookupRoutes,
  settingsRecordRoutes,
]
