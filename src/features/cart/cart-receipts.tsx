/**
 * The fiscal receipts of a paid order (issue 27 §3) on its page: each with its fiscal number and a link to
 * the provider's page of the receipt (to show or print), or why it is not fiscalised yet under the spec's
 * title ('Помилка при оплаті' / 'Помилка при поверненні') with «Фіскалізувати». A fiscalised sale can be
 * returned whole after a confirmation. Online only: the receipts live with the provider; the cash desk's
 * actions are offered to those with its permission (crmCashboxWork).
 */
import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import {
  fiscalMessages,
  fiscalReceiptStateLabels,
  type FiscalReceiptView,
} from '../../../domain/cash-desk/fiscal-receipt.schema'
import { paymentKindLabels } from '../../../domain/cash-desk/cash-desk.schema'
import { can } from '../../../domain/permissions/check'
import { isApiError } from '../../lib/api/api-error'
import { formatDateTime } from '../../lib/format/date'
import { formatMoney } from '../../lib/format/money'
import { useSignedInUser } from '../../lib/session/session-context'
import { ConfirmDialog } from '../../offline/react/confirm-dialog'
import { useOnline } from '../../offline/react/use-outbox'
import {
  fetchOrderReceipts,
  fiscaliseReceipt,
  fiscalReceiptKeys,
  receiptProblem,
  returnReceipt,
} from '../../shared/orders/fiscal-receipts.api'
import { Button } from '../../ui/button'

type Act = { kind: 'fiscalise' | 'return'; receipt: FiscalReceiptView }

function ReceiptRow({
  r,
  hasReturn,
  mayWork,
  busy,
  onAct,
}: {
  r: FiscalReceiptView
  hasReturn: boolean
  mayWork: boolean
  busy: boolean
  onAct: (a: Act) => void
}) {
  const problem = receiptProblem(r)
  const title = r.kind === 'sale' ? 'Чек продажу' : 'Чек повернення'
  return (
    <li className="grid gap-1 rounded-md border border-slate-200 p-3" data-testid="fiscal-receipt">
      <div className="flex flex-wrap items-baseline gap-3">
        <strong className="text-slate-900">
          {title}
          {r.fiscalCode ? ` № ${r.fiscalCode}` : ''}
        </strong>
        <span className="text-sm text-slate-700">
          {formatMoney(r.total)} · {paymentKindLabels[r.paymentKind]} · {r.registerName}
          {r.shiftSerial ? `, зміна ${r.shiftSerial}` : ''} · {formatDateTime(r.createdAt)}
        </span>
        <span
          className={
            r.state === 'done'
              ? 'text-sm text-green-800'
              : r.state === 'offline'
                ? 'text-sm text-amber-800'
                : 'text-sm text-red-800'
          }
        >
          {fiscalReceiptStateLabels[r.state]}
        </span>
        {r.pageUrl && r.state === 'done' && (
          <a
            href={r.pageUrl}
            target="_blank"
            rel="noreferrer"
            className="text-sm font-medium text-brand-800 underline"
          >
            Сторінка чека (друк)
          </a>
        )}
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-800">
          <strong>{problem.title}.</strong> {r.lastError ?? 'Чек ще не фіскалізовано.'}
        </p>
      )}
      {mayWork && (problem || (r.kind === 'sale' && r.state === 'done' && !hasReturn)) && (
        <div className="flex gap-2">
          {problem ? (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => onAct({ kind: 'fiscalise', receipt: r })}
            >
              Фіскалізувати
            </Button>
          ) : (
            <Button variant="secondary" disabled={busy} onClick={() => onAct({ kind: 'return', receipt: r })}>
              Повернення
            </Button>
          )}
        </div>
      )}
    </li>
  )
}

export function CartReceipts({ orderId }: { orderId: number }) {
  const online = useOnline()
  const user = useSignedInUser()
  const mayWork = can(user.permissions, 'crmCashboxWork')
  const client = useQueryClient()
  const key = fiscalReceiptKeys.ofOrder(orderId)
  const receipts = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchOrderReceipts(orderId, signal),
    enabled: online,
  })
  const [asking, setAsking] = useState<FiscalReceiptView | null>(null)
  const act = useMutation({
    mutationFn: ({ kind, receipt }: Act) =>
      kind === 'fiscalise' ? fiscaliseReceipt(orderId, receipt.id) : returnReceipt(orderId, receipt.id),
    onSuccess: (r) => {
      const problem = receiptProblem(r)
      if (problem) toast.error(problem.title, { description: problem.description, duration: 8000 })
      else toast.success(`Чек фіскалізовано: № ${r.fiscalCode ?? ''}`, { duration: 5000 })
    },
    onError: (e, { kind }) =>
      toast.error(kind === 'return' ? fiscalMessages.returnTitle : fiscalMessages.payTitle, {
        description: isApiError(e) ? e.message : 'Каса недоступна, спробуйте пізніше',
        duration: 8000,
      }),
    onSettled: () => void client.invalidateQueries({ queryKey: key }),
  })

  const list = receipts.data ?? []
  if (!online && !receipts.data) return null
  if (list.length === 0) return null
  return (
    <section aria-labelledby="receipts-title" className="grid gap-2">
      <h2 id="receipts-title" className="text-lg font-semibold text-slate-900">
        Фіскальні чеки
      </h2>
      <ul className="grid gap-2">
        {list.map((r) => (
          <ReceiptRow
            key={r.id}
            r={r}
            hasReturn={list.some((x) => x.relatedReceiptId === r.id)}
            mayWork={mayWork && online}
            busy={act.isPending}
            onAct={(a) => (a.kind === 'return' ? setAsking(a.receipt) : act.mutate(a))}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        title="Повернути оплату за чеком?"
        confirmLabel="Зробити повернення"
        cancelLabel="Назад"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) act.mutate({ kind: 'return', receipt: asking })
          setAsking(null)
        }}
      >
        <p>
          Буде створено чек повернення на всю суму {asking ? formatMoney(asking.total) : ''}, повʼязаний з
          чеком продажу. Видайте клієнту гроші.
        </p>
      </ConfirmDialog>
    </section>
  )
}
