/**
 * Coded problems the pricing engine reports instead of throwing, so a preview always shows a price.
 * The severity tells the server what to do: `reject` → 422 on the field, `block_confirmation` → the
 * cart saves but check-carts / confirm refuses it, `warning` → shown only.
 */
import { z } from 'zod'
import { int4, text } from '../api/scalars'
import { cartListOf, lineKindSchema, type LineKind } from './pricing.schema'

export const problemSeverities = ['reject', 'block_confirmation', 'warning'] as const
export type ProblemSeverity = (typeof problemSeverities)[number]

/** Every code with its severity and its fixed Ukrainian message; details go in `detail`. */
export const pricingProblemCatalogue = {
  promo_code_inactive: { severity: 'reject', message: 'Промокод не знайдено або він не активний' },
  promo_code_not_applicable: { severity: 'reject', message: 'Промокод не діє для цього замовлення' },
  promo_code_payment_type_pending: {
    severity: 'warning',
    message: 'Промокод діє лише для визначеного способу оплати',
  },
  default_promo_code_without_code: {
    severity: 'reject',
    message: 'Промокод за замовчуванням повинен мати код',
  },
  discount_inactive: { severity: 'reject', message: 'Знижку не знайдено або вона не активна' },
  manual_discount_comment_required: {
    severity: 'block_confirmation',
    message: 'Вкажіть причину ручної знижки',
  },
  zero_price_comment_required: {
    severity: 'block_confirmation',
    message: 'Вкажіть причину нульової ціни',
  },
  zero_price_material_comment_required: {
    severity: 'block_confirmation',
    message: 'Вкажіть причину нульової ціни матеріалів',
  },
  price_position_missing: {
    severity: 'block_confirmation',
    message: 'Ціну не знайдено: позиції немає в прайс-листі',
  },
  unpublished_position: {
    severity: 'block_confirmation',
    message: 'Замовлення з неопублікованими позиціями не можна підтвердити',
  },
  price_list_not_valid: { severity: 'block_confirmation', message: 'Прайс-лист не діє на сьогодні' },
  price_list_not_for_order: {
    severity: 'block_confirmation',
    message: 'Прайс-лист не діє для обраного міста, філії, пункту чи страхової компанії',
  },
  franchise_without_insurance: {
    severity: 'warning',
    message: 'Франшиза діє лише для замовлення зі страховою компанією',
  },
  deposit_quantity_exceeds: {
    severity: 'warning',
    message: 'З депозиту не можна списати більше, ніж кількість у рядку',
  },
  cash_deposit_write_off_exceeds: {
    severity: 'warning',
    message: 'Сума списання з грошового депозиту більша за суму до сплати',
  },
  cito_unavailable: { severity: 'warning', message: 'Для позиції не вказано термін виконання CITO' },
  package_in_package: { severity: 'warning', message: 'Пакетні аналізи не можуть бути частиною пакета' },
  test_already_in_package: {
    severity: 'warning',
    message: 'Аналіз уже входить до пакета в цьому замовленні',
  },
  test_volume_exceeds_container: {
    severity: 'warning',
    message: 'Об’єм зразка більший за об’єм контейнера',
  },
} as const satisfies Record<string, { severity: ProblemSeverity; message: string }>

export type PricingProblemCode = keyof typeof pricingProblemCatalogue
const problemCodes = Object.keys(pricingProblemCatalogue) as [PricingProblemCode, ...PricingProblemCode[]]

export const pricingProblemSchema = z.object({
  code: z.enum(problemCodes),
  severity: z.enum(problemSeverities),
  message: text(),
  /** What exactly is wrong, in Ukrainian (names, dates); null when the message says it all. */
  detail: text().nullable(),
  /** snake_case key for the 422 `errors` map: 'promo_code', 'services.2'. */
  field: text().nullable(),
  line: z.object({ kind: lineKindSchema, index: int4() }).nullable(),
})
export type PricingProblem = z.infer<typeof pricingProblemSchema>

/** Builds a problem of `code` with its catalogue severity and message. */
export function problem(
  code: PricingProblemCode,
  extra: { detail?: string | null; field?: string | null; line?: { kind: LineKind; index: number } } = {},
): PricingProblem {
  const { severity, message } = pricingProblemCatalogue[code]
  return {
    code,
    severity,
    message,
    detail: extra.detail ?? null,
    field: extra.field ?? (extra.line ? `${cartListOf[extra.line.kind]}.${extra.line.index}` : null),
    line: extra.line ?? null,
  }
}

/** Whether the problems let the cart be confirmed. */
export function allowsConfirmation(problems: readonly PricingProblem[]): boolean {
  return problems.every((p) => p.severity === 'warning')
}
