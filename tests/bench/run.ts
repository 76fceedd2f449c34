/** npm run bench — prints every measured figure. Builds the PWA first if needed. */
import { buildIfNeeded } from '../../server/cli/build-if-needed'
import { signInBundleSize } from './bundle-size'
import { coldStart } from './cold-start'
import { clientSearchBench, formatClientSearch } from './client-search.bench'
import { clientSearchLoad, formatClientSearchLoad } from './client-search-load'
import { formatOutboxDrain, outboxDrain } from './outbox-drain'
import { measurePricing } from './pricing.bench'
import { referenceLoad } from './reference-load'
import { syncPushBench } from './sync-push'
import { formatOfflineClientSearch, offlineClientSearch } from './offline-client-search'
import { taskBoardBench } from './task-board'
import { cartPreviewBench, formatCartPreview } from './cart-preview'
import { cartScreenBench, formatCartScreen } from './cart-screen'
import { formatUpdateCalculation, updateCalculationBench } from './update-calculation'
import { formatResourceList, resourceListBench } from './resource-list'
import { formatPriceListExcel, priceListExcelBench } from './price-list-excel'
import { formatRegistry, registryBench } from './registry'
import { formatProtocolFormulas, protocolFormulasBench } from './protocol-formulas'
import { formatNotifications, notificationsBench } from './notifications'
import { formatReports, reportsBench } from './reports'
import { formatReportExport, reportExportBench } from './report-export'
import { formatReportLoad, reportLoadBench } from './report-load'
import { analyzerIngestBench, formatAnalyzerIngest } from './analyzer-ingest'
import { formatLabelRender, labelRenderBench } from './label-render'
import { formatStockAvailability, stockAvailabilityBench } from './stock-availability'

await buildIfNeeded('dist')
const size = signInBundleSize()
console.log(
  `sign-in page initial JS: ${size.gzipKb.toFixed(1)} KB gzipped (${size.rawKb.toFixed(1)} KB raw, ${size.files} files); budget 200 KB gzipped → ${size.gzipKb <= 200 ? 'OK' : 'OVER'}`,
)
const start = await coldStart()
console.log(
  `server start to healthy: fresh data folder ${(start.freshMs / 1000).toFixed(1)} s (initdb, migrate, demo seed); existing data ${(start.warmMs / 1000).toFixed(1)} s`,
)
const pricing = await measurePricing(200, 1000)
console.log(
  `cart pricing (domain/pricing, 200 lines × 1000 runs): median ${pricing.medianMs.toFixed(2)} ms, p95 ${pricing.p95Ms.toFixed(2)} ms`,
)
const push = await syncPushBench()
console.log(
  `sync push (${push.db}): ${push.pushPerSec.toFixed(0)} items/s in batches (target ≥ 500); one request per write ${push.singlePerSec.toFixed(0)} items/s`,
)
console.log(formatOutboxDrain(await outboxDrain()))
const refs = await referenceLoad()
console.log(
  `reference load in Chromium, ${refs.rows} rows to searchable: ours ${(refs.oursMs / 1000).toFixed(2)} s, per-row bulkPut ${(refs.naiveMs / 1000).toFixed(2)} s (${refs.ratio.toFixed(1)}×)`,
)
console.log(formatClientSearch(await clientSearchBench(Number(process.env.BENCH_CLIENTS ?? 100_000))))
console.log(formatClientSearchLoad(await clientSearchLoad()))
console.log(formatOfflineClientSearch(await offlineClientSearch()))
console.log(formatUpdateCalculation(await updateCalculationBench()))
const board = await taskBoardBench()
console.log(
  `task board in Chromium, ${board.tasks} tasks: first open ${(board.coldRenderMs / 1000).toFixed(2)} s, reopen ${(board.warmRenderMs / 1000).toFixed(2)} s; ` +
    `longest main-thread task ${board.longestTaskMs.toFixed(0)} ms (scrolling ${board.longestScrollTaskMs.toFixed(0)} ms), ${board.tasksOver50ms} over 50 ms (target: none)`,
)
console.log(formatCartPreview(await cartPreviewBench()))
console.log(formatCartScreen(await cartScreenBench()))
console.log(formatResourceList(await resourceListBench()))
console.log(formatPriceListExcel(await priceListExcelBench()))
console.log(formatRegistry(await registryBench()))
console.log(formatProtocolFormulas(await protocolFormulasBench()))
console.log(formatNotifications(await notificationsBench()))
console.log(formatReports(await reportsBench()))
console.log(formatReportExport(await reportExportBench()))
console.log(formatReportLoad(await reportLoadBench()))
console.log(formatAnalyzerIngest(await analyzerIngestBench()))
console.log(formatLabelRender(labelRenderBench()))
console.log(formatStockAvailability(await stockAvailabilityBench()))
