/** npm run dev — Vite dev server with hot reload on PORT (8080) and the API with reload on PORT+1. */
import { spawn } from 'node:child_process'
import { createServer } from 'vite'
import { loadConfig } from '../config'

const config = loadConfig()
const apiPort = config.port + 1
const api = spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: String(apiPort), STATIC_DIR: '.no-static' },
})
const vite = await createServer({ server: { port: config.port, host: true } })
await vite.listen()
vite.printUrls()
const stop = () => {
  api.kill('SIGTERM')
  void vite.close().then(() => process.exit(0))
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
