import { Fragment } from 'react'
import { Link } from 'react-router'
import { ChevronRight, House } from 'lucide-react'

export interface BreadcrumbItem {
  title: string
  path?: string | undefined
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[]
  /** A home icon linking to '/' before the first item. */
  homeIcon?: boolean
  /** Makes the last item a link too; by default it is the current page, shown as text. */
  fullLinks?: boolean
}

const crumb = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-sm px-1'

/** The breadcrumb bar (spec 000 §2.3): items with a title and an optional path. */
export function Breadcrumbs({ items, homeIcon = true, fullLinks = false }: BreadcrumbsProps) {
  return (
    <nav aria-label="Навігаційний ланцюжок" className="min-w-0">
      <ol className="flex flex-wrap items-center text-sm text-slate-600">
        {homeIcon && (
          <li>
            <Link to="/" className={`${crumb} text-slate-600 hover:text-brand-700`} title="Головна">
              <House aria-hidden="true" className="size-4" />
              <span className="sr-only">Головна</span>
            </Link>
          </li>
        )}
        {items.map((item, index) => {
          const last = index === items.length - 1
          const href = !last || fullLinks ? item.path : undefined
          return (
            <Fragment key={`${index}-${item.title}`}>
              {(index > 0 || homeIcon) && (
                <li aria-hidden="true" className="px-0.5 text-slate-400">
                  <ChevronRight className="size-4" />
                </li>
              )}
              <li className="min-w-0">
                {href !== undefined ? (
                  <Link to={href} className={`${crumb} hover:text-brand-700 hover:underline`}>
                    {item.title}
                  </Link>
                ) : (
                  <span
                    className={`${crumb} ${last ? 'font-medium text-slate-900' : ''}`}
                    aria-current={last ? 'page' : undefined}
                  >
                    {item.title}
                  </span>
                )}
              </li>
            </Fragment>
          )
        })}
      </ol>
    </nav>
  )
}
