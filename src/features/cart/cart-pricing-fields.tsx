/**
 * What changes the price of the whole order (spec 000 §2.8, §5): promo code, discount, manual discount
 * with its comment, zero price with its comment; payment type and online payment; deposits (the
 * depositable types and the cash deposit write-off, sent as 0 when empty, confirmed before it takes
 * the balance below zero); and the passport data and consent a cart needs before Check or Confirm.
 */
import { memo, useEffect, useState } from 'react'
import { clientDepositsResponseSchema, CASH_DEPOSIT_TYPE } from '../../../domain/deposits/deposit.schema'
import type { CrmOrderPatch, McOrder, McOrderPatch } from '../../../domain/orders/order.schema'
import { api } from '../../lib/api/api'
import { formatMoney, toKopiykas } from '../../lib/format/money'
import { ConfirmDialog } from '../../offline/react/confirm-dialog'
import { useSystemModules } from '../../shared/system-modules'
import { Button } from '../../ui/button'
import { FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { NumberInput } from '../../ui/number-input'
import { SelectField } from '../../ui/select-field'
import type { FieldErrors, Run } from './order-writes'
import type { CartChoices } from './use-cart-choices'

type Crm = Omit<CrmOrderPatch, 'version'>
const num = (v: string): number | null => (v === '' ? null : Number(v))

/** Local state that starts from `value` and follows it whenever the order's value changes. */
function useFollowed<T>(value: T): [T, (v: T) => void] {
  const [local, setLocal] = useState(value)
  const [seen, setSeen] = useState(value)
  if (!Object.is(seen, value)) {
    setSeen(value)
    setLocal(value)
  }
  return [local, setLocal]
}

/** A text field that is sent when it loses focus, and only when it changed. */
function CommitInput({
  id,
  label,
  value,
  error,
  disabled,
  onCommit,
  numeric,
}: {
  id: string
  label: string
  value: string
  error?: string | undefined
  disabled: boolean
  onCommit: (v: string) => void
  numeric?: boolean
}) {
  const [text, setText] = useFollowed(value)
  const commit = () => text.trim() !== value && onCommit(text.trim())
  const common = { id, value: text, disabled, onBlur: commit, 'aria-invalid': error ? true : undefined }
  return (
    <FormField id={id} label={label} error={error}>
      {numeric ? (
        <NumberInput {...common} onValueChange={setText} />
      ) : (
        <Input {...common} onChange={(e) => setText(e.target.value)} />
      )}
    </FormField>
  )
}

/** A checkbox that shows the click at once; the order's record catches up when the write is queued. */
function CommitCheckbox({
  label,
  checked,
  disabled,
  onCommit,
}: {
  label: string
  checked: boolean
  disabled: boolean
  onCommit: (v: boolean) => void
}) {
  const [on, setOn] = useFollowed(checked)
  return (
    <label className="flex items-center gap-2">
      <input
        type="checkbox"
        className="size-5"
        checked={on}
        disabled={disabled}
        onChange={(e) => {
          setOn(e.target.checked)
          onCommit(e.target.checked)
        }}
      />
      {label}
    </label>
  )
}

function useCashBalance(clientId: number | null): number | null {
  const [read, setRead] = useState<{ clientId: number; balance: number } | null>(null)
  useEffect(() => {
    if (clientId === null) return
    let active = true
    api
      .request(`/api/v2/clients/${clientId}/deposits`, { schema: clientDepositsResponseSchema })
      .then((r) => {
        const cash = r.data.balances.find((b) => b.type === CASH_DEPOSIT_TYPE)?.balance ?? 0
        if (active) setRead({ clientId, balance: cash })
      })
      // Unknown offline: the server still refuses a write-off below zero without a confirmation.
      .catch(() => undefined)
    return () => {
      active = false
    }
  }, [clientId])
  return read !== null && read.clientId === clientId ? read.balance : null
}

export const CartPricingFields = memo(function CartPricingFields({
  order,
  choices,
  readOnly,
  errors,
  run,
  owed,
}: {
  order: McOrder
  choices: CartChoices
  readOnly: boolean
  errors: FieldErrors
  run: Run
  /** What cash may still pay of the priced cart (toPay + cashDepositAmount); null before it is priced. */
  owed: number | null
}) {
  const crm = order.crmOrder
  const err = (k: string) => errors[k]?.[0]
  const modules = useSystemModules()
  const [promo, setPromo] = useFollowed(crm.promoCode ?? '')
  // A write-off waiting for the cashier's yes: the sum typed and why it needs one.
  const [negative, setNegative] = useState<{ sum: number; text: string } | null>(null)
  const [writeOffError, setWriteOffError] = useState<string | null>(null)
  // Bumped to show the order's own write-off again after a refused or cancelled one.
  const [writeOffShown, setWriteOffShown] = useState(0)
  const balance = useCashBalance(order.crmClientId)

  const patchCrm = (fields: Crm, what: string) => run((w) => w.patchCrm(fields, what))
  const patchOrder = (fields: Omit<McOrderPatch, 'version'>, local: McOrder, what: string) =>
    run((w) => w.patchOrder(fields, local, what))
  const writeOff = (sum: number, confirmed: boolean) =>
    patchOrder(
      { writeOffSumOfCashDeposit: sum, ...(confirmed ? { confirmNegativeBalance: true } : {}) },
      { ...order, writeOffSumOfCashDeposit: sum },
      'списання з депозиту',
    )
  const askWriteOff = async (typed: string) => {
    // Spec 000 §5: writeOffSumOfCashDeposit is sent as 0 when empty.
    const sum = typed === '' ? 0 : toKopiykas(typed)
    if (sum === null || sum < 0) {
      setWriteOffError('Вкажіть суму в гривнях, наприклад 150 або 150,50')
      return
    }
    setWriteOffError(null)
    // The server checks what the priced cart takes from the deposit: never more than the patient owes.
    const amount = owed === null ? sum : Math.min(sum, owed)
    if (balance !== null && amount > balance) {
      const text = `На депозиті ${formatMoney(balance)}, списується ${formatMoney(amount)}: після списання баланс буде ${formatMoney(balance - amount)}.`
      setNegative({ sum, text })
      return
    }
    const out = await writeOff(sum, false)
    // The balance was not known here (offline when the cart opened): the server asks for the yes.
    const refusal = out.kind === 'refused' ? out.item.lastError : undefined
    if (refusal?.code === 'deposit_negative_balance')
      setNegative({ sum, text: refusal.errors?.write_off_sum_of_cash_deposit?.[0] ?? refusal.message })
  }

  return (
    <section className="grid gap-4 rounded-lg border border-slate-200 p-4" aria-labelledby="cart-pricing">
      <h2 id="cart-pricing" className="text-lg font-semibold text-slate-900">
        Знижки, оплата та депозит
      </h2>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        <FormField id="cart-promo" label="Промокод" error={err('promo_code')}>
          <div className="flex gap-2">
            <Input
              id="cart-promo"
              value={promo}
              disabled={readOnly}
              onChange={(e) => setPromo(e.target.value.toUpperCase())}
            />
            <Button
              variant="secondary"
              disabled={readOnly || promo.trim() === (crm.promoCode ?? '')}
              onClick={() => void patchCrm({ promoCode: promo.trim() || null }, 'промокод')}
            >
              Застосувати
            </Button>
          </div>
        </FormField>
        <SelectField
          id="cart-discount"
          label="Знижка"
          value={crm.discountId}
          options={choices.discounts}
          disabled={readOnly}
          error={err('discount_id')}
          onChange={(v) => void patchCrm({ discountId: num(v) }, 'знижка')}
        />
        <CommitInput
          id="cart-manual-discount"
          label="Ручна знижка, %"
          numeric
          value={crm.manualDiscount === null ? '' : String(crm.manualDiscount)}
          disabled={readOnly}
          error={err('manual_discount')}
          onCommit={(v) => void patchCrm({ manualDiscount: v === '' ? null : Number(v) }, 'ручна знижка')}
        />
        <CommitInput
          id="cart-manual-comment"
          label="Коментар до ручної знижки"
          value={crm.manualDiscountComment ?? ''}
          disabled={readOnly}
          error={err('manual_discount_comment')}
          onCommit={(v) => void patchCrm({ manualDiscountComment: v || null }, 'коментар до знижки')}
        />
        <CommitCheckbox
          label="Нульова ціна"
          checked={crm.zeroPrice}
          disabled={readOnly}
          onCommit={(v) => void patchCrm({ zeroPrice: v }, 'нульова ціна')}
        />
        <CommitInput
          id="cart-zero-comment"
          label="Коментар до нульової ціни"
          value={crm.zeroPriceComment ?? ''}
          disabled={readOnly}
          error={err('zero_price_comment')}
          onCommit={(v) => void patchCrm({ zeroPriceComment: v || null }, 'коментар до нульової ціни')}
        />
        <CommitCheckbox
          label="Нульова ціна матеріалів"
          checked={crm.zeroPriceMaterial}
          disabled={readOnly}
          onCommit={(v) => void patchCrm({ zeroPriceMaterial: v }, 'нульова ціна матеріалів')}
        />
        <SelectField
          id="cart-payment-type"
          label="Тип оплати"
          value={order.paymentTypeId}
          options={choices.paymentTypes}
          disabled={readOnly}
          error={err('payment_type_id')}
          onChange={(v) =>
            void patchOrder({ paymentTypeId: num(v) }, { ...order, paymentTypeId: num(v) }, 'тип оплати')
          }
        />
        {/* The online-payment module switched off hides the mark (an order that already has it keeps it shown). */}
        {(modules?.onlinePayment !== false || order.isOnlinePayment) && (
          <CommitCheckbox
            label="Онлайн-оплата"
            checked={order.isOnlinePayment}
            disabled={readOnly}
            onCommit={(v) =>
              void patchOrder({ isOnlinePayment: v }, { ...order, isOnlinePayment: v }, 'онлайн-оплата')
            }
          />
        )}
        <SelectField
          id="cart-depositable"
          label="Депозит для позицій"
          value={order.depositableType}
          options={choices.depositTypes}
          disabled={readOnly}
          error={err('depositable_type')}
          onChange={(v) =>
            void patchOrder(
              { depositableType: v || null },
              { ...order, depositableType: v || null },
              'тип депозиту',
            )
          }
        />
        <SelectField
          id="cart-cash-depositable"
          label="Грошовий депозит"
          value={order.cashDepositableType}
          options={choices.depositTypes}
          disabled={readOnly}
          error={err('cash_depositable_type')}
          onChange={(v) =>
            void patchOrder(
              { cashDepositableType: v || null },
              { ...order, cashDepositableType: v || null },
              'грошовий депозит',
            )
          }
        />
        <div className="grid gap-1">
          <CommitInput
            key={writeOffShown}
            id="cart-write-off"
            label="Списати з грошового депозиту, грн"
            numeric
            value={order.writeOffSumOfCashDeposit ? String(order.writeOffSumOfCashDeposit / 100) : ''}
            disabled={readOnly}
            error={writeOffError ?? err('write_off_sum_of_cash_deposit')}
            onCommit={(v) => void askWriteOff(v)}
          />
          {balance !== null && (
            <p className="text-sm text-slate-600" data-testid="cash-balance">
              Баланс депозиту: {formatMoney(balance)}
            </p>
          )}
        </div>
        <CommitInput
          id="cart-passport"
          label="Паспортні дані"
          value={crm.passportData ?? ''}
          disabled={readOnly}
          error={err('passport_data')}
          onCommit={(v) => void patchCrm({ passportData: v || null }, 'паспортні дані')}
        />
        <div className="grid gap-1">
          <CommitCheckbox
            label="Згода на обробку персональних даних"
            checked={crm.personalDataConsent}
            disabled={readOnly}
            onCommit={(v) => void patchCrm({ personalDataConsent: v }, 'згода на обробку даних')}
          />
          {err('personal_data_consent') && (
            <p role="alert" className="text-sm text-red-700">
              {err('personal_data_consent')}
            </p>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={negative !== null}
        title="Баланс депозиту стане відʼємним"
        confirmLabel="Списати"
        onCancel={() => {
          setNegative(null)
          setWriteOffShown((k) => k + 1)
        }}
        onConfirm={() => {
          const n = negative
          setNegative(null)
          if (n) void writeOff(n.sum, true)
        }}
      >
        {negative && <p>{negative.text}</p>}
      </ConfirmDialog>
    </section>
  )
})
