import { Link } from 'react-router'

/** A client neither on this device nor on the server (or the server cannot be reached). */
export function ClientMissing() {
  return (
    <div
      role="alert"
      className="grid max-w-xl gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900"
    >
      <p>Клієнта не знайдено: його немає на цьому пристрої, а сервер його не повернув.</p>
      <Link className="underline" to="/clients">
        До списку клієнтів
      </Link>
    </div>
  )
}
