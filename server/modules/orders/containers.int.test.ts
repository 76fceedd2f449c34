/**
 * calculatedContainers priced on the server from the stored sample volumes and package tests: the tubes
 * a nurse fills. Demo tubes: EDTA holds 4 ml, the serum (SST) tube 5 ml; a full blood count with the
 * formula takes 2 ml, the 5-parameter count and the ESR 1.5 ml each, a biochemistry test 1 ml.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inArray } from 'drizzle-orm'
import type { Tube } from '../../../domain/pricing/priced-cart.schema'
import { containers, mcTests } from '../../db/schema/lab'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { newOrder, setCart } from './order-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** Test ids by demo code. */
async function testIds(...codes: string[]): Promise<number[]> {
  const rows = await t.db.db
    .select({ id: mcTests.id, code: mcTests.code })
    .from(mcTests)
    .where(inArray(mcTests.code, codes))
  const byCode = new Map(rows.map((r) => [r.code, r.id]))
  return codes.map((c) => {
    const id = byCode.get(c)
    if (id === undefined) throw new Error(`demo test ${c} missing`)
    return id
  })
}

async function containerId(code: string): Promise<number> {
  const rows = await t.db.db.select({ id: containers.id, code: containers.code }).from(containers)
  return rows.find((r) => r.code === code)!.id
}

/** The tubes update-calculation stores for a cart of these tests. */
async function tubesFor(tests: number[]): Promise<Tube[]> {
  const order = await newOrder(t)
  const stored = await setCart(t, order, { tests: tests.map((id) => ({ id })) })
  const info = stored.priceInfo!
  expect(info.calculatedContainers).toEqual(info.priceCalculation.calculatedContainers)
  return info.calculatedContainers
}

const shape = (tubes: Tube[]) => tubes.map((x) => [x.containerId, x.testIds, x.volumeMl])

describe('calculatedContainers after update-calculation', () => {
  it('takes a second tube when the tests’ volumes exceed one tube', async () => {
    const [cbc, cbc5, esr] = await testIds('1001', '1002', '1003')
    const edta = await containerId('EDTA')
    const tubes = await tubesFor([cbc!, cbc5!, esr!])
    // 2 + 1.5 ml fill the 4 ml tube; the ESR's 1.5 ml would not fit, so it takes a tube of its own.
    expect(shape(tubes)).toEqual([
      [edta, [cbc, cbc5], 3.5],
      [edta, [esr], 1.5],
    ])
  })

  it('keeps tests that fit in one tube together', async () => {
    const [cbc, reticulocytes] = await testIds('1001', '1004')
    const tubes = await tubesFor([cbc!, reticulocytes!])
    expect(shape(tubes)).toEqual([[await containerId('EDTA'), [cbc, reticulocytes], 3]])
  })

  it('expands a package into its tests’ tubes, splitting the serum tube it overfills', async () => {
    const [pkg] = await testIds('7004')
    const [cbc, glucose, ...serum] = await testIds(
      '1001',
      '2001',
      '2101',
      '2103',
      '2201',
      '2202',
      '2205',
      '2301',
      '2302',
      '2502',
    )
    const tubes = await tubesFor([pkg!])
    // Eight 1 ml biochemistry tests: five fill the 5 ml serum tube, three go to a second one.
    expect(shape(tubes)).toEqual([
      [await containerId('EDTA'), [cbc], 2],
      [await containerId('FLU'), [glucose], 1],
      [await containerId('SST'), serum.slice(0, 5), 5],
      [await containerId('SST'), serum.slice(5), 3],
    ])
    expect(tubes.flatMap((x) => x.testIds)).not.toContain(pkg)
  })

  it('takes one sample for a test ordered both alone and in a package, and warns', async () => {
    const [pkg, cbc5, cbc] = await testIds('7004', '1002', '1001')
    const order = await newOrder(t)
    const stored = await setCart(t, order, { tests: [{ id: pkg }, { id: cbc }, { id: cbc5 }] })
    const edtaTubes = stored.priceInfo!.calculatedContainers.filter((x) => x.testIds.includes(cbc!))
    expect(shape(edtaTubes)).toEqual([[await containerId('EDTA'), [cbc, cbc5], 3.5]])
    const codes = stored.priceInfo!.priceCalculation.problems.map((p) => p.code)
    expect(codes).toContain('test_already_in_package')
  })
})
