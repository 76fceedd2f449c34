/**
 * «Оплата онлайн» on the order's page (issue 27 §5): for an order marked for online payment and a user
 * who may change it, makes the card payment link at the gateway (online only: it is the gateway's),
 * shows it to copy or open, and the payment's status — refreshed every 10 seconds while it waits, and by
 * «Оновити статус». Shown nothing while the order is not saved on the server yet.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { toast } from 'sonner'
import {
  onlinePaymentListSchema,
  onlinePaymentSchema,
  type OnlinePayment,
} from '../../../domain/online-payments/online-payment.schema'
import type { McOrder } from '../../../domain/orders/order.schema'
import { mayEditOrder } from '../../../domain/orders/order-access'
import { api } from '../../lib/api/api'
import { isApiError } from '../../lib/api/api-error'
import { formatMoney } from '../../lib/format/money'
import { useSignedInUser } from '../../lib/session/session-context'
import { fiscalReceiptKeys } from '../../shared/orders/fiscal-receipts.api'
import { useOnlineStatus } from '../../shared/use-online-status'
import { Button } from '../../ui/button'

const waiting = (p: OnlinePayment | undefined) => p?.status === 'created' || p?.status === 'processing'
const messageOf = (e: unknown) => (isApiError(e) ? e.message : 'Немає звʼязку з сервером. Спробуйте ще раз.')

export function OnlinePaymentPanel({ order }: { order: McOrder }) {
  const user = useSignedInUser()
  const online = useOnlineStatus()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const key = ['online-payments', order.id]
  const payments = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api.request(`/api/v2/mc-orders/${order.id}/online-payments`, {
        schema: onlinePaymentListSchema,
        signal,
      }),
    enabled: online,
    refetchInterval: (q) => (waiting(q.state.data?.data[0]) ? 10_000 : false),
  })
  const latest = payments.data?.data[0]
  // An approval makes the payment's fiscal receipt and a refund its return: the receipts list reads again.
  const status = latest?.status
  useEffect(() => {
    if (status === 'approved' || status === 'reversed')
      void queryClient.invalidateQueries({ queryKey: fiscalReceiptKeys.ofOrder(order.id) })
  }, [status, order.id, queryClient])
  const mayPay = mayEditOrder(user.permissions, user.id, order)

  const act = async (work: () => Promise<OnlinePayment>) => {
    setBusy(true)
    setError(null)
    try {
      const p = await work()
      queryClient.setQueryData(key, (old: { data: OnlinePayment[] } | undefined) => ({
        data: [p, ...(old?.data ?? []).filter((x) => x.id !== p.id)],
      }))
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setBusy(false)
    }
  }
  const create = () =>
    act(() =>
      api.request(`/api/v2/mc-orders/${order.id}/online-payment`, {
        method: 'POST',
        body: {},
        schema: onlinePaymentSchema,
      }),
    )
  const refresh = (id: string) =>
    act(() =>
      api.request(`/api/v2/online-payments/${id}/refresh`, {
        method: 'POST',
        body: {},
        schema: onlinePaymentSchema,
      }),
    )
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url)
      toast.success('Посилання скопійовано')
    } catch {
      toast.error('Не вдалося скопіювати: виділіть посилання й скопіюйте вручну')
    }
  }

  return (
    <section className="grid gap-2 rounded-lg border border-slate-200 p-4" aria-labelledby="online-payment">
      <h2 id="online-payment" className="text-lg font-semibold text-slate-900">
        Онлайн-оплата карткою
      </h2>
      {latest && (
        <div className="grid gap-1" data-testid="online-payment">
          <p>
            {formatMoney(latest.amount)} —{' '}
            <strong data-testid="online-payment-status">{latest.statusLabel}</strong>
          </p>
          {latest.checkoutUrl && waiting(latest) && (
            <div className="flex flex-wrap items-center gap-2">
              <input
                readOnly
                aria-label="Посилання на оплату"
                value={latest.checkoutUrl}
                className="min-w-0 flex-1 rounded border border-slate-300 px-2 py-1 text-sm"
                onFocus={(e) => e.currentTarget.select()}
              />
              <Button variant="secondary" onClick={() => void copy(latest.checkoutUrl!)}>
                Копіювати
              </Button>
              <a
                href={latest.checkoutUrl}
                target="_blank"
                rel="noreferrer noopener"
                className="text-sm font-medium text-brand-800 underline"
              >
                Відкрити
              </a>
            </div>
          )}
          {latest.status !== 'reversed' && (
            <Button
              variant="secondary"
              className="justify-self-start"
              disabled={!online || busy}
              onClick={() => void refresh(latest.id)}
            >
              Оновити статус
            </Button>
          )}
        </div>
      )}
      {mayPay && order.paymentStatus !== 'paid' && !waiting(latest) && (
        <Button className="justify-self-start" disabled={!online || busy} onClick={() => void create()}>
          Оплата онлайн
        </Button>
      )}
      {!online && (
        <p role="status" className="text-sm text-slate-700">
          Посилання на оплату створює платіжний шлюз — лише онлайн.
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  )
}
