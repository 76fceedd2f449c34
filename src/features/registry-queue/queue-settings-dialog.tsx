/**
 * «Налаштування черги»: the two ordering rules of the board (domain/registry/queue-order.ts), edited with
 * react-hook-form and the rules' own zod schema, saved whole with PUT (crmMainSettingsEdit; online only).
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { queueOrderRulesSchema, type QueueOrderRules } from '../../../domain/registry/queue-order'
import { isApiError } from '../../lib/api/api-error'
import { Button } from '../../ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog'
import { FormField, fieldErrorId } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { saveQueueRules } from './queue.api'

const fields = [
  ['onTimeWindowMin', 'Вчасно: хвилин до або після часу запису'],
  ['longWaitMin', 'Довге очікування: понад хвилин у колонці'],
] as const

// An empty or non-numeric entry reaches the schema as NaN and gets its «Вкажіть кількість хвилин».
const asNumber = (v: unknown) =>
  typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : Number.NaN

export function QueueSettingsDialog({
  rules,
  onSaved,
  onClose,
}: {
  rules: QueueOrderRules
  onSaved: () => void
  onClose: () => void
}) {
  const form = useForm<QueueOrderRules>({
    resolver: zodResolver(queueOrderRulesSchema),
    defaultValues: rules,
  })
  const { errors, isSubmitting } = form.formState
  const save = async (v: QueueOrderRules) => {
    try {
      await saveQueueRules(v)
      toast.success('Налаштування черги збережено')
      onSaved()
    } catch (e) {
      if (isApiError(e))
        for (const [name, messages] of Object.entries(e.errors))
          if (name === 'onTimeWindowMin' || name === 'longWaitMin')
            form.setError(name, { message: messages[0] ?? e.message })
      toast.error('Не вдалося зберегти налаштування черги', {
        description: isApiError(e) && e.status > 0 ? e.message : 'Немає мережі: зберегти можна лише онлайн.',
      })
    }
  }
  return (
    <Dialog open onOpenChange={(o) => !o && !isSubmitting && onClose()}>
      <DialogContent>
        <DialogTitle>Налаштування черги</DialogTitle>
        <DialogDescription>
          Порядок карток у колонці: спершу позначені «Поза чергою», далі пацієнти із записом, чий час близько,
          потім ті, хто чекає довго, потім решта — за часом у колонці.
        </DialogDescription>
        <form className="grid gap-3" noValidate onSubmit={(e) => void form.handleSubmit(save)(e)}>
          {fields.map(([name, label]) => (
            <FormField key={name} id={`queue-${name}`} label={label} error={errors[name]?.message}>
              <Input
                id={`queue-${name}`}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={errors[name] ? fieldErrorId(`queue-${name}`) : undefined}
                {...form.register(name, { setValueAs: asNumber })}
              />
            </FormField>
          ))}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
              Скасувати
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              Зберегти
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
