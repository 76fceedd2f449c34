/**
 * The cart of one order: patient, place, price lists, lines, discounts, payment and deposits, totals and
 * the check / confirm / finish actions. Every change is written through the outbox at once (the line
 * edits after the spec's 400 ms debounce, whole, and only when they changed); a 422 puts the server's
 * messages next to the fields it names.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { pricingOrderOfMcOrder } from '../../../domain/orders/order-pricing'
import type { PricingRefs } from '../../../domain/pricing/pricing-refs.schema'
import { ORDER_ENTITY } from '../../offline/entities/orders'
import { discard, openItemsOf } from '../../offline/outbox'
import { entityKey } from '../../offline/outbox-types'
import { loadReference } from '../../offline/references/reference-loader'
import { isApiError } from '../../lib/api/api-error'
import type { McOrder } from '../../../domain/orders/order.schema'
import { useOffline } from '../../offline/react/offline-context'
import { CartActions } from './cart-actions'
import { CartLines } from './cart-lines'
import { cartEditMode, depositsUsed, lineCount } from './cart-model'
import { CartPatient } from './cart-patient'
import { CartPlace } from './cart-place'
import { CartPricingFields } from './cart-pricing-fields'
import { CartTotals } from './cart-totals'
import { ReleasedResults } from '../../shared/lab/released-results'
import { resultsOpen } from '../../../domain/laboratory/released-results.schema'
import { CartTubes } from './cart-tubes'
import { CartReceipts } from './cart-receipts'
import { OnlinePaymentPanel } from './online-payment-panel'
import { orderWrites, type FieldErrors, type Run } from './order-writes'
import { previewDifferences } from './preview/preview-diff'
import { useCartPreview } from './preview/use-cart-preview'
import { useCartChoices } from './use-cart-choices'
import { useCartDraft } from './use-cart-draft'

/** Writes of this order still on the device (queued, being sent, or refused). */
function useOpenWrites(uuid: string): number {
  const { db } = useOffline()
  return useLiveQuery(
    async () => (await openItemsOf(db, entityKey({ type: ORDER_ENTITY, uuid }))).length,
    [db, uuid],
    0,
  )
}

/**
 * The order's promo code as the engine reads it: looked up on the server (network first) and kept on
 * the device, so a cart reopened offline still previews it; null when the server knows no such code.
 */
function usePromoCode(order: McOrder): PricingRefs['promoCode'] | undefined {
  const { db, getReference } = useOffline()
  const code = order.crmOrder.promoCode?.trim() ?? ''
  const path = `/api/v2/promo-codes/lookup?code=${encodeURIComponent(code)}${order.id > 0 ? `&orderId=${order.id}` : ''}`
  const stored = useLiveQuery(() => (code ? db.references.get(path) : undefined), [db, path, code])
  const [missingPath, setMissingPath] = useState<string | null>(null)
  const missing = missingPath === path
  useEffect(() => {
    if (!code) return
    let active = true
    loadReference(db, getReference, path, { refresh: true }).catch((e: unknown) => {
      if (active && isApiError(e) && e.status === 404) setMissingPath(path)
    })
    return () => {
      active = false
    }
  }, [db, getReference, path, code])
  return useMemo(() => {
    if (!code) return undefined
    if (missing) return null
    return (stored?.data as { data?: NonNullable<PricingRefs['promoCode']> } | undefined)?.data
  }, [code, missing, stored])
}

export function CartEditor({ order, rev }: { order: McOrder; rev: number }) {
  const offline = useOffline()
  const [errors, setErrors] = useState<FieldErrors>({})
  const choices = useCartChoices(order)
  const mode = cartEditMode(order)
  const readOnly = mode === 'read-only'
  const latest = useRef({ order, rev })
  useEffect(() => {
    latest.current = { order, rev }
  })

  // Stable, like `run` below: the memoised sections re-render only when what they show changes.
  const runNow = useCallback<Run>(
    async (write, done, options) => {
      const { order: o, rev: r } = latest.current
      const outcome = await write(orderWrites(offline, o, r))
      if (outcome.kind === 'refused' && options?.quiet) {
        if (outcome.item.status === 'rejected') await discard(offline.db, outcome.item.id)
      } else if (outcome.kind === 'refused') {
        const e = outcome.item.lastError
        setErrors(e?.errors ?? {})
        // Shown here, on the fields: the refused change leaves the queue so the order's next changes go.
        if (outcome.item.status === 'rejected') await discard(offline.db, outcome.item.id)
        toast.error('Помилка', {
          description: e?.message ?? 'При збереженні змін сталася помилка',
          duration: 5000,
        })
      } else if (outcome.kind === 'done') {
        setErrors({})
        if (done) toast.success(done, { duration: 5000 })
      }
      return outcome
    },
    [offline],
  )
  const { cart, edit, flush } = useCartDraft(order, (c) => runNow((w) => w.saveCart(c, mode)))
  // Every other write goes after the lines still in their debounce: booking a slot for a line the
  // server has not got yet, or checking a cart without its newest lines, would be wrong.
  const run = useCallback<Run>(
    async (write, done, options) => {
      await flush()
      return runNow(write, done, options)
    },
    [flush, runNow],
  )

  // Prices: the worker's preview of what is on screen while edits are on their way; once the server
  // has priced this very cart, its prices (and what differed from the preview).
  const openWrites = useOpenWrites(order.uuid)
  const pricingOrder = useMemo(() => pricingOrderOfMcOrder(order), [order])
  const promoCode = usePromoCode(order)
  const preview = useCartPreview({
    refsKey: choices.refsKey,
    refs: choices.refs ?? null,
    order: pricingOrder,
    cart,
    ...(promoCode !== undefined ? { promoCode } : {}),
  })
  const server = order.priceInfo?.priceCalculation
  const settled = openWrites === 0 && cart === order.cartData && server !== undefined
  const priced = settled ? server : (preview.priced ?? server)
  const differences =
    settled && preview.priced && !preview.pending
      ? previewDifferences(preview.priced, server).map((d) => d.text)
      : []

  return (
    <section className="grid gap-6" aria-labelledby="cart-title">
      <header className="flex flex-wrap items-baseline gap-3">
        <h1 id="cart-title" className="text-2xl font-semibold text-slate-900">
          {order.code ? `Замовлення ${order.code}` : 'Нове замовлення'}
        </h1>
        <span className="rounded bg-slate-100 px-2 py-0.5 text-sm text-slate-800" data-testid="order-state">
          {order.stateLabel}
        </span>
        {order.id === 0 ? (
          <span className="text-sm text-slate-700">номер зʼявиться, щойно замовлення дійде до сервера</span>
        ) : (
          <Link
            to={`/print/patient?orderId=${order.id}`}
            className="text-sm font-medium text-brand-800 underline"
          >
            Друк для пацієнта
          </Link>
        )}
        {openWrites > 0 && (
          <span role="status" className="text-sm text-amber-800" data-testid="order-unsent">
            Змін, що ще не на сервері: {openWrites}
          </span>
        )}
      </header>
      {readOnly && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          Кошик у стані «{order.stateLabel}» не редагується.
        </p>
      )}
      <CartPatient
        order={order}
        depositsUsed={depositsUsed(cart)}
        readOnly={readOnly}
        errors={errors}
        run={run}
      />
      <CartPlace
        order={order}
        lines={lineCount(cart)}
        choices={choices}
        readOnly={readOnly}
        errors={errors}
        run={run}
      />
      <CartLines
        order={order}
        cart={cart}
        choices={choices}
        mode={mode}
        errors={errors}
        priced={priced}
        edit={edit}
        run={run}
      />
      {preview.error && (
        <p role="status" className="text-sm text-amber-800">
          {preview.error}
        </p>
      )}
      <CartPricingFields
        order={order}
        choices={choices}
        readOnly={readOnly}
        errors={errors}
        run={run}
        owed={priced ? priced.totals.toPay + priced.totals.cashDepositAmount : null}
      />
      <CartTotals order={order} priced={priced} differences={differences} />
      <CartTubes priced={priced} refs={choices.refs} />
      {/* Paid at the desk, or online by card (its receipt made when the gateway approves). */}
      {order.id !== 0 && (order.state === 'payed_cash' || order.isOnlinePayment) && (
        <CartReceipts orderId={order.id} />
      )}
      {order.id !== 0 && cart.tests.length > 0 && resultsOpen(order) && (
        <ReleasedResults orderId={order.id} />
      )}
      {order.id !== 0 && order.isOnlinePayment && <OnlinePaymentPanel order={order} />}
      <CartActions order={order} errors={errors} run={run} />
    </section>
  )
}
