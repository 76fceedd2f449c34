/**
 * Demo analyzers (domain notes B): a biochemistry analyzer speaking ASTM and a haematology analyzer
 * speaking HL7, with their test codes mapped to demo tests (the haematology panel's codes to the
 * indicators of the complete blood count, by code).
 */
export interface DemoAnalyzer {
  name: string
  model: string
  protocol: 'astm' | 'hl7'
  host: string
  port: number
  direction: 'analyzer' | 'query' | 'bidirectional'
  encoding: 'utf-8' | 'windows-1251' | 'latin1'
  sampleIdField: string
  /** [analyzer code, our test code, indicator code or null] */
  codes: Array<[string, string, string | null]>
}

export const demoAnalyzers: DemoAnalyzer[] = [
  {
    name: 'Біохімія 1',
    model: 'Mindray BS-240',
    protocol: 'astm',
    host: '192.168.10.21',
    port: 5100,
    direction: 'bidirectional',
    encoding: 'windows-1251',
    sampleIdField: 'astm:O.3',
    codes: [
      ['GLU', '2001', null],
      ['CHOL', '2101', null],
      ['TG', '2103', null],
      ['ALT', '2201', null],
      ['AST', '2202', null],
      ['CREA', '2301', null],
      ['UREA', '2302', null],
    ],
  },
  {
    name: 'Гематологія 1',
    model: 'Sysmex XN-550',
    protocol: 'hl7',
    host: '192.168.10.22',
    port: 5200,
    direction: 'analyzer',
    encoding: 'utf-8',
    sampleIdField: 'hl7:OBR-3',
    codes: [
      ['WBC', '1001', 'WBC'],
      ['RBC', '1001', 'RBC'],
      ['HGB', '1001', 'HGB'],
      ['HCT', '1001', 'HCT'],
      ['PLT', '1001', 'PLT'],
    ],
  },
]
