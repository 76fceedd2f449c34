/**
 * The place in the header beside 'Онлайн' / 'Офлайн' for the offline core's sync status widget
 * (ARCHITECTURE.md §5: waiting items, oldest age, failures). Replace the body with that widget.
 */
export function SyncStatusSlot() {
  return null
}
