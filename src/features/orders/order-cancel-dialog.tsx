/**
 * Cancelling an order needs a reason (spec 000 §4): one of the cancel reasons, and any words of the
 * registrar's own in the comment (the API takes `reasonId` and an optional `comment`).
 */
import { useState, type FormEvent } from 'react'
import { isApiError } from '../../lib/api/api-error'
import { Button } from '../../ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog'
import { fieldErrorId, FormField } from '../../ui/form-field'
import type { CancelBody } from '../../shared/orders/orders.api'
import { fieldClass, type Choice } from './order-choices'

export const reasonRequired = 'Оберіть причину скасування'

export function OrderCancelDialog({
  code,
  reasons,
  onCancel,
  onConfirm,
}: {
  code: string
  reasons: Choice[]
  onCancel: () => void
  /** Resolves when the server has cancelled the order; the dialog then closes. */
  onConfirm: (body: CancelBody) => Promise<unknown>
}) {
  const [reasonId, setReasonId] = useState('')
  const [comment, setComment] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [sending, setSending] = useState(false)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!reasonId) {
      setError(reasonRequired)
      return
    }
    setSending(true)
    onConfirm({ reasonId: Number(reasonId), comment: comment.trim() || null }).then(
      onCancel,
      (err: unknown) => {
        setSending(false)
        // The server names the field it refused (an unknown reason); other failures are notified.
        if (isApiError(err)) setError(err.errors.reason_id?.[0])
      },
    )
  }

  return (
    <Dialog open onOpenChange={(o) => !o && onCancel()}>
      <DialogContent>
        <DialogTitle>Скасувати замовлення {code}?</DialogTitle>
        <DialogDescription className="mt-2 text-sm">
          Скасоване замовлення не можна буде редагувати чи виконати. Заброньований у ньому час звільниться, а
          списане з депозиту повернеться клієнту.
        </DialogDescription>
        <form className="mt-4 grid gap-3" onSubmit={submit} noValidate>
          <FormField id="cancel-reason" label="Причина скасування" error={error}>
            <select
              id="cancel-reason"
              className={fieldClass}
              value={reasonId}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? fieldErrorId('cancel-reason') : undefined}
              onChange={(e) => {
                setReasonId(e.target.value)
                setError(undefined)
              }}
            >
              <option value="">Оберіть причину</option>
              {reasons.map((r) => (
                <option key={r.key} value={r.key}>
                  {r.value}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="cancel-comment" label="Коментар">
            <textarea
              id="cancel-comment"
              rows={3}
              maxLength={1000}
              className="block w-full rounded-md border border-slate-300 px-3 py-2 text-base"
              value={comment}
              onChange={(e) => setComment(e.target.value)}
            />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={sending}>
              Скасувати замовлення
            </Button>
            <Button variant="secondary" onClick={onCancel}>
              Назад
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
