/** The registry (spec 000 §2.2): its root is the schedule; every tab has its own route and tab key. */
import type { NavNode } from './nav-node'

export const registryNav: NavNode = {
  key: 'registry',
  title: 'Реєстратура',
  icon: 'calendar-days',
  permissions: ['crmMcRegistrySee'],
  children: [
    { key: 'schedule', title: 'Розклад', path: '/mc-registry', icon: 'calendar-days', tabKey: 'table' },
    { key: 'queue', title: 'Черга', path: '/mc-registry/queue', icon: 'list-ordered', tabKey: 'canban' },
    {
      key: 'cabinets',
      title: 'Кабінети',
      path: '/mc-registry/cabinets',
      icon: 'door-open',
      tabKey: 'cabinets',
    },
    {
      key: 'call-list',
      title: 'Обдзвін',
      path: '/mc-registry/call-list',
      icon: 'phone-call',
      tabKey: 'call_list',
    },
    {
      key: 'previous-order',
      title: 'Попередні записи',
      path: '/mc-registry/previous-order',
      icon: 'notebook-pen',
      tabKey: 'previous_order',
    },
    {
      key: 'not-finished-orders',
      // Order lists: who reads orders (doctors work from their workstation instead).
      permissions: ['crmMcOrdersShow', 'crmMcOrdersEditAll', 'crmMcOrdersEditOwn'],
      title: 'Незавершені замовлення',
      path: '/mc-registry/not-finished-orders',
      icon: 'clipboard-list',
      tabKey: 'not_finished_orders',
    },
    {
      key: 'without-schedule',
      // Order lists: who reads orders (doctors work from their workstation instead).
      permissions: ['crmMcOrdersShow', 'crmMcOrdersEditAll', 'crmMcOrdersEditOwn'],
      title: 'Без розкладу',
      path: '/mc-registry/without-schedule',
      icon: 'calendar-off',
      tabKey: 'without_schedule',
    },
    {
      key: 'doctors-arm',
      title: 'АРМ лікаря',
      path: '/mc-registry/doctors-arm',
      icon: 'stethoscope',
      tabKey: 'doctors_arm',
    },
  ],
}
