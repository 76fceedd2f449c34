/**
 * "Sign out on every device": the server ends every session of the user (other browsers, a lost tablet),
 * then this device leaves as an ordinary sign-out does. Online only: the server has to hear it.
 * Unsent changes stay on the device for this user, as with any sign-out.
 */
import { useState } from 'react'
import { api } from '../../lib/api/api'
import { isApiError } from '../../lib/api/api-error'
import { useSession } from '../../lib/session/session-context'
import { ConfirmDialog } from '../../offline/react/confirm-dialog'
import { useOnline } from '../../offline/react/use-outbox'
import { Button } from '../../ui/button'

export function PersonalSettingsSignOut() {
  const { signOut } = useSession()
  const online = useOnline()
  const [confirming, setConfirming] = useState(false)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const confirm = async () => {
    setConfirming(false)
    setPending(true)
    setError(null)
    try {
      await api.request('/auth/sign-out-everywhere', { method: 'POST' })
      signOut()
    } catch (e) {
      setError(
        isApiError(e) && e.message ? e.message : 'Не вдалося вийти на всіх пристроях. Спробуйте ще раз',
      )
    } finally {
      setPending(false)
    }
  }

  return (
    <section
      className="grid max-w-3xl gap-3 border-t border-slate-200 pt-5"
      aria-labelledby="sign-out-everywhere"
    >
      <h2 id="sign-out-everywhere" className="text-lg font-semibold text-slate-900">
        Сеанси
      </h2>
      <p className="text-sm text-slate-700">
        Якщо ви входили з чужого або загубленого пристрою, завершіть усі сеанси: вхід доведеться повторити
        всюди, і на цьому пристрої теж.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" disabled={!online || pending} onClick={() => setConfirming(true)}>
          Вийти на всіх пристроях
        </Button>
        {!online && <span className="text-sm text-slate-600">Потрібне з’єднання з сервером</span>}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title="Вийти на всіх пристроях?"
        confirmLabel="Вийти всюди"
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          Усі ваші сеанси буде завершено, зокрема на цьому пристрої. Незбережені зміни залишаться на
          пристроях.
        </p>
      </ConfirmDialog>
    </section>
  )
}
