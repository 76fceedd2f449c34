/**
 * What a package of tests may be made of (spec 001 §5): tests that exist and are not packages
 * themselves. One rule for the test editor's write path (and its form, when it lands); the database
 * holds the same rule with constraints (server/db/schema/lab.ts), so no other writer can break it.
 */
import type { FieldErrors } from '../api/errors'

export const packageMessages = {
  packageInPackage: 'Пакетні аналізи не можуть бути частиною пакета',
  notAPackage: 'Аналіз не є пакетом: склад можна задати лише пакету',
  unknownTest: 'Аналіз не знайдено',
} as const

export interface PackageTestFacts {
  id: number
  isPackage: boolean
}

/**
 * The 422 errors of making `pkg` out of `memberIds` (empty when allowed); `known` holds the facts of
 * every test the ids name that exists.
 */
export function packageCompositionErrors(
  pkg: PackageTestFacts,
  memberIds: readonly number[],
  known: ReadonlyMap<number, PackageTestFacts>,
): FieldErrors {
  const errors: FieldErrors = {}
  const add = (field: string, message: string) => {
    const list = (errors[field] ??= [])
    if (!list.includes(message)) list.push(message)
  }
  if (!pkg.isPackage && memberIds.length > 0) add('package', packageMessages.notAPackage)
  for (const id of memberIds) {
    const test = known.get(id)
    if (!test) add('package_tests_ids', packageMessages.unknownTest)
    else if (test.isPackage) add('package_tests_ids', packageMessages.packageInPackage)
  }
  return errors
}
