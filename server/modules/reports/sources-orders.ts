/** The queries of domain/reports/reports-orders.ts (report-sql.ts has the shared parts). */
import type { ReportSource } from './report-sql'

export const ordersSources: Record<string, ReportSource> = {}
