/**
 * Pages of a server list as links in the address (`?page=2`), so back and reload return to the same
 * page. A screen with two lists names its own parameter (`param`) and label.
 */
import { Link, useSearchParams } from 'react-router'
import { cn } from '../lib/cn'
import { buttonVariants } from './button'

export interface ListPagerProps {
  page: number
  perPage: number
  total: number
  /** The address parameter holding the page number. */
  param?: string
  /** The navigation's accessible name. */
  label?: string
}

export function ListPager({
  page,
  perPage,
  total,
  param = 'page',
  label = 'Сторінки списку',
}: ListPagerProps) {
  const [params] = useSearchParams()
  const pages = Math.max(1, Math.ceil(total / perPage))
  const to = (n: number) => {
    const next = new URLSearchParams(params)
    next.set(param, String(n))
    return `?${next.toString()}`
  }
  const step = (n: number, text: string, enabled: boolean) =>
    enabled ? (
      <Link to={to(n)} className={buttonVariants({ variant: 'secondary' })}>
        {text}
      </Link>
    ) : (
      <span aria-disabled="true" className={cn(buttonVariants({ variant: 'secondary' }), 'opacity-55')}>
        {text}
      </span>
    )
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
      {step(page - 1, 'Попередня', page > 1)}
      <span>
        Сторінка {Math.min(page, pages)} з {pages} · знайдено {total.toLocaleString('uk-UA')}
      </span>
      {step(page + 1, 'Наступна', page < pages)}
    </nav>
  )
}
