/**
 * Sign-out that warns when changes have not reached the server. They stay in this user's database
 * (the next person on the device has their own) and are sent after this user signs in again.
 */
import { useState, type ReactNode } from 'react'
import { useSession } from '../lib/session/session-context'
import { useOptionalOffline } from '../offline/react/offline-context'
import { ConfirmDialog } from '../offline/react/confirm-dialog'
import { useOutboxSummary } from '../offline/react/use-outbox'
import { unsentChanges } from '../offline/react/words'

export interface GuardedSignOut {
  /** Call from the 'Вийти' button: signs out at once, or opens the warning first. */
  requestSignOut: () => void
  /** Render it anywhere (it portals itself). */
  dialog: ReactNode
}

export function useGuardedSignOut(): GuardedSignOut {
  const { signOut } = useSession()
  const offline = useOptionalOffline()
  const waiting = useOutboxSummary(offline?.db)?.waiting ?? 0
  const [open, setOpen] = useState(false)

  const dialog = (
    <ConfirmDialog
      open={open}
      title={`${unsentChanges(waiting)}`}
      confirmLabel="Все одно вийти"
      cancelLabel="Залишитися"
      onCancel={() => setOpen(false)}
      onConfirm={() => {
        setOpen(false)
        signOut()
      }}
    >
      <p>
        Їх ще не отримав сервер. Вони залишаться на цьому пристрої і будуть надіслані, коли ви знову увійдете.
      </p>
      <p>Інші користувачі цього пристрою їх не побачать.</p>
    </ConfirmDialog>
  )
  return { requestSignOut: () => (waiting > 0 ? setOpen(true) : signOut()), dialog }
}
