/** The two pages of Налаштування → Інтеграції → SMS, as tabs: the sending settings and the templates. */
import { NavLink } from 'react-router'
import { cn } from '../../lib/cn'

export const SMS_SETTINGS_PATH = '/settings/integrations/sms'
export const SMS_TEMPLATES_PATH = '/settings/integrations/sms/templates'

const tab = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium',
    isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-700 hover:text-slate-900',
  )

export function SmsTabs() {
  return (
    <nav aria-label="Сповіщення" className="flex gap-1 border-b border-slate-200">
      <NavLink end to={SMS_SETTINGS_PATH} className={tab}>
        Налаштування надсилання
      </NavLink>
      <NavLink end to={SMS_TEMPLATES_PATH} className={tab}>
        Шаблони сповіщень
      </NavLink>
    </nav>
  )
}
