import { TextLink } from '../../ui/text-link'

/** Any path no route claims. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <p className="text-5xl font-semibold text-slate-400">404</p>
      <h1 className="text-xl font-semibold text-slate-900">Сторінку не знайдено</h1>
      <p className="text-slate-700">Можливо, адресу введено з помилкою або сторінку було переміщено.</p>
      <TextLink to="/">На головну</TextLink>
    </section>
  )
}
