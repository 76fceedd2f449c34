/**
 * «Записати дзвінок»: call type, result, the order's call state and a comment (react-hook-form with its
 * zod schema; the server checks again). Saved through the outbox, so it works offline too: the row
 * shows «Очікує надсилання» until the call lands.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import {
  CALL_COMMENT_MAX,
  callMessages,
  type CallList,
  type CallListRow,
} from '../../../domain/registry/registry-calls.schema'
import { Button } from '../../ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog'
import { FormField, fieldErrorId } from '../../ui/form-field'
import { selectClass } from '../../ui/select-field'

export const callFormSchema = z.object({
  callTypeId: z.string().min(1, callMessages.callType),
  callResultId: z.string().min(1, callMessages.callResult),
  orderCallState: z.string(),
  comment: z.string().max(CALL_COMMENT_MAX, callMessages.comment),
})
export type CallFormValues = z.infer<typeof callFormSchema>

export function RecordCallDialog({
  row,
  choices,
  onSave,
  onClose,
}: {
  row: CallListRow
  choices: CallList['choices']
  onSave: (v: CallFormValues) => Promise<void>
  onClose: () => void
}) {
  const form = useForm<CallFormValues>({
    resolver: zodResolver(callFormSchema),
    defaultValues: { callTypeId: '', callResultId: '', orderCallState: '', comment: '' },
  })
  const { errors, isSubmitting } = form.formState
  const select = (
    name: 'callTypeId' | 'callResultId' | 'orderCallState',
    label: string,
    options: Array<{ key: string; value: string }>,
    empty: string,
  ) => (
    <FormField id={`call-${name}`} label={label} error={errors[name]?.message}>
      <select
        id={`call-${name}`}
        className={selectClass}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? fieldErrorId(`call-${name}`) : undefined}
        {...form.register(name)}
      >
        <option value="">{empty}</option>
        {options.map((o) => (
          <option key={o.key} value={o.key}>
            {o.value}
          </option>
        ))}
      </select>
    </FormField>
  )
  return (
    <Dialog open onOpenChange={(o) => !o && !isSubmitting && onClose()}>
      <DialogContent>
        <DialogTitle>Записати дзвінок{row.patient ? `: ${row.patient}` : ''}</DialogTitle>
        <DialogDescription>
          {row.reasonLabel}
          {row.phone ? `, ${row.phone}` : ''}. Успішний результат, стан «Підтверджено» чи «Відмова» знімають
          рядок зі списку.
        </DialogDescription>
        <form className="grid gap-3" noValidate onSubmit={(e) => void form.handleSubmit(onSave)(e)}>
          {select(
            'callTypeId',
            'Тип дзвінка',
            choices.callTypes.map((t) => ({ key: String(t.id), value: t.name })),
            'Оберіть тип',
          )}
          {select(
            'callResultId',
            'Результат',
            choices.callResults.map((t) => ({ key: String(t.id), value: t.name })),
            'Оберіть результат',
          )}
          {select('orderCallState', 'Стан дзвінка по замовленню', choices.callStates, 'Не вказано')}
          <FormField id="call-comment" label="Коментар" error={errors.comment?.message}>
            <textarea
              id="call-comment"
              rows={3}
              className="block w-full rounded-md border border-slate-300 px-3 py-2 text-base aria-[invalid=true]:border-red-600"
              aria-invalid={errors.comment ? true : undefined}
              aria-describedby={errors.comment ? fieldErrorId('call-comment') : undefined}
              {...form.register('comment')}
            />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
              Скасувати
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              Записати
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
