/**
 * The results' indicators of a few demo tests (what result entry and the analyzers' mappings name),
 * linked to the demo normogroups: a blood count's haemoglobin, glucose, creatinine and an HIV screen.
 */
import type { Tx } from '../client'
import { mcTestIndicatorNormGroups, mcTestIndicators, mcTests, units } from '../schema/lab'
import { normGroups } from '../schema/lab-norms'
import { idsBy, insertIfEmpty } from './seed-helpers'

type Row = [
  test: string,
  code: string,
  name: string,
  unit: string | null,
  decimals: number,
  type: 'numeric' | 'text' | 'select',
  options: string[],
  normGroup: string | null,
]

/** [test code, indicator code, name, unit symbol, decimals, result type, options, normogroup system name] */
const demoIndicators: Row[] = [
  ['1001', 'HGB', 'Гемоглобін', 'г/л', 0, 'numeric', [], 'hgb'],
  ['1001', 'RBC', 'Еритроцити', '×10¹²/л', 2, 'numeric', [], null],
  ['1001', 'WBC', 'Лейкоцити', '×10⁹/л', 1, 'numeric', [], null],
  ['2001', 'GLU', 'Глюкоза', 'ммоль/л', 1, 'numeric', [], 'glucose'],
  ['2301', 'CREA', 'Креатинін', 'мкмоль/л', 0, 'numeric', [], 'creatinine'],
  // The PCR tests the demo's past orders take (demo-pcr-results.ts): a qualitative answer.
  ['5101', 'SARS2', 'РНК SARS-CoV-2', null, 0, 'select', ['Не виявлено', 'Виявлено'], null],
  ['5001', 'CT', 'ДНК Chlamydia trachomatis', null, 0, 'select', ['Не виявлено', 'Виявлено'], null],
]

/** Inserts the demo indicators while no test has any. */
export async function seedLabIndicators(tx: Tx): Promise<void> {
  const tests = await idsBy(tx, mcTests, mcTests.code, mcTests.id)
  const unitIds = new Map(
    (await tx.select({ id: units.id, symbol: units.symbol }).from(units)).map((u) => [u.symbol, u.id]),
  )
  const groups = await idsBy(tx, normGroups, normGroups.systemName, normGroups.id)
  const rows = demoIndicators.filter(([test]) => tests.has(test))
  const inserted = await insertIfEmpty(tx, mcTestIndicators, () =>
    rows.map(([test, code, name, unit, decimals, resultType, options], i) => ({
      mcTestId: tests.get(test)!,
      code,
      name,
      unitId: unit === null ? null : (unitIds.get(unit) ?? null),
      decimals,
      resultType,
      options,
      sort: i * 10,
    })),
  )
  if (!inserted) return
  const indicators = await tx
    .select({ id: mcTestIndicators.id, code: mcTestIndicators.code, testId: mcTestIndicators.mcTestId })
    .from(mcTestIndicators)
  const links = rows.flatMap(([test, code, , , , , , group]) => {
    const indicator = indicators.find((x) => x.code === code && x.testId === tests.get(test))
    const groupId = group === null ? undefined : groups.get(group)
    return indicator && groupId ? [{ indicatorId: indicator.id, normGroupId: groupId }] : []
  })
  if (links.length) await tx.insert(mcTestIndicatorNormGroups).values(links)
}
