import { Construction } from 'lucide-react'
import { TextLink } from '../../ui/text-link'

/**
 * What a route shows until its area is built: an honest statement, never placeholder data. One page
 * for all of them; src/app/route-pages.ts attaches real pages as they land.
 */
export function NotAvailablePage({ title }: { title: string }) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-3 py-16 text-center">
      <Construction aria-hidden="true" className="size-12 text-slate-500" />
      <h1 className="text-xl font-semibold text-slate-900">Розділ «{title}» ще не доступний</h1>
      <p className="text-slate-700">Він у розробці й з’явиться в одному з наступних оновлень.</p>
      <TextLink to="/">На головну</TextLink>
    </section>
  )
}
