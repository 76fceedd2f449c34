// Build-time configuration read by the PWA (spec 000 §7: base addresses come from the environment).
interface ImportMetaEnv {
  /** API base path or URL; default "/api". */
  readonly VITE_API_BASE?: string
  /** "user:password" of the server's basic-auth gate; sent on every API call when set. */
  readonly VITE_BASIC_AUTH?: string
}
