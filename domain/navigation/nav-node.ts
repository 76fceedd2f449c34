/**
 * One definition of the app's screens (spec 000 §2.2–2.4, spec 001 §2): a tree whose nodes are menu
 * groups, menu entries and routes at once. The PWA builds its router, its side menu and its
 * breadcrumbs from this tree, so a path, a title or a permission is written in one place only.
 */
import type { PermissionName } from '../permissions/catalogue'
import type { SystemModuleKey } from '../settings/system-modules'

/** Icon names (lucide's, in kebab case); the PWA maps each to its component. */
export const navIconNames = [
  'house',
  'calendar-days',
  'list-ordered',
  'door-open',
  'phone-call',
  'notebook-pen',
  'clipboard-list',
  'calendar-off',
  'stethoscope',
  'list-todo',
  'list-checks',
  'kanban',
  'users',
  'receipt',
  'chart-column',
  'megaphone',
  'smile',
  'trophy',
  'wallet',
  'warehouse',
  'headset',
  'folder',
  'flask-conical',
  'settings',
  'sliders-horizontal',
  'plug',
  'hospital',
  'file-text',
  'package',
  'clipboard-check',
  'boxes',
  'triangle-alert',
  'test-tube',
] as const
export type NavIconName = (typeof navIconNames)[number]

/** Which frame a route renders in: the shell with header and menu, or a bare page for printing. */
export type LayoutKind = 'default' | 'print'

/** The registry's tab keys (spec 000 §2.2), one per registry route. */
export type RegistryTabKey =
  | 'table'
  | 'canban'
  | 'cabinets'
  | 'call_list'
  | 'previous_order'
  | 'not_finished_orders'
  | 'without_schedule'
  | 'doctors_arm'

export interface NavNode {
  /** Unique among its siblings; joined with its ancestors' keys it makes the node's id. */
  readonly key: string
  /** Ukrainian, as the menu and the breadcrumbs show it. */
  readonly title: string
  /** An absolute react-router pattern ('/clients/profile/:clientId'); none for a pure menu group. */
  readonly path?: string
  readonly icon?: NavIconName
  /** Any one of these is needed — for the menu entry, its route, and everything below it. */
  readonly permissions?: readonly PermissionName[]
  /**
   * The system module (spec 000 §6) this entry belongs to: while the installation has it switched off,
   * the entry, its route and everything below it are gone for every user.
   */
  readonly module?: SystemModuleKey
  /** Shown greyed out in the menu and not a link (spec 000 §2.2); the route still exists. */
  readonly disabled?: boolean
  /** false: a route only (create, edit, detail and print pages), never a menu entry. */
  readonly menu?: boolean
  /** Defaults to the parent's layout, and to 'default' at the top. */
  readonly layout?: LayoutKind
  readonly tabKey?: RegistryTabKey
  readonly children?: readonly NavNode[]
}
