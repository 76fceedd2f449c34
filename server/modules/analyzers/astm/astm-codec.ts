/**
 * ASTM E1381 (CLSI LIS1-A) low-level framing, pure: a byte-level receiver state machine, one per socket,
 * so a frame split across any number of TCP chunks (or three frames in one chunk) parses the same, and
 * the sender's framing of a message into numbered frames. Domain notes B2 and B6.
 *
 * Frame: <STX> FN text <ETB|ETX> C1 C2 <CR><LF>; FN rolls 1…7, 0; the checksum is the sum of the bytes
 * from FN through ETB/ETX inclusive, modulo 256, as two hex digits (compared case-insensitively).
 */
export const ENQ = 0x05
export const ACK = 0x06
export const NAK = 0x15
export const EOT = 0x04
export const STX = 0x02
export const ETX = 0x03
export const ETB = 0x17
export const CR = 0x0d
export const LF = 0x0a

/** E1381's maximum text of one frame; longer records continue in ETB frames. */
export const MAX_FRAME_TEXT = 240

/** Sum of `bytes` modulo 256 as two uppercase hex digits. */
export function astmChecksum(bytes: Uint8Array): string {
  let sum = 0
  for (const b of bytes) sum = (sum + b) & 0xff
  return sum.toString(16).toUpperCase().padStart(2, '0')
}

/** One frame's bytes: STX FN text ETB|ETX C1 C2 CR LF. */
export function encodeFrame(fn: number, text: Buffer, last: boolean): Buffer {
  const body = Buffer.concat([Buffer.from([0x30 + (fn % 8)]), text, Buffer.from([last ? ETX : ETB])])
  return Buffer.concat([
    Buffer.from([STX]),
    body,
    Buffer.from(astmChecksum(body), 'ascii'),
    Buffer.from([CR, LF]),
  ])
}

/**
 * The frames of a message: each record (ending with CR) is sent in frames of at most `maxText` bytes,
 * the record's last frame ending with ETX, its other frames with ETB; numbers run 1…7, 0, 1… across the
 * whole message.
 */
export function encodeMessage(records: Buffer[], maxText = MAX_FRAME_TEXT): Buffer[] {
  const frames: Buffer[] = []
  let fn = 1
  for (const rec of records) {
    const text = rec.at(-1) === CR ? rec : Buffer.concat([rec, Buffer.from([CR])])
    for (let off = 0; off < text.length; off += maxText) {
      const part = text.subarray(off, off + maxText)
      frames.push(encodeFrame(fn, part, off + maxText >= text.length))
      fn = (fn + 1) % 8
    }
  }
  return frames
}

export interface ReceiverEvents {
  /** A control byte to write to the peer (ACK or NAK). */
  reply(byte: number): void
  /** A whole message (EOT after accepted frames): the joined frame texts and every byte of the session. */
  message(text: Buffer, raw: Buffer): void
  /** A frame was refused (bad checksum, wrong number, too long); for logs and tests. */
  refused?(reason: 'checksum' | 'sequence' | 'too_long'): void
}

/** The longest frame text accepted (Sysmex-like instruments send a whole message in one frame). */
type State = 'idle' | 'await' | 'frame' | 'c1' | 'c2' | 'tail'

/**
 * The receiving side of one connection. `push` every chunk; answers go out through `events.reply`.
 * - idle: ENQ → ACK and a transfer begins; EOT is ACKed (some instruments send it as a keepalive); an
 *   STX without ENQ is adopted (the peer went on after our restart).
 * - in a transfer: ENQ → NAK (the peer must finish first); each frame → ACK when its checksum and number
 *   fit, NAK otherwise; a repeat of the last accepted number is ACKed but not appended (a lost ACK makes
 *   the peer resend the same frame); a frame longer than the maximum is NAKed; EOT ends the message.
 * `abort()` drops the transfer (timeout, disconnect) and answers what had arrived, for the raw store.
 */
export class AstmReceiver {
  private state: State = 'idle'
  private inTransfer = false
  private lastFn = 0
  private texts: Buffer[] = []
  private raw: Buffer[] = []
  private body: number[] = []
  private overflow = false
  private c1 = 0
  private c2 = 0

  constructor(
    private readonly events: ReceiverEvents,
    private readonly maxFrameText = 8192,
  ) {}

  /** Whether a transfer (ENQ … EOT) is under way. */
  get busy(): boolean {
    return this.inTransfer
  }

  push(chunk: Buffer): void {
    let from = 0
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i]!
      if (this.state === 'idle' && !this.inTransfer) {
        if (b === ENQ) {
          this.begin()
          from = i
          this.events.reply(ACK)
        } else if (b === EOT) {
          this.events.reply(ACK)
        } else if (b === STX) {
          this.begin()
          from = i
          this.startFrame()
        }
        continue
      }
      this.step(b)
      if (!this.inTransfer) {
        // EOT ended the transfer within this chunk: keep the raw bytes up to it.
        this.raw.push(chunk.subarray(from, i + 1))
        this.finish()
        from = i + 1
      }
    }
    if (this.inTransfer && from < chunk.length) this.raw.push(chunk.subarray(from))
  }

  /** Drops the transfer under way; answers its raw bytes and accepted text (empty when idle). */
  abort(): { raw: Buffer; text: Buffer } {
    const out = { raw: Buffer.concat(this.raw), text: Buffer.concat(this.texts) }
    this.reset()
    return out
  }

  private begin() {
    this.inTransfer = true
    this.state = 'await'
    this.lastFn = 0
    this.texts = []
    this.raw = []
  }

  private reset() {
    this.inTransfer = false
    this.state = 'idle'
    this.texts = []
    this.raw = []
    this.body = []
  }

  private finish() {
    const text = Buffer.concat(this.texts)
    const raw = Buffer.concat(this.raw)
    this.reset()
    if (text.length) this.events.message(text, raw)
  }

  private startFrame() {
    this.state = 'frame'
    this.body = []
    this.overflow = false
  }

  private step(b: number) {
    switch (this.state) {
      case 'await':
        if (b === STX) this.startFrame()
        else if (b === EOT) this.inTransfer = false
        else if (b === ENQ) this.events.reply(NAK)
        return
      case 'frame':
        if (b === ETB || b === ETX) {
          this.body.push(b)
          this.state = 'c1'
        } else if (b === STX) {
          // A frame restarted without finishing the last one: resynchronise on it.
          this.startFrame()
        } else if (b === EOT && this.body.length === 0) {
          this.inTransfer = false
        } else if (this.body.length > this.maxFrameText) this.overflow = true
        else this.body.push(b)
        return
      case 'c1':
        this.c1 = b
        this.state = 'c2'
        return
      case 'c2':
        this.c2 = b
        this.state = 'tail'
        return
      case 'tail':
        if (b === CR) return
        if (b === LF) this.endFrame()
        else if (b === STX) {
          // CR LF missing: judge the frame and take the new one.
          this.endFrame()
          this.startFrame()
        } else if (b === EOT) {
          this.endFrame()
          this.inTransfer = false
        } else this.endFrame()
        return
    }
  }

  private refuse(reason: 'checksum' | 'sequence' | 'too_long') {
    this.state = 'await'
    this.events.refused?.(reason)
    this.events.reply(NAK)
  }

  private endFrame() {
    this.state = 'await'
    if (this.overflow) return this.refuse('too_long')
    const body = Buffer.from(this.body)
    const sent = String.fromCharCode(this.c1, this.c2).toUpperCase()
    if (astmChecksum(body) !== sent) return this.refuse('checksum')
    const fnChar = body[0]! - 0x30
    if (fnChar < 0 || fnChar > 7) return this.refuse('sequence')
    if (fnChar === this.lastFn && this.texts.length > 0) {
      this.events.reply(ACK)
      return
    }
    // The first frame of a transfer may carry any number (an adopted session); later ones follow on.
    if (this.texts.length > 0 && fnChar !== (this.lastFn + 1) % 8) return this.refuse('sequence')
    this.lastFn = fnChar
    this.texts.push(body.subarray(1, body.length - 1))
    this.events.reply(ACK)
  }
}
