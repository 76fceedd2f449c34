/** The app version sent with every queued write (X-App-Version), so the server can accept older payloads. */
import { version } from '../../package.json'

export const appVersion: string = version
