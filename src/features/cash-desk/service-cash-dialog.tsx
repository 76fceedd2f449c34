/**
 * A service deposit or withdrawal of cash: the amount typed in hryvnias, kept in kopiykas. The operation's
 * id is made when the dialog opens and kept until it succeeds, so «Провести» pressed again after a lost
 * answer is the same receipt at the provider; a refusal stays in the dialog with the amount as typed.
 */
import { useState } from 'react'
import { serviceCashInputSchema } from '../../../domain/cash-desk/cash-desk.schema'
import { newUuid } from '../../lib/new-uuid'
import { Button } from '../../ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog'
import { FormField, fieldErrorId } from '../../ui/form-field'
import { MoneyInput } from '../../ui/resource/field-input'

export interface ServiceCashDialogProps {
  direction: 'in' | 'out'
  registerName: string
  disabled: boolean
  onSubmit: (input: { id: string; direction: 'in' | 'out'; amount: number }) => Promise<string | null>
  onClose: () => void
}

export const directionTitles = { in: 'Службове внесення', out: 'Службове вилучення' } as const

export function ServiceCashDialog({
  direction,
  registerName,
  disabled,
  onSubmit,
  onClose,
}: ServiceCashDialogProps) {
  const [id] = useState(newUuid)
  const [amount, setAmount] = useState<unknown>(null)
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const fieldId = 'service-cash-amount'

  const submit = async () => {
    const parsed = serviceCashInputSchema.safeParse({ id, direction, amount })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Перевірте суму')
      return
    }
    setError(null)
    setSending(true)
    const refused = await onSubmit(parsed.data)
    setSending(false)
    if (refused) setError(refused)
  }

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent dismissible={amount === null}>
        <DialogTitle>{directionTitles[direction]}</DialogTitle>
        <DialogDescription>
          {direction === 'in' ? 'Готівка, яку вносять до каси' : 'Готівка, яку вилучають з каси'} «
          {registerName}».
        </DialogDescription>
        <form
          className="mt-4 grid gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void submit()
          }}
        >
          <FormField id={fieldId} label="Сума" error={error ?? undefined}>
            <MoneyInput
              id={fieldId}
              value={amount}
              onChange={setAmount}
              aria-invalid={error !== null}
              aria-describedby={error ? fieldErrorId(fieldId) : undefined}
              disabled={sending}
            />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Скасувати
            </Button>
            <Button type="submit" disabled={sending || disabled}>
              {sending ? 'Проводжу…' : 'Провести'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
