/**
 * Links that fetch their page's code before it is needed: at once on hover or focus, and when the link
 * scrolls into view, as soon as the browser is idle (at most 2 s later). Nothing is prefetched on a 2G
 * or data-saver connection (spec 000 §9): there every byte is the user's.
 */
import { createContext, use, useEffect, useRef, type ComponentProps } from 'react'
import { Link } from 'react-router'

/** Fetches the code of the page at a path; the app provides it, knowing its routes. */
export const PrefetchContext = createContext<(path: string) => void>(() => {})

const IDLE_TIMEOUT_MS = 2000

interface NetworkInformationLike {
  saveData?: boolean
  effectiveType?: string
}

/** False on a data-saver or 2G connection, where prefetching would spend what the user pays for. */
export function connectionAllowsPrefetch(
  connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection,
): boolean {
  return !(connection?.saveData === true || (connection?.effectiveType ?? '').includes('2g'))
}

function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(id)
  }
  const id = setTimeout(task, 1)
  return () => clearTimeout(id)
}

/** Props that prefetch `path` on intent and when visible; spread them onto the link. */
export function usePrefetchProps(path: string) {
  const prefetch = use(PrefetchContext)
  const ref = useRef<HTMLAnchorElement>(null)
  useEffect(() => {
    const element = ref.current
    if (!element || !('IntersectionObserver' in window) || !connectionAllowsPrefetch()) return
    let cancelIdle = () => {}
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return
      observer.disconnect()
      cancelIdle = whenIdle(() => prefetch(path))
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancelIdle()
    }
  }, [path, prefetch])
  const now = () => {
    if (connectionAllowsPrefetch()) prefetch(path)
  }
  return { ref, onMouseEnter: now, onFocus: now, onTouchStart: now }
}

/** react-router's Link with prefetching; the caller decides aria-current (a menu knows its own rules). */
export function PrefetchLink({ to, ...props }: ComponentProps<typeof Link> & { to: string }) {
  return <Link to={to} {...usePrefetchProps(to)} {...props} />
}
