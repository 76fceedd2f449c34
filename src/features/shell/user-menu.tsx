import { Link } from 'react-router'
import { ChevronDown, ListTodo, LogOut, Settings, UserCog } from 'lucide-react'
import { can } from '../../../domain/permissions/check'
import { taskRead } from '../../../domain/tasks/task-access'
import { cn } from '../../lib/cn'
import { useSignedInUser } from '../../lib/session/session-context'
import { useGuardedSignOut } from '../../shared/use-guarded-sign-out'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu'
import { wideLabel } from './header-label'

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('')

/** The avatar menu (spec 000 §2.3). 'Вийти' only forgets the session: the spec has no logout call. */
export function UserMenu() {
  const user = useSignedInUser()
  const { requestSignOut, dialog } = useGuardedSignOut()
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger className="flex min-h-11 min-w-11 shrink-0 items-center gap-2 rounded-full p-1 hover:bg-slate-100 xl:pr-2">
          <span
            aria-hidden="true"
            className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
          >
            {initials(user.name)}
          </span>
          <span className={cn(wideLabel, 'max-w-40 truncate text-sm text-slate-800')}>{user.name}</span>
          <ChevronDown aria-hidden="true" className="hidden size-4 text-slate-500 xl:block" />
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>{user.name}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          {can(user.permissions, 'crmMainSettingsEdit') && (
            <DropdownMenuItem asChild>
              <Link to="/settings/general/basic-settings">
                <Settings aria-hidden="true" className="size-4" />
                Основні налаштування
              </Link>
            </DropdownMenuItem>
          )}
          <DropdownMenuItem asChild>
            <Link to="/settings/general/personal-settings">
              <UserCog aria-hidden="true" className="size-4" />
              Особисті налаштування
            </Link>
          </DropdownMenuItem>
          {can(user.permissions, taskRead) && (
            <DropdownMenuItem asChild>
              <Link to={`/task-manager?users=${user.id}`}>
                <ListTodo aria-hidden="true" className="size-4" />
                Менеджер задач
                <span className="ml-auto rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                  <span className="sr-only">, до виконання: </span>
                  {user.taskToMe}
                </span>
              </Link>
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={requestSignOut}>
            <LogOut aria-hidden="true" className="size-4" />
            Вийти
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {dialog}
    </>
  )
}
