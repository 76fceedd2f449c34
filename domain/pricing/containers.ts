/**
 * calculatedContainers: the tubes a nurse fills for the cart's tests. The rule: packages are expanded
 * into their tests (a package inside a package is ignored, spec 001 §5); a test ordered twice needs one
 * sample; tests share a tube when they need the same container type AND go to the same lab department
 * (one tube cannot be on two benches at once); a tube is split when the tests' sample volumes exceed
 * the container's volume, filling tubes first-fit in cart order so adding a test never moves earlier
 * ones. Tests without a container (e.g. a material collection service) need no tube.
 */
import type { PricingContext } from './context'
import type { Tube } from './priced-cart.schema'
import type { CartLine, LineKind } from './pricing.schema'
import type { TestRef } from './pricing-refs.schema'
import { problem, type PricingProblem } from './problems'

export interface ContainersResult {
  tubes: Tube[]
  problems: PricingProblem[]
}

/** The tests the cart's test lines stand for, packages expanded, each once, in cart order. */
function expandTests(ctx: PricingContext, lines: readonly CartLine[], problems: PricingProblem[]): TestRef[] {
  const seen = new Map<number, { test: TestRef; packageName: string | null }>()
  const add = (test: TestRef, packageName: string | null, index: number) => {
    const earlier = seen.get(test.id)
    // Warn when a test comes twice and one of them is inside a package: the client would pay twice.
    const inPackage = earlier?.packageName ?? packageName
    if (earlier && inPackage !== null && earlier.packageName !== packageName) {
      const line = { kind: 'test' as LineKind, index }
      problems.push(problem('test_already_in_package', { line, detail: `«${test.name}» є в «${inPackage}»` }))
    }
    if (!earlier) seen.set(test.id, { test, packageName })
  }
  lines.forEach((line, index) => {
    const test = ctx.tests.get(line.id)
    if (!test) return
    if (!test.isPackage) return add(test, null, index)
    for (const memberId of test.packageTestIds) {
      const member = ctx.tests.get(memberId)
      if (!member) continue
      if (member.isPackage) {
        const detail = `«${member.name}» у «${test.name}»`
        problems.push(problem('package_in_package', { line: { kind: 'test', index }, detail }))
      } else add(member, test.name, index)
    }
  })
  return [...seen.values()].map((s) => s.test)
}

/** Volumes in hundredths of a millilitre, so 0,1 + 0,2 ml fits a 0,3 ml tube (no float drift). */
const toCentiMl = (ml: number | null) => (ml === null ? null : Math.round(ml * 100))

interface OpenTube {
  tube: Tube
  /** Filled volume in hundredths of a ml; null once a test of unknown volume is in it. */
  filled: number | null
}

/** First-fit: the first tube with room, else a new one. Unknown volumes never split a tube. */
function place(
  open: OpenTube[],
  test: TestRef,
  containerId: number,
  name: string,
  capacity: number | null,
): void {
  const volume = toCentiMl(test.volumeMl)
  const fits = (t: OpenTube) =>
    capacity === null || volume === null || t.filled === null || t.filled + volume <= capacity
  const target = open.find(fits)
  if (!target) {
    const tube = {
      containerId,
      name,
      departmentId: test.departmentId,
      testIds: [test.id],
      volumeMl: null,
    }
    open.push({ tube, filled: volume })
    return
  }
  target.tube.testIds.push(test.id)
  target.filled = target.filled === null || volume === null ? null : target.filled + volume
}

/** The tubes the cart's tests need. */
export function calculateContainers(ctx: PricingContext, lines: readonly CartLine[]): ContainersResult {
  const problems: PricingProblem[] = []
  const groups = new Map<string, OpenTube[]>()
  for (const test of expandTests(ctx, lines, problems)) {
    if (test.containerId === null) continue
    const container = ctx.containers.get(test.containerId)
    const key = `${test.departmentId ?? ''}:${test.containerId}`
    let open = groups.get(key)
    if (!open) groups.set(key, (open = [] as OpenTube[]))
    const capacity = toCentiMl(container?.volumeMl ?? null)
    if (capacity !== null && test.volumeMl !== null && (toCentiMl(test.volumeMl) ?? 0) > capacity) {
      const detail = `«${test.name}»: ${test.volumeMl} мл, «${container?.name ?? ''}»: ${container?.volumeMl} мл`
      problems.push(problem('test_volume_exceeds_container', { detail }))
    }
    place(open, test, test.containerId, container?.name ?? `#${test.containerId}`, capacity)
  }
  const tubes = [...groups.values()].flat().map(({ tube, filled }) => ({
    ...tube,
    volumeMl: filled === null ? null : filled / 100,
  }))
  return { tubes, problems }
}
