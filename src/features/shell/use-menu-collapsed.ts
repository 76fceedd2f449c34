/**
 * Whether the side menu is collapsed, remembered between visits as '1' or '0' (spec 000 §2.1) and
 * shared by every open tab. Setting it without a value reads the remembered one again, as the spec
 * describes its toggle.
 */
import { useCallback, useSyncExternalStore } from 'react'

export const MENU_COLLAPSED_KEY = 'clinic-office:menu-collapsed'

const listeners = new Set<() => void>()

function read(): boolean {
  try {
    return localStorage.getItem(MENU_COLLAPSED_KEY) === '1'
  } catch {
    return false
  }
}

let current = read()

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (e: StorageEvent) => {
    if (e.key !== MENU_COLLAPSED_KEY && e.key !== null) return
    current = read()
    listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** Sets the state and remembers it; without a value, goes back to the remembered state. */
export function setMenuCollapsed(value?: boolean): void {
  current = value ?? read()
  try {
    localStorage.setItem(MENU_COLLAPSED_KEY, current ? '1' : '0')
  } catch {
    // Private mode or a full quota: the state still holds for this visit.
  }
  listeners.forEach((l) => l())
}

export function useMenuCollapsed(): [collapsed: boolean, toggle: () => void] {
  const collapsed = useSyncExternalStore(subscribe, () => current)
  const toggle = useCallback(() => setMenuCollapsed(!current), [])
  return [collapsed, toggle]
}
