import { describe, expect, it } from 'vitest'
import { permissionNames, type PermissionName } from '../permissions/catalogue'
import { defaultRoles } from '../permissions/roles'
import { collapsedMenu, firstLinkOf, menuFor, type MenuItem } from './menu'
import type { NavNode } from './nav-node'
import { routeAllowed, routeByPath } from './nav-routes'

const permsOf = (names: readonly PermissionName[]) => Object.fromEntries(names.map((n) => [n, true]))
const roleMenu = (role: string) => menuFor(permsOf(defaultRoles[role]?.permissions ?? []))
const titles = (items: readonly MenuItem[]) => items.map((i) => i.title)
const find = (items: readonly MenuItem[], title: string) => items.find((i) => i.title === title)
const leaves = (items: readonly MenuItem[]): MenuItem[] =>
  items.flatMap((i) => (i.children.length ? leaves(i.children) : [i]))

describe('menuFor', () => {
  it('shows a registrar the registry and only the report their permission allows', () => {
    const menu = roleMenu('registrar')
    expect(titles(menu)).toEqual([
      'Реєстратура',
      'Менеджер задач',
      'Клієнти',
      'Замовлення',
      'Звіти',
      'Налаштування',
    ])
    const reports = find(menu, 'Звіти')!
    expect(leaves(reports.children).map((r) => r.path)).toEqual(['/reports/report-by-order-registrar'])
    expect(find(menu, 'Реєстратура')!.children).toHaveLength(8)
  })

  it('shows an administrator every report, the warehouse, and the disabled entries greyed out', () => {
    const menu = menuFor(permsOf(permissionNames))
    expect(titles(menu)).toContain('Склад')
    const reports = leaves(find(menu, 'Звіти')!.children)
    expect(reports).toHaveLength(36)
    expect(reports.filter((r) => r.disabled).map((r) => r.path)).toEqual([
      '/reports/pick-up-point',
      '/reports/logistics',
      '/reports/analyzes-report',
      '/reports/e-health-logs',
      '/reports/laboratory',
    ])
    expect(titles(find(menu, 'Звіти')!.children)).toEqual([
      'Маркетинг',
      'NPS',
      'Топ продажів',
      'Фінанси',
      'Склад',
      'Кол-центр',
      'Інші',
      'Лабораторія',
    ])
  })

  it('shows the warehouse settings to the storekeeper and hides them from a registrar', () => {
    const settingsOf = (role: string) => titles(find(roleMenu(role), 'Налаштування')?.children ?? [])
    expect(settingsOf('warehouse')).toContain('Склад')
    const stock = find(find(roleMenu('warehouse'), 'Налаштування')!.children, 'Склад')!
    expect(stock.children.map((c) => c.path)).toEqual([
      '/settings/warehouse/nomenclature',
      '/settings/warehouse/nomenclature-units',
      '/settings/warehouse/stock-categories',
      '/settings/warehouse/stocks',
      '/settings/warehouse/suppliers',
      '/settings/warehouse/warehouse-groups',
    ])
    expect(settingsOf('registrar')).not.toContain('Склад')
  })

  it('hides the registry from lab staff and shows them the laboratory reports', () => {
    const menu = roleMenu('lab')
    expect(titles(menu)).not.toContain('Реєстратура')
    expect(titles(find(menu, 'Звіти')!.children)).toEqual(['Лабораторія'])
  })

  it('drops the reports parent for a user without any report permission', () => {
    expect(titles(menuFor({ crmClientsSee: true }))).not.toContain('Звіти')
  })

  it('hides a parent with permissions even when its children need none, and empty groups', () => {
    const tree: NavNode[] = [
      {
        key: 'locked',
        title: 'A',
        permissions: ['crmRightsEdit'],
        children: [{ key: 'x', title: 'X', path: '/x' }],
      },
      {
        key: 'empty',
        title: 'B',
        children: [{ key: 'y', title: 'Y', path: '/y', permissions: ['crmRightsEdit'] }],
      },
      {
        key: 'open',
        title: 'C',
        children: [
          { key: 'z', title: 'Z', path: '/z', menu: false },
          { key: 'w', title: 'W', path: '/w' },
        ],
      },
    ]
    const menu = menuFor({ crmClientsSee: true }, tree)
    expect(titles(menu)).toEqual(['C'])
    expect(menu[0]!.children.map((c) => c.id)).toEqual(['open.w'])
    expect(titles(menuFor({ crmRightsEdit: true }, tree))).toEqual(['A', 'B', 'C'])
  })
})

describe('collapsedMenu', () => {
  it('turns a group of more than three into one link to its first entry and spreads smaller ones', () => {
    const collapsed = collapsedMenu(menuFor(permsOf(permissionNames)))
    expect(collapsed.map((i) => [i.title, i.path])).toEqual([
      ['Реєстратура', '/mc-registry'],
      ['Задачі', '/task-manager'],
      ['Дошка задач', '/task-manager/kanban'],
      ['Клієнти', '/clients'],
      ['Замовлення', '/mc-orders'],
      ['Касові зміни', '/cash-desk'],
      ['Звіти', '/reports/doctors'],
      ['Склад', '/warehouse'],
      ['Інвентаризація', '/warehouse/inventory'],
      ['Наявність товарів', '/warehouse/stock-availability'],
      ['Пункт забору', '/laboratory/collection'],
      ['Результати аналізів', '/laboratory/results'],
      ['Реєстр помилок', '/laboratory/errors'],
      ['Налаштування', '/settings/general/basic-settings'],
    ])
    expect(collapsed.every((i) => i.children.length === 0 && i.icon !== undefined)).toBe(true)
  })

  it('keeps exactly three entries apart and lends the group icon to entries without one', () => {
    const group = (n: number): NavNode => ({
      key: `g${n}`,
      title: `G${n}`,
      icon: 'folder',
      children: Array.from({ length: n }, (_, i) => ({ key: `e${i}`, title: `E${i}`, path: `/g${n}/${i}` })),
    })
    const collapsed = collapsedMenu(menuFor({}, [group(3), group(4)]))
    expect(collapsed.map((i) => i.path)).toEqual(['/g3/0', '/g3/1', '/g3/2', '/g4/0'])
    expect(collapsed.map((i) => i.icon)).toEqual(['folder', 'folder', 'folder', 'folder'])
  })

  it('links a collapsed group past its disabled entries', () => {
    const lab = collapsedMenu(roleMenu('lab'))
    expect(lab.find((i) => i.title === 'Лабораторія')?.path).toBe('/reports/results-plr')
    const item: MenuItem = {
      id: 'g',
      title: 'G',
      disabled: false,
      children: [
        { id: 'g.a', title: 'A', path: '/a', disabled: true, children: [] },
        { id: 'g.b', title: 'B', path: '/b', disabled: false, children: [] },
      ],
    }
    expect(firstLinkOf(item)).toBe('/b')
  })
})

describe('system modules in the menu', () => {
  it('drops the entries and routes of a module switched off, and only of one switched off', () => {
    const all = permsOf(['crmReportsAddSaleSee', 'crmReportsDoctorsSee'])
    const shown = (modules?: Record<string, unknown>) => titles(leaves(menuFor(all, undefined, modules)))
    expect(shown()).toContain('Додаткові продажі')
    expect(shown({ upselling: true })).toContain('Додаткові продажі')
    expect(shown({ upselling: false })).not.toContain('Додаткові продажі')
    expect(shown({ upselling: false })).toContain('Звіт по лікарях')
    const addSale = routeByPath('/reports/add-sale')!
    expect(routeAllowed(addSale, all, { upselling: true })).toBe(true)
    expect(routeAllowed(addSale, all, { upselling: false })).toBe(false)
    expect(routeAllowed(routeByPath('/reports/doctors')!, all, { upselling: false })).toBe(true)
  })
})
