/** The queries of domain/reports/reports-people.ts (report-sql.ts has the shared parts). */
import type { ReportSource } from './report-sql'

export const peopleSources: Record<string, ReportSource> = {}
