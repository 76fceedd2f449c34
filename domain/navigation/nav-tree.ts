/** The whole tree, top level in the menu's order (spec 000 §2.4), then the routes outside the menu. */
import {
  cashDeskNav,
  clientsNav,
  forbiddenNav,
  homeNav,
  laboratoryNav,
  ordersNav,
  printNav,
  protocolNav,
  syncNav,
  taskManagerNav,
  warehouseNav,
} from './areas-nav'
import type { NavNode } from './nav-node'
import { registryNav } from './registry-nav'
import { reportsNav } from './reports-nav'
import { settingsNav } from './settings-nav'

export const navTree: readonly NavNode[] = [
  registryNav,
  taskManagerNav,
  clientsNav,
  ordersNav,
  cashDeskNav,
  reportsNav,
  warehouseNav,
  laboratoryNav,
  settingsNav,
  homeNav,
  protocolNav,
  printNav,
  syncNav,
  forbiddenNav,
]
