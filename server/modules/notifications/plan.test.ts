import { describe, expect, it } from 'vitest'
import { notificationSettingsRecord } from '../../../domain/notifications/notifications.resources'
import { reminderAt } from './plan'

const settings = {
  ...notificationSettingsRecord.defaults,
  reminderTime: '18:00',
  hoursAfterSave: 2,
  minutesAfterConfirm: 5,
}

describe('a visit’s reminder', () => {
  it('goes the day before at the reminder time, Kyiv time, summer and winter', () => {
    const now = new Date('2026-11-27T09:00:00Z')
    expect(reminderAt(new Date('2026-12-02T07:30:00Z'), now, settings)?.toISOString()).toBe(
      '2026-12-01T16:00:00.000Z',
    )
    const june = new Date('2026-06-01T09:00:00Z')
    expect(reminderAt(new Date('2026-06-10T07:30:00Z'), june, settings)?.toISOString()).toBe(
      '2026-06-09T15:00:00.000Z',
    )
  })

  it('goes soon after confirmation when that time has passed, and not at all for a visit too close', () => {
    const now = new Date('2026-12-01T17:00:00Z') // 19:00 in Kyiv, the evening before
    expect(reminderAt(new Date('2026-12-02T07:30:00Z'), now, settings)?.toISOString()).toBe(
      '2026-12-01T17:05:00.000Z',
    )
    expect(reminderAt(new Date('2026-12-01T18:30:00Z'), now, settings)).toBeNull()
    expect(reminderAt(new Date('2026-12-01T16:00:00Z'), now, settings)).toBeNull()
  })
})
