/**
 * Who is signed in on this device, for the service worker: it cannot read localStorage, where the API
 * client keeps the tokens, so the page mirrors the signed-in user's id and access token here on every
 * change (never the refresh token — the worker does not refresh; a 401 pauses the queue until the page
 * has a fresh token). Cleared on sign-out, so a worker woken later sends nothing for a gone session.
 */
import { Dexie, type Table } from 'dexie'

export interface DeviceSession {
  key: 'current'
  userId: number
  token: string
  /** Epoch ms; the worker leaves the queue to the page after this. */
  expiresAt: number
}

class DeviceDb extends Dexie {
  session!: Table<DeviceSession, string>
  constructor() {
    super('clinic-office-device')
    this.version(1).stores({ session: 'key' })
  }
}

let db: DeviceDb | undefined
const device = () => (db ??= new DeviceDb())

export async function writeDeviceSession(userId: number, token: string, expiresAt: number): Promise<void> {
  await device().session.put({ key: 'current', userId, token, expiresAt })
}

export async function clearDeviceSession(): Promise<void> {
  await device().session.delete('current')
}

export async function readDeviceSession(): Promise<DeviceSession | undefined> {
  return device().session.get('current')
}
