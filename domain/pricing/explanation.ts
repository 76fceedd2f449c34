/**
 * The line's explanation a cashier reads out to a client, in Ukrainian, e.g.
 * 'Прайс «Київ 2026»: 850,00 грн; промокод SPRING −10%; ручна знижка 20% обмежена до 15% (…); ціна 722,50 грн'.
 * Built only from the priced line, so it can never disagree with the numbers.
 */
import { manualPriceLabel } from './line-pricing'
import { formatMoney, formatPercent } from './money'
import type { AppliedDiscount, PricedLine, PriceStep } from './priced-cart.schema'

function stepText(step: PriceStep, line: PricedLine): string {
  switch (step.kind) {
    case 'price_list':
      if (step.label === manualPriceLabel) return `${step.label} ${formatMoney(line.listPrice)}`
      return step.percent === null
        ? `${step.label} −${formatMoney(step.unitAmount)}: ${formatMoney(line.listPrice)}`
        : `${step.label} −${formatPercent(step.percent)}: ${formatMoney(line.listPrice)}`
    case 'zero_price':
      return step.label
    default: {
      const asked = formatPercent(step.percent ?? 0)
      if (!step.cappedBy) return `${step.label} −${asked}`
      const { label, percent } = step.cappedBy
      if (step.appliedPercent === 0)
        return `${step.label} ${asked} не діє (${label} ${formatPercent(percent)})`
      // Agree the participle with the noun: 'промокод … обмежений', 'знижка … обмежена'.
      const limited = step.kind === 'promo_code' ? 'обмежений' : 'обмежена'
      return `${step.label} ${asked} ${limited} до ${formatPercent(step.appliedPercent ?? 0)} (${label})`
    }
  }
}

/** The cashier's explanation of one priced line. */
export function explainLine(
  line: PricedLine,
  sourceLabel: string,
  skipped: readonly AppliedDiscount[],
  franchisePercent: number | null,
): string {
  if (!line.priced) return `${sourceLabel}: ціну не знайдено, рядок не враховано`
  const parts = [`${sourceLabel}: ${formatMoney(line.basePrice)}`]
  let hasOrderDiscount = false
  for (const step of line.steps) {
    parts.push(stepText(step, line))
    if (step.kind !== 'price_list' && step.kind !== 'zero_price') hasOrderDiscount = true
  }
  if (hasOrderDiscount)
    for (const other of skipped)
      parts.push(`${other.label} ${formatPercent(other.percent)} не застосовано (знижки не сумуються)`)
  if (line.quantity !== 1)
    parts.push(`${line.quantity} × ${formatMoney(line.unitPrice)} = ${formatMoney(line.total)}`)
  else if (line.steps.length > 0) parts.push(`ціна ${formatMoney(line.unitPrice)}`)
  if (line.quantityFromDeposit > 0)
    parts.push(`з депозиту ${line.quantityFromDeposit} шт.: ${formatMoney(line.depositAmount)}`)
  if (franchisePercent !== null && line.quantityToPay > 0)
    parts.push(
      `франшиза ${formatPercent(franchisePercent)}: пацієнт ${formatMoney(line.toPay + line.cashDepositAmount)}, страхова ${formatMoney(line.insurerAmount)}`,
    )
  if (line.cashDepositAmount > 0) parts.push(`з грошового депозиту ${formatMoney(line.cashDepositAmount)}`)
  if (line.toPay !== line.total) parts.push(`до сплати ${formatMoney(line.toPay)}`)
  return parts.join('; ')
}
