import { describe, expect, it } from 'vitest'
import { AstmParseError, astmDate, layoutOf, parseMessage, queryAnswer, unescape } from './e1394'

const pentra = [
  'H|\\^&|||ABX^PENTRA XLR^1.0|||||||P|E1394-97',
  'P|1||||Шевченко^Тарас',
  'O|1|S1234^00^00||^^^DIF|R|20240627100000',
  'R|1|^^^WBC^804-5^1|8.5|10^3/uL|4.0 - 10.0|N||F||||20240627101500',
  'R|2|^^^HGB^718-7^1|160|g/L||H||F',
  'C|1|I|Кров&F&згусток|G',
  'L|1|N',
].join('\r')

const sysmex =
  'H|\\^&|||XN-550^00-22^11001^^^^12345678||||||||E1394-97\rP|1\r' +
  'O|1||^^                    27^M|^^^^WBC\\^^^^RBC|||||||N||||||||||||||F\r' +
  'R|1|^^^^WBC^1|8.13|10*3/uL||N||F||||20240627135407\r' +
  'R|2|^^^^RBC^1|4.52|10*6/uL||L||F||||20240627135407\rL|1|N\r'

describe('ASTM E1394 records', () => {
  it('reads Pentra-style results: sample id in O-3, the code in R-3 component 4', () => {
    const m = parseMessage(pentra, layoutOf('astm:O.3'))
    expect(m.sender).toBe('ABX^PENTRA XLR^1.0')
    expect(m.patientName).toBe('Шевченко Тарас')
    expect(m.results).toEqual([
      {
        sampleId: 'S1234',
        code: 'WBC',
        value: '8.5',
        units: '10^3/uL',
        range: '4.0 - 10.0',
        flag: 'N',
        status: 'F',
        measuredAt: '20240627101500',
        seq: '1',
      },
      expect.objectContaining({ code: 'HGB', value: '160', units: 'g/L', flag: 'H', measuredAt: '' }),
    ])
    expect(m.records.map((r) => r.type)).toEqual(['H', 'P', 'O', 'R', 'R', 'C', 'L'])
  })

  it('reads Sysmex-style results: space-padded sample id in O-4 component 3, the code in component 5', () => {
    const m = parseMessage(sysmex, layoutOf('astm:O.4'))
    expect(m.results.map((r) => [r.sampleId, r.code, r.value, r.flag])).toEqual([
      ['27', 'WBC', '8.13', 'N'],
      ['27', 'RBC', '4.52', 'L'],
    ])
    expect(
      parseMessage(sysmex, { sampleField: 4, sampleComponent: 3, codeComponent: 5 }).results[0]!.code,
    ).toBe('WBC')
  })

  it('takes the delimiters from the H record and undoes the escapes', () => {
    const custom = 'H!@#$!!!X\rO!1!A#B!!\rR!1!###GLU!5$F$6!mmol/L\rL!1'
    const m = parseMessage(custom, layoutOf('astm:O.3'))
    expect(m.delimiters).toEqual({ field: '!', repeat: '@', component: '#', escape: '$' })
    expect(m.results[0]).toMatchObject({ sampleId: 'A', code: 'GLU', value: '5!6' })
    const d = { field: '|', repeat: '\\', component: '^', escape: '&' }
    expect(unescape('a&F&b&S&c&R&d&E&e', d)).toBe('a|b^c\\d&e')
  })

  it('reads a query and answers it with the tube’s codes, or with no tests for an unknown barcode', () => {
    const q = parseMessage('H|\\^&\rQ|1|^BC-77||ALL||||||||O\rL|1|N', layoutOf('astm:O.3'))
    expect(q.queries).toEqual([{ sampleIds: ['BC-77'] }])
    const at = new Date('2024-06-27T07:00:00Z') // 10:00 in Kyiv (UTC+3)
    const answer = queryAnswer([{ sampleId: 'BC-77', codes: ['GLU', 'CHOL'] }], at)
    expect(answer[0]).toBe('H|\\^&|||ClinicOffice^LIS|||||||P|1|20240627100000')
    expect(answer[2]).toMatch(/^O\|1\|BC-77\|\|\^\^\^GLU\\\^\^\^CHOL\|R\|/)
    const back = parseMessage(answer.join('\r'), layoutOf('astm:O.3'))
    expect(back.records.map((r) => r.type)).toEqual(['H', 'P', 'O', 'L'])
    expect(queryAnswer([{ sampleId: 'NOPE', codes: [] }], at)[2]).toMatch(/^O\|1\|NOPE\|\|\|R\|.*\|Y$/)
  })

  it('refuses a message without a header or with an unknown record type', () => {
    expect(() => parseMessage('R|1|^^^X|1', layoutOf('astm:O.3'))).toThrow(AstmParseError)
    expect(() => parseMessage('H|\\^&\rZ|1', layoutOf('astm:O.3'))).toThrow(/Невідомий тип запису/)
    expect(() => parseMessage('H|\\^&\rR|1||5', layoutOf('astm:O.3'))).toThrow(/без коду тесту/)
  })

  it('reads R-13 timestamps', () => {
    // The instrument's clock is Kyiv's: 13:54:07 in summer (UTC+3) is 10:54:07 UTC.
    expect(astmDate('20240627135407')).toEqual(new Date('2024-06-27T10:54:07Z'))
    expect(astmDate('20240127')).toEqual(new Date('2024-01-26T22:00:00Z'))
    expect(astmDate('')).toBeNull()
  })
})
