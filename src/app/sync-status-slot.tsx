import { SyncStatus } from '../features/sync/sync-status'

/** The sync status widget beside 'Онлайн' / 'Офлайн' in the header (ARCHITECTURE.md §5). */
export function SyncStatusSlot() {
  return <SyncStatus />
}
