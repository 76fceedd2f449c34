/**
 * The service worker: keeps the app shell available offline and serves it for every client route.
 * It deliberately leaves API traffic alone — the offline core stores data in IndexedDB, where it can
 * be per user, versioned and queried, which a response cache cannot do.
 */
/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { FLUSH_LOCK } from '../src/offline/lock'
import { isSkipWaitingMessage } from './messages'
import { navigationDenylist } from './navigation-denylist'
import { flushFromWorker, SYNC_TAG } from './outbox-sync'

declare const self: ServiceWorkerGlobalScope

// The hashed build files and index.html, injected by vite-plugin-pwa at build time. Served cache-first:
// a hashed file never changes, and index.html is replaced together with the rest when a new worker installs.
precacheAndRoute(self.__WB_MANIFEST)

// Caches of older builds would otherwise stay on the device forever.
cleanupOutdatedCaches()

// Rule: a navigation to any client route (/clients, /mc-cart/7, …) gets the precached index.html, so the
// app opens offline and on reload. The API and the realtime socket are excluded: a navigation there
// (e.g. opening /api/docs) must reach the server, and an HTML page in place of JSON would mislead.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: navigationDenylist(import.meta.env.VITE_API_BASE ?? '/api'),
  }),
)

// No other runtime rules: requests not matched above (all of /api) go straight to the network.

// A new worker takes control of open tabs as soon as it activates, so they all run one version…
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})

// …but it activates only when the page asks for it, and only once no outbox flush (page or worker) holds
// the 'outbox-flush' Web Lock: a half-sent queue never meets a new version of the code and payloads.
self.addEventListener('message', (event) => {
  if (!isSkipWaitingMessage(event.data)) return
  const activate = () => self.skipWaiting()
  event.waitUntil('locks' in navigator ? navigator.locks.request(FLUSH_LOCK, activate) : activate())
})

// Background Sync (where the browser has it): the page registers the tag after every queued write, and
// the browser wakes this worker when the network is back — even with every tab closed — to run the same
// flusher. Browsers without it rely on the page's own triggers (start, online, focus, timer).
interface SyncEvent extends ExtendableEvent {
  readonly tag: string
}
self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const e = event as SyncEvent
  if (e.tag === SYNC_TAG) e.waitUntil(flushFromWorker())
})
