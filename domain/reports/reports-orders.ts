/**
 * Reports over orders by filial, insurance company, registrar, service and test, and the top-10 lists — one definition each (define-report.ts).
 */
import type { ReportDefinition } from './define-report'

export const ordersReports: readonly ReportDefinition[] = []
