/**
 * Bad values for the schema-driven fuzz test (server/fuzz.int.test.ts): hand-picked spellings that have
 * broken servers before (NUL bytes, lone surrogates, numbers past a column's range, ids written the way
 * JavaScript's Number() still reads them) plus a few values drawn by fast-check from a fixed seed, so
 * every run sends the same requests.
 */
import fc from 'fast-check'

/** A JSON Schema node as @fastify/swagger publishes it (only what the fuzzer reads). */
export interface JsonSchema {
  $ref?: string
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  enum?: unknown[]
  format?: string
}

/** Id spellings that Number() reads as a record number; the API must refuse every one of them. */
export const lenientIdSpellings = [' 1', '1 ', '0x10', '1e0', '+1', '01', '1.0', '0b1', '1_0']

/** Numbers that pass Number() but fit no int4 column. */
export const oversizedNumbers = ['2147483648', '-2147483649', '99999999999999999999', '1' + '0'.repeat(400)]

/** Raw (already percent-encoded where it matters) values for a path or query parameter. */
export function badParamValues(kind: 'integer' | 'string' | 'id', seed: number): string[] {
  const always = [
    '%00',
    '1%00',
    '%ED%A0%80', // a lone surrogate in UTF-8 form: not valid UTF-8
    '%C0%80', // an overlong NUL
    '%FF',
    encodeURIComponent('\u0000'),
    'NaN',
    'Infinity',
    '-0',
    'null',
    'true',
    encodeURIComponent("1' OR '1'='1"),
    'x'.repeat(5000),
    encodeURIComponent('Я'.repeat(2000)),
  ]
  const numeric = [...lenientIdSpellings.map(encodeURIComponent), ...oversizedNumbers, '-1', '0', 'abc']
  const drawn = fc
    .sample(fc.string({ unit: 'binary', maxLength: 12 }), { seed, numRuns: 4 })
    .map(encodeURIComponent)
  return kind === 'string' ? [...always, ...drawn] : [...always, ...numeric, ...drawn]
}

const stringNasties: unknown[] = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udc00y',
  '\udfff\ud800',
  'Я'.repeat(100_001),
  '',
  ' ',
  "'; DROP TABLE users; --",
]
const numberNasties: unknown[] = [2147483648, -2147483649, 2 ** 53, 1e21, -1e308, 1.5, -1, 0, '1', ' 1']
const typeNasties: unknown[] = [null, true, {}, [], { $gt: '' }]

function typesOf(s: JsonSchema): string[] {
  if (s.anyOf || s.oneOf) return [...(s.anyOf ?? []), ...(s.oneOf ?? [])].flatMap(typesOf)
  if (s.enum) return ['enum']
  if (Array.isArray(s.type)) return s.type
  return s.type ? [s.type] : ['unknown']
}

/** Bad values for one body field of the given schema (schema must be resolved, no $ref). */
export function badBodyValues(schema: JsonSchema, seed: number): unknown[] {
  const types = new Set(typesOf(schema))
  const out: unknown[] = [...typeNasties]
  if (types.has('string') || types.has('enum') || types.has('unknown')) {
    out.push(...stringNasties, 12345)
    out.push(...fc.sample(fc.string({ unit: 'binary', maxLength: 40 }), { seed, numRuns: 3 }))
  }
  if (types.has('integer') || types.has('number')) {
    out.push(...numberNasties)
    out.push(
      ...fc.sample(fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })), {
        seed,
        numRuns: 3,
      }),
    )
  }
  if (types.has('boolean')) out.push('true', 1)
  if (types.has('array')) out.push(['\u0000'], [2147483648], [null], [{}], 'x')
  return out
}
