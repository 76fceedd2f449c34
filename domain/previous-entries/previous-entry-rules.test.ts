import { describe, expect, it } from 'vitest'
import { earliestDeadline } from './previous-entry-rules'
import { previousEntryCreateSchema } from './previous-entry.schema'

describe('previous-entry rules', () => {
  it('lets the deadline start on the Kyiv day of now minus 24 hours', () => {
    expect(earliestDeadline(new Date('2026-03-04T08:00:00Z'))).toBe('2026-03-03')
    // 00:30 on 5 March in Kyiv: 24 hours earlier is still 4 March there.
    expect(earliestDeadline(new Date('2026-03-04T22:30:00Z'))).toBe('2026-03-04')
  })

  it('says the spec’s words for a missing doctor, deadline and type', () => {
    const r = previousEntryCreateSchema.safeParse({ clientId: 1 })
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['doctorId', 'Виберіть лікаря'],
      ['deadlineAt', 'Виберіть крайній термін'],
      ['type', 'Виберіть тип звернення'],
    ])
  })

  it('reads isNearVisit as 1/0 or true/false, and needs a client', () => {
    const base = { doctorId: 1, deadlineAt: '2026-03-10', type: 2 }
    expect(previousEntryCreateSchema.parse({ ...base, clientId: 1, isNearVisit: 1 }).isNearVisit).toBe(true)
    expect(previousEntryCreateSchema.parse({ ...base, clientId: 1, isNearVisit: false }).isNearVisit).toBe(
      false,
    )
    const none = previousEntryCreateSchema.safeParse({ ...base, client: { surname: '' } })
    expect(none.error?.issues).toEqual([
      expect.objectContaining({ path: ['clientId'], message: 'Виберіть пацієнта' }),
    ])
  })
})
