/**
 * A local port with nothing listening, for tests of "connection refused" (a fixed low port will not do:
 * fetch refuses the "bad ports" such as 9 before connecting).
 */
import { createServer } from 'node:net'

/** A port that was free a moment ago and is closed now. */
export async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  await new Promise((r) => server.close(r))
  return port
}
