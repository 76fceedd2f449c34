/**
 * Pure client rules shared by the server and the PWA: the clinic's calendar day, age, the full name
 * (pib) and the birthday bounds. No clock inside — callers pass `now`.
 */
import { KYIV, kyivDay } from '../time/kyiv'

/** The clinics work in Ukraine: "today" and date-only limits are Kyiv calendar days. */
export const CLINIC_TIME_ZONE = KYIV

/** The Kyiv calendar day of an instant, as YYYY-MM-DD. */
export const clinicDay = (at: Date): string => kyivDay(at)

/** Full years between a YYYY-MM-DD birthday and a YYYY-MM-DD day (a 29 February birthday counts on 1 March). */
export function ageOn(birthday: string | null, today: string): number | null {
  if (!birthday) return null
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number]
  const age = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
  return age < 0 ? null : age
}

/** "Прізвище Ім'я По батькові" without empty parts. */
export function fullName(c: { surname: string; name: string; patronymic?: string | null }): string {
  return [c.surname, c.name, c.patronymic ?? ''].filter((p) => p.trim() !== '').join(' ')
}

/** The earliest birthday the form accepts. */
export const EARLIEST_BIRTHDAY = '1900-01-01'

/** Ukrainian texts of the client rules (field messages and refusals). */
export const clientMessages = {
  surnameRequired: 'Введіть прізвище',
  nameRequired: "Введіть ім'я",
  nameTooLong: 'Не більше 100 символів',
  nameLetters: 'Лише літери, апостроф, дефіс і пробіл',
  phoneFormat: 'Телефон: 12 цифр, починаючи з 380',
  emailFormat: 'Невірна адреса електронної пошти',
  birthdayFormat: 'Невірна дата народження',
  birthdayTooEarly: 'Дата народження не може бути раніше 01.01.1900',
  birthdayInFuture: 'Дата народження не може бути в майбутньому',
  birthdayRequired: 'Вкажіть дату народження',
  maleValue: 'Оберіть стать: man або woman',
  commentTooLong: 'Не більше 1000 символів',
  reasonRequired: 'Вкажіть причину видалення',
  reasonTooLong: 'Не більше 500 символів',
  nothingToChange: 'Немає змін для збереження',
  searchPhone: 'Номер телефону має містити цифри',
  notFound: 'Клієнта не знайдено',
  deleted: 'Клієнта видалено. Спочатку відновіть його',
  cabinetNeedsPhone: 'Синхронізація кабінету неможлива: у клієнта немає номера телефону',
  phoneNeededByCabinet: 'Не можна прибрати телефон: увімкнена синхронізація кабінету',
} as const

/** The message for a birthday (YYYY-MM-DD) outside 1900-01-01 … today, or null when it is fine. */
export function birthdayProblem(birthday: string, today: string): string | null {
  if (birthday < EARLIEST_BIRTHDAY) return clientMessages.birthdayTooEarly
  if (birthday > today) return clientMessages.birthdayInFuture
  return null
}
