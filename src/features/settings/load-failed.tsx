import { Button } from '../../ui/button'

/** A settings screen whose data is neither on the device nor reachable: say so and offer a retry. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="grid max-w-xl gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900"
    >
      <p>
        Не вдалося завантажити {what}: їх ще немає на цьому пристрої, а сервер недоступний. Спробуйте, коли
        з’явиться мережа.
      </p>
      <Button variant="secondary" className="justify-self-start" onClick={onRetry}>
        Спробувати ще раз
      </Button>
    </div>
  )
}
