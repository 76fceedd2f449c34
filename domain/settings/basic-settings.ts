/**
 * Basic settings of the installation (spec 001 §2 general/basic-settings, gated by crmMainSettingsEdit
 * in spec 000 §6): the medical centre's data, its legal information and the contact centre's hours
 * (spec 001 §1: Monday to Friday 8:00–18:00, Saturday 9:00–16:00). Every field is needed: the form
 * says 'Заповніть всі поля' when one is missing (spec 001 §5), and so does the server.
 */
import { z } from 'zod'
import { text, version } from '../api/scalars'

export const FILL_ALL_FIELDS = 'Заповніть всі поля'

const field = (max = 255) => text().trim().max(max, `Не довше ${max} символів`)
const time = () => text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Час у форматі ГГ:ХХ')

/** Labels of the form, by field. */
export const basicSettingsLabels = {
  centreName: 'Назва медичного центру',
  centrePhone: 'Телефон',
  centreEmail: 'Ел. пошта',
  centreAddress: 'Адреса',
  legalName: 'Юридична назва',
  legalTaxCode: 'Код ЄДРПОУ / ІПН',
  legalAddress: 'Юридична адреса',
  weekdaysFrom: 'Пн–Пт з',
  weekdaysTo: 'Пн–Пт до',
  saturdayFrom: 'Субота з',
  saturdayTo: 'Субота до',
} as const
export type BasicSettingsKey = keyof typeof basicSettingsLabels

const shape = {
  centreName: field(),
  centrePhone: field(50),
  centreEmail: field().pipe(z.email('Ел. пошта у форматі name@example.com').or(z.literal(''))),
  centreAddress: field(500),
  legalName: field(),
  legalTaxCode: field(10).pipe(
    z.string().regex(/^(\d{8}|\d{10})?$/, 'Код ЄДРПОУ — 8 цифр, ІПН — 10 цифр, без пробілів'),
  ),
  legalAddress: field(500),
  weekdaysFrom: time().or(z.literal('')),
  weekdaysTo: time().or(z.literal('')),
  saturdayFrom: time().or(z.literal('')),
  saturdayTo: time().or(z.literal('')),
}

/** The stored record (what the server answers), with its version: 0 until first saved. */
export const basicSettingsSchema = z
  .object({ ...shape, version: z.number().int().min(0) })
  .meta({ id: 'BasicSettings' })
export type BasicSettings = z.infer<typeof basicSettingsSchema>

/**
 * PUT body: every field filled ('Заповніть всі поля' otherwise), the hours in order, and the version
 * the editor read (a stale one is 409 with the current record).
 */
export const basicSettingsPutSchema = z
  .object({ ...shape, version: version() })
  .strict()
  .superRefine((v, ctx) => {
    const empty = (Object.keys(basicSettingsLabels) as BasicSettingsKey[]).filter((k) => v[k] === '')
    for (const k of empty) ctx.addIssue({ code: 'custom', path: [k], message: FILL_ALL_FIELDS })
    if (v.weekdaysFrom && v.weekdaysTo && v.weekdaysFrom >= v.weekdaysTo)
      ctx.addIssue({
        code: 'custom',
        path: ['weekdaysTo'],
        message: 'Кінець робочого дня пізніше за початок',
      })
    if (v.saturdayFrom && v.saturdayTo && v.saturdayFrom >= v.saturdayTo)
      ctx.addIssue({
        code: 'custom',
        path: ['saturdayTo'],
        message: 'Кінець робочого дня пізніше за початок',
      })
  })
  .meta({ id: 'BasicSettingsPut' })

/** Until an administrator saves them: the spec's contact-centre hours, the rest empty. */
export const basicSettingsDefaults: BasicSettings = {
  version: 0,
  centreName: '',
  centrePhone: '',
  centreEmail: '',
  centreAddress: '',
  legalName: '',
  legalTaxCode: '',
  legalAddress: '',
  weekdaysFrom: '08:00',
  weekdaysTo: '18:00',
  saturdayFrom: '09:00',
  saturdayTo: '16:00',
}
