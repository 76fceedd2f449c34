import { useSignedInUser } from '../../lib/session/session-context'

/** `/`: the home dashboard; its search widgets come with the orders and lab features. */
export function HomePage() {
  const user = useSignedInUser()
  return (
    <section className="grid gap-2">
      <h1 className="text-2xl font-semibold text-slate-900">Вітаємо, {user.name}!</h1>
    </section>
  )
}
