/**
 * The analyzers' listeners, in one place (issue 22 item 4; spec 001 §4 started → stopping → stopped,
 * §8 analyzer errors, §9 the 2-minute wait; domain notes B2–B6). One TCP server per active analyzer on
 * its port: ASTM E1381/E1394 sessions (astm/) or HL7 v2 over MLLP (hl7/), one session per socket. Every
 * message is stored raw before it is parsed (analyzer-ingest.ts); a transfer the peer breaks off, or
 * leaves silent past the receiver timeout, is stored raw as an error and nothing of it is parsed.
 *
 * States go through setAnalyzerListenerState (change feed + realtime, so the settings page shows them
 * live). Stopping closes the server and destroys the connections still open after a grace period, so
 * "stopping" always ends. A busy port (EADDRINUSE: another live listener) leaves the listener stopped
 * with spec's error and a retry after 2 minutes.
 */
import net from 'node:net'
import { and, eq, inArray, ne } from 'drizzle-orm'
import {
  analyzerListenerErrors as errorText,
  type ListenerStatus,
} from '../../../domain/laboratory/analyzer-listener.schema'
import type { ListenerState } from '../../../domain/laboratory/analyzer-options'
import type { Db } from '../../db/client'
import { analyzers, analyzerTestCodes, orderBarcodes } from '../../db/schema/lab-devices'
import { orders } from '../../db/schema/orders'
import type { Realtime } from '../../plugins/realtime'
import { setAnalyzerListenerState } from './analyzer-listener-state'
import {
  decodeText,
  encodeText,
  markMessageError,
  readAnalyzer,
  storeRawMessage,
  storeResults,
  type AnalyzerRow,
  type ParsedResult,
} from './analyzer-ingest'
import { ACK, AstmReceiver, ENQ, EOT, NAK, encodeMessage } from './astm/astm-codec'
import { astmDate, layoutOf, parseMessage, queryAnswer } from './astm/e1394'
import { MllpFramer, buildAck, buildQueryAnswer, frame, hl7Query, oruResults, parseHl7 } from './hl7/hl7'

interface Log {
  info(obj: object, msg?: string): void
  warn(obj: object, msg?: string): void
  error(obj: object, msg?: string): void
}

export interface ListenerOptions {
  db: Db
  realtime?: Pick<Realtime, 'toAll'>
  log?: Log
  now?: () => Date
  /** The address listeners bind to (ANALYZER_BIND_HOST; 0.0.0.0 by default). */
  bindHost?: string
  /** The port to listen on for an analyzer (tests: 0, an ephemeral one); its own port by default. */
  portOf?: (a: AnalyzerRow) => number
  /** E1381: the receiver waits this long for the next frame or EOT (30 s). */
  receiverTimeoutMs?: number
  /** E1381: the sender waits this long for each ACK (15 s). */
  ackTimeoutMs?: number
  /** Spec 001 §9: a busy port is tried again after 2 minutes. */
  portBusyRetryMs?: number
  /** Open connections are destroyed this long after a stop. */
  stopGraceMs?: number
  /** The longest ASTM frame text accepted. */
  maxFrameText?: number
}

interface Entry {
  analyzer: AnalyzerRow
  server?: net.Server
  port: number | null
  state: ListenerState
  error: string | null
  sockets: Set<net.Socket>
  retry?: NodeJS.Timeout
  /** The start or stop under way: actions on one listener run one after another. */
  op: Promise<unknown>
}

const silent: Log = { info: () => {}, warn: () => {}, error: () => {} }

export class AnalyzerListeners {
  private readonly entries = new Map<number, Entry>()
  private readonly inFlight = new Set<Promise<unknown>>()
  private readonly o: Required<Omit<ListenerOptions, 'realtime' | 'portOf'>> &
    Pick<ListenerOptions, 'realtime' | 'portOf'>
  private closed = false

  constructor(opts: ListenerOptions) {
    this.o = {
      log: silent,
      now: () => new Date(),
      bindHost: '0.0.0.0',
      receiverTimeoutMs: 30_000,
      ackTimeoutMs: 15_000,
      portBusyRetryMs: 120_000,
      stopGraceMs: 2_000,
      maxFrameText: 8192,
      ...opts,
    }
  }

  status(analyzerId: number): ListenerStatus {
    const e = this.entries.get(analyzerId)
    return {
      analyzerId,
      state: e?.state ?? 'stopped',
      port: e?.server ? e.port : null,
      error: e?.error ?? null,
      connections: e?.sockets.size ?? 0,
    }
  }

  /** Starts the listener of an analyzer (nothing when it runs already); answers its status. */
  start(analyzerId: number): Promise<ListenerStatus> {
    return this.serial(analyzerId, () => this.doStart(analyzerId))
  }

  stop(analyzerId: number): Promise<ListenerStatus> {
    return this.serial(analyzerId, () => this.doStop(analyzerId))
  }

  restart(analyzerId: number): Promise<ListenerStatus> {
    return this.serial(analyzerId, async () => {
      await this.doStop(analyzerId)
      return this.doStart(analyzerId)
    })
  }

  /** Starts the listeners of every active analyzer (server start with ANALYZER_LISTENERS=1). */
  async startActive(): Promise<void> {
    const rows = await this.o.db
      .select({ id: analyzers.id })
      .from(analyzers)
      .where(eq(analyzers.active, true))
    for (const r of rows) await this.start(r.id)
  }

  /**
   * At server start no listener of this process runs yet: a state left 'started' or 'stopping' by a
   * process that ended without stopping them (a crash) is set back to 'stopped'.
   */
  async resetStale(): Promise<void> {
    const rows = await this.o.db
      .select({ id: analyzers.id })
      .from(analyzers)
      .where(ne(analyzers.listenerState, 'stopped'))
    for (const r of rows)
      if (!this.entries.get(r.id)?.server) await this.setState(this.entry(r.id), r.id, 'stopped')
  }

  /** Stops every listener (server shutdown). */
  async close(): Promise<void> {
    this.closed = true
    await Promise.all([...this.entries.keys()].map((id) => this.stop(id)))
    await this.idle()
  }

  /** Resolves once every message received so far has been handled. */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight])
  }

  private serial(analyzerId: number, work: () => Promise<ListenerStatus>): Promise<ListenerStatus> {
    const e = this.entry(analyzerId)
    const next = e.op.then(work, work)
    e.op = next.catch(() => undefined)
    return next
  }

  private entry(analyzerId: number): Entry {
    let e = this.entries.get(analyzerId)
    if (!e) {
      e = {
        analyzer: undefined as unknown as AnalyzerRow,
        port: null,
        state: 'stopped',
        error: null,
        sockets: new Set(),
        op: Promise.resolve(),
      }
      this.entries.set(analyzerId, e)
    }
    return e
  }

  private async setState(e: Entry, id: number, state: ListenerState) {
    e.state = state
    await setAnalyzerListenerState(
      { db: this.o.db, ...(this.o.realtime ? { realtime: this.o.realtime } : {}), now: this.o.now },
      id,
      state,
    )
  }

  private async doStart(id: number): Promise<ListenerStatus> {
    const e = this.entry(id)
    if (e.retry) clearTimeout(e.retry)
    e.retry = undefined
    if (e.server || this.closed) return this.status(id)
    const analyzer = await readAnalyzer(this.o.db, id)
    if (!analyzer) {
      this.entries.delete(id)
      return this.status(id)
    }
    e.analyzer = analyzer
    if (!analyzer.active) {
      e.error = errorText.inactive
      await this.setState(e, id, 'stopped')
      return this.status(id)
    }
    const server = net.createServer((socket) => this.accept(e, socket))
    const port = this.o.portOf?.(analyzer) ?? analyzer.port
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen({ port, host: this.o.bindHost, exclusive: true }, () => {
          server.off('error', reject)
          resolve()
        })
      })
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code
      e.error = code === 'EADDRINUSE' ? errorText.portBusy : `${errorText.startFailed}: ${code ?? 'помилка'}`
      this.o.log.warn({ analyzerId: id, port, code }, 'analyzer listener not started')
      await this.setState(e, id, 'stopped')
      if (code === 'EADDRINUSE' && !this.closed) {
        e.retry = setTimeout(() => void this.start(id).catch(() => undefined), this.o.portBusyRetryMs)
        e.retry.unref()
      }
      return this.status(id)
    }
    server.on('error', (err) => this.o.log.error({ analyzerId: id, err }, 'analyzer listener error'))
    e.server = server
    e.port = (server.address() as net.AddressInfo).port
    e.error = null
    await this.setState(e, id, 'started')
    this.o.log.info(
      { analyzerId: id, port: e.port, protocol: analyzer.protocol },
      'analyzer listener started',
    )
    return this.status(id)
  }

  private async doStop(id: number): Promise<ListenerStatus> {
    const e = this.entries.get(id)
    if (!e) return this.status(id)
    if (e.retry) clearTimeout(e.retry)
    e.retry = undefined
    const server = e.server
    if (!server) {
      if (e.state !== 'stopped') await this.setState(e, id, 'stopped')
      return this.status(id)
    }
    await this.setState(e, id, 'stopping')
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    // Idle connections end now; one in the middle of a transfer gets the grace period to finish it.
    const grace = setTimeout(() => {
      for (const s of e.sockets) s.destroy()
    }, this.o.stopGraceMs)
    for (const s of e.sockets) if (!(s as SessionSocket).busy?.()) s.end()
    await closed
    clearTimeout(grace)
    e.server = undefined
    e.port = null
    await this.idle()
    await this.setState(e, id, 'stopped')
    return this.status(id)
  }

  private track<T>(p: Promise<T>): Promise<T> {
    this.inFlight.add(p)
    void p.finally(() => this.inFlight.delete(p)).catch(() => undefined)
    return p
  }

  private accept(e: Entry, socket: net.Socket) {
    e.sockets.add(socket)
    socket.on('close', () => e.sockets.delete(socket))
    socket.on('error', () => undefined) // 'close' follows
    socket.setNoDelay(true)
    if (e.analyzer.protocol === 'hl7') this.hl7Session(e, socket)
    else this.astmSession(e, socket)
  }

  /** Stores a transfer broken off (peer gone or silent) raw, as an error; nothing of it is parsed. */
  private async storeBroken(e: Entry, peer: string, raw: Buffer, reason: string) {
    const a = e.analyzer
    await storeRawMessage(this.o.db, {
      analyzerId: a.id,
      peer,
      protocol: a.protocol === 'hl7' ? 'hl7' : 'astm',
      raw,
      text: decodeText(raw, a.encoding),
      error: reason,
    })
    e.error = reason
    this.o.log.warn({ analyzerId: a.id, bytes: raw.length }, 'analyzer transfer broken off')
  }

  private astmSession(e: Entry, socket: SessionSocket) {
    const peer = `${socket.remoteAddress ?? '?'}:${socket.remotePort ?? 0}`
    let queue: Promise<unknown> = Promise.resolve()
    const run = (work: () => Promise<unknown>) => {
      queue = this.track(
        queue
          .then(work)
          .catch((err: unknown) => this.o.log.error({ analyzerId: e.analyzer.id, err }, 'astm')),
      )
    }
    /** While we send (query answers), the peer's control bytes go to the waiting sender. */
    let waiter: ((b: number) => void) | null = null
    let sending = false
    let timer: NodeJS.Timeout | undefined
    const write = (b: Buffer) => {
      if (!socket.destroyed) socket.write(b)
    }
    const receiver = new AstmReceiver(
      {
        reply: (b) => write(Buffer.from([b])),
        message: (text, raw) => run(() => this.astmMessage(e, peer, text, raw, send)),
      },
      this.o.maxFrameText,
    )
    socket.busy = () => receiver.busy || sending
    const arm = () => {
      clearTimeout(timer)
      if (!receiver.busy) return
      timer = setTimeout(() => {
        const part = receiver.abort()
        if (part.raw.length) run(() => this.storeBroken(e, peer, part.raw, errorText.timeout))
      }, this.o.receiverTimeoutMs)
      timer.unref()
    }
    const reply = (): Promise<number | null> =>
      new Promise((resolve) => {
        const t = setTimeout(() => {
          waiter = null
          resolve(null)
        }, this.o.ackTimeoutMs)
        waiter = (b) => {
          clearTimeout(t)
          waiter = null
          resolve(b)
        }
      })
    /** E1381 sender: ENQ, each frame until ACKed (6 retransmissions at most), EOT. */
    const send = async (frames: Buffer[]): Promise<boolean> => {
      sending = true
      try {
        let tries = 0
        for (;;) {
          write(Buffer.from([ENQ]))
          const r = await reply()
          if (r === ACK) break
          // The instrument's own ENQ wins a contention: it goes to the receiver, our answer is dropped.
          if (r === ENQ || r === null || ++tries > 6 || socket.destroyed) {
            if (r === ENQ) {
              sending = false
              receiver.push(Buffer.from([ENQ]))
              arm()
            } else write(Buffer.from([EOT]))
            return false
          }
        }
        for (const f of frames) {
          let n = 0
          for (;;) {
            write(f)
            const r = await reply()
            if (r === ACK) break
            if (r === EOT || ++n > 6 || socket.destroyed) {
              write(Buffer.from([EOT]))
              return false
            }
          }
        }
        write(Buffer.from([EOT]))
        return true
      } finally {
        sending = false
      }
    }
    socket.on('data', (chunk: Buffer) => {
      if (sending) {
        for (const b of chunk) if (waiter && (b === ACK || b === NAK || b === EOT || b === ENQ)) waiter(b)
        return
      }
      receiver.push(chunk)
      arm()
    })
    socket.on('close', () => {
      clearTimeout(timer)
      waiter?.(EOT)
      if (receiver.busy) {
        const part = receiver.abort()
        if (part.raw.length) run(() => this.storeBroken(e, peer, part.raw, errorText.connection))
      }
    })
  }

  private async astmMessage(
    e: Entry,
    peer: string,
    text: Buffer,
    raw: Buffer,
    send: (frames: Buffer[]) => Promise<boolean>,
  ) {
    const a = e.analyzer
    const db = this.o.db
    const decoded = decodeText(text, a.encoding)
    const id = await storeRawMessage(db, { analyzerId: a.id, peer, protocol: 'astm', raw, text: decoded })
    let msg
    try {
      msg = parseMessage(decoded, layoutOf(a.sampleIdField))
    } catch (err) {
      await markMessageError(db, id, (err as Error).message)
      return
    }
    const results: ParsedResult[] = msg.results.map((r) => ({
      ...r,
      measuredAt: astmDate(r.measuredAt),
      measuredRaw: r.measuredAt,
    }))
    if (msg.queries.length && a.direction !== 'analyzer') {
      const ids = msg.queries.flatMap((q) => q.sampleIds)
      if (msg.queries.some((q) => q.sampleIds.length === 0) || ids.some((s) => s.length > 64)) {
        await markMessageError(db, id, errorText.incorrectQuery)
        e.error = errorText.incorrectQuery
        this.o.log.warn({ analyzerId: a.id }, 'incorrect analyzer query')
        return
      }
      await storeResults(db, a.id, id, results, this.o.now())
      const samples = []
      for (const sampleId of ids) samples.push({ sampleId, codes: await codesForBarcode(db, a.id, sampleId) })
      const records = queryAnswer(samples, this.o.now()).map((r) => encodeText(`${r}\r`, a.encoding))
      await send(encodeMessage(records))
      this.recovered(e)
      return
    }
    await storeResults(db, a.id, id, results, this.o.now())
    this.recovered(e)
  }

  /** A whole message came through: a connection problem or timeout before it is over. */
  private recovered(e: Entry) {
    if (e.error === errorText.connection || e.error === errorText.timeout) e.error = null
  }

  private hl7Session(e: Entry, socket: SessionSocket) {
    const peer = `${socket.remoteAddress ?? '?'}:${socket.remotePort ?? 0}`
    const framer = new MllpFramer()
    let queue: Promise<unknown> = Promise.resolve()
    let timer: NodeJS.Timeout | undefined
    socket.busy = () => framer.pending.length > 0
    socket.on('data', (chunk: Buffer) => {
      for (const m of framer.push(chunk))
        queue = this.track(
          queue
            .then(() => this.hl7Message(e, peer, m, socket))
            .catch((err: unknown) => this.o.log.error({ analyzerId: e.analyzer.id, err }, 'hl7')),
        )
      clearTimeout(timer)
      if (framer.pending.length) {
        timer = setTimeout(() => {
          const raw = framer.pending
          framer.reset()
          queue = this.track(queue.then(() => this.storeBroken(e, peer, raw, errorText.timeout)))
        }, this.o.receiverTimeoutMs)
        timer.unref()
      }
    })
    socket.on('close', () => {
      clearTimeout(timer)
      const raw = framer.pending
      if (raw.length)
        queue = this.track(
          queue.then(() => this.storeBroken(e, peer, raw, errorText.connection)).catch(() => undefined),
        )
    })
  }

  private async hl7Message(e: Entry, peer: string, bytes: Buffer, socket: net.Socket) {
    const a = e.analyzer
    const db = this.o.db
    const text = decodeText(bytes, a.encoding)
    const id = await storeRawMessage(db, { analyzerId: a.id, peer, protocol: 'hl7', raw: bytes, text })
    const answer = (messages: string[]) => {
      for (const m of messages) if (!socket.destroyed) socket.write(frame(encodeText(m, a.encoding)))
    }
    let parsed
    try {
      parsed = parseHl7(text)
    } catch (err) {
      const message = (err as Error).message
      await markMessageError(db, id, message)
      return answer([buildAck(text, 'AE', this.o.now(), message)])
    }
    // Query mode: QRY^Q02 / QBP^Q11 answered with the tube's tests in the analyzer's codes.
    let query
    try {
      query = hl7Query(parsed)
    } catch {
      await markMessageError(db, id, errorText.incorrectQuery)
      e.error = errorText.incorrectQuery
      this.o.log.warn({ analyzerId: a.id }, 'incorrect analyzer query')
      return answer([buildAck(text, 'AE', this.o.now(), errorText.incorrectQuery)])
    }
    if (query) {
      if (a.direction === 'analyzer') {
        await markMessageError(db, id, errorText.queryNotExpected)
        return answer([buildAck(text, 'AR', this.o.now(), errorText.queryNotExpected)])
      }
      const samples = []
      for (const sampleId of query.sampleIds)
        samples.push({ sampleId, codes: await codesForBarcode(db, a.id, sampleId) })
      await storeResults(db, a.id, id, [], this.o.now())
      this.recovered(e)
      return answer(buildQueryAnswer(text, query, samples, this.o.now()))
    }
    let ack: string
    try {
      const results = oruResults(parsed, a.sampleIdField).map((r) => ({
        ...r,
        measuredAt: astmDate(r.measuredAt),
        measuredRaw: r.measuredAt,
      }))
      await storeResults(db, a.id, id, results, this.o.now())
      this.recovered(e)
      ack = buildAck(text, 'AA', this.o.now())
    } catch (err) {
      const message = (err as Error).message
      await markMessageError(db, id, message)
      ack = buildAck(text, 'AE', this.o.now(), message)
    }
    answer([ack])
  }
}

type SessionSocket = net.Socket & { busy?: () => boolean }

/** The analyzer's codes of the tests ordered on the tube with `barcode` (query mode), in mapping order. */
export async function codesForBarcode(db: Db, analyzerId: number, barcode: string): Promise<string[]> {
  const [held] = await db
    .select({ cart: orders.cartData })
    .from(orderBarcodes)
    .innerJoin(orders, eq(orders.id, orderBarcodes.orderId))
    .where(eq(orderBarcodes.barcode, barcode))
  if (!held) return []
  const lines = ((held.cart as { tests?: Array<{ id?: number; barcode?: string | null }> } | null)?.tests ??
    []) as Array<{ id?: number; barcode?: string | null }>
  const testIds = [
    ...new Set(
      lines.filter((l) => l.barcode?.trim() === barcode && typeof l.id === 'number').map((l) => l.id!),
    ),
  ]
  if (!testIds.length) return []
  const rows = await db
    .select({ code: analyzerTestCodes.code, sort: analyzerTestCodes.sort })
    .from(analyzerTestCodes)
    .where(and(eq(analyzerTestCodes.analyzerId, analyzerId), inArray(analyzerTestCodes.mcTestId, testIds)))
    .orderBy(analyzerTestCodes.sort)
  return [...new Set(rows.map((r) => r.code))]
}
