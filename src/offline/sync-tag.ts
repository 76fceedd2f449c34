/** The Background Sync tag the page registers after a write and the service worker answers. */
export const SYNC_TAG = 'outbox-flush'
