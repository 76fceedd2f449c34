import { describe, expect, it } from 'vitest'
import { priceCart } from './price-cart'
import { buildCart, type TestSpec } from './cart.factories'
import { buildTestRef } from './pricing.factories'
import type { TestRef } from './pricing-refs.schema'

const now = new Date('2026-03-10T10:00:00Z')

/** Tubes for the test lines; `extra` are reference-only tests (package members). Containers: 1 red 5 ml, 2 violet 3 ml. */
function tubes(tests: TestSpec[], extra: TestRef[] = []) {
  const input = buildCart({ tests })
  input.refs.tests.push(...extra)
  const result = priceCart(input, now)
  return { tubes: result.calculatedContainers, problems: result.problems }
}

describe('calculatedContainers', () => {
  it('puts tests of one container type and one department into one tube', () => {
    expect(tubes([{ containerId: 1 }, { containerId: 1 }]).tubes).toEqual([
      { containerId: 1, name: 'Червона кришка', departmentId: 1, testIds: [201, 202], volumeMl: null },
    ])
  })

  it('gives each department its own tube, and each container type', () => {
    const result = tubes([
      { containerId: 1, departmentId: 1 },
      { containerId: 1, departmentId: 2 },
      { containerId: 2, departmentId: 1 },
    ])
    expect(result.tubes.map((t) => [t.containerId, t.departmentId, t.testIds])).toEqual([
      [1, 1, [201]],
      [1, 2, [202]],
      [2, 1, [203]],
    ])
  })

  it('splits a tube when the volumes exceed the container, filling first-fit in cart order', () => {
    // 5 ml tube: 3 → tube 1; 3 → tube 2; 2 → back into tube 1 (3 + 2 = 5).
    const result = tubes([
      { containerId: 1, volumeMl: 3 },
      { containerId: 1, volumeMl: 3 },
      { containerId: 1, volumeMl: 2 },
    ])
    expect(result.tubes.map((t) => [t.testIds, t.volumeMl])).toEqual([
      [[201, 203], 5],
      [[202], 3],
    ])
  })

  it('adds volumes without float drift: 0,1 + 0,2 ml fill a 0,3 ml tube', () => {
    const input = buildCart({
      tests: [
        { containerId: 3, volumeMl: 0.1 },
        { containerId: 3, volumeMl: 0.2 },
      ],
    })
    input.refs.containers.push({ id: 3, name: 'Мікропробірка', volumeMl: 0.3 })
    const result = priceCart(input, now)
    expect(result.calculatedContainers.map((t) => [t.testIds, t.volumeMl])).toEqual([[[201, 202], 0.3]])
  })

  it('never splits when volumes are unknown', () => {
    const result = tubes([
      { containerId: 1, volumeMl: 4 },
      { containerId: 1 },
      { containerId: 1, volumeMl: 4 },
    ])
    expect(result.tubes).toHaveLength(1)
  })

  it('gives an oversize sample its own tube and warns', () => {
    const result = tubes([
      { containerId: 2, volumeMl: 4 },
      { containerId: 2, volumeMl: 1 },
    ])
    expect(result.tubes.map((t) => t.testIds)).toEqual([[201], [202]])
    expect(result.problems).toMatchObject([{ code: 'test_volume_exceeds_container', severity: 'warning' }])
  })

  it('needs no tube for a test without a container and one sample for a test ordered twice', () => {
    const result = tubes([{ id: 5, containerId: 1 }, { containerId: null }, { id: 5, containerId: 1 }])
    expect(result.tubes.map((t) => t.testIds)).toEqual([[5]])
  })

  it("expands a package into its tests' tubes", () => {
    const members = [buildTestRef({ id: 11, containerId: 1 }), buildTestRef({ id: 12, containerId: 2 })]
    const result = tubes([{ isPackage: true, packageTestIds: [11, 12], containerId: null }], members)
    expect(result.tubes.map((t) => [t.containerId, t.testIds])).toEqual([
      [1, [11]],
      [2, [12]],
    ])
  })

  it('ignores a package inside a package, with the spec message', () => {
    const inner = buildTestRef({ id: 11, name: 'Ліпідограма', isPackage: true, packageTestIds: [12] })
    const result = tubes(
      [{ name: 'Чекап', isPackage: true, packageTestIds: [11] }],
      [inner, buildTestRef({ id: 12 })],
    )
    expect(result.tubes).toEqual([])
    expect(result.problems).toMatchObject([
      {
        code: 'package_in_package',
        message: 'Пакетні аналізи не можуть бути частиною пакета',
        detail: '«Ліпідограма» у «Чекап»',
      },
    ])
  })

  it('takes one sample for a test ordered alone and inside a package, and warns', () => {
    const result = tubes(
      [
        { id: 11, name: 'Глюкоза' },
        { name: 'Чекап', isPackage: true, packageTestIds: [11] },
      ],
      [],
    )
    expect(result.tubes.map((t) => t.testIds)).toEqual([[11]])
    expect(result.problems).toMatchObject([
      { code: 'test_already_in_package', detail: '«Глюкоза» є в «Чекап»' },
    ])
  })
})
