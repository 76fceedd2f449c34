/**
 * Caps on a line's order discount: the item's own max discount (service, product, material), the price
 * list's maximum discount percent and the contractor's max discount percent. They combine as the
 * minimum, measured against the price list's final price (the list's own discount is the list's
 * price, not a discount the cart gives), and never limit zero price, which is an explicit override.
 */
import type { PricingContext } from './context'
import type { Cap } from './priced-cart.schema'
import type { LineKind } from './pricing.schema'
import type { PriceListRef } from './pricing-refs.schema'

const lineCapLabel = {
  service: 'максимальна знижка послуги',
  test: 'максимальна знижка аналізу',
  product: 'максимальна знижка товару',
  material: 'максимальна знижка матеріалу',
} as const satisfies Record<LineKind, string>

/** The caps on one line, in a fixed order: line, price list, contractor. */
export function lineCaps(
  ctx: PricingContext,
  kind: LineKind,
  lineMaxDiscount: number | null,
  priceList: PriceListRef | null,
): Cap[] {
  const caps: Cap[] = []
  if (lineMaxDiscount !== null)
    caps.push({ kind: 'line', percent: lineMaxDiscount, label: lineCapLabel[kind] })
  if (priceList)
    caps.push({
      kind: 'price_list',
      percent: priceList.maxDiscountPercent,
      label: 'максимальна знижка прайсу',
    })
  const { contractor } = ctx
  if (contractor && contractor.maxDiscountPercent !== null)
    caps.push({
      kind: 'contractor',
      percent: contractor.maxDiscountPercent,
      label: `максимальна знижка контрагента «${contractor.name}»`,
    })
  return caps
}

/** The cap that binds: the smallest; on a tie the first in the fixed order. Null when uncapped. */
export function bindingCap(caps: readonly Cap[]): Cap | null {
  let binding: Cap | null = null
  for (const cap of caps) if (!binding || cap.percent < binding.percent) binding = cap
  return binding
}
