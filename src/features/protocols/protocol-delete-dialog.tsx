/** Deleting a protocol takes a reason from the protocol delete reasons (required). */
import { useState } from 'react'
import { protocolMessages } from '../../../domain/protocols/protocol.schema'
import { Button } from '../../ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog'
import { FormField, fieldErrorId } from '../../ui/form-field'
import { Select } from '../../ui/select'

export function ProtocolDeleteDialog({
  open,
  reasons,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean
  reasons: ReadonlyArray<{ id: number; name: string }>
  busy: boolean
  onCancel: () => void
  onConfirm: (reasonId: number) => void
}) {
  const [reason, setReason] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const close = () => {
    setReason(null)
    setProblem(null)
    onCancel()
  }
  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()}>
      <DialogContent className="grid gap-4">
        <DialogTitle>Видалити протокол?</DialogTitle>
        <DialogDescription>Видалений протокол не можна змінити чи затвердити.</DialogDescription>
        <FormField id="protocol-delete-reason" label="Причина видалення *" error={problem ?? undefined}>
          <Select
            id="protocol-delete-reason"
            value={reason}
            options={reasons.map((r) => ({ value: String(r.id), label: r.name }))}
            placeholder="Оберіть причину"
            onChange={(v) => {
              setReason(v)
              setProblem(null)
            }}
            invalid={problem !== null}
            describedBy={problem ? fieldErrorId('protocol-delete-reason') : undefined}
          />
        </FormField>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Скасувати
          </Button>
          <Button
            disabled={busy}
            onClick={() => {
              if (reason === null) setProblem(protocolMessages.noReason)
              else onConfirm(Number(reason))
            }}
          >
            Видалити протокол
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
