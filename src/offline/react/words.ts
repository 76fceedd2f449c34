/** Ukrainian words for the sync status: states, counts with their plural forms, ages. */
import { formatDistanceToNowStrict } from 'date-fns'
import { uk } from 'date-fns/locale'
import { plural } from '../../lib/format/plural'
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

/** "Є 3 ненадіслані зміни" */
export const unsentChanges = (n: number): string =>
  `Є ${n} ${plural(n, 'ненадіслана зміна', 'ненадіслані зміни', 'ненадісланих змін')}`

/** "5 хвилин" */
export const age = (since: number): string => formatDistanceToNowStrict(since, { locale: uk })
