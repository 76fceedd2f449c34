/**
 * The system update alert of spec 000 §8: on `systemUpdateAlert` a warning stays at the top right
 * until closed, with a button that reloads the page. The same alert shows when the channel reconnects
 * to a server of another version than the one this page first met (a single server restarted with an
 * update announces it before the tabs have reconnected, so they would miss the event itself).
 */
import { toast } from 'sonner'
import type { RealtimeClient } from '../../lib/realtime/realtime-client'
import { useRealtimeEvent } from '../../lib/realtime/use-realtime'

export const systemUpdateAlertText = {
  title: 'УВАГА! Систему оновлено.',
  message: 'Для продовження роботи потрібно перезавантажити сторінку.',
  reload: 'Перезавантажити',
} as const

// One toast however many times the event arrives.
const TOAST_ID = 'system-update-alert'

export function showSystemUpdateAlert(): void {
  toast.warning(systemUpdateAlertText.title, {
    id: TOAST_ID,
    description: systemUpdateAlertText.message,
    duration: Infinity,
    closeButton: true,
    action: { label: systemUpdateAlertText.reload, onClick: () => window.location.reload() },
  })
}

// The server version this page first connected to; kept for the page's life, across sign-ins.
let firstSeenVersion: string | undefined

/** Listens for the alert while mounted (SessionServices mounts it for the signed-in user). */
export function useSystemUpdateAlert(client?: RealtimeClient): void {
  useRealtimeEvent('systemUpdateAlert', showSystemUpdateAlert, client)
  useRealtimeEvent(
    'serverVersion',
    ({ version }) => {
      firstSeenVersion ??= version
      if (version !== firstSeenVersion) showSystemUpdateAlert()
    },
    client,
  )
}
