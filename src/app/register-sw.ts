/**
 * Registers the service worker with workbox-window — in production builds only: in development the
 * worker would serve stale modules. Updates wait (the worker activates on a SKIP_WAITING message);
 * the prompt that sends it arrives with the app shell's header.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = async () => {
    // Loaded after the page so the sign-in screen's first paint does not wait for it.
    const { Workbox } = await import('workbox-window')
    await new Workbox(`${import.meta.env.BASE_URL}sw.js`).register()
  }
  const start = () => register().catch((e: unknown) => console.error('Service worker registration failed', e))
  if (document.readyState === 'complete') void start()
  else window.addEventListener('load', () => void start(), { once: true })
}
