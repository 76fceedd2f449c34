import { describe, expect, it } from 'vitest'
import { ACK, AstmReceiver, ENQ, EOT, NAK, astmChecksum, encodeFrame, encodeMessage } from './astm-codec'

const b = (s: string) => Buffer.from(s, 'latin1')

function receiver(max?: number) {
  const replies: number[] = []
  const messages: Array<{ text: string; raw: Buffer }> = []
  const refused: string[] = []
  const r = new AstmReceiver(
    {
      reply: (x) => replies.push(x),
      message: (text, raw) => messages.push({ text: text.toString('latin1'), raw }),
      refused: (why) => refused.push(why),
    },
    max,
  )
  return { r, replies, messages, refused }
}

const records = [
  'H|\\^&|||PENTRA^1|||||||P|1|20240627\r',
  `R|1|^^^WBC^804-5^1|8.5|10^3/uL||N||F|||||${'X'.repeat(300)}\r`,
  'L|1|N\r',
].map(b)

describe('ASTM E1381 framing', () => {
  it('computes the checksum from FN through ETX as two hex digits', () => {
    // "1H|\^&" + ETX: a known frame of the senaite traces' shape.
    expect(astmChecksum(b('1H|\\^&\x03'))).toBe(
      (Array.from(b('1H|\\^&\x03')).reduce((a, c) => a + c, 0) % 256)
        .toString(16)
        .toUpperCase()
        .padStart(2, '0'),
    )
    const frame = encodeFrame(1, b('L|1|N\r'), true)
    expect(frame[0]).toBe(2)
    expect(frame.subarray(-2).toString('latin1')).toBe('\r\n')
  })

  it('splits a long record into ETB frames of at most 240 characters with numbers rolling 7 to 0', () => {
    const many = Array.from({ length: 9 }, (_, i) => b(`R|${i + 1}|^^^T${i}|1\r`))
    const frames = encodeMessage([...records, ...many])
    expect(frames.map((f) => f[1]! - 0x30)).toEqual([1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5])
    // The 300-character record needs two frames, the first ending with ETB.
    expect(frames[1]!.at(-5)).toBe(0x17)
    expect(frames[2]!.at(-5)).toBe(0x03)
    expect(Math.max(...frames.map((f) => f.length - 7))).toBeLessThanOrEqual(240)
  })

  it('receives a message split at every byte offset the same way', () => {
    const wire = Buffer.concat([Buffer.from([ENQ]), ...encodeMessage(records), Buffer.from([EOT])])
    const whole = receiver()
    whole.r.push(wire)
    expect(whole.messages).toHaveLength(1)
    expect(whole.messages[0]!.text).toBe(Buffer.concat(records).toString('latin1'))
    expect(whole.messages[0]!.raw.equals(wire)).toBe(true)
    for (let cut = 1; cut < wire.length; cut++) {
      const split = receiver()
      split.r.push(wire.subarray(0, cut))
      split.r.push(wire.subarray(cut))
      expect(split.messages, `cut at ${cut}`).toEqual(whole.messages)
      expect(split.replies).toEqual(whole.replies)
    }
    // One byte at a time too.
    const bytes = receiver()
    for (const x of wire) bytes.r.push(Buffer.from([x]))
    expect(bytes.messages).toEqual(whole.messages)
  })

  it('NAKs a bad checksum and takes the good resend; ACKs a repeated frame without appending it', () => {
    const [f1, f2, f3, f4] = encodeMessage(records)
    const bad = Buffer.from(f2!)
    bad[bad.length - 4] = bad[bad.length - 4] === 0x30 ? 0x31 : 0x30
    const t = receiver()
    t.r.push(Buffer.concat([Buffer.from([ENQ]), f1!, bad, f2!, f2!, f3!, f3!, f4!, Buffer.from([EOT])]))
    expect(t.replies).toEqual([ACK, ACK, NAK, ACK, ACK, ACK, ACK, ACK])
    expect(t.refused).toEqual(['checksum'])
    expect(t.messages[0]!.text).toBe(Buffer.concat(records).toString('latin1'))
  })

  it('accepts a lowercase checksum, NAKs ENQ mid-transfer, a skipped number and an oversized frame', () => {
    // 'H|\^&' + CR in frame 1 sums to 0x…; the checksum written in lowercase hex digits.
    const body = b('1H|\\^&\r\x03')
    const sum = astmChecksum(body)
    expect(sum).toMatch(/[A-F]/)
    const lower = Buffer.concat([b('\x02'), body, b(sum.toLowerCase()), b('\r\n')])
    const t = receiver(20)
    t.r.push(Buffer.concat([Buffer.from([ENQ]), lower, Buffer.from([ENQ])]))
    t.r.push(encodeFrame(3, b('L|1\r'), true))
    t.r.push(encodeFrame(2, b(`R|1|${'9'.repeat(40)}\r`), true))
    expect(t.replies).toEqual([ACK, ACK, NAK, NAK, NAK])
    expect(t.refused).toEqual(['sequence', 'too_long'])
    t.r.push(encodeFrame(2, b('L|1|N\r'), true))
    t.r.push(Buffer.from([EOT]))
    expect(t.messages.map((m) => m.text)).toEqual(['H|\\^&\rL|1|N\r'])
  })

  it('treats ENQ then EOT as a keepalive, ACKs EOT while idle and adopts STX without ENQ', () => {
    const t = receiver()
    t.r.push(Buffer.from([ENQ, EOT, EOT]))
    expect(t.messages).toEqual([])
    expect(t.replies).toEqual([ACK, ACK])
    t.r.push(Buffer.concat([...encodeMessage([b('H|\\^&\r'), b('L|1|N\r')]), Buffer.from([EOT])]))
    expect(t.messages.map((m) => m.text)).toEqual(['H|\\^&\rL|1|N\r'])
  })

  it('gives back the partial transfer on abort and starts clean after it', () => {
    const t = receiver()
    const [f1] = encodeMessage(records)
    t.r.push(Buffer.concat([Buffer.from([ENQ]), f1!]))
    expect(t.r.busy).toBe(true)
    const partial = t.r.abort()
    expect(partial.raw.length).toBe(1 + f1!.length)
    expect(partial.text.toString('latin1')).toBe(records[0]!.toString('latin1'))
    expect(t.r.busy).toBe(false)
    expect(t.messages).toEqual([])
  })
})
