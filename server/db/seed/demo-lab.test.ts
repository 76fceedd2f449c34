import { describe, expect, it } from 'vitest'
import { demoContainers, demoPackages, demoPromotionalTests, demoTestTree, demoTestVolumes } from './demo-lab'

const tests = new Map(
  demoTestTree.flatMap((b) =>
    b.groups.flatMap((g) => g.tests.map((t) => [t[0], { container: t[3], mark: t[8] }] as const)),
  ),
)
const capacity = new Map(demoContainers.map(([code, , , ml]) => [code, ml]))

describe('demo lab data', () => {
  it('makes every demo package of existing plain tests, each once', () => {
    expect(demoPackages.map(([code]) => code)).toContain('7004')
    for (const [code, members] of demoPackages) {
      expect(tests.get(code)?.mark, code).toBe('package')
      expect(new Set(members).size, code).toBe(members.length)
      for (const m of members) {
        expect(tests.has(m), `${code} → ${m}`).toBe(true)
        expect(tests.get(m)?.mark, `${code} → ${m}`).not.toBe('package')
      }
    }
  })

  it('gives a volume that fits its tube to every test that takes a sample into a measured tube', () => {
    const volumes = new Map(demoTestVolumes)
    for (const [code, t] of tests) {
      const cap = capacity.get(t.container) ?? null
      const ml = volumes.get(code)
      if (t.mark === 'package' || t.mark === 'collection' || cap === null) expect(ml, code).toBeUndefined()
      else expect(ml, code).toBeGreaterThan(0)
      if (ml !== undefined && cap !== null) expect(ml, code).toBeLessThanOrEqual(cap)
    }
  })

  it('links every demo promotional test to an existing test, under a code of its own', () => {
    expect(demoPromotionalTests.length).toBeGreaterThanOrEqual(3)
    for (const [code, , test] of demoPromotionalTests) expect(tests.has(test), `${code} → ${test}`).toBe(true)
    const codes = demoPromotionalTests.map(([code]) => code.toLowerCase())
    expect(new Set(codes).size).toBe(codes.length)
  })
})
