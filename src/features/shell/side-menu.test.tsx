// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { act, cleanup, fireEvent, render, renderHook, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { menuFor } from '../../../domain/navigation/menu'
import { routeByPath } from '../../../domain/navigation/nav-routes'
import { permissionNames, type PermissionName } from '../../../domain/permissions/catalogue'
import { defaultRoles } from '../../../domain/permissions/roles'
import { CollapsedMenu } from './collapsed-menu'
import { SideMenu } from './side-menu'
import { MENU_COLLAPSED_KEY, setMenuCollapsed, useMenuCollapsed } from './use-menu-collapsed'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

const perms = (names: readonly PermissionName[]) => Object.fromEntries(names.map((n) => [n, true]))
const menuOf = (role: string) => menuFor(perms(defaultRoles[role]?.permissions ?? []))
const admin = menuFor(perms(permissionNames))
const lineageOf = (path: string) => routeByPath(path)?.lineage ?? []

const inRouter = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>)
const group = (name: string) => screen.getByRole('button', { name })

// The first render pulls in lucide and Radix under the test transform.
describe('SideMenu', { timeout: 20_000 }, () => {
  it('shows a registrar the registry and only their own report', () => {
    inRouter(<SideMenu items={menuOf('registrar')} lineage={[]} />)
    for (const name of ['Реєстратура', 'Менеджер задач', 'Звіти', 'Налаштування'])
      expect(group(name)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Клієнти' })).toHaveAttribute('href', '/clients')

    fireEvent.click(group('Звіти'))
    fireEvent.click(group('Кол-центр'))
    expect(screen.getByRole('link', { name: 'Замовлення по реєстраторах' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Фінанси' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Каса' })).not.toBeInTheDocument()
  })

  it('hides the registry from lab staff', () => {
    inRouter(<SideMenu items={menuOf('lab')} lineage={[]} />)
    expect(screen.queryByRole('button', { name: 'Реєстратура' })).not.toBeInTheDocument()
    expect(group('Звіти')).toBeVisible()
  })

  it('opens the groups on the way to the current page and marks it as current', () => {
    inRouter(<SideMenu items={admin} lineage={lineageOf('/reports/cashbox')} />)
    expect(group('Звіти')).toHaveAttribute('aria-expanded', 'true')
    expect(group('Фінанси')).toHaveAttribute('aria-expanded', 'true')
    expect(group('Маркетинг')).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('link', { name: 'Каса' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Продажі' })).not.toHaveAttribute('aria-current')

    fireEvent.click(group('Фінанси'))
    expect(group('Фінанси')).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('link', { name: 'Каса' })).not.toBeInTheDocument()
  })

  it('marks the parent entry as current on a page outside the menu', () => {
    inRouter(<SideMenu items={admin} lineage={lineageOf('/clients/profile/:clientId/edit')} />)
    expect(screen.getByRole('link', { name: 'Клієнти' })).toHaveAttribute('aria-current', 'page')
  })

  it('shows disabled reports as text, not links', () => {
    inRouter(<SideMenu items={admin} lineage={lineageOf('/reports/activity-report')} />)
    const other = group('Інші').parentElement!
    expect(within(other).getByText('Логістика')).toBeVisible()
    expect(within(other).queryByRole('link', { name: /Логістика/ })).not.toBeInTheDocument()
    expect(within(other).getByRole('link', { name: 'Активність користувачів' })).toBeVisible()
  })
})

describe('CollapsedMenu', () => {
  it('shows a group of more than three as one link and a smaller one as its entries', () => {
    inRouter(<CollapsedMenu items={admin} lineage={lineageOf('/mc-registry/queue')} />)
    const registry = screen.getByRole('link', { name: 'Реєстратура' })
    expect(registry).toHaveAttribute('href', '/mc-registry')
    expect(registry).toHaveAttribute('aria-current', 'page')
    expect(screen.queryByRole('link', { name: 'Черга' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Задачі' })).toHaveAttribute('href', '/task-manager')
    expect(screen.getByRole('link', { name: 'Дошка задач' })).toHaveAttribute('href', '/task-manager/kanban')
    expect(screen.getByRole('link', { name: 'Налаштування' })).toHaveAttribute(
      'href',
      '/settings/general/basic-settings',
    )
    expect(screen.getAllByRole('link')).toHaveLength(14)
  })
})

describe('useMenuCollapsed', () => {
  it('remembers the state as 1 or 0 and reads the remembered one when set without a value', () => {
    const { result } = renderHook(() => useMenuCollapsed())
    expect(result.current[0]).toBe(false)
    act(() => result.current[1]())
    expect(result.current[0]).toBe(true)
    expect(localStorage.getItem(MENU_COLLAPSED_KEY)).toBe('1')

    localStorage.setItem(MENU_COLLAPSED_KEY, '0')
    act(() => setMenuCollapsed())
    expect(result.current[0]).toBe(false)
    expect(localStorage.getItem(MENU_COLLAPSED_KEY)).toBe('0')
  })
})
