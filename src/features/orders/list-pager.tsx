/** Pages of a server list as links in the address (`?page=2`), so back and reload return to the same page. */
import { Link, useSearchParams } from 'react-router'
import { cn } from '../../lib/cn'
import { buttonVariants } from '../../ui/button'

export function ListPager({ page, perPage, total }: { page: number; perPage: number; total: number }) {
  const [params] = useSearchParams()
  const pages = Math.max(1, Math.ceil(total / perPage))
  const to = (n: number) => {
    const next = new URLSearchParams(params)
    next.set('page', String(n))
    return `?${next.toString()}`
  }
  const step = (n: number, label: string, enabled: boolean) =>
    enabled ? (
      <Link to={to(n)} className={buttonVariants({ variant: 'secondary' })}>
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className={cn(buttonVariants({ variant: 'secondary' }), 'opacity-55')}>
        {label}
      </span>
    )
  return (
    <nav aria-label="Сторінки списку" className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
      {step(page - 1, 'Попередня', page > 1)}
      <span>
        Сторінка {Math.min(page, pages)} з {pages} · знайдено {total.toLocaleString('uk-UA')}
      </span>
      {step(page + 1, 'Наступна', page < pages)}
    </nav>
  )
}
