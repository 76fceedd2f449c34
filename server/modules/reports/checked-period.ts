/**
 * A report's period as the API takes it (the reports and the notification log): the Kyiv days checked
 * by domain/reports/report-period.ts — a 422 with the problem on its field in the spec's words — and
 * answered as the half-open instants they cover.
 */
import { DomainError, errorMessages } from '../../../domain/api/errors'
import { periodErrors, periodInstants } from '../../../domain/reports/report-period'

export function checkedPeriod(q: { from?: string; to?: string }): { start: Date; end: Date } {
  const problems = periodErrors(q.from, q.to)
  if (Object.keys(problems).length > 0)
    throw new DomainError('validation_failed', 422, errorMessages.validation_failed, {
      errors: Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, [v]])),
    })
  return periodInstants(q.from!, q.to!)
}
