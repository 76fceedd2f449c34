/**
 * The page transition (spec 000 §2.1: named page, mode out-in): the old page fades out, then the new
 * one fades in. Light and short, and skipped entirely for users who ask the system for less motion.
 * The old page is kept by freezing its outlet element until its fade-out has finished.
 */
import { Suspense, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useLocation, useOutlet } from 'react-router'
import { PageLoader } from '../../ui/page-loader'

const OUT_MS = 120
const IN_MS = 160
const REDUCE = '(prefers-reduced-motion: reduce)'

function subscribeToMotion(listener: () => void) {
  const query = window.matchMedia(REDUCE)
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}
const prefersReducedMotion = () => window.matchMedia(REDUCE).matches

/** The outlet as it was when this page appeared: the leaving page keeps showing itself, not the next one. */
function FrozenOutlet() {
  const outlet = useOutlet()
  const [frozen] = useState(outlet)
  return frozen
}

const canAnimate = (el: HTMLElement | null): el is HTMLElement => typeof el?.animate === 'function'

export function PageTransition() {
  const { pathname } = useLocation()
  const reduce = useSyncExternalStore(subscribeToMotion, prefersReducedMotion)
  const [shown, setShown] = useState(pathname)
  const ref = useRef<HTMLDivElement>(null)
  // Without motion the new page replaces the old one at once.
  const current = reduce ? pathname : shown

  useEffect(() => {
    if (current === pathname) return
    const el = ref.current
    if (!canAnimate(el)) return setShown(pathname)
    const out = el.animate([{ opacity: 1 }, { opacity: 0 }], {
      duration: OUT_MS,
      easing: 'ease-in',
      fill: 'forwards',
    })
    // A timer, not out.finished: that promise never settles in some environments (hidden tabs, test DOMs).
    const swap = setTimeout(() => setShown(pathname), OUT_MS)
    return () => {
      clearTimeout(swap)
      out.cancel()
    }
  }, [current, pathname])

  useLayoutEffect(() => {
    if (reduce || !canAnimate(ref.current)) return
    ref.current.animate([{ opacity: 0 }, { opacity: 1 }], { duration: IN_MS, easing: 'ease-out' })
  }, [current, reduce])

  return (
    <div ref={ref} className="flex flex-1 flex-col">
      <Suspense fallback={<PageLoader />}>
        <FrozenOutlet key={current} />
      </Suspense>
    </div>
  )
}
