// The PWA build: React, Tailwind 4, and vite-plugin-pwa with our own service worker (sw/sw.ts).
// In development the API runs on its own port; the dev server forwards /api and the socket to it,
// so the browser sees one origin exactly as in production.
import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { VitePWA } from 'vite-plugin-pwa'

// server/cli/dev.ts runs the API on PORT + 1: 8081 by default.
const DEV_API_TARGET = `http://127.0.0.1:${Number(process.env.PORT || 8080) + 1}`
const THEME_COLOR = '#0f766e'

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  // An absolute VITE_API_BASE points at another host and needs no proxy.
  const apiBase = env.VITE_API_BASE ?? '/api'
  const proxiedApi = apiBase.startsWith('/') && apiBase !== '/' ? apiBase : '/api'

  return {
    plugins: [
      tailwindcss(),
      react(),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        // false = "register it yourself" (the documented successor of the deprecated null):
        // src/app/register-sw.ts registers with workbox-window, in production builds only.
        injectRegister: false,
        injectManifest: {
          // The app shell: scripts, styles and the page; API data never goes here.
          globPatterns: ['**/*.{js,css,html}'],
        },
        // Precached beside the manifest and its icons (which the plugin adds by itself).
        includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png'],
        manifest: {
          name: 'Clinic Office — бек-офіс клініки',
          short_name: 'Clinic Office',
          description: 'Бек-офіс мережі медичних центрів і лабораторій',
          lang: 'uk',
          dir: 'ltr',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          orientation: 'any',
          theme_color: THEME_COLOR,
          background_color: '#f8fafc',
          icons: [
            { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        // The worker is not run by the dev server; offline behaviour is tested against the build.
        devOptions: { enabled: false, type: 'module' },
      }),
    ],
    server: {
      proxy: {
        [proxiedApi]: { target: DEV_API_TARGET, changeOrigin: false },
        '/socket.io': { target: DEV_API_TARGET, ws: true, changeOrigin: false },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
    },
  }
})
