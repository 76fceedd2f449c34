import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { LogOut } from 'lucide-react'
import { useSession, useSignedInUser } from '../../lib/session/session-context'
import { Button } from '../../ui/button'
import { Logo } from '../../ui/logo'
import { PageLoader } from '../../ui/page-loader'

/**
 * The signed-in layout. For now a top bar and the page; the header bar, the side menu and the footer
 * of spec 000 §2.1 replace the bar in the next step, around the same <main>.
 */
export function DefaultLayout() {
  const user = useSignedInUser()
  const { signOut } = useSession()
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex min-h-14 items-center justify-between gap-4 border-b border-slate-200 bg-white px-4">
        <Logo className="text-lg" />
        <div className="flex min-w-0 items-center gap-3">
          <span className="truncate text-sm text-slate-700">{user.name}</span>
          <Button variant="ghost" onClick={signOut}>
            <LogOut aria-hidden="true" className="size-4" />
            Вийти
          </Button>
        </div>
      </header>
      <main className="flex flex-1 flex-col p-4 sm:p-6">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  )
}
