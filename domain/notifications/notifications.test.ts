import { describe, expect, it } from 'vitest'
import { plural, renderTemplate, sampleValues, unknownPlaceholders } from './templates'
import { notificationTemplates } from './notifications.resources'

describe('templates', () => {
  it('fill known placeholders, mark a missing value and keep unknown braces as typed', () => {
    expect(
      renderTemplate('{patient}, {orderCode} о {time}; {other}', { patient: 'Олена', orderCode: 'MC-1' }),
    ).toBe('Олена, MC-1 о —; {other}')
    expect(unknownPlaceholders('{patient} {pacient} {pacient} {date}')).toEqual(['pacient'])
  })

  it('count in Ukrainian', () => {
    expect([1, 2, 5, 11, 21, 22, 25].map((n) => plural(n, ['послуга', 'послуги', 'послуг']))).toEqual([
      '1 послуга',
      '2 послуги',
      '5 послуг',
      '11 послуг',
      '21 послуга',
      '22 послуги',
      '25 послуг',
    ])
  })

  it('are checked as a resource: placeholders, the channel’s length, a letter’s subject', () => {
    const check = (row: Parameters<NonNullable<typeof notificationTemplates.check>>[0]) =>
      notificationTemplates.check!(row)
    const base = { event: 'order_confirmed', channel: 'sms', text: '{patient}' } as const
    expect(check({ ...base })).toEqual({})
    expect(check({ ...base, text: '{pacient}' })).toEqual({ text: 'Невідомі підстановки: {pacient}' })
    expect(check({ ...base, text: 'я'.repeat(662) }).text).toMatch(/не довше 661/)
    expect(check({ ...base, channel: 'email' })).toEqual({ subject: 'Для листа потрібна тема' })
    expect(renderTemplate('{date} {services}', sampleValues)).toBe('02.12.2026 3 послуги')
  })

  it('about a task: Telegram only, and only the placeholders a task can fill', () => {
    const check = (row: Parameters<NonNullable<typeof notificationTemplates.check>>[0]) =>
      notificationTemplates.check!(row)
    const task = { event: 'task_assigned', channel: 'telegram', text: '№{taskNumber}: {taskTitle}' } as const
    expect(check({ ...task })).toEqual({})
    expect(check({ ...task, channel: 'sms' })).toEqual({
      channel: 'Про задачі пише лише Telegram-бот — у чати співробітників',
    })
    expect(check({ ...task, text: '{orderCode} {taskNumber}' })).toEqual({
      text: 'Для цієї події немає підстановок: {orderCode}',
    })
    expect(check({ event: 'order_confirmed', channel: 'sms', text: '{taskTitle} {pacient}' })).toEqual({
      text: 'Невідомі підстановки: {taskTitle}, {pacient}',
    })
  })
})
