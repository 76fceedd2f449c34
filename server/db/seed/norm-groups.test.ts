import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { normGroups } from '../../../domain/laboratory/norm-groups.resource'
import { normFor } from '../../../domain/laboratory/normogroups'
import { demoNormGroups } from './norm-groups'

describe('demo normogroups', () => {
  it.each(demoNormGroups.map((g) => [g.systemName, g] as const))(
    '%s passes the page’s own checks',
    (_, g) => {
      expect(z.safeParse(z.object(normGroups.fields), g).error?.issues).toBeUndefined()
    },
  )

  it('haemoglobin has a range for every age and sex', () => {
    const hgb = demoNormGroups.find((g) => g.systemName === 'hgb')!.parameters
    expect(normFor(hgb, '2026-02-20', 'female', '2026-03-01')).toMatchObject({ min: 145, max: 225 })
    expect(normFor(hgb, '2008-03-02', 'male', '2026-03-01')).toMatchObject({ min: 130, max: 160 })
    expect(normFor(hgb, '1970-01-01', 'female', '2026-03-01')).toMatchObject({ min: 120, max: 150 })
    expect(normFor(hgb, null, null, '2026-03-01')).toMatchObject({ min: 120, max: 160 })
  })
})
