/**
 * An analyzer simulator for tests and the bench (domain notes B5): replays the project's trace files
 * (traces/*.astm: records one per line, `#framing: 240|one` and `#encoding:` directives, {BARCODE} filled
 * in) as an instrument speaking ASTM E1381 over TCP to our listener — ENQ, frames waiting for each ACK,
 * EOT — with faults: frames split into several TCP writes, a frame sent first with a bad checksum, a
 * frame sent twice, silence, a dropped connection. It also receives the listener's query answers.
 */
import { readFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import iconv from 'iconv-lite'
import { ACK, AstmReceiver, ENQ, EOT, NAK, encodeFrame, encodeMessage } from '../astm/astm-codec'

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'traces')

export interface Trace {
  records: string[]
  encoding: string
  /** The frames of the message as the instrument sends them. */
  frames: Buffer[]
}

/** Reads traces/<name>.astm with `barcode` put in place of {BARCODE}, and each of `vars` of its {KEY}. */
export function loadTrace(name: string, barcode: string, vars: Record<string, string> = {}): Trace {
  const lines = readFileSync(path.join(dir, `${name}.astm`), 'utf8').split('\n')
  const directive = (key: string) =>
    lines
      .find((l) => l.startsWith(`#${key}:`))
      ?.slice(key.length + 2)
      .trim() ?? ''
  const encoding = directive('encoding') || 'latin1'
  const records = lines
    .filter((l) => l && !l.startsWith('#'))
    .map((l) =>
      Object.entries(vars).reduce(
        (r, [k, v]) => r.replaceAll(`{${k}}`, v),
        l.replaceAll('{BARCODE}', barcode),
      ),
    )
  const bytes = records.map((r) => iconv.encode(`${r}\r`, encoding))
  const frames =
    directive('framing') === 'one' ? [encodeFrame(1, Buffer.concat(bytes), true)] : encodeMessage(bytes)
  return { records, encoding, frames }
}

export interface SendFaults {
  /** Each frame goes out in writes cut at these offsets (a TCP chunk boundary inside the frame). */
  cutAt?: number[]
  /** This frame (index) is first sent with a broken checksum, expecting NAK. */
  badChecksum?: number
  /** This frame (index) is sent again after its ACK, as after a lost ACK. */
  duplicate?: number
  /** Stop after this many frames: no EOT (then `close()` or stay silent). */
  stopAfter?: number
}

export class AstmInstrument {
  private readonly bytes: number[] = []
  private wake: (() => void) | null = null
  private closed = false

  private constructor(readonly socket: net.Socket) {
    socket.setNoDelay(true)
    socket.on('data', (chunk: Buffer) => {
      this.bytes.push(...chunk)
      this.wake?.()
    })
    socket.on('close', () => {
      this.closed = true
      this.wake?.()
    })
    socket.on('error', () => undefined)
  }

  static connect(port: number, host = '127.0.0.1'): Promise<AstmInstrument> {
    return new Promise((resolve, reject) => {
      const s = net.connect({ port, host }, () => resolve(new AstmInstrument(s)))
      s.once('error', reject)
    })
  }

  /** The next byte from the listener (null on timeout or close). */
  async next(timeoutMs = 5000): Promise<number | null> {
    const deadline = Date.now() + timeoutMs
    while (this.bytes.length === 0) {
      if (this.closed || Date.now() >= deadline) return null
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, deadline - Date.now())
        this.wake = () => {
          clearTimeout(t)
          this.wake = null
          resolve()
        }
      })
    }
    return this.bytes.shift()!
  }

  async write(b: Buffer | number[]): Promise<void> {
    const buf = Buffer.isBuffer(b) ? b : Buffer.from(b)
    await new Promise<void>((resolve, reject) =>
      this.socket.write(buf, (err) => (err ? reject(err) : resolve())),
    )
  }

  private async writeCut(frame: Buffer, cuts: number[]) {
    let from = 0
    for (const c of [...cuts.filter((x) => x > 0 && x < frame.length)].sort((a, b) => a - b)) {
      await this.write(frame.subarray(from, c))
      // Let the write leave as its own segment.
      await new Promise((r) => setImmediate(r))
      from = c
    }
    await this.write(frame.subarray(from))
  }

  /** Sends a message as E1381 asks; answers the listener's replies in order. */
  async send(frames: Buffer[], faults: SendFaults = {}): Promise<number[]> {
    const replies: number[] = []
    const expect = async () => {
      const r = await this.next()
      if (r === null) throw new Error('the listener did not answer')
      replies.push(r)
      return r
    }
    await this.write([ENQ])
    if ((await expect()) !== ACK) return replies
    const count = faults.stopAfter ?? frames.length
    for (let i = 0; i < count; i++) {
      const f = frames[i]!
      if (faults.badChecksum === i) {
        const bad = Buffer.from(f)
        bad[bad.length - 3] = bad[bad.length - 3] === 0x30 ? 0x31 : 0x30
        await this.write(bad)
        await expect()
      }
      for (let tries = 0; ; tries++) {
        await this.writeCut(f, faults.cutAt ?? [])
        const r = await expect()
        if (r === ACK) break
        if (r !== NAK || tries >= 6) throw new Error(`frame ${i} refused`)
      }
      if (faults.duplicate === i) {
        await this.write(f)
        await expect()
      }
    }
    if (faults.stopAfter === undefined) await this.write([EOT])
    return replies
  }

  /** Receives one message the listener sends (a query answer): its records, decoded. */
  async receive(encoding = 'latin1', timeoutMs = 5000): Promise<string[]> {
    let text: Buffer | null = null
    const r = new AstmReceiver({
      reply: (b) => void this.socket.write(Buffer.from([b])),
      message: (t) => {
        text = t
      },
    })
    while (text === null) {
      const b = await this.next(timeoutMs)
      if (b === null) throw new Error('no answer from the listener')
      r.push(Buffer.from([b]))
    }
    return iconv
      .decode(text, encoding)
      .split('\r')
      .filter((l) => l !== '')
  }

  close(): void {
    this.socket.destroy()
  }

  get isClosed(): boolean {
    return this.closed
  }
}
