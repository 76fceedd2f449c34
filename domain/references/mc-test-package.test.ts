import { describe, expect, it } from 'vitest'
import { packageCompositionErrors, packageMessages } from './mc-test-package'

const tests = new Map([
  [1, { id: 1, isPackage: false }],
  [2, { id: 2, isPackage: false }],
  [7, { id: 7, isPackage: true }],
  [8, { id: 8, isPackage: true }],
])

describe('what a package may be made of', () => {
  it('allows plain tests, and an empty package', () => {
    expect(packageCompositionErrors(tests.get(7)!, [1, 2], tests)).toEqual({})
    expect(packageCompositionErrors(tests.get(7)!, [], tests)).toEqual({})
  })

  it('refuses a package inside a package, itself included, once per message', () => {
    expect(packageCompositionErrors(tests.get(7)!, [1, 8, 7], tests)).toEqual({
      package_tests_ids: [packageMessages.packageInPackage],
    })
  })

  it('refuses tests that do not exist, and members for a test that is not a package', () => {
    expect(packageCompositionErrors(tests.get(1)!, [2, 99], tests)).toEqual({
      package: [packageMessages.notAPackage],
      package_tests_ids: [packageMessages.unknownTest],
    })
  })
})
