import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { Logo } from '../../ui/logo'
import { PageLoader } from '../../ui/page-loader'

/** The auth layout (spec 000 §2.1): a centred logo above the sign-in form area. */
export function AuthLayout() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-100 p-4">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex justify-center">
          <Logo className="text-2xl" />
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    </main>
  )
}
