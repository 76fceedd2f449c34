import { describe, expect, it } from 'vitest'
import { Hl7ParseError, MllpFramer, buildAck, frame, oruResults, parseHl7 } from './hl7'

const oru = [
  'MSH|^~\\&|XN-550|SYSMEX|LIS|CLINIC|20240627135407||ORU^R01^ORU_R01|MSG00042|P|2.5.1|||||UNICODE UTF-8',
  'PID|1||12345||Коваленко^Олена',
  'OBR|1|PL-1|BC-100|^^^CBC|||20240627135000',
  'OBX|1|NM|WBC^Лейкоцити^L||8.13|10*9/L^^UCUM|4.0-9.0|H|||F|||20240627135407',
  'OBX|2|NM|HGB||13\\S\\5|g/dL|12-16|N|||F',
  'SPM|1|SPM-77',
].join('\r')

describe('HL7 v2 over MLLP', () => {
  it('frames messages split at any byte and several in one chunk alike', () => {
    const a = Buffer.from(oru)
    const b = Buffer.from('MSH|^~\\&|X|Y|||1||ORU^R01|2|P|2.5')
    const wire = Buffer.concat([Buffer.from('noise'), frame(a), Buffer.from('\n'), frame(b)])
    expect(new MllpFramer().push(wire).map((m) => m.toString())).toEqual([a.toString(), b.toString()])
    for (let cut = 1; cut < wire.length; cut++) {
      const f = new MllpFramer()
      const got = [...f.push(wire.subarray(0, cut)), ...f.push(wire.subarray(cut))]
      expect(
        got.map((m) => m.toString()),
        `cut ${cut}`,
      ).toEqual([a.toString(), b.toString()])
    }
    const f = new MllpFramer()
    f.push(Buffer.concat([Buffer.from([0x0b]), Buffer.from('MSH|part')]))
    expect(f.pending.toString()).toBe('MSH|part')
  })

  it('reads an ORU^R01: sample id from OBR-3, OBR-2 or SPM-2, code, value, units, range, flags, status', () => {
    const m = parseHl7(oru)
    expect(oruResults(m, 'hl7:OBR-3')).toEqual([
      {
        sampleId: 'BC-100',
        code: 'WBC',
        value: '8.13',
        units: '10*9/L',
        range: '4.0-9.0',
        flag: 'H',
        status: 'F',
        measuredAt: '20240627135407',
      },
      expect.objectContaining({ code: 'HGB', value: '13^5', flag: 'N', measuredAt: '20240627135000' }),
    ])
    expect(oruResults(m, 'hl7:OBR-2')[0]!.sampleId).toBe('PL-1')
    expect(oruResults(m, 'hl7:SPM-2')[0]!.sampleId).toBe('SPM-77')
  })

  it('answers AA with MSA-2 = MSH-10, and AE for a message it cannot read', () => {
    // The time is Kyiv's wall clock (UTC+2 in January).
    const ack = buildAck(oru, 'AA', new Date('2024-01-02T01:04:05Z'))
    const segs = ack.split('\r')
    expect(segs[0]).toBe('MSH|^~\\&|LIS|CLINIC|XN-550|SYSMEX|20240102030405||ACK^R01^ACK|ACKMSG00042|P|2.5.1')
    expect(segs[1]).toBe('MSA|AA|MSG00042|')
    expect(() => parseHl7('PID|1')).toThrow(Hl7ParseError)
    expect(() => oruResults(parseHl7('MSH|^~\\&|A|B|||1||ADT^A01|9|P|2.5'), 'hl7:OBR-3')).toThrow(
      /не містить/,
    )
    const bad = buildAck(
      'MSH|^~\\&|A|B|C|D|1||ORU^R01|77|P\rbad segment',
      'AE',
      new Date(),
      'Некоректний | сегмент',
    )
    expect(bad.split('\r')[1]).toBe('MSA|AE|77|Некоректний   сегмент')
  })
})
