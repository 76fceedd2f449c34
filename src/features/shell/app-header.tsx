import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { SquarePlus } from 'lucide-react'
import { buttonVariants } from '../../ui/button'
import { Logo } from '../../ui/logo'
import { can } from '../../../domain/permissions/check'
import { clientRead, previousEntryEdit } from '../../../domain/clients/client-access'
import { taskWrite } from '../../../domain/tasks/task-access'
import { useSignedInUser } from '../../lib/session/session-context'
import { ConnectionStatus } from './connection-status'
import { CreateOrderButton } from './create-order-button'
import { MenuDrawer } from './menu-drawer'
import { PreviousEntryDialog } from './previous-entry-dialog'
import { UserMenu } from './user-menu'
import { wideLabel } from './header-label'

export interface AppHeaderProps {
  /** Beside the connection status: the offline core's sync status widget. */
  statusSlot?: ReactNode
}

/**
 * The header bar (spec 000 §2.3): logo home, the three actions, the connection status and the avatar
 * menu, always on one line. Below 1280 px the actions show icons only (their names stay for screen
 * readers and tooltips); what does not fit is the sync message, which is cut short with its full
 * text on hover. Nothing else in the bar may shrink or wrap.
 */
export function AppHeader({ statusSlot }: AppHeaderProps) {
  // Each action shows only for the permission its API route declares.
  const { permissions } = useSignedInUser()
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-1 border-b border-slate-200 bg-white px-2 whitespace-nowrap sm:gap-2 sm:px-4 print:hidden">
      <MenuDrawer />
      <Link to="/" className="inline-flex min-h-11 shrink-0 items-center rounded-md px-1" title="На головну">
        <Logo className="text-lg" />
      </Link>
      <div className="ml-auto flex shrink-0 items-center gap-1">
        {can(permissions, previousEntryEdit) && can(permissions, clientRead) && <PreviousEntryDialog />}
        {can(permissions, taskWrite) && (
          <Link
            to="/task-manager/create"
            className={buttonVariants({ variant: 'ghost', className: 'px-3' })}
            title="Створити задачу"
          >
            <SquarePlus aria-hidden="true" className="size-5" />
            <span className={wideLabel}>Створити задачу</span>
          </Link>
        )}
        <CreateOrderButton />
      </div>
      <div className="flex min-w-0 items-center gap-2">
        <ConnectionStatus />
        {statusSlot}
      </div>
      <UserMenu />
    </header>
  )
}
