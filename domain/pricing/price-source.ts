/**
 * Where a line's base price comes from: services and tests from the order's price list position,
 * products from the nomenclature selling price, materials from the order's tests list when it prices
 * them (multimaterials), else from the material reference. A line without
 * a price is kept at 0 and flagged, so the cart still renders and cannot be confirmed by mistake.
 */
import type { PricingContext } from './context'
import type { Kop } from './money'
import type { PricedLine } from './priced-cart.schema'
import type { CartLine, LineKind } from './pricing.schema'
import type { PriceListPositionRef, PriceListRef } from './pricing-refs.schema'
import { problem, type PricingProblem } from './problems'

export interface PriceSource {
  name: string
  code: string | null
  /** 'Прайс «Київ 2026»', 'Товар', 'Матеріал': the start of the explanation. */
  label: string
  priced: boolean
  basePrice: Kop
  listPrice: Kop
  priceList: PriceListRef | null
  position: PriceListPositionRef | null
  lineMaxDiscount: number | null
  leadTime: PricedLine['leadTime']
  problems: PricingProblem[]
}

const missing = (name: string, label: string, problems: PricingProblem[]): PriceSource => ({
  name,
  code: null,
  label,
  priced: false,
  basePrice: 0,
  listPrice: 0,
  priceList: null,
  position: null,
  lineMaxDiscount: null,
  leadTime: null,
  problems,
})

function fromPriceList(
  ctx: PricingContext,
  kind: 'service' | 'test',
  index: number,
  line: CartLine,
): PriceSource {
  const at = { kind, index }
  const listId = kind === 'service' ? ctx.order.servicePriceListId : ctx.order.mcTestPriceListId
  const list = listId === null ? undefined : ctx.priceLists.get(listId)
  const item = kind === 'service' ? ctx.services.get(line.id) : ctx.tests.get(line.id)
  const positions = kind === 'service' ? ctx.servicePositions : ctx.testPositions
  const position = list && positions.get(list.id)?.get(line.id)
  const name = position?.name ?? item?.name ?? `#${line.id}`
  if (!list || !position) {
    const what = kind === 'service' ? 'послуг' : 'аналізів'
    const detail = !list
      ? `«${name}»: ${listId === null ? `не обрано прайс-лист ${what}` : `прайс-лист #${listId} не знайдено`}`
      : `позиції «${name}» немає в прайс-листі «${list.name}»`
    return missing(name, list ? `Прайс «${list.name}»` : 'Прайс', [
      problem('price_position_missing', { line: at, detail }),
    ])
  }
  const problems: PricingProblem[] = []
  if (!list.published)
    problems.push(
      problem('unpublished_position', { line: at, detail: `прайс-лист «${list.name}» не опубліковано` }),
    )
  else if (item && !item.published)
    problems.push(problem('unpublished_position', { line: at, detail: `«${name}» не опубліковано` }))
  let leadTime: PricedLine['leadTime'] =
    position.leadTime === null ? null : { value: position.leadTime, unit: 'days' }
  if (ctx.order.cito) {
    if (position.citoLeadTime === null)
      problems.push(problem('cito_unavailable', { line: at, detail: `«${name}»` }))
    else leadTime = { value: position.citoLeadTime, unit: 'hours' }
  }
  return {
    name,
    code: position.code,
    label: `Прайс «${list.name}»`,
    priced: true,
    // A hand-typed final price above the list price is the price, not a negative discount.
    basePrice: Math.max(position.price, position.finalPrice),
    listPrice: position.finalPrice,
    priceList: list,
    position,
    lineMaxDiscount: kind === 'service' && item && 'maxDiscount' in item ? item.maxDiscount : null,
    leadTime,
    problems,
  }
}

function fromReference(
  ctx: PricingContext,
  kind: 'product' | 'material',
  index: number,
  line: CartLine,
): PriceSource {
  const item = kind === 'product' ? ctx.products.get(line.id) : ctx.materials.get(line.id)
  const label = kind === 'product' ? 'Товар' : 'Матеріал'
  if (!item) {
    const detail = `${label.toLowerCase()} #${line.id} не знайдено`
    return missing(`#${line.id}`, label, [
      problem('price_position_missing', { line: { kind, index }, detail }),
    ])
  }
  if (kind === 'material') {
    const listId = ctx.order.mcTestPriceListId
    const list = listId === null ? undefined : ctx.priceLists.get(listId)
    const listed = list && ctx.materialPrices.get(list.id)?.get(line.id)
    if (list && listed)
      return {
        ...missing(item.name, `Прайс «${list.name}»`, []),
        priced: true,
        basePrice: listed.price,
        listPrice: listed.price,
        priceList: list,
        lineMaxDiscount: item.maxDiscount,
      }
  }
  const price = 'sellingPrice' in item ? item.sellingPrice : item.price
  return {
    ...missing(item.name, label, []),
    priced: true,
    basePrice: price,
    listPrice: price,
    lineMaxDiscount: item.maxDiscount,
  }
}

/** The base price of one cart line and what limits its discount. */
export function resolvePriceSource(
  ctx: PricingContext,
  kind: LineKind,
  index: number,
  line: CartLine,
): PriceSource {
  return kind === 'service' || kind === 'test'
    ? fromPriceList(ctx, kind, index, line)
    : fromReference(ctx, kind, index, line)
}
