/**
 * A valid record of any resource, made from its definition alone, so the generic suites test a new
 * resource the day it is registered: text fields get a unique Ukrainian text, system names and codes a
 * unique Latin one, references the id of an existing row of the referenced resource (or of the lookup
 * set, under `lookupKey(name)`), a list of sub-rows one row made from its sub-fields (or none, when the
 * list's schema refuses that row).
 */
import { z } from 'zod'
import { widgetOf, type AnyResource, type FieldSpec } from '../../domain/resources/define-resource'

const fits = (schema: z.core.$ZodType | undefined, v: unknown) => !!schema && z.safeParse(schema, v).success

let n = 0

/** The key of a lookup set's existing id in `refIds` (resource names and lookup names may meet). */
export const lookupKey = (name: string) => `lookup:${name}`

/** Field values for a create; `refIds` gives an existing id of each referenced resource. */
export function sampleRecord(def: AnyResource, refIds: Record<string, number>): Record<string, unknown> {
  return { ...sampleFields(def.form, def.fields, refIds), ...(crossField[def.name]?.() ?? {}) }
}

function sampleFields(
  form: Readonly<Record<string, FieldSpec>>,
  schemas: Readonly<Record<string, z.core.$ZodType | undefined>>,
  refIds: Record<string, number>,
): Record<string, unknown> {
  const tag = `${Date.now().toString(36)}${(n++).toString(36)}`
  const out: Record<string, unknown> = {}
  for (const [key, spec] of Object.entries(form)) {
    if (spec.readOnly) continue
    const widget = widgetOf(spec)
    if (spec.ref) out[key] = refIds[spec.ref]
    else if (spec.lookup) out[key] = refIds[lookupKey(spec.lookup)]
    else if (spec.rows) {
      const list = schemas[key]
      // A list with a default (e.g. a template's linked services) is an array inside.
      const array = list instanceof z.ZodDefault ? list.unwrap() : list
      const element = array instanceof z.ZodArray ? (array.element as z.ZodObject) : undefined
      const row = element ? sampleFields(spec.rows.fields, element.shape, refIds) : {}
      out[key] = fits(list, [row]) ? [row] : []
    } else if (spec.options?.[0])
      out[key] = spec.numeric ? Number(spec.options[0].value) : spec.options[0].value
    else if (widget === 'checkbox') out[key] = true
    else if (widget === 'color') out[key] = '#2a7ab0'
    else if (widget === 'number' || widget === 'decimal' || widget === 'money')
      out[key] = [1, 5, 30].find((v) => fits(schemas[key], v)) ?? 1
    else if (widget === 'time') out[key] = null
    else if (widget === 'date') out[key] = '2026-01-15'
    else if (widget === 'list') out[key] = []
    else {
      // The first of the usual shapes the field's own schema accepts: a text, a Latin system name, a tax
      // code, an e-mail, a web address.
      const digits = String(1_000_000_000 + ((Date.now() * 97 + n) % 8_999_999_999)).slice(0, 10)
      const shapes = /systemName|code/i.test(key)
        ? [`t_${tag}`, digits, `${spec.label} ${tag}`]
        : [`${spec.label} ${tag}`, `t_${tag}`, digits, `t${tag}@clinic.example`, `https://t${tag}.example/`]
      out[key] = shapes.find((v) => fits(schemas[key], v)) ?? shapes[0]
    }
  }
  return out
}

const clock = (t: number) =>
  `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`
const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/**
 * Resources whose rules span fields or rows (domain/schedule/schedule-rules.ts): a record that keeps
 * them — a doctor's five-minute interval at night, apart from every other sample's; a future date of
 * its own with other hours.
 */
const indicator = (code: string, label: string, formula: string | null = null) => ({
  code,
  label,
  widget: 'number',
  required: formula === null,
  unit: null,
  decimals: 1,
  normMin: null,
  normMax: null,
  formula,
  parentCode: null,
})

/** Event × channel pairs the demo has no general template for (a template is unique per pair and filial). */
const freeTemplatePairs = [
  ['visit_booked', 'viber'],
  ['visit_booked', 'telegram'],
  ['visit_booked', 'email'],
  ['visit_reminder', 'viber'],
  ['visit_reminder', 'telegram'],
  ['visit_reminder', 'email'],
  ['order_confirmed', 'viber'],
] as const

const crossField: Readonly<Record<string, () => Record<string, unknown>>> = {
  // A chat id is a number (or @channel): one of its own per sample.
  'telegram-chats': () => ({ chatId: `-100${Date.now() % 1_000_000_000}${n}` }),
  // Unique per event, channel and filial, all chosen from short lists: a pair the demo leaves free.
  'notification-templates': () => {
    const [event, channel] = freeTemplatePairs[n % freeTemplatePairs.length]!
    return channel === 'email' ? { event, channel, subject: `Тема ${n} {orderCode}` } : { event, channel }
  },
  // A template's rows are checked together (codes, formulas over the other rows).
  'protocol-templates': () => ({
    indicators: [
      indicator('weight', 'Вага'),
      indicator('height', 'Зріст'),
      indicator('bmi', 'ІМТ', 'round(weight / height ^ 2, 1)'),
    ],
  }),
  'doctor-schedules': () => {
    const from = 5 * (n % 60)
    return { weekday: 7, timeFrom: clock(from), timeTo: clock(from + 5), standardDuration: 5 }
  },
  // Other hours rather than a day off: the whole-list PUT of weekend reasons may drop the reason.
  'schedule-exceptions': () => ({
    date: dayAfter('2031-01-01', n),
    dayOff: false,
    weekendReasonId: null,
    timeFrom: '00:00',
    timeTo: '00:30',
    standardDuration: 5,
  }),
}

/**
 * Resources whose valid record depends on rules across fields and on the rows already stored (a doctor's
 * intervals may not overlap): their own integration tests create them (server/modules/schedule), and the
 * form-filling journey, which types the first value each field's schema accepts, leaves their create out.
 */
export const needsOwnSample = (name: string): boolean => Object.hasOwn(crossField, name)
