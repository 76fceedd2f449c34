import { ShieldAlert } from 'lucide-react'
import { TextLink } from '../../ui/text-link'

/** /403 (spec 000 §2.1): where a user lands who opened a page their permissions do not allow. */
export function ForbiddenPage() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-3 py-16 text-center">
      <ShieldAlert aria-hidden="true" className="size-12 text-slate-500" />
      <h1 className="text-xl font-semibold text-slate-900">Доступ заборонено</h1>
      <p className="text-slate-700">У вас немає доступу до цієї сторінки</p>
      <TextLink to="/">На головну</TextLink>
    </section>
  )
}
