/**
 * A label printer stand-in (domain notes I4): a raw TCP port like a Zebra's 9100 that keeps every ZPL
 * label it receives (split at ^XZ), for tests and the demo. It answers ~HS with a canned "ready" status.
 * Listens on 127.0.0.1 only.
 */
import { createServer, type Socket } from 'node:net'

export interface LabelPrinterStandIn {
  host: string
  port: number
  /** Each label received, ^XA…^XZ, in order of arrival. */
  labels: string[]
  /** Connections that sent something (one per print job). */
  jobs: number
  close(): Promise<void>
}

const HOST_STATUS =
  '\x02030,0,0,0245,000,0,0,0,000,0,0,0\x03\r\n\x02000,0,0,0,0,2,6,0,00000000,1,000\x03\r\n\x021234,0\x03\r\n'

/** Starts the stand-in on `port` (0: a free one). */
export async function startLabelPrinterStandIn(opts: { port?: number } = {}): Promise<LabelPrinterStandIn> {
  const labels: string[] = []
  const sockets = new Set<Socket>()
  const state = { jobs: 0 }
  const server = createServer((socket) => {
    sockets.add(socket)
    let text = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      text += chunk
      if (text.includes('~HS')) {
        socket.write(HOST_STATUS)
        text = text.replace('~HS', '')
      }
      let end
      while ((end = text.indexOf('^XZ')) >= 0) {
        const start = text.indexOf('^XA')
        if (start >= 0 && start < end) labels.push(text.slice(start, end + 3))
        text = text.slice(end + 3)
      }
    })
    socket.on('end', () => {
      state.jobs++
      socket.end()
    })
    socket.on('error', () => socket.destroy())
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? 0, '127.0.0.1', resolve)
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    host: '127.0.0.1',
    port,
    labels,
    get jobs() {
      return state.jobs
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }
}

// `npx tsx server/integrations/label-printer/stand-in.ts` — the capture printer for a demo on
// 127.0.0.1:LABEL_PRINTER_PORT (default 9100); reports counts only, never a label's content.
if (import.meta.url === `file://${process.argv[1]}`) {
  const printer = await startLabelPrinterStandIn({ port: Number(process.env.LABEL_PRINTER_PORT ?? 9100) })
  console.log(`label printer stand-in: ${printer.host}:${printer.port} (set it in «Особисті налаштування»)`)
  let seen = 0
  setInterval(() => {
    if (printer.labels.length !== seen) console.log(`label printer: ${printer.labels.length} labels received`)
    seen = printer.labels.length
  }, 500)
}
