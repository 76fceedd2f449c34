/** npm start — builds the PWA if needed, then starts the server (migrate, seed when empty, serve). */
import { loadConfig } from '../config'
import { buildIfNeeded } from './build-if-needed'

await buildIfNeeded(loadConfig().staticDir)
await import('../main')
