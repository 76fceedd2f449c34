/** Ukrainian words for the sync status: states, counts with their plural forms, ages. */
import { formatDistanceToNowStrict } from 'date-fns'
import { uk } from 'date-fns/locale'
import type { OutboxStatus } from '../outbox-types'

export const statusLabels: Record<OutboxStatus, string> = {
  pending: 'Чекає надсилання',
  sending: 'Надсилається',
  done: 'Надіслано',
  retrying: 'Повторна спроба',
  'needs-sign-in': 'Потрібно увійти знову',
  rejected: 'Сервер не прийняв',
  conflict: 'Конфлікт: запис змінив інший користувач',
}

/** Ukrainian plural: one (1, 21…), few (2–4, 22–24…), many (0, 5–20…). */
export function plural(n: number, one: string, few: string, many: string): string {
  const mod10 = n % 10
  const mod100 = n % 100
  if (mod10 === 1 && mod100 !== 11) return one
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few
  return many
}

/** "Є 3 ненадіслані зміни" */
export const unsentChanges = (n: number): string =>
  `Є ${n} ${plural(n, 'ненадіслана зміна', 'ненадіслані зміни', 'ненадісланих змін')}`

/** "5 хвилин" */
export const age = (since: number): string => formatDistanceToNowStrict(since, { locale: uk })
