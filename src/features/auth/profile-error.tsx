import { Button } from '../../ui/button'
import { useSession } from '../../lib/session/session-context'

/** Shown when the signed-in user's profile cannot be loaded and none is cached (e.g. first start offline). */
export function ProfileError() {
  const { error, retryProfile, signOut } = useSession()
  return (
    <div className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <div role="alert" className="grid gap-2">
        <h1 className="text-xl font-semibold">Не вдалося завантажити профіль користувача</h1>
        {error && <p className="text-slate-700">{error.message}</p>}
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={retryProfile}>Спробувати знову</Button>
        <Button variant="secondary" onClick={signOut}>
          Вийти
        </Button>
      </div>
    </div>
  )
}
