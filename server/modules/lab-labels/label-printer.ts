/**
 * Sending ZPL to a label printer's raw port (TCP 9100) from the server (domain notes I2: right for a
 * server in the clinic's network). Only the clinic's own network is reached: an IPv4 literal must be
 * private, a host name must resolve to private addresses only — the server is never made to connect
 * out to the internet on a user's word. Connect and write each have a 5 s limit.
 */
import { lookup } from 'node:dns/promises'
import { isIP, Socket } from 'node:net'
import { DomainError } from '../../../domain/api/errors'
import { labelMessages } from '../../../domain/laboratory/tube-label'
import { isPrivateIPv4 } from '../../../domain/settings/personal-settings.schema'

export const PRINTER_TIMEOUT_MS = 5_000

const refused = () =>
  new DomainError('printer_not_private', 422, labelMessages.publicAddress, {
    errors: { label_printer_host: [labelMessages.publicAddress] },
  })

/** The address to connect to: the literal itself, or the host name's first address; 422 when not private. */
export async function privateAddress(host: string): Promise<string> {
  if (isIP(host)) {
    if (!isPrivateIPv4(host)) throw refused()
    return host
  }
  let found: { address: string; family: number }[]
  try {
    found = await lookup(host, { all: true })
  } catch {
    throw new DomainError('printer_unreachable', 502, labelMessages.unreachable(labelMessages.hostUnknown))
  }
  // Only IPv4 is dialled (the first address); every IPv4 address the name has must be private, or a
  // name with one public address could be steered there.
  const v4 = found.filter((a) => a.family === 4).map((a) => a.address)
  if (v4.length === 0 || !v4.every(isPrivateIPv4)) throw refused()
  return v4[0]!
}

/** Why a connection failed, in words a lab assistant can act on. */
function reason(err: unknown): string {
  const code = (err as { code?: string }).code
  if (code === 'ECONNREFUSED')
    return 'принтер відмовив у зʼєднанні (перевірте, що він увімкнений і порт правильний)'
  if (code === 'ETIMEDOUT') return 'принтер не відповів за 5 секунд'
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'адреса недосяжна з сервера'
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'принтер розірвав зʼєднання'
  return 'помилка зʼєднання'
}

/** Writes `data` to host:port and closes; 502 'Принтер етикеток недоступний: …' when that fails. */
export async function sendToPrinter(
  address: string,
  port: number,
  data: string,
  timeoutMs = PRINTER_TIMEOUT_MS,
): Promise<void> {
  try {
    await new Promise<void>((resolve, reject) => {
      const socket = new Socket()
      const fail = (err: unknown) => {
        socket.destroy()
        reject(err instanceof Error ? err : new Error(String(err)))
      }
      socket.setTimeout(timeoutMs, () => fail(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })))
      socket.once('error', fail)
      socket.connect(port, address, () => {
        socket.end(data, 'utf8', () => {
          socket.destroy()
          resolve()
        })
      })
    })
  } catch (err) {
    throw new DomainError('printer_unreachable', 502, labelMessages.unreachable(reason(err)))
  }
}
