/**
 * The service worker: keeps the app shell available offline and serves it for every client route.
 * It deliberately leaves API traffic alone — the offline core stores data in IndexedDB, where it can
 * be per user, versioned and queried, which a response cache cannot do.
 */
/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { isSkipWaitingMessage } from './messages'
import { navigationDenylist } from './navigation-denylist'

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

// …but it activates only when the page asks for it: a later issue makes the page wait until the
// outbox flush (which holds a Web Lock) has finished, so a half-sent queue never meets a new version.
self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting()
})
