/**
 * Reports over doctors, sending organisations, clients and NPS — one definition each (define-report.ts).
 */
import type { ReportDefinition } from './define-report'

export const peopleReports: readonly ReportDefinition[] = []
