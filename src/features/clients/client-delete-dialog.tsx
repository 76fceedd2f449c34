/** Delete a client with a reason (spec 001: deletion with a reason, restorable). */
import { useState } from 'react'
import { clientMessages } from '../../../domain/clients/client-rules'
import { Button } from '../../ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog'
import { FormField } from '../../ui/form-field'

export function ClientDeleteDialog({
  open,
  pib,
  onCancel,
  onConfirm,
}: {
  open: boolean
  pib: string
  onCancel: () => void
  onConfirm: (reason: string) => void
}) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onCancel()}>
      <DialogContent>
        <DialogTitle className="text-lg font-semibold">Видалити клієнта?</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-slate-700">
          {pib} зникне з пошуку; його замовлення та записи залишаться, а клієнта можна буде відновити.
        </DialogDescription>
        <div className="mt-4 grid gap-3">
          <FormField id="delete-reason" label="Причина видалення" error={error}>
            <textarea
              id="delete-reason"
              rows={3}
              className="block w-full rounded-md border border-slate-300 px-3 py-2 text-base"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </FormField>
          <div className="flex gap-2">
            <Button
              onClick={() => {
                if (reason.trim() === '') {
                  setError(clientMessages.reasonRequired)
                  return
                }
                onConfirm(reason.trim())
              }}
            >
              Видалити
            </Button>
            <Button variant="secondary" onClick={onCancel}>
              Скасувати
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  )
}
