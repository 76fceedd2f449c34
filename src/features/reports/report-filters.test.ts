import { describe, expect, it } from 'vitest'
import { activityReport, salesReport } from '../../../domain/reports/reports'
import { expiredGoodsReport, warehouseOperationsReport } from '../../../domain/reports/reports-warehouse'
import { formatCell, minutesText } from './report-format'
import { readReportFilters, reportQuery, withReportFilters } from './report-filters'

describe('a report’s filters in the address', () => {
  it('reads only the keys the report takes, with the first date type by default', () => {
    const params = new URLSearchParams('from=2026-03-01&to=2026-03-05&cityId=4&userIds=1,2&page=3&x=1')
    const sales = readReportFilters(salesReport, params)
    expect(reportQuery(salesReport, sales)).toBe('from=2026-03-01&to=2026-03-05&dateType=created&cityId=4')
    const activity = readReportFilters(activityReport, params)
    expect(reportQuery(activityReport, activity)).toBe('from=2026-03-01&to=2026-03-05&userIds=1,2&page=3')
    expect(reportQuery(activityReport, activity, false)).toBe('from=2026-03-01&to=2026-03-05&userIds=1,2')
  })

  it('carries several filials for a joined report, only on a report that takes a filial', () => {
    const params = new URLSearchParams('from=2026-03-01&to=2026-03-05&filialIds=4,x,7')
    const sales = readReportFilters(salesReport, params)
    expect(sales.filialIds).toEqual([4, 7])
    expect(reportQuery(salesReport, sales)).toBe(
      'from=2026-03-01&to=2026-03-05&dateType=created&filialIds=4,7',
    )
    expect(readReportFilters(activityReport, params).filialIds).toEqual([])
  })

  it('drops what is not a day or an id', () => {
    const f = readReportFilters(salesReport, new URLSearchParams('from=1.3.2026&to=2026-03-05&filialId=abc'))
    expect(f.from).toBe('')
    expect(f.ids.filialId).toBe('')
  })

  it('takes no period for a report of the stock as it is now, and only a document type or days it knows', () => {
    const params = new URLSearchParams(
      'from=2026-03-01&to=2026-03-05&warehouseId=2&expiringDays=14&operationKind=order',
    )
    const expired = readReportFilters(expiredGoodsReport, params)
    expect(reportQuery(expiredGoodsReport, expired)).toBe('warehouseId=2&expiringDays=14&page=1')
    const operations = readReportFilters(warehouseOperationsReport, params)
    expect(reportQuery(warehouseOperationsReport, operations, false)).toBe(
      'from=2026-03-01&to=2026-03-05&warehouseId=2&operationKind=order',
    )
    const bad = new URLSearchParams('expiringDays=99999&operationKind=constructor')
    expect(readReportFilters(expiredGoodsReport, bad).ids.expiringDays).toBe('')
    expect(readReportFilters(warehouseOperationsReport, bad).ids.operationKind).toBe('')
  })

  it('starts again on the first page after «Сформувати»', () => {
    const next = withReportFilters(activityReport, {
      from: '2026-03-01',
      to: '2026-03-02',
      dateType: '',
      ids: {},
      userIds: [3],
      filialIds: [],
    })
    expect(next.toString()).toBe('from=2026-03-01&to=2026-03-02&userIds=3')
  })
})

describe('a report’s cells', () => {
  it('are written by their column’s kind', () => {
    expect(minutesText(425)).toBe('7 год 05 хв')
    expect(minutesText(0)).toBe('0 год 00 хв')
    expect(formatCell('day', '2026-03-02')).toBe('02.03.2026')
    // 21:30 UTC on 31 March is 00:30 of 1 April in Kyiv (summer time).
    expect(formatCell('datetime', '2026-03-31T21:30:00.000Z')).toBe('01.04.2026 00:30')
    expect(formatCell('int', null)).toBe('')
  })
})
