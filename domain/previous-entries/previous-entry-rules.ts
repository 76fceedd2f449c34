/** Previous-entry rules (spec 000 §5, §8, §9) shared by the server and the PWA form. */
import { clinicDay } from '../clients/client-rules'

/** Ukrainian texts: the form's messages word for word from the spec, and the server's refusals. */
export const previousEntryMessages = {
  doctorRequired: 'Виберіть лікаря',
  deadlineRequired: 'Виберіть крайній термін',
  typeRequired: 'Виберіть тип звернення',
  deadlineTooEarly: 'Крайній термін не може бути раніше, ніж за добу до поточного часу',
  dateFormat: 'Невірна дата',
  createdInFuture: 'Дата створення не може бути в майбутньому',
  doctorUnknown: 'Лікаря не знайдено серед активних лікарів',
  clientRequired: 'Виберіть пацієнта',
  clientUnknown: 'Клієнта не знайдено',
  clientDeleted: 'Клієнта видалено. Спочатку відновіть його',
  commentTooLong: 'Не більше 2000 символів',
  flagFormat: 'Вкажіть 1 або 0',
  deadlineRangeReversed: 'Дата початку не може бути пізніше дати кінця',
  // spec 000 §8, for the PWA
  registered: 'Звернення зареєстровано',
  registerFailed: 'Помилка при реєстрації звернення',
  doctorsLoadFailed: 'Помилка при завантаженні списку лікарів',
  profileLoadFailed: 'Помилка при завантаженні профілю клієнта',
} as const

/** Request types (spec 000 §9). */
export const previousEntryTypes = { 1: 'Первинне', 2: 'Повторне' } as const

const DAY_MS = 86_400_000

/**
 * The earliest deadline day: the Kyiv calendar day of now minus 24 hours (the picker disables the
 * days before it, spec 000 §5).
 */
export function earliestDeadline(now: Date): string {
  return clinicDay(new Date(now.getTime() - DAY_MS))
}
