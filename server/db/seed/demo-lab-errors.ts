/**
 * The demo error register (issue 22 §6): a few errors of the last weeks at the demo filials, one per
 * stage, so the register's list, filters and form have something to show. Written once: an installation
 * whose register already has rows is left alone.
 */
import { kyivDay } from '../../../domain/time/kyiv'
import type { Db } from '../client'
import { labErrors } from '../schema/lab-errors'
import { filials } from '../schema/places'

const DAY = 86_400_000

const demo = [
  {
    daysAgo: 12,
    stage: 'preanalytical',
    errorType: 8,
    variant: 14,
    comment: 'Гемоліз у пробірці з сироваткою, взятій на пункті забору',
    solution: 'Біоматеріал узято повторно; медсестрі нагадано про час стискання джгутом',
  },
  {
    daysAgo: 7,
    stage: 'analytical',
    errorType: 11,
    variant: 22,
    comment: 'Контроль рівня 2 глюкози поза межами 2SD',
    solution: 'Аналізатор відкалібровано, контроль повторено в межах; серію результатів перевірено',
  },
  {
    daysAgo: 3,
    stage: 'postanalytical',
    errorType: 14,
    variant: 27,
    comment: 'Результати видано на день пізніше за обіцяне',
    solution: 'Пацієнта повідомлено; у графік видачі додано перевірку о 16:00',
  },
  {
    daysAgo: 1,
    stage: 'general_result_measurement',
    errorType: 13,
    variant: 24,
    comment: 'Переставлено значення двох показників під час ручного введення',
    solution: 'Результат виправлено до затвердження; введення звірено з роздруківкою аналізатора',
  },
] as const

export async function seedDemoLabErrors(db: Db): Promise<void> {
  const [any] = await db.select({ id: labErrors.id }).from(labErrors).limit(1)
  if (any) return
  const places = await db.select({ id: filials.id }).from(filials).orderBy(filials.id).limit(2)
  const now = Date.now()
  await db.insert(labErrors).values(
    demo.map((e, i) => ({
      occurredOn: kyivDay(new Date(now - e.daysAgo * DAY)),
      stage: e.stage,
      errorType: e.errorType,
      variant: e.variant,
      filialId: places[i % Math.max(places.length, 1)]?.id ?? null,
      barcode: null,
      comment: e.comment,
      solution: e.solution,
    })),
  )
}
