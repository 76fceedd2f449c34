/** Messages the page may send to the service worker; one shape on both sides. */
export const SKIP_WAITING = 'SKIP_WAITING'

/** True for `{ type: 'SKIP_WAITING' }`, the message workbox-window's messageSkipWaiting() posts. */
export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING
}
