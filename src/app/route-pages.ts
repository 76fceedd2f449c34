/**
 * The pages attached to the navigation routes (domain/navigation), by route path. A route with no
 * entry here shows the honest "not available yet" page, so attaching a page is one line.
 */
import { navRoutes } from '../../domain/navigation/nav-routes'
import { notBuiltSections } from '../../domain/navigation/not-built'
import { lazyPage, type LazyPage } from './lazy-page'
import { allResources } from '../../domain/resources/registry'
import { settingsRecords } from '../../domain/resources/settings-records'
import { reports } from '../../domain/reports/reports'

const resourcePage = lazyPage(() => import('../ui/resource/resource-page'), 'ResourcePage')
const priceListPage = lazyPage(() => import('../features/price-lists/price-list-page'), 'PriceListPage')
const positionSetsPage = lazyPage(
  () => import('../features/price-lists/position-sets-page'),
  'PositionSetsPage',
)
const mcTestPage = lazyPage(() => import('../features/mc-tests/mc-test-page'), 'McTestPage')
const reportPage = lazyPage(() => import('../features/reports/report-page'), 'ReportPage')
const stockDocumentPage = lazyPage(
  () => import('../features/warehouse/stock-document-page'),
  'StockDocumentPage',
)
const inventoryStatementPage = lazyPage(
  () => import('../features/warehouse/inventory-statement-page'),
  'InventoryStatementPage',
)
const settingsRecordPage = lazyPage(() => import('../ui/resource/settings-record-page'), 'SettingsRecordPage')

export const routePages: Readonly<Record<string, LazyPage>> = {
  // Every route of a registered resource (domain/resources/registry.ts) shows its generic page.
  ...Object.fromEntries(allResources().map((r) => [r.route, resourcePage])),
  // Every settings record (domain/resources/settings-records.ts) shows the generic form, unless below.
  ...Object.fromEntries(settingsRecords.map((r) => [r.route, settingsRecordPage])),
  // Every report (domain/reports/reports.ts) shows the generic report page.
  ...Object.fromEntries(reports.map((r) => [`/reports/${r.name}`, reportPage])),
  '/warehouse': lazyPage(() => import('../features/warehouse/stock-documents-page'), 'StockDocumentsPage'),
  '/warehouse/documents/new': stockDocumentPage,
  '/warehouse/documents/:id': stockDocumentPage,
  '/cash-desk': lazyPage(() => import('../features/cash-desk/cash-desk-page'), 'CashDeskPage'),
  '/laboratory/results': lazyPage(
    () => import('../features/lab-results/lab-worklist-page'),
    'LabWorklistPage',
  ),
  '/laboratory/results/:orderId': lazyPage(
    () => import('../features/lab-results/lab-result-entry-page'),
    'LabResultEntryPage',
  ),
  '/warehouse/inventory': lazyPage(() => import('../features/warehouse/inventory-page'), 'InventoryPage'),
  '/warehouse/inventory/new': inventoryStatementPage,
  '/warehouse/inventory/:id': inventoryStatementPage,
  '/warehouse/stock-availability': lazyPage(
    () => import('../features/warehouse/stock-availability-page'),
    'StockAvailabilityPage',
  ),
  '/settings/general/cities-filial': lazyPage(
    () => import('../features/settings/cities-filial-page'),
    'CitiesFilialPage',
  ),
  '/settings/medical-center/schedule': lazyPage(
    () => import('../features/schedule/schedule-page'),
    'SchedulePage',
  ),
  '/settings/laboratory/cities': lazyPage(
    () => import('../features/laboratory/lab-cities-page'),
    'LabCitiesPage',
  ),
  '/settings/general/modules': lazyPage(
    () => import('../features/settings/system-modules-page'),
    'SystemModulesPage',
  ),
  '/laboratory/collection': lazyPage(
    () => import('../features/laboratory/collection/collection-page'),
    'CollectionPage',
  ),
  '/laboratory/labels/:orderId': lazyPage(() => import('../features/lab-labels/labels-page'), 'LabelsPage'),
  '/settings/laboratory/analyzers': lazyPage(
    () => import('../features/analyzers/analyzers-page'),
    'AnalyzersPage',
  ),
  '/settings/laboratory/barcodes': lazyPage(
    () => import('../features/analyzers/barcode-settings-page'),
    'BarcodeSettingsPage',
  ),
  '/settings/general/basic-settings': lazyPage(
    () => import('../features/settings/basic-settings-page'),
    'BasicSettingsPage',
  ),
  '/settings/integrations/sms': lazyPage(
    () => import('../features/notifications/sms-settings-page'),
    'SmsSettingsPage',
  ),
  '/settings/integrations/sms/templates': lazyPage(
    () => import('../features/notifications/notification-templates-page'),
    'NotificationTemplatesPage',
  ),
  '/settings/integrations/telegram': lazyPage(
    () => import('../features/notifications/telegram-pages'),
    'TelegramSettingsPage',
  ),
  '/settings/integrations/telegram/chats': lazyPage(
    () => import('../features/notifications/telegram-pages'),
    'TelegramChatsPage',
  ),
  '/reports/log-notification': lazyPage(
    () => import('../features/notifications/notification-log-page'),
    'NotificationLogPage',
  ),
  '/settings/protocols/constructors': lazyPage(
    () => import('../features/protocols/constructor/constructor-page'),
    'ConstructorPage',
  ),
  '/': lazyPage(() => import('../features/home/home-page'), 'HomePage'),
  '/403': lazyPage(() => import('../features/errors/forbidden-page'), 'ForbiddenPage'),
  '/sync': lazyPage(() => import('../features/sync/sync-page'), 'SyncPage'),
  '/clients': lazyPage(() => import('../features/clients/client-list-page'), 'ClientListPage'),
  '/clients/create': lazyPage(() => import('../features/clients/client-create-page'), 'ClientCreatePage'),
  '/clients/profile/:clientId': lazyPage(
    () => import('../features/clients/client-profile-page'),
    'ClientProfilePage',
  ),
  '/clients/profile/:clientId/edit': lazyPage(
    () => import('../features/clients/client-edit-page'),
    'ClientEditPage',
  ),
  '/mc-cart/:id?': lazyPage(() => import('../features/cart/cart-page'), 'CartPage'),
  '/settings/general/personal-settings': lazyPage(
    () => import('../features/settings/personal-settings-page'),
    'PersonalSettingsPage',
  ),
  '/settings/general/rights': lazyPage(() => import('../features/rights/rights-page'), 'RightsPage'),
  '/settings/general/staff': lazyPage(() => import('../features/staff/staff-page'), 'StaffPage'),
  '/settings/general/promo-codes': lazyPage(
    () => import('../features/promo-codes/promo-codes-page'),
    'PromoCodesPage',
  ),
  '/settings/finances/price-lists': lazyPage(
    () => import('../features/price-lists/price-lists-page'),
    'PriceListsPage',
  ),
  '/settings/finances/price-lists/create': priceListPage,
  '/settings/finances/mc-tests': lazyPage(() => import('../features/mc-tests/mc-tests-page'), 'McTestsPage'),
  '/settings/finances/mc-tests/create': mcTestPage,
  '/settings/finances/mc-tests/:id': mcTestPage,
  '/settings/finances/position': lazyPage(
    () => import('../features/price-lists/item-positions-page'),
    'ItemPositionsPage',
  ),
  '/settings/finances/mass-attachment': lazyPage(
    () => import('../features/price-lists/mass-attachment-page'),
    'MassAttachmentPage',
  ),
  '/settings/finances/price-lists/:id': priceListPage,
  '/settings/finances/price-lists/:priceListId/group-positions': positionSetsPage,
  '/settings/finances/price-lists/:priceListId/group-positions/create': positionSetsPage,
  '/settings/finances/price-lists/:priceListId/group-positions/:id': positionSetsPage,
  '/settings/finances/insurance-companies': lazyPage(
    () => import('../features/contractors/contractors-page'),
    'ContractorsPage',
  ),
  '/settings/finances/insurance-companies/create': lazyPage(
    () => import('../features/contractors/contractor-page'),
    'ContractorCreatePage',
  ),
  '/settings/finances/insurance-companies/:id': lazyPage(
    () => import('../features/contractors/contractor-page'),
    'ContractorPage',
  ),
  '/settings/finances/insurance-companies/:id/contract-profile': lazyPage(
    () => import('../features/contractors/contract-profile-page'),
    'ContractProfilePage',
  ),
  '/settings/finances/services': lazyPage(() => import('../features/services/services-page'), 'ServicesPage'),
  '/mc-registry': lazyPage(() => import('../features/registry/registry-page'), 'RegistryPage'),
  '/mc-registry/not-finished-orders': lazyPage(
    () => import('../features/orders/order-list-page'),
    'NotFinishedOrdersPage',
  ),
  '/mc-registry/without-schedule': lazyPage(
    () => import('../features/orders/order-list-page'),
    'WithoutScheduleOrdersPage',
  ),
  '/mc-registry/previous-order': lazyPage(
    () => import('../features/registry-entries/previous-entries-page'),
    'PreviousEntriesPage',
  ),
  '/mc-registry/cabinets': lazyPage(() => import('../features/registry/cabinets-page'), 'CabinetsPage'),
  '/mc-registry/doctors-arm': lazyPage(
    () => import('../features/registry/doctors-arm-page'),
    'DoctorsArmPage',
  ),
  '/protocol/:id/print': lazyPage(
    () => import('../features/protocols/protocol-print-page'),
    'ProtocolPrintPage',
  ),
  '/protocol/:id/print/calendar': lazyPage(
    () => import('../features/print/protocol-calendar-page'),
    'ProtocolCalendarPage',
  ),
  '/print/doctor': lazyPage(() => import('../features/print/doctor-day-print-page'), 'DoctorDayPrintPage'),
  '/print/patient': lazyPage(() => import('../features/print/patient-print-page'), 'PatientPrintPage'),
  '/print/prescription': lazyPage(
    () => import('../features/print/prescription-print-page'),
    'PrescriptionPrintPage',
  ),
  '/protocol/:id': lazyPage(() => import('../features/protocols/protocol-page'), 'ProtocolPage'),
  '/mc-registry/queue': lazyPage(() => import('../features/registry-queue/queue-page'), 'QueuePage'),
  '/mc-registry/call-list': lazyPage(
    () => import('../features/registry-calls/call-list-page'),
    'CallListPage',
  ),
  '/mc-orders': lazyPage(() => import('../features/orders/order-list-page'), 'OrderListPage'),
  '/task-manager': lazyPage(() => import('../features/tasks/task-list-page'), 'TaskListPage'),
  '/task-manager/create': lazyPage(() => import('../features/tasks/task-create-page'), 'TaskCreatePage'),
  '/task-manager/kanban': lazyPage(() => import('../features/tasks/task-board-page'), 'TaskBoardPage'),
  '/task-manager/:id': lazyPage(() => import('../features/tasks/task-card-page'), 'TaskCardPage'),
}

export const NotAvailablePage = lazyPage(
  () => import('../features/errors/not-available-page'),
  'NotAvailablePage',
)

/** The sections with routes that still show "not available" (the README's "Not built yet" list). */
export function notBuiltYet() {
  return notBuiltSections(navRoutes, new Set(Object.keys(routePages)))
}
