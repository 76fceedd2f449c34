/**
 * The order list's period (spec 000 §9): the spec's presets and a custom range, at most 30 days long.
 *
 * "3 months" is one of the spec's shared period presets (spec 001 offers the same set in reports, where
 * long periods are fine), but the order list refuses periods over 30 days. Rather than quietly cutting
 * it to 30 days (a "3 months" list that is not three months) or letting it fail, the list keeps the
 * rule general: a preset longer than the maximum is still listed, disabled, with the reason beside it.
 * Weeks start on Monday (uk locale); all ranges are whole calendar days, both ends included — Kyiv days,
 * as the server counts them, whatever time zone the workstation's clock is set to.
 */
import { addDays, addMonths, endOfMonth, endOfWeek, format, startOfMonth, startOfWeek } from 'date-fns'
import { clinicDay } from '../../../domain/clients/client-rules'
import { periodProblem } from '../../../domain/orders/order-list.schema'

export interface Period {
  from: string
  to: string
}

const day = (d: Date) => format(d, 'yyyy-MM-dd')
const week = { weekStartsOn: 1 } as const
const range = (from: Date, to: Date): Period => ({ from: day(from), to: day(to) })

/**
 * Today's clinic (Kyiv) calendar day as a local date, for the presets' calendar arithmetic. The server
 * reads the period as Kyiv days: a workstation clock in another zone (or a browser left in UTC) would
 * otherwise end "30 days" on yesterday for the hours after Kyiv's midnight and miss today's orders.
 */
function clinicToday(now: Date): Date {
  const [y = 1970, m = 1, d = 1] = clinicDay(now).split('-').map(Number)
  return new Date(y, m - 1, d)
}

export const periodPresets = {
  'this-week': {
    label: 'Цей тиждень',
    range: (now: Date) => range(startOfWeek(now, week), endOfWeek(now, week)),
  },
  'this-and-previous-week': {
    label: 'Цей і попередній тиждень',
    range: (now: Date) => range(startOfWeek(addDays(now, -7), week), endOfWeek(now, week)),
  },
  'next-2-weeks': {
    label: 'Наступні 2 тижні',
    range: (now: Date) => range(startOfWeek(addDays(now, 7), week), endOfWeek(addDays(now, 14), week)),
  },
  'previous-2-weeks': {
    label: 'Попередні 2 тижні',
    range: (now: Date) => range(startOfWeek(addDays(now, -14), week), endOfWeek(addDays(now, -7), week)),
  },
  '30-days': { label: '30 днів', range: (now: Date) => range(addDays(now, -29), now) },
  '3-months': { label: '3 місяці', range: (now: Date) => range(addMonths(now, -3), now) },
  month: { label: 'Місяць', range: (now: Date) => range(startOfMonth(now), endOfMonth(now)) },
} as const satisfies Record<string, { label: string; range: (now: Date) => Period }>

export type PresetKey = keyof typeof periodPresets
export const CUSTOM_PERIOD = 'custom'
export type PeriodChoice = PresetKey | typeof CUSTOM_PERIOD
export const DEFAULT_PERIOD: PresetKey = '30-days'

export const bothEndsMessage = 'Вкажіть обидві дати періоду'

export const isPresetKey = (v: string): v is PresetKey => Object.hasOwn(periodPresets, v)

/** Presets the list can use now, and those over the maximum with the reason they are not offered. */
export function presetChoices(now: Date) {
  return (Object.keys(periodPresets) as PresetKey[]).map((key) => {
    const p = periodPresets[key]
    const { from, to } = p.range(clinicToday(now))
    return { key, label: p.label, from, to, refusal: periodProblem(from, to) }
  })
}

/** The period the list asks for, or the message to show by the field instead of asking. */
export function resolvePeriod(
  choice: PeriodChoice,
  custom: Partial<Period>,
  now: Date,
): { period: Partial<Period>; error: string | null } {
  if (choice !== CUSTOM_PERIOD) {
    const period = periodPresets[choice].range(clinicToday(now))
    return { period, error: periodProblem(period.from, period.to) }
  }
  // An open end would be an unbounded period: the maximum needs both.
  if (!custom.from || !custom.to) return { period: custom, error: bothEndsMessage }
  return { period: custom, error: periodProblem(custom.from, custom.to) }
}
