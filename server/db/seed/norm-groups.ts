/**
 * Demo normogroups: real reference ranges (adult and paediatric) by age in days and sex, so the
 * norm-groups page and the range picking (domain/laboratory/normogroups.ts) have something to show.
 * Bands end at whole days: 1 year = 365, 6 years = 2191, 12 years = 4383, 18 years = 6574 days.
 */
import type { NormParameter, Sex } from '../../../domain/laboratory/normogroups'
import type { Tx } from '../client'
import { normGroups } from '../schema/lab-norms'
import { insertIfEmpty } from './seed-helpers'

type Row = [from: number | null, to: number | null, sex: Sex | null, min: number | null, max: number | null]

const row = (
  [ageFromDays, ageToDays, sex, min, max]: Row,
  extra: Partial<NormParameter> = {},
): NormParameter => ({
  ageFromDays,
  ageToDays,
  sex,
  min,
  max,
  textNorm: null,
  criticalLow: null,
  criticalHigh: null,
  ...extra,
})

const critical = (criticalLow: number | null, criticalHigh: number | null) => ({ criticalLow, criticalHigh })

export const demoNormGroups: Array<{ name: string; systemName: string; parameters: NormParameter[] }> = [
  {
    name: 'Гемоглобін, г/л',
    systemName: 'hgb',
    parameters: [
      row([0, 13, null, 145, 225], critical(95, 250)),
      row([14, 29, null, 125, 205]),
      row([30, 59, null, 100, 180]),
      row([60, 179, null, 90, 140]),
      row([180, 364, null, 95, 135]),
      row([365, 2190, null, 110, 140], critical(70, 200)),
      row([2191, 4382, null, 115, 145], critical(70, 200)),
      row([4383, 6573, 'male', 130, 160], critical(70, 200)),
      row([4383, 6573, 'female', 120, 150], critical(70, 200)),
      row([6574, null, 'male', 130, 170], critical(70, 200)),
      row([6574, null, 'female', 120, 150], critical(70, 200)),
      row([null, null, null, 120, 160]),
    ],
  },
  {
    name: 'Глюкоза крові, ммоль/л',
    systemName: 'glucose',
    parameters: [
      row([0, 29, null, 2.8, 4.4], critical(1.7, 20)),
      row([30, 5113, null, 3.3, 5.6], critical(2.2, 25)),
      row([null, null, null, 3.9, 5.8], critical(2.2, 25)),
    ],
  },
  {
    name: 'Креатинін, мкмоль/л',
    systemName: 'creatinine',
    parameters: [
      row([0, 364, null, 21, 65]),
      row([365, 6573, null, 27, 88]),
      row([null, null, 'male', 62, 106], critical(null, 700)),
      row([null, null, 'female', 44, 80], critical(null, 700)),
    ],
  },
  {
    name: 'Антитіла до ВІЛ 1/2',
    systemName: 'hiv_ab',
    parameters: [row([null, null, null, null, null], { textNorm: 'негативний' })],
  },
]

/** The demo normogroups, while the table is empty (an administrator's edits stay). */
export async function seedNormGroups(tx: Tx): Promise<void> {
  await insertIfEmpty(tx, normGroups, () => demoNormGroups)
}
