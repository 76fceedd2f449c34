import { describe, expect, it } from 'vitest'
import type { LookupItem } from '../../../domain/resources/lookups'
import { indexLookup, lookupRecords, searchLookup } from './lookup-search'

const tests: LookupItem[] = [
  { id: 1, code: '1001', name: 'Загальний аналіз крові з лейкоцитарною формулою' },
  { id: 2, code: '2001', name: 'Глюкоза' },
  { id: 3, code: '2002', name: 'Глікований гемоглобін (HbA1c)' },
  { id: 4, code: '3001', name: 'Тиреотропний гормон (ТТГ)' },
  { id: 5, code: '9001', name: 'Глюкозотолерантний тест', inactive: true },
  { id: 6, code: '4200', name: 'Антитіла до 2001-го штаму' },
]
const index = indexLookup(tests)
const codes = (text: string, limit?: number) => searchLookup(index, text, limit).found.map((i) => i.code)

describe('searching a lookup set on the device', () => {
  it('finds a record by part of its name, however it is typed', () => {
    expect(codes('глюк')).toEqual(['2001', '9001'])
    expect(codes('ГЛЮК')).toEqual(['2001', '9001'])
    expect(codes('gliuk')).toEqual(['2001', '9001'])
    expect(codes('гормон ттг')).toEqual(['3001'])
  })

  it('puts records whose code starts with what is typed first, and those no longer offered last', () => {
    expect(codes('2001')).toEqual(['2001', '4200'])
    expect(codes('гл')).toEqual(['2001', '2002', '9001'])
  })

  it('answers at most the limit, with the count of every match; nothing typed is every record', () => {
    expect(searchLookup(index, '', 2)).toEqual({ found: tests.slice(0, 2), total: tests.length })
    expect(searchLookup(index, 'кров', 5)).toEqual({ found: [tests[0]], total: 1 })
    expect(searchLookup(index, 'печінка').total).toBe(0)
  })

  it('reads only an answer in the set’s shape', () => {
    expect(lookupRecords({ data: tests })).toEqual(tests)
    expect(lookupRecords({ data: [{ id: 'x' }] })).toBeUndefined()
    expect(lookupRecords(undefined)).toBeUndefined()
  })
})
