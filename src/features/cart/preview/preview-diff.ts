/**
 * The preview against the server's answer (update-calculation's price info): what differs, line by
 * line and in the order totals, in words a cashier reads — the server's prices are the ones charged,
 * so the cart shows them and says the preview was off.
 */
import { formatMoney } from '../../../../domain/pricing/money'
import type { PricedCart, PricedLine, PricingTotals } from '../../../../domain/pricing/priced-cart.schema'
import type { LineKind } from '../../../../domain/pricing/pricing.schema'

/** Shown above the cart when the list below is not empty. */
export const serverPricesDifferMessage =
  'Ціни сервера відрізняються від попереднього розрахунку — показано ціни сервера'

const kindLabels: Record<LineKind, string> = {
  service: 'Послуга',
  test: 'Аналіз',
  product: 'Товар',
  material: 'Матеріал',
}

type MoneyTotal = Exclude<keyof PricingTotals, 'manualDiscountPercent' | 'franchisePercent'>

const totalLabels: Record<MoneyTotal, string> = {
  sum: 'Сума без знижок',
  discount: 'Знижка',
  total: 'Разом',
  depositAmount: 'З депозиту',
  insurerAmount: 'Сплачує страхова компанія',
  cashDepositAmount: 'З грошового депозиту',
  toPay: 'До сплати',
}

export interface PriceDifference {
  /** The cart line it is about; null for an order total. */
  line: { kind: LineKind; index: number } | null
  text: string
}

const lineName = (l: PricedLine) => `${kindLabels[l.kind]} «${l.name}»`
const keyOf = (l: PricedLine) => `${l.kind}:${l.index}:${l.id}`
const both = (what: string, preview: string, server: string) =>
  `${what}: попередньо ${preview}, сервер ${server}`

function lineDifferences(preview: PricedLine | undefined, server: PricedLine | undefined): string[] {
  if (!server) return preview ? [`${lineName(preview)}: є лише в попередньому розрахунку`] : []
  if (!preview) return [`${lineName(server)}: є лише у відповіді сервера`]
  const out: string[] = []
  if (preview.quantity !== server.quantity)
    out.push(both(`${lineName(server)}, кількість`, String(preview.quantity), String(server.quantity)))
  if (preview.unitPrice !== server.unitPrice)
    out.push(both(lineName(server), formatMoney(preview.unitPrice), formatMoney(server.unitPrice)))
  return out
}

/** Every difference between a preview and the server's pricing of the same cart; empty when they agree. */
export function previewDifferences(preview: PricedCart, server: PricedCart): PriceDifference[] {
  const previewLines = new Map(preview.lines.map((l) => [keyOf(l), l]))
  const serverLines = new Map(server.lines.map((l) => [keyOf(l), l]))
  const keys = [...new Set([...serverLines.keys(), ...previewLines.keys()])]
  const lines = keys.flatMap((key) => {
    const p = previewLines.get(key)
    const s = serverLines.get(key)
    const at = s ?? p
    return lineDifferences(p, s).map((text) => ({
      line: at ? { kind: at.kind, index: at.index } : null,
      text,
    }))
  })
  const totals = (Object.keys(totalLabels) as MoneyTotal[])
    .filter((k) => preview.totals[k] !== server.totals[k])
    .map((k) => ({
      line: null,
      text: both(totalLabels[k], formatMoney(preview.totals[k]), formatMoney(server.totals[k])),
    }))
  return [...lines, ...totals]
}
