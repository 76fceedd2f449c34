/**
 * The other areas of spec 000 §2.2 and spec 001 §2: task manager, clients, orders with the cart,
 * warehouse, protocols, print pages, plus the product's own sync screen and the no-access page.
 */
import { clientEdit, clientRead } from '../clients/client-access'
import { orderRead } from '../orders/order-access'
import { taskRead, taskWrite } from '../tasks/task-access'
import type { PermissionName } from '../permissions/catalogue'
import type { NavNode } from './nav-node'

/** Those who read protocols (GET /api/v2/protocols/{id}). */
const protocolRead: PermissionName[] = ['crmProtocolsCreate', 'crmProtocolsApprove']

export const taskManagerNav: NavNode = {
  key: 'task-manager',
  title: 'Менеджер задач',
  icon: 'list-todo',
  // The spec's menu puts no permission here (spec 001 §6), but every task route of the API needs
  // crmTasksSee: a user without it (the warehouse) would get a page of load errors, so the area
  // follows the API (hidden in the menu, /403 when opened).
  permissions: [taskRead],
  children: [
    {
      key: 'list',
      title: 'Задачі',
      path: '/task-manager',
      icon: 'list-checks',
      children: [
        {
          key: 'create',
          title: 'Нова задача',
          path: '/task-manager/create',
          menu: false,
          permissions: [taskWrite],
        },
        { key: 'item', title: 'Задача', path: '/task-manager/:id', menu: false },
      ],
    },
    { key: 'kanban', title: 'Дошка задач', path: '/task-manager/kanban', icon: 'kanban' },
  ],
}

export const clientsNav: NavNode = {
  key: 'clients',
  title: 'Клієнти',
  path: '/clients',
  icon: 'users',
  // The routes follow the API's own permissions (server/modules/clients).
  permissions: [clientRead],
  children: [
    {
      key: 'create',
      title: 'Новий клієнт',
      path: '/clients/create',
      menu: false,
      permissions: [clientEdit],
    },
    {
      key: 'profile',
      title: 'Профіль клієнта',
      path: '/clients/profile/:clientId',
      menu: false,
      children: [
        {
          key: 'edit',
          title: 'Редагування профілю',
          path: '/clients/profile/:clientId/edit',
          menu: false,
          permissions: [clientEdit],
        },
      ],
    },
  ],
}

export const ordersNav: NavNode = {
  key: 'orders',
  title: 'Замовлення',
  path: '/mc-orders',
  icon: 'receipt',
  permissions: orderRead,
  children: [{ key: 'cart', title: 'Кошик замовлення', path: '/mc-cart/:id?', menu: false }],
}

/**
 * The cash desk (issue 27 §2): a cashier's registers with their shifts, X and Z reports and service
 * cash. The spec has no menu entry for it; the product adds one, gated by the permission its API needs.
 */
export const cashDeskNav: NavNode = {
  key: 'cash-desk',
  title: 'Касові зміни',
  path: '/cash-desk',
  icon: 'wallet',
  permissions: ['crmCashboxWork'],
}

/**
 * The spec lists the warehouse routes but no menu entry for them (spec 000 §2.4 names six top-level
 * items); without one a storekeeper could not reach their area, so the product adds it, gated by the
 * warehouse permission that its API routes declare.
 */
export const warehouseNav: NavNode = {
  key: 'warehouse',
  title: 'Склад',
  icon: 'warehouse',
  permissions: ['crmWarehouseSee'],
  children: [
    {
      key: 'stock',
      title: 'Склад',
      path: '/warehouse',
      icon: 'package',
      children: [
        {
          key: 'new',
          title: 'Новий документ',
          path: '/warehouse/documents/new',
          menu: false,
          permissions: ['crmWarehouseEdit'],
        },
        { key: 'document', title: 'Документ', path: '/warehouse/documents/:id', menu: false },
      ],
    },
    {
      key: 'inventory',
      title: 'Інвентаризація',
      path: '/warehouse/inventory',
      icon: 'clipboard-check',
      children: [
        {
          key: 'new',
          title: 'Нова інвентаризація',
          path: '/warehouse/inventory/new',
          menu: false,
          permissions: ['crmWarehouseEdit'],
        },
        { key: 'statement', title: 'Інвентаризаційний опис', path: '/warehouse/inventory/:id', menu: false },
      ],
    },
    {
      key: 'availability',
      title: 'Наявність товарів',
      path: '/warehouse/stock-availability',
      icon: 'boxes',
    },
  ],
}

/**
 * The laboratory's own work (issue 22): the spec lists its settings and reports but no menu entry for the
 * work itself, so the product adds one, gated by the laboratory permissions its API routes declare.
 */
export const laboratoryNav: NavNode = {
  key: 'laboratory',
  title: 'Лабораторія',
  icon: 'flask-conical',
  permissions: ['crmLabSee'],
  children: [
    {
      key: 'collection',
      title: 'Пункт забору',
      path: '/laboratory/collection',
      icon: 'test-tube',
      children: [
        {
          key: 'labels',
          title: 'Етикетки замовлення',
          path: '/laboratory/labels/:orderId',
          menu: false,
          permissions: ['crmLabSamplesWork'],
        },
      ],
    },
    {
      key: 'results',
      title: 'Результати аналізів',
      path: '/laboratory/results',
      icon: 'list-checks',
      children: [
        { key: 'order', title: 'Результати замовлення', path: '/laboratory/results/:orderId', menu: false },
      ],
    },
    {
      key: 'errors',
      title: 'Реєстр помилок',
      path: '/laboratory/errors',
      icon: 'triangle-alert',
    },
  ],
}

export const protocolNav: NavNode = {
  key: 'protocol',
  title: 'Протокол',
  path: '/protocol/:id',
  menu: false,
  children: [
    { key: 'print', title: 'Друк протоколу', path: '/protocol/:id/print', layout: 'print' },
    {
      key: 'calendar',
      title: 'Календар протоколу',
      path: '/protocol/:id/print/calendar',
      layout: 'print',
      permissions: protocolRead,
    },
  ],
}

/** Each print page asks for what the API call it reads asks for (/403 otherwise). */
export const printNav: NavNode = {
  key: 'print',
  title: 'Друк',
  menu: false,
  layout: 'print',
  children: [
    // GET /registry/doctors-arm
    { key: 'doctor', title: 'Друк для лікаря', path: '/print/doctor', permissions: ['crmMcRegistrySee'] },
    // GET /api/v2/mc-orders/{id}
    { key: 'patient', title: 'Друк для пацієнта', path: '/print/patient', permissions: orderRead },
    // GET /api/v2/protocols/{id}
    {
      key: 'prescription',
      title: 'Друк рецепта',
      path: '/print/prescription',
      permissions: protocolRead,
    },
  ],
}

export const homeNav: NavNode = { key: 'home', title: 'Головна', path: '/', icon: 'house', menu: false }

/** The offline core's screen: every queued change with its state (ARCHITECTURE.md §5). */
export const syncNav: NavNode = { key: 'sync', title: 'Синхронізація', path: '/sync', menu: false }

export const forbiddenNav: NavNode = {
  key: 'forbidden',
  title: 'Доступ заборонено',
  path: '/403',
  menu: false,
}
