/**
 * The cash deposit write-off rules (spec 000 §5: "Paying from a cash deposit that would make the
 * balance negative asks for confirmation"), pure so the cart can ask before it sends and the server
 * refuses with the same words.
 */
import { formatMoney, type Kop } from '../pricing/money'

export const depositMessages = {
  crmClientRequired: 'Списати з депозиту можна лише для клієнта з бази: оберіть клієнта',
  alreadyWrittenOff: (amount: Kop) =>
    `З депозиту вже списано ${formatMoney(amount)} за це замовлення: суму списання змінити не можна`,
  negativeBalance: (balance: Kop, amount: Kop) =>
    `Після списання ${formatMoney(amount)} баланс грошового депозиту стане від’ємним: ` +
    `${formatMoney(balance - amount)} (зараз ${formatMoney(balance)}). Підтвердіть списання в мінус`,
} as const

export interface CashWriteOff {
  /** The client's cash deposit balance now. */
  balance: Kop
  /** What the order takes from it. */
  amount: Kop
  /** The cashier confirmed a balance below zero. */
  confirmNegativeBalance: boolean
}

/** The balance after the write-off. */
export const balanceAfter = (w: CashWriteOff): Kop => w.balance - w.amount

/** Why the write-off is refused (a balance below zero without the confirmation), or null. */
export function cashWriteOffRefusal(w: CashWriteOff): string | null {
  if (w.amount <= 0 || balanceAfter(w) >= 0 || w.confirmNegativeBalance) return null
  return depositMessages.negativeBalance(w.balance, w.amount)
}
