/**
 * The print pages' addresses (spec 000 §2.2 /print/doctor, /print/patient, /print/prescription,
 * /protocol/{id}/print/calendar): their query parameters read strictly — a missing or malformed one is
 * said in Ukrainian on the page rather than guessed — and the words those pages share.
 */

const ID_MAX = 2_147_483_647

/** A record id as written in an address (plain decimal digits, 1…int4); null for anything else. */
export function readId(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null
  const n = Number(raw)
  return n <= ID_MAX ? n : null
}

/** A real calendar day YYYY-MM-DD between 2000 and 2099; null for anything else. */
export function readDay(raw: string | null | undefined): string | null {
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null
  if (raw < '2000-01-01' || raw > '2099-12-31') return null
  const [y, m, d] = raw.split('-').map(Number) as [number, number, number]
  const at = new Date(Date.UTC(y, m - 1, d))
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d ? raw : null
}

/** A sheet size asked for in the address (`?format=A4|A5`); null when none or another. */
export const readFormat = (raw: string | null | undefined): 'A4' | 'A5' | null =>
  raw === 'A4' || raw === 'A5' ? raw : null

export const printMessages = {
  noOrderId:
    'Не вказано замовлення: відкрийте друк для пацієнта з кошика замовлення (адреса /print/patient?orderId=…).',
  badOrderId: 'Номер замовлення в адресі має бути цілим додатним числом (…?orderId=12).',
  noProtocolId:
    'Не вказано протокол: відкрийте друк рецепта з екрана протоколу (адреса /print/prescription?protocolId=…).',
  badProtocolId: 'Номер протоколу в адресі має бути цілим додатним числом (…?protocolId=4).',
  badDate: 'Дата в адресі має бути у форматі РРРР-ММ-ДД між 2000 і 2099 роками (…?date=2026-11-27).',
  badDoctorId: 'Номер лікаря в адресі має бути цілим додатним числом (…?doctorId=3).',
  protocolNotFound: 'Протокол не знайдено або його не вдалося завантажити.',
  protocolOffline:
    'Немає мережі, а цього протоколу на пристрої ще немає: відкрийте його, щойно мережа повернеться.',
  protocolDeleted: 'Протокол видалено: друкувати його не можна.',
  noPrescription:
    'У цьому протоколі немає рецепта: рецепт друкується з протоколу, заповненого за шаблоном «Рецепт».',
  orderOffline:
    'Немає мережі, а цього замовлення на пристрої ще немає: відкрийте його, щойно мережа повернеться.',
  orderNotFound: 'Замовлення не знайдено або його не вдалося завантажити.',
  noPreparation:
    'Інструкції з підготовки до послуг і аналізів у довідниках ще не пов’язано з послугами та аналізами, ' +
    'тому тут їх немає. Як підготуватися, підкаже реєстратура.',
  dayOffline:
    'Немає мережі, а цього дня лікаря на пристрої ще немає: відкрийте його, щойно мережа повернеться.',
  dayFailed: 'День лікаря не вдалося завантажити.',
  notLinked:
    'Ваш обліковий запис не пов’язано з лікарем, тож не видно, чий день друкувати: оберіть лікаря в ' +
    '«АРМ лікаря» і відкрийте друк звідти (або додайте до адреси …&doctorId=…).',
} as const
