// The build-time values vite-plugin-pwa replaces in the worker (the same VITE_ variables as the page).
interface ImportMetaEnv {
  readonly VITE_API_BASE?: string
  readonly VITE_BASIC_AUTH?: string
}
interface ImportMeta {
  readonly env: ImportMetaEnv
}
