/**
 * Packages of tests: the write path refuses a package inside a package (spec 001 §5) with the spec's
 * message, and the database refuses it too whatever writes — a package as a member, a member made a
 * package, a package with tests made a plain test. GET /api/v2/mc-tests/{id} shows volume and tests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { mcTestPackageTests, mcTests } from '../../db/schema/lab'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'
import { packageTestIds, setPackageTests } from './mc-test-packages.repo'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function idOf(code: string): Promise<number> {
  const [row] = await t.db.db.select({ id: mcTests.id }).from(mcTests).where(eq(mcTests.code, code))
  if (!row) throw new Error(`demo test ${code} missing`)
  return row.id
}

const setPackage = (packageId: number, ids: number[]) =>
  t.db.db.transaction((tx) => setPackageTests(tx, packageId, ids))

/** The PostgreSQL error under Drizzle's wrapper: its code and constraint. */
async function dbRefusal(work: Promise<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await work
  } catch (e) {
    const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } }
    return err.cause ?? err
  }
  throw new Error('the database accepted it')
}

describe('the tests of a package', () => {
  it('replaces what a package is made of, in the order given, repeats dropped', async () => {
    const pkg = await idOf('7002')
    const [a, b] = [await idOf('3003'), await idOf('3001')]
    await setPackage(pkg, [a, b, a])
    expect(await packageTestIds(t.db.db, pkg)).toEqual([a, b])
  })

  it('refuses a package inside a package with the spec’s message, and changes nothing', async () => {
    const pkg = await idOf('7001')
    const before = await packageTestIds(t.db.db, pkg)
    const refusal = setPackage(pkg, [await idOf('1001'), await idOf('7002')])
    await expect(refusal).rejects.toMatchObject({
      status: 422,
      details: { errors: { package_tests_ids: ['Пакетні аналізи не можуть бути частиною пакета'] } },
    })
    await expect(setPackage(pkg, [pkg])).rejects.toMatchObject({ status: 422 })
    expect(await packageTestIds(t.db.db, pkg)).toEqual(before)
  })

  it('refuses members for a plain test, unknown tests, and an unknown package', async () => {
    const plain = await idOf('1002')
    await expect(setPackage(plain, [await idOf('1001')])).rejects.toMatchObject({
      status: 422,
      details: { errors: { package: ['Аналіз не є пакетом: склад можна задати лише пакету'] } },
    })
    await expect(setPackage(await idOf('7003'), [999_999])).rejects.toMatchObject({
      details: { errors: { package_tests_ids: ['Аналіз не знайдено'] } },
    })
    await expect(setPackage(999_999, [])).rejects.toMatchObject({ status: 404 })
  })
})

describe('the database keeps packages out of packages whatever writes', () => {
  it('refuses a package written as a member, however its flag is set', async () => {
    const [outer, inner] = [await idOf('7003'), await idOf('7002')]
    const asPlain = await dbRefusal(
      t.db.db.insert(mcTestPackageTests).values({ packageId: outer, testId: inner }),
    )
    expect(asPlain).toMatchObject({ code: '23503', constraint: 'mc_test_package_tests_test_fk' })
    const flagged = await dbRefusal(
      t.db.db.insert(mcTestPackageTests).values({ packageId: outer, testId: inner, testIsPackage: true }),
    )
    expect(flagged).toMatchObject({ code: '23514', constraint: 'mc_test_package_tests_test_is_not_package' })
  })

  it('refuses members for a test that is not a package', async () => {
    const refusal = await dbRefusal(
      t.db.db
        .insert(mcTestPackageTests)
        .values({ packageId: await idOf('1003'), testId: await idOf('1004') }),
    )
    expect(refusal).toMatchObject({ code: '23503', constraint: 'mc_test_package_tests_package_fk' })
  })

  it('refuses making a member a package, and a package with tests a plain test', async () => {
    const member = await idOf('1001')
    const memberFlip = await dbRefusal(
      t.db.db.update(mcTests).set({ isPackage: true }).where(eq(mcTests.id, member)),
    )
    expect(memberFlip).toMatchObject({
      code: '23514',
      constraint: 'mc_test_package_tests_test_is_not_package',
    })
    const pkg = await idOf('7004')
    const packageFlip = await dbRefusal(
      t.db.db.update(mcTests).set({ isPackage: false }).where(eq(mcTests.id, pkg)),
    )
    expect(packageFlip).toMatchObject({
      code: '23514',
      constraint: 'mc_test_package_tests_package_is_package',
    })
    // Cleared first (what the editor does after asking), the package may become a plain test.
    await setPackage(pkg, [])
    await t.db.db.update(mcTests).set({ isPackage: false }).where(eq(mcTests.id, pkg))
    const [row] = await t.db.db.select().from(mcTests).where(eq(mcTests.id, pkg))
    expect(row?.isPackage).toBe(false)
  })

  it('refuses a sample volume of zero or below', async () => {
    const refusal = await dbRefusal(
      t.db.db.update(mcTests).set({ volumeMl: 0 }).where(eq(mcTests.code, '1001')),
    )
    expect(refusal).toMatchObject({ code: '23514', constraint: 'mc_tests_volume_ml_positive' })
  })
})

describe('GET /api/v2/mc-tests/{id}', () => {
  it('shows the sample volume and what a package is made of', async () => {
    const get = (id: number) => t.as('registrar', { method: 'GET', url: `/api/api/v2/mc-tests/${id}` })
    const cbc = await get(await idOf('1001'))
    expect(cbc.statusCode).toBe(200)
    expect(cbc.json()).toMatchObject({ data: { volume: 2, package: false, packageTestsIds: [] } })
    const pkg = await idOf('7001')
    const answer = (await get(pkg)).json<{ data: { package: boolean; packageTestsIds: number[] } }>()
    expect(answer.data.package).toBe(true)
    expect(answer.data.packageTestsIds).toEqual(
      await Promise.all(['1001', '2001', '2101', '2201', '2202', '2301'].map(idOf)),
    )
  })
})
