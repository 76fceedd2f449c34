import type { ReactNode } from 'react'
import { Navigate } from 'react-router'
import { moduleOff, routeAllowed, type NavRoute } from '../../domain/navigation/nav-routes'
import { systemModuleDefaults } from '../../domain/settings/system-modules'
import { useSignedInUser } from '../lib/session/session-context'
import { useSystemModules } from '../shared/system-modules'

/** A page the user's permissions do not allow sends them to /403 (spec 000 §2.1), out of the history. */
export function RouteAccess({ route, children }: { route: NavRoute; children: ReactNode }) {
  const { permissions } = useSignedInUser()
  if (!routeAllowed(route, permissions)) return <Navigate to="/403" replace />
  if (route.modules.length > 0) return <ModuleGate route={route}>{children}</ModuleGate>
  return children
}

/** A page of a system module switched off says so instead (and follows a switch back on at once). */
function ModuleGate({ route, children }: { route: NavRoute; children: ReactNode }) {
  const modules = useSystemModules()
  const off = route.modules.find((m) => moduleOff(modules, m))
  if (!off) return children
  return (
    <section className="grid max-w-xl gap-3">
      <h1 className="text-2xl font-semibold text-slate-900">{route.title}</h1>
      <p role="status" className="rounded-md bg-slate-100 p-3 text-slate-800">
        Модуль «{systemModuleDefaults[off].label}» вимкнено в цій системі, тому сторінка недоступна. Увімкнути
        його може адміністратор у «Налаштування → Модулі системи».
      </p>
    </section>
  )
}
